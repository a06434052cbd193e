/**
 * Second contracts (timed up/down orders), the user's side: the durations on offer, opening an order and reading
 * one's records. Opening is ONE database transaction: the order row and ONE ledger movement `second:<id>:open`
 * that freezes the stake in the user's contract account (available → frozen, in the quote coin) and charges the
 * fee to the `fees` account. A balance too low fails the ledger's guard and the whole transaction rolls back, so a
 * refused order leaves no row. The fee and a win's payout are src/common/second-contract-maths.ts, the figures the
 * order form shows. Settlement is the engine's: it claims and marks orders through this module's index.
 */
import { paramNames } from '../../../common/api-paths';
import { configuredRate } from '../../../common/configured-rate';
import { add, compare, isZero, type DecimalString } from '../../../common/decimal';
import { secondContractFeeRateDefault } from '../../../common/money-constants';
import { secondOpeningFee, secondWinPayout } from '../../../common/second-contract-maths';
import {
  secondEntryStatus,
  type RecordPage,
  type SecondContractConfigEntry,
  type SecondContractOrder,
} from '../../../common/trading-types';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { answerOnce, type IdempotentRequest } from '../../http/idempotency';
import { moveLegs, systemAccount, userAccount, type Ledger } from '../../ledger/ledger';
import { accountTypes, type Leg } from '../../ledger/ledger-types';
import type { Clock } from '../../lib/clock';
import { publishLive } from '../../live/publish-live';
import { decimalPriceAt } from '../../market/decimal-price';
import type { MarketFeed } from '../../market/feed';
import type { ParamsService } from '../params/params-service';
import { checkOrderInput, type CheckedOrderInput, type SecondOrderInput } from './order-input';
import { createSecondConfigRepo } from './second-config-repo';
import { createSecondConfigService } from './second-config-service';
import {
  createSecondOrdersRepo,
  toSecondContractOrder,
  type SecondOrderRow,
  type SecondRecordFilter,
} from './second-orders-repo';
import { timedOrderPublication } from './timed-order-events';
// House limits (house brief).
import { houseOrderOfTimed, type HouseService } from '../house';
import { requireWithinMoneyMax } from '../../http/money-limit';
import type { RequireIdentity } from '../kyc/kyc-service';

export interface SecondContractDependencies {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  feed: MarketFeed;
  params: Pick<ParamsService, 'get'>;
  /** The house limits, checked first in the order's transaction (modules/house). */
  house: Pick<HouseService, 'guard'>;
  /** Identity verification before this operation (spec section 6), checked before any money moves. */
  requireIdentity: RequireIdentity;
}

/** The opening movement's legs: the stake frozen, the fee (when there is one) paid to the `fees` account. */
export function openingLegs(
  userId: number,
  currency: string,
  stake: DecimalString,
  fee: DecimalString,
): Leg[] {
  const contract = userAccount(userId, accountTypes.contract);
  const legs = moveLegs(
    currency,
    stake,
    { owner: contract, bucket: 'available' },
    { owner: contract, bucket: 'frozen' },
  );
  if (!isZero(fee)) {
    legs.push(
      ...moveLegs(
        currency,
        fee,
        { owner: contract, bucket: 'available' },
        { owner: systemAccount('fees'), bucket: 'available' },
      ),
    );
  }
  return legs;
}

