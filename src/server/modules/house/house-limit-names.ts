/**
 * The house limits' vocabulary (docs/operations.md "House limits"): the three products, the three limits of each,
 * and what an operator may set one to. Every amount is in the quote coin of the pairs the limit bounds (a row per
 * quote coin), so no conversion at a market price is ever needed to check one.
 */
import {
  compare,
  decimalConstant,
  moneyScale,
  parseDecimal,
  type DecimalString,
} from '../../../common/decimal';
import { quoteCoins } from '../../../common/pairs';
import { ApiError } from '../../http/api-error';

export const houseProducts = ['spot', 'contract', 'second'] as const;
export type HouseProduct = (typeof houseProducts)[number];

/**
 * - `stake-max`: the largest single order: a timed order's stake, a position's margin, a spot order's notional
 *   (price × amount);
 * - `exposure-max`: the largest open exposure per pair and direction: open timed stakes, open position notional
 *   (margin × leverage, pending entries included), open spot order notional;
 * - `daily-loss-max`: once the counterparty account has lost this much on the product since 00:00 UTC (its
 *   settlements, closes and fills in that quote coin), new orders of the product in that coin are refused.
 */
export const houseLimitNames = ['stake-max', 'exposure-max', 'daily-loss-max'] as const;
export type HouseLimitName = (typeof houseLimitNames)[number];

/** The largest value a limit may take: far above any real book, small enough to catch a pasted digit run. */
export const houseLimitValueMax = decimalConstant('1000000000000');
/** The quote coin a limit is set in when the operator names none. */
export const houseDefaultCurrency = 'USDT';

export function isHouseProduct(value: string): value is HouseProduct {
  return (houseProducts as readonly string[]).includes(value);
}

export function isHouseLimitName(value: string): value is HouseLimitName {
  return (houseLimitNames as readonly string[]).includes(value);
}

export function checkHouseProduct(value: unknown): HouseProduct {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!isHouseProduct(text)) {
    throw new ApiError('HOUSE_LIMIT_PRODUCT_UNKNOWN', {
      product: String(value ?? ''),
      products: houseProducts.join(', '),
    });
  }
  return text;
}

export function checkHouseLimitName(value: unknown): HouseLimitName {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!isHouseLimitName(text)) {
    throw new ApiError('HOUSE_LIMIT_NAME_UNKNOWN', {
      name: String(value ?? ''),
      names: houseLimitNames.join(', '),
    });
  }
  return text;
}

export function checkHouseLimitValue(value: unknown): DecimalString {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  const parsed = parseDecimal(text, { scaleMax: moneyScale });
  if (
    !parsed.ok ||
    compare(parsed.value, decimalConstant('0')) <= 0 ||
    compare(parsed.value, houseLimitValueMax) > 0
  ) {
    throw new ApiError('HOUSE_LIMIT_VALUE_INVALID', { max: houseLimitValueMax });
  }
  return parsed.value;
}

/** A quote coin of the pair table; contracts trade in USDT only, so their limits exist in USDT only. */
export function checkHouseCurrency(product: HouseProduct, value: unknown): string {
  const text = typeof value === 'string' && value.trim() ? value.trim().toUpperCase() : houseDefaultCurrency;
  const allowed: readonly string[] = product === 'contract' ? [houseDefaultCurrency] : quoteCoins;
  if (!allowed.includes(text)) throw new ApiError('UNKNOWN_QUOTE_COIN', { quoteCoin: text });
  return text;
}
