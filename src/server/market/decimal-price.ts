/**
 * The feed's price as a decimal string at the pair's precision: the one place a trading price stops being a JSON
 * number (ARCHITECTURE section 5). A feed that fails, or answers something that is not a positive finite number,
 * gives no price: a trade never opens, fills, closes or settles on a made-up price.
 */
import { Decimal, decimalFromNumber, formatDecimal, type DecimalString } from '../../common/decimal';
import type { PairInfo } from '../../common/pairs';
import { MarketUpstreamError, type MarketFeed } from './feed';

/**
 * How the feed's number is cut to the pair's precision. The feed already answers at that precision, so either only
 * removes a float's binary noise: positions and timed orders round half up, spot fills truncate.
 */
export type PriceRounding = 'half-up' | 'down';

/** The feed's number at the pair's precision, or undefined when it is not a positive finite number. */
export function decimalPrice(
  pair: PairInfo,
  price: number,
  rounding: PriceRounding = 'half-up',
): DecimalString | undefined {
  const decimal = decimalFromNumber(price);
  if (decimal === undefined || !decimal.greaterThan(0)) return undefined;
  return formatDecimal(
    decimal.toDecimalPlaces(pair.precision, rounding === 'down' ? Decimal.ROUND_DOWN : Decimal.ROUND_HALF_UP),
  );
}

/** The price at `timeMs`; a feed failure or an unusable answer raises MarketUpstreamError. */
export async function decimalPriceAt(
  feed: MarketFeed,
  pair: PairInfo,
  timeMs: number,
): Promise<DecimalString> {
  const price = decimalPrice(pair, (await feed.priceAt(pair, timeMs)).price);
  if (price === undefined) {
    throw new MarketUpstreamError(`the feed answered no usable price for ${pair.symbol}`);
  }
  return price;
}

/**
 * The price at `timeMs`, or undefined when the feed has none (an engine leaves that pair's work for later). Only
 * the feed's own failure (MarketUpstreamError) counts as "none"; anything else is a bug and must be seen.
 */
export async function decimalPriceOrNone(
  feed: MarketFeed,
  pair: PairInfo,
  timeMs: number,
): Promise<DecimalString | undefined> {
  try {
    return await decimalPriceAt(feed, pair, timeMs);
  } catch (error) {
    if (error instanceof MarketUpstreamError) return undefined;
    throw error;
  }
}
