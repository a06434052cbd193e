/**
 * The feed's price as a decimal at the pair's precision: what a position opens, is marked and closes at. A feed
 * that fails, or answers a price that is not a positive number, gives no price at all: nothing is ever opened,
 * closed or liquidated on a made-up price.
 */
import { Decimal, decimalFromNumber, formatDecimal, type DecimalString } from '../../../common/decimal';
import type { PairInfo } from '../../../common/pairs';
import { ApiError } from '../../http/api-error';
import { MarketUpstreamError, type MarketFeed } from '../../market/feed';

/** The price at `timeMs`, or undefined when the feed has none (the engine leaves that pair's work for later). */
export async function markPriceOrNone(
  feed: MarketFeed,
  pair: PairInfo,
  timeMs: number,
): Promise<DecimalString | undefined> {
  let price: number;
  try {
    price = (await feed.priceAt(pair, timeMs)).price;
  } catch (error) {
    // The feed turns every upstream failure into this error; anything else is a bug and must be seen.
    if (error instanceof MarketUpstreamError) return undefined;
    throw error;
  }
  const decimal = decimalFromNumber(price);
  if (!decimal || !decimal.isPositive() || decimal.isZero()) return undefined;
  // The feed answers at the pair's precision already; rounding only removes a float's binary noise.
  return formatDecimal(decimal.toDecimalPlaces(pair.precision, Decimal.ROUND_HALF_UP));
}

/** The same for a request: no price is TRADING_MARKET_UNAVAILABLE (503), and the request changes nothing. */
export async function markPriceAt(feed: MarketFeed, pair: PairInfo, timeMs: number): Promise<DecimalString> {
  const price = await markPriceOrNone(feed, pair, timeMs);
  if (price === undefined) throw new ApiError('TRADING_MARKET_UNAVAILABLE');
  return price;
}
