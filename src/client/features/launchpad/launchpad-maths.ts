/**
 * The launchpad screens' figures on decimal strings (src/common/decimal.ts, never a JS float): what the per-user
 * limit leaves, the sale's progress and the allocation ratio as a percentage, and the join amount's rules, checked
 * before anything is sent (the server checks them again). The cost of a join is src/common/launchpad-maths.ts,
 * the same figure the server freezes.
 */
import {
  compare,
  div,
  isZero,
  max,
  mul,
  parseDecimal,
  sub,
  type DecimalString,
  moneyScale,
} from '../../../common/decimal';
import { launchpadCost } from '../../../common/launchpad-maths';

const zero = '0' as DecimalString;
const hundred = '100' as DecimalString;

/** A decimal string from the wire, checked; anything malformed counts as zero rather than as a guess. */
export function wireDecimal(text: string | null | undefined): DecimalString {
  const parsed = parseDecimal(text ?? '', { scaleMax: 64 });
  return parsed.ok ? parsed.value : zero;
}

/** What the per-user limit still allows: limit − what the caller asked for so far, never below zero. */
export function leftToJoin(purchaseLimit: string, myRequested: string): DecimalString {
  return max(sub(wireDecimal(purchaseLimit), wireDecimal(myRequested)), zero);
}

/**
 * How far the sale is subscribed, as a percentage for the progress bar: subscribed ÷ offered × 100, rounded down
 * to 2 places (the bar never shows more than was asked for) and capped at 100 (an oversubscribed sale is full;
 * the text beside the bar gives the real figures).
 */
export function progressPercent(subscribed: string, offered: string): DecimalString {
  const offeredAmount = wireDecimal(offered);
  if (isZero(offeredAmount)) return zero;
  const percent = div(mul(wireDecimal(subscribed), hundred, { scale: 64, rounding: 'down' }), offeredAmount, {
    scale: 2,
    rounding: 'down',
  });
  return compare(percent, hundred) > 0 ? hundred : percent;
}

/** The allocation ratio (a fraction, "0.5") as a percentage, exact; number-format's percentText writes it. */
export function ratioPercent(ratio: string): DecimalString {
  return mul(wireDecimal(ratio), hundred, { scale: 64, rounding: 'down' });
}

export type JoinAmountProblem =
  | { kind: 'enter' }
  | { kind: 'malformed' }
  | { kind: 'places' }
  | { kind: 'below-min'; min: DecimalString }
  | { kind: 'over-left'; left: DecimalString }
  | { kind: 'balance'; cost: DecimalString; available: DecimalString };

export interface JoinLimits {
  minPurchase: string;
  purchaseLimit: string;
  myRequested: string;
  price: string;
  /** The coin account's available USDT; undefined while unknown (the server checks it then). */
  availableUsdt: string | undefined;
}

/** The amount typed, canonical, or undefined when it is not an amount at all. */
export function parseJoinAmount(text: string): DecimalString | undefined {
  const parsed = parseDecimal(text, { scaleMax: moneyScale });
  return parsed.ok ? parsed.value : undefined;
}

/** The first rule the typed amount breaks, or null: the order the server checks them in. */
export function checkJoinAmount(text: string, limits: JoinLimits): JoinAmountProblem | null {
  const parsed = parseDecimal(text, { scaleMax: moneyScale });
  if (!parsed.ok) {
    if (parsed.error === 'empty') return { kind: 'enter' };
    return parsed.error === 'too-many-places' ? { kind: 'places' } : { kind: 'malformed' };
  }
  const amount = parsed.value;
  const min = wireDecimal(limits.minPurchase);
  if (isZero(amount) || compare(amount, min) < 0) return { kind: 'below-min', min };
  const left = leftToJoin(limits.purchaseLimit, limits.myRequested);
  if (compare(amount, left) > 0) return { kind: 'over-left', left };
  if (limits.availableUsdt !== undefined) {
    const cost = launchpadCost(amount, wireDecimal(limits.price));
    const available = wireDecimal(limits.availableUsdt);
    if (compare(cost, available) > 0) return { kind: 'balance', cost, available };
  }
  return null;
}