export function createSecondContractService(deps: SecondContractDependencies) {
  const { db, ledger } = deps;
  const config = createSecondConfigService({ db, repo: createSecondConfigRepo(db), clock: deps.clock });
  const orders = createSecondOrdersRepo(db);

  async function feeRate(): Promise<DecimalString> {
    const value = (await deps.params.get(paramNames.secondContractFeeRate)).valueName;
    return configuredRate(value, secondContractFeeRateDefault);
  }

  /** The offered duration an order asks for, with its stake at least the duration's minimum. */
  async function durationFor(positionTime: number, stake: DecimalString, currency: string) {
    const durations = await config.list();
    const duration = durations.find((entry) => entry.second === positionTime);
    if (!duration) {
      throw new ApiError('SECOND_DURATION_UNKNOWN', {
        seconds: durations.map((entry) => entry.second).join(', '),
      });
    }
    if (compare(stake, duration.openAmountMin as DecimalString) < 0) {
      throw new ApiError('SECOND_AMOUNT_BELOW_MIN', { min: duration.openAmountMin, currency });
    }
    return duration;
  }

  async function openPriceAt(input: CheckedOrderInput, nowMs: number): Promise<DecimalString> {
    try {
      return await decimalPriceAt(deps.feed, input.pair, nowMs);
    } catch (error) {
      throw new ApiError('TRADING_MARKET_UNAVAILABLE', {}, { cause: error });
    }
  }

  async function createOrder(
    userId: number,
    input: SecondOrderInput,
    idempotent: IdempotentRequest | undefined,
  ): Promise<SecondContractOrder> {
    await deps.requireIdentity(userId);
    const checked = checkOrderInput(input);
    const { pair, openAmount } = checked;
    const duration = await durationFor(checked.positionTime, openAmount, pair.quote);
    const rate = await feeRate();
    const fee = secondOpeningFee(openAmount, rate);
    // A win pays the stake back with its profit: that payout must fit the money as the stake does.
    requireWithinMoneyMax(
      add(openAmount, fee),
      secondWinPayout(openAmount, duration.incomeRate as DecimalString),
    );
    // The price is read before the transaction opens: a live feed is a network call, and no lock waits for it.
    const nowMs = deps.clock();
    const openPrice = await openPriceAt(checked, nowMs);
    return db.transaction((tx) =>
      answerOnce(tx, userId, idempotent, deps.clock(), async () => {
        await deps.house.guard(tx, houseOrderOfTimed(pair, checked.tradeType, openAmount));
        const row = await orders.insert(tx, {
          userId,
          symbol: pair.symbol,
          baseCoin: pair.base,
          quoteCoin: pair.quote,
          tradeType: checked.tradeType,
          openAmount,
          fee,
          positionTime: duration.second,
          incomeRate: duration.incomeRate,
          openPrice,
          openTime: new Date(nowMs),
          settleTime: new Date(nowMs + duration.second * 1000),
          priceSource: deps.feed.source,
          entryStatus: secondEntryStatus.open,
        });
        await ledger.post(tx, {
          kind: 'second-open',
          reference: `second:${row.id}:open`,
          userId,
          memo: `${pair.symbol} ${duration.second}s`,
          legs: openingLegs(userId, pair.quote, openAmount, fee),
        });
        const { event } = timedOrderPublication(row, { status: 'placed' });
        await publishLive(tx, userId, event);
        return toSecondContractOrder(row);
      }),
    );
  }

  async function records(
    userId: number,
    filter: SecondRecordFilter,
    page: { pageNo: number; pageSize: number },
  ): Promise<RecordPage<SecondContractOrder>> {
    const { total, rows } = await orders.page(userId, filter, {
      offset: (page.pageNo - 1) * page.pageSize,
      limit: page.pageSize,
    });
    return { list: rows.map(toSecondContractOrder), totalRow: total };
  }

  async function recordById(userId: number, id: number): Promise<SecondContractOrder> {
    const row: SecondOrderRow | undefined = await orders.findOwn(id, userId);
    if (!row) throw new ApiError('TRADING_ORDER_NOT_FOUND');
    return toSecondContractOrder(row);
  }

  return {
    /** The durations on offer, shortest first (getConfig). */
    getConfig: (): Promise<SecondContractConfigEntry[]> => config.list(),
    /** An operator adds or changes a duration; answers the whole list. */
    setConfig: config.set,
    /** First start: the default durations, never overwriting an operator's change. */
    seedConfig: config.seedDefaults,
    createOrder,
    records,
    recordById,
  };
}

export type SecondContractService = ReturnType<typeof createSecondContractService>;
