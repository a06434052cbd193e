/**
 * The feed's price at an instant as a decimal string at the pair's precision: the one place a trading price stops
 * being a JSON number (ARCHITECTURE section 5). A feed that fails, or answers something that is not a positive
 * finite number, raises MarketUpstreamError: a trade never opens or settles on a made-up price.
 */
import { Decimal, decimalFromNumber, formatDecimal, type DecimalString } from '../../common/decimal';
import type { PairInfo } from '../../common/pairs';
import { MarketUpstreamError, type MarketFeed } from './feed';

export async function decimalPriceAt(
  feed: MarketFeed,
  pair: PairInfo,
  timeMs: number,
): Promise<DecimalString> {
  const point = await feed.priceAt(pair, timeMs);
  const price = decimalFromNumber(point.price);
  if (price === undefined || !price.greaterThan(0)) {
    throw new MarketUpstreamError(`the feed answered no usable price for ${pair.symbol}`);
  }
  // The feed already answers at the pair's precision; rounding here only removes a float's binary noise.
  return formatDecimal(price.toDecimalPlaces(pair.precision, Decimal.ROUND_HALF_UP));
}
