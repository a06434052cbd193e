/**
 * The numbers of a spot limit order, shared by the order form (which can show them before the user commits) and
 * the server and its fill engine (which act on them), so both always agree. docs/api.md "Spot limit orders" and
 * docs/ledger.md "Spot orders" state the rules in words. Pure decimal arithmetic, never a float.
 *
 * What a placement must satisfy: a price above 0 with at most the pair's precision in places, an amount of at least
 * 0.00001 with at most 8 places, and price × amount (exact) of at least 0.00001 of the quote coin.
 *
 * The rounding rule (the platform never creates money and never under-charges):
 * - total = price × amount rounded UP to 8 places: what a buy freezes at placement and pays at the fill;
 * - a sell's gross = price × amount rounded DOWN to 8 places: what the counterparty pays for the base amount;
 * - fee = what the fill gives (a buy's amount, a sell's gross) × fee rate, rounded UP to 8 places, in that coin;
 * - receive = what the fill gives − fee (exact).
 */
import { configuredRate } from './configured-rate';
import {
  compare,
  decimalConstant,
  isZero,
  moneyScale,
  mul,
  parseDecimal,
  sub,
  type DecimalString,
} from './decimal';
import { amountMin, spotFeeRateDefault } from './money-constants';
import type { PairInfo } from './pairs';
import { spotSides, type SpotSide } from './trading-types';

/** The smallest amount of the base coin an order may buy or sell. */
export const spotAmountMin = amountMin;
/** The smallest price × amount an order may have, in the quote coin. */
export const spotTotalMin = amountMin;
/**
 * The highest fee rate a fill charges. A configured rate above it (or not a decimal) is taken as a mistyped
 * parameter and the default is charged instead: a fee must leave the user something of every fill.
 */
export const spotFeeRateMax = decimalConstant('0.5');
/**
 * Places at which a product of a price (at most 9 places, the finest pair) and an amount (8 places) is exact,
 * with room to spare: the only rounding of an exact comparison is none.
 */
const exactProductScale = 32;

export type SpotInputError = 'missing' | 'invalid' | 'places';
export type SpotInputCheck = { ok: true; value: DecimalString } | { ok: false; error: SpotInputError };

/** Reads a decimal field of the form: absent or blank is missing, more than `scaleMax` places is its own error. */
function readDecimal(input: unknown, scaleMax: number): SpotInputCheck {
  if (input === undefined || input === null) return { ok: false, error: 'missing' };
  // A JSON number would already be a float: amounts travel as text only.
  if (typeof input !== 'string') return { ok: false, error: 'invalid' };
  const parsed = parseDecimal(input, { scaleMax });
  if (parsed.ok) return parsed;
  if (parsed.error === 'empty') return { ok: false, error: 'missing' };
  return { ok: false, error: parsed.error === 'too-many-places' ? 'places' : 'invalid' };
}

/** A limit price: above 0, at most the pair's precision in places. */
export function checkSpotPrice(input: unknown, pair: PairInfo): SpotInputCheck {
  const price = readDecimal(input, pair.precision);
  if (price.ok && isZero(price.value)) return { ok: false, error: 'invalid' };
  return price;
}

/** An amount of the base coin: at least the minimum, at most 8 places. */
export function checkSpotAmount(input: unknown): SpotInputCheck {
  const amount = readDecimal(input, moneyScale);
  if (amount.ok && compare(amount.value, spotAmountMin) < 0) return { ok: false, error: 'invalid' };
  return amount;
}

/** Whether price × amount, computed exactly, reaches the smallest total an order may have. */
export function spotTotalIsEnough(price: DecimalString, amount: DecimalString): boolean {
  const exact = mul(price, amount, { scale: exactProductScale, rounding: 'down' });
  return compare(exact, spotTotalMin) >= 0;
}

/** price × amount rounded up to 8 places: what a buy freezes and pays (and the total every order shows). */
export function spotOrderTotal(price: DecimalString, amount: DecimalString): DecimalString {
  return mul(price, amount, { scale: moneyScale, rounding: 'up' });
}

/** The coin a fill gives the user (and the fee is charged in): the base coin to a buy, the quote coin to a sell. */
export function spotReceivedCoin(side: SpotSide, pair: Pick<PairInfo, 'base' | 'quote'>): string {
  return side === spotSides.buy ? pair.base : pair.quote;
}

/** The configured fee rate when it is a decimal from 0 to `spotFeeRateMax`, else the default. */
export function spotFeeRateOf(configured: string | undefined): DecimalString {
  return configuredRate(configured, spotFeeRateDefault, spotFeeRateMax);
}

export interface SpotFillAmounts {
  /** What the user gives up: a buy's frozen total of the quote coin, a sell's frozen amount of the base coin. */
  pay: DecimalString;
  /** What the counterparty gives for it, before the fee: a buy's amount, a sell's price × amount rounded down. */
  gross: DecimalString;
  /** gross × fee rate, rounded up, in the received coin. */
  fee: DecimalString;
  /** gross − fee: what arrives in the user's available balance. */
  receive: DecimalString;
}

/** The amounts of a whole fill at the order's own price (the rounding rule of the header). */
export function spotFillAmounts(
  order: { side: SpotSide; price: DecimalString; amount: DecimalString; total: DecimalString },
  feeRate: DecimalString,
): SpotFillAmounts {
  const isBuy = order.side === spotSides.buy;
  const pay = isBuy ? order.total : order.amount;
  const gross = isBuy
    ? order.amount
    : mul(order.price, order.amount, { scale: moneyScale, rounding: 'down' });
  const fee = mul(gross, feeRate, { scale: moneyScale, rounding: 'up' });
  return { pay, gross, fee, receive: sub(gross, fee) };
}
