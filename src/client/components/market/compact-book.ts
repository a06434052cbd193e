/**
 * Order-book rows for display. Levels are sorted best first whatever order they arrived in, and each row carries
 * the share of the cumulative amount up to it, which draws the depth bar behind the row.
 */
import { depthCompactLevelCount, depthLevelCount } from '../../../common/constants';
import type { Depth, DepthLevel } from '../../../common/market-types';

export interface BookRow {
  price: number;
  amount: number;
  /** Cumulative amount from the best level to this one, over the deeper side's total: 0 to 1. */
  depthShare: number;
}

export interface BookSides {
  asks: BookRow[];
  bids: BookRow[];
}

const isValidLevel = ([price, amount]: DepthLevel): boolean =>
  Number.isFinite(price) && Number.isFinite(amount) && amount > 0;

function bestLevels(levels: readonly DepthLevel[], count: number, side: 'ask' | 'bid'): DepthLevel[] {
  const sorted = levels.filter(isValidLevel).sort((a, b) => (side === 'ask' ? a[0] - b[0] : b[0] - a[0]));
  return sorted.slice(0, count);
}

const totalAmount = (levels: readonly DepthLevel[]): number =>
  levels.reduce((sum, [, amount]) => sum + amount, 0);

function withDepthShares(levels: readonly DepthLevel[], scale: number): BookRow[] {
  let cumulative = 0;
  return levels.map(([price, amount]) => {
    cumulative += amount;
    return { price, amount, depthShare: scale > 0 ? cumulative / scale : 0 };
  });
}

/** Both sides best first; the bars of both share one scale, so their lengths compare across sides. */
export function bookSides(depth: Depth, count: number = depthLevelCount): BookSides {
  const asks = bestLevels(depth.asks, count, 'ask');
  const bids = bestLevels(depth.bids, count, 'bid');
  const scale = Math.max(totalAmount(asks), totalAmount(bids));
  return { asks: withDepthShares(asks, scale), bids: withDepthShares(bids, scale) };
}

/**
 * The compact book (spec section 9: top 5, sells reversed): asks highest first, so that reading down the best ask
 * sits right above the last price, and bids best first below it.
 */
export function compactBook(depth: Depth, count: number = depthCompactLevelCount): BookSides {
  const { asks, bids } = bookSides(depth, count);
  return { asks: [...asks].reverse(), bids };
}
