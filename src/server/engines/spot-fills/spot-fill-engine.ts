/**
 * The spot fill engine (docs/api.md "Spot limit orders", docs/ledger.md "Spot orders"). One batch:
 *
 * 1. asks which pairs have unfinished orders (one index probe per pair, no locks);
 * 2. reads ONE market price per such pair from the feed (market-marks.ts), outside any transaction;
 * 3. in ONE transaction, claims at most `spotFillBatchSizeMax` unfinished orders that those prices cross, oldest
 *    first over all pairs, `for update skip locked`, and fills each whole at its own price: one guarded
 *    `status = 0 → 1` update for the batch, and each order's `spot:<id>:fill` movement, posted together with
 *    `ledger.postBatch` (every account locked once, in the ledger's key order: a batch cannot deadlock with a
 *    request or with another process's batch, which posting one by one could).
 *
 * Only crossed orders are locked, so an order the market has not reached is never held from its owner's cancel,
 * and the claim reads no more than the open orders of the priced pairs. Oldest-first over all pairs is the
 * fairness rule: a busy pair cannot starve another, because every order waits only for older crossed orders, and
 * the loop (engine-loop.ts) runs further batches in the same tick while they come back full.
 *
 * A cancel racing a fill: whichever commits first wins. The claim skips an order whose cancel holds its row; a
 * cancel that arrives while the engine holds the row waits, then its guarded update matches nothing and it answers
 * SPOT_ORDER_FILLED. A second engine process skips the rows this one holds, so an order fills once; the unique
 * reference `spot:<id>:fill` would refuse a second fill even if it did not.
 */
import { paramNames } from '../../../common/api-paths';
import type { DecimalString } from '../../../common/decimal';
import { pairs } from '../../../common/pairs';
import { spotFeeRateOf } from '../../../common/spot-maths';
import type { Transaction } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { publishLiveAll } from '../../live/publish-live';
import {
  createSpotRepo,
  fillAmountsOf,
  fillMovement,
  spotOrderPublication,
  type SpotOrderRow,
} from '../../modules/spot';
import type { Engine } from '../engine';
import type { EngineDependencies } from '../engine-dependencies';
import { decideFill } from './decide-fill';
import { readMarks } from './market-marks';

export const spotFillEngineName = 'spot-fills';
/** Orders one batch fills at most: a transaction of this many fills stays well under a second on PGlite. */
export const spotFillBatchSizeMax = 100;

const allSymbols = pairs.map((pair) => pair.symbol);

export function createSpotFillEngine(deps: EngineDependencies): Engine {
  const repo = createSpotRepo(deps.db);

  /** The configured fee rate (a rate that is not a sane decimal falls back to the default, spot-maths.ts). */
  async function feeRate(): Promise<DecimalString> {
    try {
      return spotFeeRateOf((await deps.params.get(paramNames.spotFeeRate)).valueName);
    } catch (error) {
      if (error instanceof ApiError) return spotFeeRateOf(undefined);
      throw error;
    }
  }

  /**
   * Fills the claimed orders the market crossed: one guarded `status = 0 → 1` update for all of them, then their
   * `spot:<id>:fill` movements posted together (ledger.postBatch locks each account once, in key order, so a batch
   * cannot deadlock with a request or with another engine process).
   */
  async function fillCrossed(
    tx: Transaction,
    claimed: readonly SpotOrderRow[],
    priceOf: ReadonlyMap<string, DecimalString>,
    rate: DecimalString,
    nowMs: number,
  ): Promise<void> {
    const crossed = claimed
      .filter((order) => {
        const market = priceOf.get(order.symbol);
        return market !== undefined && decideFill(order, market) === 'fill';
      })
      .map((order) => ({ order, amounts: fillAmountsOf(order, rate) }));
    const filled = await repo.markFilled(
      crossed.map(({ order, amounts }) => ({ id: order.id, fee: amounts.fee })),
      new Date(nowMs),
      tx,
    );
    // The claim locked every row as unfinished, so all match; a row that did not would move nothing.
    const fills = crossed.filter(({ order }) => filled.has(order.id));
    await deps.ledger.postClaimed(
      tx,
      fills.map(({ order, amounts }) => fillMovement(order, amounts)),
    );
    // An order fills whole, so each fill is the order's one `filled` event, published with the batch's balances.
    await publishLiveAll(
      tx,
      fills.map(({ order }) => spotOrderPublication(order, 'filled')),
    );
  }

  async function runBatch(nowMs: number): Promise<number> {
    const symbols = await repo.symbolsWithOpenOrders(allSymbols);
    if (symbols.length === 0) return 0;
    const marks = await readMarks(deps.feed, symbols, nowMs);
    if (marks.length === 0) return 0;
    const priceOf = new Map(marks.map((mark) => [mark.symbol, mark.price as DecimalString]));
    const rate = await feeRate();
    return deps.db.transaction(async (tx) => {
      const claimed = await repo.claimCrossed(marks, spotFillBatchSizeMax, tx);
      if (claimed.length > 0) await fillCrossed(tx, claimed, priceOf, rate, nowMs);
      return claimed.length;
    });
  }

  return { name: spotFillEngineName, batchSizeMax: spotFillBatchSizeMax, runBatch };
}
