/**
 * Spot limit orders (docs/api.md "Spot limit orders"): placement freezes the order's funds in the coin account in
 * the same database transaction that inserts the order, so a refused freeze (INSUFFICIENT_BALANCE) leaves no order
 * behind; cancel is a guarded status update in the same transaction as the unfreeze, so of a cancel and the fill
 * engine (engines/spot-fills) racing for one order exactly one wins, and the loser changes nothing.
 */
import {
  spotOrderStatus,
  type RecordPage,
  type SpotOrder,
  type SpotOrderStatus,
  type SpotSide,
} from '../../../common/trading-types';
import type { Database, Transaction } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { answerOnce, type IdempotentRequest } from '../../http/idempotency';
import type { Ledger } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import { cancelMovement, placeMovement } from './spot-movements';
import type { SpotPlacement } from './spot-placement';
import { createSpotRepo, type SpotOrderFilter, type SpotOrderRow } from './spot-repo';
import { canonicalNumeric } from '../../lib/row-values';
import { publishLive, type LivePublication } from '../../live/publish-live';
// House limits (house brief).
import { houseOrderOfSpot, type HouseService } from '../house';
import type { RequireIdentity } from '../kyc/kyc-service';

export interface SpotDependencies {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  /** The house limits, checked first in the placement's transaction (modules/house). */
  house: Pick<HouseService, 'guard'>;
  /** Identity verification before this operation (spec section 6), checked before any money moves. */
  requireIdentity: RequireIdentity;
}

export interface SpotListQuery extends SpotOrderFilter {
  pageNo: number;
  pageSize: number;
}

/** The wire shape of an order row: canonical decimal text, epoch milliseconds. */
export function toSpotOrder(row: SpotOrderRow): SpotOrder {
  return {
    id: String(row.id),
    symbol: row.symbol,
    baseCoin: row.baseCoin,
    quoteCoin: row.quoteCoin,
    side: row.side as SpotSide,
    price: canonicalNumeric(row.price),
    amount: canonicalNumeric(row.amount),
    total: canonicalNumeric(row.total),
    fee: canonicalNumeric(row.fee),
    feeCurrency: row.feeCurrency,
    status: row.status as SpotOrderStatus,
    createdAt: row.createdAt.getTime(),
    finishedAt: row.finishedAt ? row.finishedAt.getTime() : null,
  };
}

/**
 * The owner's live event of an order's change (docs/api.md "Live stream", "The private events"); a fill is
 * always whole.
 */
export function spotOrderPublication(
  order: Pick<SpotOrderRow, 'id' | 'userId' | 'symbol'>,
  status: 'placed' | 'filled' | 'cancelled',
): LivePublication {
  return {
    userId: order.userId,
    event: { type: 'spotOrder', orderId: String(order.id), symbol: order.symbol, status },
  };
}

const publishSpotOrder = (tx: Transaction, ...change: Parameters<typeof spotOrderPublication>) => {
  const { userId, event } = spotOrderPublication(...change);
  return publishLive(tx, userId, event);
};

export function createSpotService(deps: SpotDependencies) {
  const { db, ledger } = deps;
  const repo = createSpotRepo(db);

  async function place(
    userId: number,
    placement: SpotPlacement,
    idempotent: IdempotentRequest | undefined,
  ): Promise<SpotOrder> {
    await deps.requireIdentity(userId);
    return db.transaction(async (tx) => {
      const now = deps.clock();
      return answerOnce(tx, userId, idempotent, now, async () => {
        await deps.house.guard(tx, houseOrderOfSpot(placement));
        const row = await repo.insert(
          {
            userId,
            symbol: placement.pair.symbol,
            baseCoin: placement.pair.base,
            quoteCoin: placement.pair.quote,
            side: placement.side,
            price: placement.price,
            amount: placement.amount,
            total: placement.total,
            feeCurrency: placement.feeCurrency,
            createdAt: new Date(now),
          },
          tx,
        );
        // The ledger's guard refuses a freeze beyond the available balance; the insert above rolls back with it.
        await ledger.post(tx, placeMovement(row));
        await publishSpotOrder(tx, row, 'placed');
        return toSpotOrder(row);
      });
    });
  }

  /** Why a cancel matched nothing: the order is not the user's (or does not exist), or it is already finished. */
  async function refusal(id: number, userId: number, tx: Transaction): Promise<ApiError> {
    const row = await repo.findOwn(id, userId, tx);
    if (!row) return new ApiError('TRADING_ORDER_NOT_FOUND');
    return new ApiError(
      row.status === spotOrderStatus.finished ? 'SPOT_ORDER_FILLED' : 'SPOT_ORDER_CANCELLED',
    );
  }

  async function cancel(
    userId: number,
    id: number,
    idempotent: IdempotentRequest | undefined,
  ): Promise<SpotOrder> {
    return db.transaction(async (tx) => {
      const now = deps.clock();
      return answerOnce(tx, userId, idempotent, now, async () => {
        const row = await repo.cancelOpen(id, userId, new Date(now), tx);
        // Thrown inside the transaction, so that the key claimed above is released with it and a retry asks afresh.
        if (!row) throw await refusal(id, userId, tx);
        await ledger.post(tx, cancelMovement(row));
        await publishSpotOrder(tx, row, 'cancelled');
        return toSpotOrder(row);
      });
    });
  }

  async function list(userId: number, query: SpotListQuery): Promise<RecordPage<SpotOrder>> {
    const { rows, total } = await repo.page(
      userId,
      { status: query.status, symbol: query.symbol },
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return { list: rows.map(toSpotOrder), totalRow: total };
  }

  return { place, cancel, list };
}

export type SpotService = ReturnType<typeof createSpotService>;
