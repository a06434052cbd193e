/**
 * The feed's price for a contracts request: what a position opens and closes at (src/server/market/decimal-price.ts
 * makes the decimal). A feed that has no price answers TRADING_MARKET_UNAVAILABLE (503) and the request changes
 * nothing: nothing is ever opened or closed on a made-up price.
 */
import type { DecimalString } from '../../../common/decimal';
import type { PairInfo } from '../../../common/pairs';
import { ApiError } from '../../http/api-error';
import { decimalPriceOrNone } from '../../market/decimal-price';
import type { MarketFeed } from '../../market/feed';

export async function markPriceAt(feed: MarketFeed, pair: PairInfo, timeMs: number): Promise<DecimalString> {
  const price = await decimalPriceOrNone(feed, pair, timeMs);
  if (price === undefined) throw new ApiError('TRADING_MARKET_UNAVAILABLE');
  return price;
}
