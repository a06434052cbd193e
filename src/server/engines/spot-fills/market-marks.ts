/**
 * The market prices a spot batch fills against: ONE `feed.priceAt` per pair that has open orders, asked
 * concurrently before the batch's transaction opens (a live feed calls the network, and no row lock should wait
 * for it). A pair whose feed call fails, or answers something that is not a positive price, gets no mark: its
 * orders stay open for a later batch rather than fill on a made-up price.
 */
import type { DecimalString } from '../../../common/decimal';
import { findPair, type PairInfo } from '../../../common/pairs';
import { decimalPrice } from '../../market/decimal-price';
import type { MarketFeed } from '../../market/feed';
import type { SpotMark } from '../../modules/spot';

/** The feed's number as an exact decimal at the pair's precision (truncated), or undefined if not a price. */
export function markPrice(pair: PairInfo, price: number): DecimalString | undefined {
  const mark = decimalPrice(pair, price, 'down');
  // A positive price below the pair's smallest step truncates to zero, and nothing fills at zero.
  return mark === '0' ? undefined : mark;
}

export async function readMarks(
  feed: MarketFeed,
  symbols: readonly string[],
  nowMs: number,
): Promise<SpotMark[]> {
  const marks = await Promise.all(
    symbols.map(async (symbol): Promise<SpotMark | undefined> => {
      const pair = findPair(symbol);
      if (!pair) return undefined;
      try {
        const price = markPrice(pair, (await feed.priceAt(pair, nowMs)).price);
        return price === undefined ? undefined : { symbol, price };
      } catch {
        // The feed is down for this pair: its orders wait, the other pairs go on.
        return undefined;
      }
    }),
  );
  return marks.filter((mark): mark is SpotMark => mark !== undefined);
}
