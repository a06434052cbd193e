/**
 * What a currency is worth in USDT (spec section 4): USDT at 1, other coins at the feed's close against USDT, "0"
 * when the platform has no such pair or the feed cannot tell right now. Prices arrive from the feed as numbers; each
 * becomes an exact decimal at its pair's precision once, here, and all arithmetic after that is decimal.
 */
import {
  add,
  decimalFromNumber,
  formatDecimal,
  moneyScale,
  mul,
  truncateDecimal,
  type DecimalString,
} from '../../../common/decimal';
import { findPair, toSymbol } from '../../../common/pairs';
import type { MarketFeed } from '../../market/feed';

export async function usdtPrice(feed: MarketFeed, currency: string): Promise<DecimalString> {
  if (currency === 'USDT') return '1' as DecimalString;
  const pair = findPair(toSymbol(currency, 'USDT'));
  if (!pair) return '0' as DecimalString;
  try {
    const close = decimalFromNumber((await feed.ticker(pair)).close);
    if (!close) return '0' as DecimalString;
    return formatDecimal(truncateDecimal(close, pair.precision) as DecimalString);
  } catch {
    // An unreachable live feed values the coin at 0 for this answer, as the spec does for an unknown price.
    return '0' as DecimalString;
  }
}

/** (available + frozen) × price, truncated (never rounded up) to the money scale (spec section 9). */
export function usdtValue(available: string, frozen: string, price: DecimalString): DecimalString {
  const held = add(available as DecimalString, frozen as DecimalString);
  return mul(held, price, { scale: moneyScale, rounding: 'down' });
}

export function sumValues(values: readonly DecimalString[]): DecimalString {
  return values.reduce((total, value) => add(total, value), '0' as DecimalString);
}
