/**
 * Leveraged contract positions (docs/api.md "Leveraged positions", docs/trading.md "Leveraged contracts"): the
 * configuration, opening at the market price or as a limit entry, closing (or cancelling a pending entry) and the
 * paged list. Every change of money is ONE ledger movement in the same database transaction as the guarded row
 * change, in the user's contract account (type 2); the position engine (engines/contract-positions) does the rest.
 */
import type { DecimalString } from '../../../common/decimal';
import { findPair } from '../../../common/pairs';
import {
  contractCloseReasons,
  contractPriceTypes,
  contractStatus,
  type ContractConfig,
  type ContractPosition,
  type RecordPage,
} from '../../../common/trading-types';
import type { Database, Transaction } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { answerOnce, type IdempotentRequest } from '../../http/idempotency';
import type { Ledger } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import type { MarketFeed } from '../../market/feed';
import { readContractConfig, readMultiples, readRiskRates, type ContractParams } from './contract-config';
import { openMovement } from './contract-movements';
import {
  checkOpenInput,
  priceOpening,
  type OpenPositionInput,
  type OpenPricing,
  type OpenRequest,
} from './contract-open-input';
import { toContractPosition } from './contract-record';
import { decidePosition } from './decide-position';
import {
  cancelPendingPosition,
  endHoldingPosition,
  positionPublication,
  postingEach,
  publishingEach,
} from './contract-settlement';
import { recordEventMessage } from '../messages/messages-service';
import { createContractsRepo, type PositionFilter } from './contracts-repo';
import { markPriceAt } from './mark-price';
// House limits (house brief).
import { houseOrderOfPosition, type HouseService } from '../house';
import type { RequireIdentity } from '../kyc/kyc-service';

export interface ContractsDependencies {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  feed: MarketFeed;
  params: ContractParams;
  /** The house limits, checked first in the open's transaction (modules/house). */
  house: Pick<HouseService, 'guard'>;
  /** Identity verification before this operation (spec section 6), checked before any money moves. */
  requireIdentity: RequireIdentity;
}

export interface PositionListQuery extends PositionFilter {
  pageNo: number;
  pageSize: number;
}

/** What an open computed before its transaction: size, fee and liquidation price at the open price. */
type Opened = OpenPricing & { openPrice: DecimalString };

/**
 * Raised inside a close transaction that found a pending entry opened meanwhile (by the engine): the close needs
 * a market price, which is fetched outside any transaction, so the transaction rolls back and the close runs again.
 */
class ClosePriceNeeded extends Error {}

/** A close runs at most twice: once as the state was read, once more if a limit entry opened in between. */
const closeAttemptsMax = 2;

export function createContractsService(deps: ContractsDependencies) {
  const { db, ledger } = deps;
  const repo = createContractsRepo(db);
  const settlement = {
    repo,
    record: postingEach(ledger),
    notify: recordEventMessage,
    publish: publishingEach,
  };

  async function insertOpened(tx: Transaction, userId: number, request: OpenRequest, priced: Opened) {
    const now = new Date(deps.clock());
    const market = request.priceType === contractPriceTypes.market;
    const row = await repo.insert(
      {
        userId,
        symbol: request.pair.symbol,
        baseCoin: request.pair.base,
        quoteCoin: request.pair.quote,
        direction: request.direction,
        priceType: request.priceType,
        limitPrice: request.limitPrice,
        margin: request.margin,
        multiple: request.multiple,
        size: priced.size,
        fee: priced.fee,
        // A limit entry has no open or liquidation price until the engine opens it at its limit price.
        openPrice: market ? priced.openPrice : null,
        liquidationPrice: market ? priced.liquidationPrice : null,
        stopLoss: request.stopLoss,
        takeProfit: request.takeProfit,
        status: market ? contractStatus.holding : contractStatus.pending,
        createdAt: now,
        openedAt: market ? now : null,
      },
      tx,
    );
    await ledger.post(tx, openMovement(row));
    if (market) await publishingEach(tx, positionPublication(row, 'opened'));
    return row;
  }

  async function open(
    userId: number,
    input: OpenPositionInput,
    idempotent: IdempotentRequest | undefined,
  ): Promise<ContractPosition> {
    await deps.requireIdentity(userId);
    const request = checkOpenInput(input, await readMultiples(deps.params));
    const rates = await readRiskRates(deps.params);
    const openPrice = request.limitPrice ?? (await markPriceAt(deps.feed, request.pair, deps.clock()));
    const priced: Opened = { ...priceOpening(request, openPrice, rates), openPrice };
    // A refusal inside (the balance guard's INSUFFICIENT_BALANCE) rolls the row back with the movement.
    return db.transaction((tx) =>
      answerOnce(tx, userId, idempotent, deps.clock(), async () => {
        await deps.house.guard(tx, houseOrderOfPosition(request, priced.size));
        return toContractPosition(await insertOpened(tx, userId, request, priced));
      }),
    );
  }

  /** One attempt at closing inside a transaction; `markPrice` is undefined when the position was pending. */
  async function closeInTransaction(
    tx: Transaction,
    userId: number,
    id: number,
    markPrice: DecimalString | undefined,
    idempotent: IdempotentRequest | undefined,
  ): Promise<ContractPosition> {
    return answerOnce(tx, userId, idempotent, deps.clock(), async () => {
      const row = await repo.lockOwn(id, userId, tx);
      if (!row) throw new ApiError('TRADING_ORDER_NOT_FOUND');
      const nowMs = deps.clock();
      let ended;
      if (row.status === contractStatus.pending) {
        ended = await cancelPendingPosition(settlement, tx, row, nowMs);
      } else if (row.status === contractStatus.holding) {
        if (markPrice === undefined) throw new ClosePriceNeeded();
        // A mark past the liquidation price that the engine has not acted on yet liquidates here too: closing by
        // hand cannot recover the maintenance remainder the rule gives up.
        const reason =
          decidePosition(row, markPrice) === 'liquidate'
            ? contractCloseReasons.liquidation
            : contractCloseReasons.manual;
        ended = await endHoldingPosition(settlement, tx, row, { reason, markPrice, nowMs });
      }
      if (!ended) throw new ApiError('CONTRACT_POSITION_CLOSED');
      return toContractPosition(ended);
    });
  }

  async function close(
    userId: number,
    id: number,
    idempotent: IdempotentRequest | undefined,
  ): Promise<ContractPosition> {
    for (let attempt = 1; ; attempt += 1) {
      const row = await repo.findOwn(id, userId);
      if (!row) throw new ApiError('TRADING_ORDER_NOT_FOUND');
      const pair = findPair(row.symbol);
      // The price is fetched before the transaction, so no row stays locked while the feed answers.
      const markPrice =
        row.status === contractStatus.holding && pair
          ? await markPriceAt(deps.feed, pair, deps.clock())
          : undefined;
      try {
        return await db.transaction((tx) => closeInTransaction(tx, userId, id, markPrice, idempotent));
      } catch (error) {
        if (!(error instanceof ClosePriceNeeded) || attempt >= closeAttemptsMax) throw error;
      }
    }
  }

  async function list(userId: number, query: PositionListQuery): Promise<RecordPage<ContractPosition>> {
    const { rows, totalRow } = await repo.list(
      userId,
      {
        ...(query.statuses ? { statuses: query.statuses } : {}),
        ...(query.symbol ? { symbol: query.symbol } : {}),
      },
      { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
    );
    return { list: rows.map(toContractPosition), totalRow };
  }

  return {
    config: (): Promise<ContractConfig> => readContractConfig(deps.params),
    open,
    close,
    list,
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
