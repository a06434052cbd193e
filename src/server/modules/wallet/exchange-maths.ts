/**
 * The flash exchange's numbers: the rate from the market feed and the rounding rule (docs/ledger.md "Flash
 * exchange"). Pure decimal arithmetic, never a float.
 *
 * The rate: every listed coin has a USDT price (asset-valuation.ts: the feed's close, exact at its pair's precision;
 * USDT is 1). A pair X/USDT is quoted directly (rate = price of X), USDT → Y is 1 ÷ price of Y, and a cross pair
 * goes through USDT (rate = price of X ÷ price of Y). A quotient can have endless places, so the rate is truncated
 * to `rateScale` places: the quoted rate is never above the market's, and it is the number the user is shown and
 * the number every amount below is computed from.
 *
 * The rounding rule (the platform never creates money and never under-charges):
 * - gross   = amount × rate, computed exactly, then truncated (down) to 8 places;
 * - fee     = gross × feeRate, rounded UP to 8 places;
 * - receive = gross − fee (exact: both have at most 8 places).
 * The exchange account pays out exactly gross = receive + fee, so no remainder is left anywhere and the `rounding`
 * account is not involved: what the truncation of gross keeps stays with the exchange account, as the price.
 */
import { compare, div, isZero, moneyScale, mul, sub, type DecimalString } from '../../../common/decimal';
import { ApiError } from '../../http/api-error';
import type { MarketFeed } from '../../market/feed';
import { usdtPrice } from './asset-valuation';

/** Places of a quoted rate: enough for a cheap coin priced in an expensive one (1 DOGE ≈ 0.0000016 BTC). */
export const rateScale = 18;

export interface ExchangeAmounts {
  gross: DecimalString;
  fee: DecimalString;
  receive: DecimalString;
}

/**
 * Units of `to` per unit of `from` at the feed's current prices. A feed that fails or answers a price of 0 (for
 * either side) makes the rate unknown: EXCHANGE_MARKET_UNAVAILABLE, never a rate of 0.
 */
export async function exchangeRate(feed: MarketFeed, from: string, to: string): Promise<DecimalString> {
  const [fromPrice, toPrice] = await Promise.all([usdtPrice(feed, from), usdtPrice(feed, to)]);
  if (isZero(fromPrice) || isZero(toPrice)) throw new ApiError('EXCHANGE_MARKET_UNAVAILABLE');
  return div(fromPrice, toPrice, { scale: rateScale, rounding: 'down' });
}

/** The rounding rule of the header: gross truncated, fee rounded up, receive the exact difference. */
export function exchangeAmounts(
  amount: DecimalString,
  rate: DecimalString,
  feeRate: DecimalString,
): ExchangeAmounts {
  const gross = mul(amount, rate, { scale: moneyScale, rounding: 'down' });
  const fee = mul(gross, feeRate, { scale: moneyScale, rounding: 'up' });
  return { gross, fee, receive: sub(gross, fee) };
}

/** Whether a quote gives the user something: a receive of zero or less is refused before it is stored. */
export function receivesSomething(amounts: ExchangeAmounts): boolean {
  return compare(amounts.receive, '0' as DecimalString) > 0;
}
