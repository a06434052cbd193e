/**
 * The rules of a limit order, checked on the phone before anything is sent (the server checks them again,
 * docs/api.md "Spot limit orders"): a price above 0 with at most the pair's precision in places, an amount of at
 * least 0.00001 with at most 8 places, and no more than the coin account holds. A buy spends price × amount of
 * the quote coin (rounded up to 8 places, as the server freezes it), a sell spends the amount of the base coin.
 * And the 25/50/75/100 % shortcuts: cut (never rounded up) so the order never asks for more than is available.
 */
import { parseAmount } from '../../../common/amount';
import {
  compare,
  decimalConstant,
  div,
  isZero,
  moneyScale,
  mul,
  parseDecimal,
  type DecimalString,
} from '../../../common/decimal';
import type { PairInfo } from '../../../common/pairs';
import { spotSides, type SpotSide } from '../../../common/trading-types';
import type { RuleResult } from '../../../common/validation';

/** Places a balance may have on the wire; wider than any amount, so a balance is read whole before it is cut. */
const balanceScaleMax = 64;

/** The price when it is above 0 with at most the pair's precision in places; otherwise undefined. */
export function orderPrice(text: string, precision: number): DecimalString | undefined {
  const parsed = parseDecimal(text, { scaleMax: precision });
  return parsed.ok && !isZero(parsed.value) ? parsed.value : undefined;
}

/** The amount when it is at least the minimum with at most 8 places (src/common/amount.ts); otherwise undefined. */
export function orderAmount(text: string): DecimalString | undefined {
  return parseAmount(text);
}

/** What a buy freezes: price × amount of the quote coin, rounded up to 8 places, as the server computes it. */
export function orderTotal(price: DecimalString, amount: DecimalString): DecimalString {
  return mul(price, amount, { scale: moneyScale, rounding: 'up' });
}

/** A balance as the server wrote it, or undefined when it is missing or not a decimal. */
export function balanceOf(text: string | undefined): DecimalString | undefined {
  if (text === undefined) return undefined;
  const parsed = parseDecimal(text, { scaleMax: balanceScaleMax });
  return parsed.ok ? parsed.value : undefined;
}

/** The coin an order spends: the quote coin for a buy, the base coin for a sell. */
export function spendCurrency(side: SpotSide, pair: PairInfo): string {
  return side === spotSides.buy ? pair.quote : pair.base;
}

/** What the order spends, in `spendCurrency`; undefined while the price or the amount is not valid. */
export function orderCost(
  side: SpotSide,
  price: DecimalString | undefined,
  amount: DecimalString | undefined,
): DecimalString | undefined {
  if (amount === undefined) return undefined;
  if (side === spotSides.sell) return amount;
  return price === undefined ? undefined : orderTotal(price, amount);
}

export function checkPrice(text: string, precision: number): RuleResult {
  if (text.trim() === '') return 'FIELD_MISSING';
  return orderPrice(text, precision) === undefined ? 'FIELD_INVALID' : null;
}

export interface AmountCheck {
  side: SpotSide;
  amountText: string;
  price: DecimalString | undefined;
  /** The coin account's available balance of the coin spent; undefined while it is not known. */
  available: DecimalString | undefined;
}

export function checkAmount({ side, amountText, price, available }: AmountCheck): RuleResult {
  if (amountText.trim() === '') return 'FIELD_MISSING';
  const amount = orderAmount(amountText);
  if (amount === undefined) return 'FIELD_INVALID';
  const cost = orderCost(side, price, amount);
  if (cost !== undefined && available !== undefined && compare(cost, available) > 0) {
    return 'INSUFFICIENT_BALANCE';
  }
  return null;
}

/** The shortcuts under the amount, as fractions of what is available. */
export const percentChoices = [
  { percent: 25, fraction: decimalConstant('0.25') },
  { percent: 50, fraction: decimalConstant('0.5') },
  { percent: 75, fraction: decimalConstant('0.75') },
  { percent: 100, fraction: decimalConstant('1') },
] as const;

const cut = { scale: moneyScale, rounding: 'down' } as const;

/**
 * The amount for a share of what is available: a sell, that share of the base coin; a buy, that share of the quote
 * coin divided by the price. Each step is cut to 8 places, so price × amount (even rounded up to 8 places) stays
 * within the share and the share within the balance. Undefined while the balance, or a buy's price, is unknown.
 */
export function percentAmount(
  side: SpotSide,
  fraction: DecimalString,
  available: DecimalString | undefined,
  price: DecimalString | undefined,
): DecimalString | undefined {
  if (available === undefined) return undefined;
  const share = mul(available, fraction, cut);
  if (side === spotSides.sell) return share;
  return price === undefined ? undefined : div(share, price, cut);
}
