/**
 * After money moves on the server (a transfer, an exchange, an order, a join, a settlement…), every figure the
 * signed-in user sees must be current without a reload. Screens hold separate queries of the same balances, orders
 * and records, so nobody lists which ones a move touched: every private query on screen reads again at once
 * (use-cached-query.ts listens here), and the remembered answers of the ones not on screen count as old until they
 * are read again. `moneyMoved()` resolves when the reads on screen have answered (or after `settleWaitMs`), so a
 * success message that waits for it never sits beside the figures from before.
 */

import { settledWithin } from '../async/settled-within';

type Reader = () => Promise<void>;

const readers = new Set<Reader>();
const staleMarkers = new Set<() => void>();

/** A slow read does not hold a success message longer than this. */
export const settleWaitMs = 3000;

/** A private query on screen: read again after each move (returns the unsubscribe). */
export function onMoneyMoved(read: Reader): () => void {
  readers.add(read);
  return () => readers.delete(read);
}

/** Marks remembered answers old when money moves (the cache registers one marker). */
export function onMoneyMovedMarkStale(mark: () => void): void {
  staleMarkers.add(mark);
}

export async function moneyMoved(): Promise<void> {
  for (const mark of staleMarkers) mark();
  const reads = Promise.all([...readers].map((read) => read().catch(() => undefined)));
  await settledWithin(reads, settleWaitMs);
}
