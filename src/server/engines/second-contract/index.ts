/**
 * The second-contract settlement engine (ARCHITECTURE §6): timed orders settle at openTime + positionTime, at the
 * feed's price of THAT instant, even when the engine runs late (after a crash the first tick settles what came due
 * while the process was down, at the prices of their own settle times).
 *
 * `runBatch(nowMs)`:
 * 1. looks, without locks, at the next due orders and starts their price lookups (`feed.priceAt` once per pair
 *    and settle second), so that no database lock waits for the network; when none is due, the batch ends there,
 *    without a transaction (most ticks);
 * 2. in ONE transaction claims at most `batchSizeMax` due orders (`for update skip locked`, settle time then id),
 *    decides each (decide-settlement.ts), posts every decision's movement `settle:<order id>` through the ledger,
 *    marks the rows settled with one guarded update, publishes each order's live `settled` event (one insert for
 *    the batch, after the ledger's balance events) and writes each user's inbox message (`settle:<order id>`,
 *    one multi-row insert for the batch); everything commits together or not at all;
 * 3. leaves the orders of a pair whose price the feed could not give due, and skips that pair in the claims of the
 *    next `feedRetryDelayMs`, so a feed outage neither settles on a made-up price nor blocks the other pairs.
 *
 * Batching many orders per transaction is what makes 10,000 settlements fit in seconds: the ledger posts a whole
 * batch with one statement per table and one per account touched (ledger `postBatch`). The engine reads and writes
 * `second_orders` only through the second-contract module's repository (its index), never with queries of its own.
 */
import type { Database } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import type { MarketFeed } from '../../market/feed';
import { recordEventMessages } from '../../modules/messages/messages-service';
import {
  createSecondSettlementRepo,
  timedOrderPublication,
  type DueOrder,
  type SettledRow,
} from '../../modules/second-contract';
import type { Engine } from '../engine';
import { publishLiveAll } from '../../live/publish-live';
import {
  decideSettlement,
  settlementMessage,
  settlementMovement,
  settlementPayout,
} from './decide-settlement';
import { createSettlePrices, type SettlePrices } from './settle-prices';

/** The most orders one transaction settles: large enough to amortise the round trips, small enough to hold locks briefly. */
export const secondSettleBatchSizeMax = 500;
/** After the feed fails for a pair, its orders wait this long (by the engine's clock) before the next attempt. */
export const feedRetryDelayMs = 5_000;

export interface SecondContractEngineDependencies {
  db: Database;
  ledger: Ledger;
  feed: MarketFeed;
  /** Overrides secondSettleBatchSizeMax, e.g. for a test that proves several batches. */
  batchSizeMax?: number;
}

/** Settles the claimed orders whose price is known; answers the rows to mark, the symbols whose feed failed. */
async function decideBatch(orders: readonly DueOrder[], prices: SettlePrices) {
  const settled: Array<{ order: DueOrder; row: SettledRow; decision: ReturnType<typeof decideSettlement> }> =
    [];
  const failedSymbols = new Set<string>();
  for (const order of orders) {
    const settlePrice = await prices.at(order.symbol, order.settleTimeMs);
    if (settlePrice === undefined) {
      failedSymbols.add(order.symbol);
      continue;
    }
    const decision = decideSettlement(order, settlePrice);
    settled.push({
      order,
      decision,
      row: { id: order.id, settlePrice, result: decision.result, profit: decision.profit },
    });
  }
  return { settled, failedSymbols };
}

export function createSecondContractEngine(deps: SecondContractEngineDependencies): Engine {
  const batchSizeMax = deps.batchSizeMax ?? secondSettleBatchSizeMax;
  const orders = createSecondSettlementRepo(deps.db);
  /** Pair symbol → the engine time until which its orders are left alone after a feed failure. */
  const pausedUntilMs = new Map<string, number>();

  function skippedSymbols(nowMs: number): string[] {
    for (const [symbol, untilMs] of pausedUntilMs) if (untilMs <= nowMs) pausedUntilMs.delete(symbol);
    return [...pausedUntilMs.keys()];
  }

  async function runBatch(nowMs: number): Promise<number> {
    const query = { nowMs, limit: batchSizeMax, skippedSymbols: skippedSymbols(nowMs) };
    const prices = createSettlePrices(deps.feed);
    const peeked = await orders.peekDue(query);
    // Most ticks find nothing due: then no transaction either. Orders open with a settle time in the future, so
    // what this read misses is at most an order committed just after it (by another process): the next tick's.
    if (peeked.length === 0) return 0;
    for (const due of peeked) prices.prefetch(due.symbol, due.settleTimeMs);

    return deps.db.transaction(async (tx) => {
      const claimed = await orders.claimDue(tx, query);
      if (claimed.length === 0) return 0;
      const { settled, failedSymbols } = await decideBatch(claimed, prices);
      for (const symbol of failedSymbols) pausedUntilMs.set(symbol, nowMs + feedRetryDelayMs);
      await deps.ledger.postClaimed(
        tx,
        settled.map(({ order, decision }) => settlementMovement(order, decision)),
      );
      const marked = await orders.markSettled(
        tx,
        settled.map((entry) => entry.row),
        nowMs,
      );
      // The rows are locked by this transaction, so the guard must pass for each; if not, nothing of the batch stays.
      if (marked !== settled.length) {
        throw new Error(`second-contract settlement marked ${marked} of ${settled.length} claimed orders`);
      }
      await publishLiveAll(
        tx,
        settled.map(({ order, decision }) =>
          timedOrderPublication(order, { status: 'settled', payout: settlementPayout(order, decision) }),
        ),
      );
      await recordEventMessages(
        tx,
        settled.map(({ order, row }) => settlementMessage(order, row, nowMs)),
      );
      return claimed.length;
    });
  }

  return { name: 'second-contract', batchSizeMax, runBatch };
}
