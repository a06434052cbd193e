/**
 * What a currency is worth in USDT (spec section 4): USDT at 1, other coins at the feed's close against USDT, "0"
 * when the platform has no such pair or the feed cannot tell right now. Prices arrive from the feed as numbers; each
 * becomes an exact decimal at its pair's precision once, here, and all arithmetic after that is decimal.
 */
import Decimal from 'decimal.js';
import { findPair, toSymbol } from '../../../common/pairs';
import type { MarketFeed } from '../../market/feed';

/** Values are shown to 8 decimals and truncated, never rounded up (spec section 9). */
const valueScale = 8;

export async function usdtPrice(feed: MarketFeed, currency: string): Promise<string> {
  if (currency === 'USDT') return '1';
  const pair = findPair(toSymbol(currency, 'USDT'));
  if (!pair) return '0';
  try {
    const { close } = await feed.ticker(pair);
    return new Decimal(close).toDecimalPlaces(pair.precision, Decimal.ROUND_DOWN).toFixed();
  } catch {
    // An unreachable live feed values the coin at 0 for this answer, as the spec does for an unknown price.
    return '0';
  }
}

/** (available + frozen) × price, truncated to 8 decimals. */
export function usdtValue(available: string, frozen: string, price: string): string {
  return new Decimal(available)
    .plus(frozen)
    .times(price)
    .toDecimalPlaces(valueScale, Decimal.ROUND_DOWN)
    .toFixed();
}

export function sumValues(values: readonly string[]): string {
  return values.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed();
}
