/**
 * The recharge and withdrawal forms' amount rules, checked before anything is sent (the server checks them again).
 * Amounts stay decimal strings throughout: comparisons and the arrival amount use src/common/decimal, never floats.
 */
import {
  compare,
  formatDecimal,
  isZero,
  min,
  parseDecimal,
  sub,
  type DecimalString,
} from '../../../common/decimal';
import type { CurrencySettings } from '../../../common/wallet-types';

/** Why an amount is refused; the form turns each into a message naming the limit. */
export type AmountProblem = 'missing' | 'invalid' | 'belowMin' | 'aboveMax' | 'overBalance' | 'notAboveFee';

/** Limits and balances arrive from the server as canonical decimal strings. */
const asDecimal = (text: string) => text as DecimalString;
const zero = asDecimal('0');

/** A positive amount with at most 8 decimals, or the problem with the text as typed. */
function parsePositive(text: string): { value: DecimalString } | { problem: AmountProblem } {
  const parsed = parseDecimal(text);
  if (!parsed.ok) return { problem: parsed.error === 'empty' ? 'missing' : 'invalid' };
  if (isZero(parsed.value)) return { problem: 'invalid' };
  return { value: parsed.value };
}

/** Spec section 5: below the currency's recharge minimum a deposit is neither recorded nor refunded. */
export function checkRechargeAmount(text: string, settings: CurrencySettings): AmountProblem | null {
  const parsed = parsePositive(text);
  if ('problem' in parsed) return parsed.problem;
  return compare(parsed.value, asDecimal(settings.rechargeMin)) < 0 ? 'belowMin' : null;
}

/**
 * A withdrawal amount: within the currency's minimum and maximum, at most the available balance (unknown while the
 * balance loads: the server decides then), and more than the fee, so something arrives.
 */
export function checkWithdrawAmount(
  text: string,
  settings: CurrencySettings,
  available: string | undefined,
): AmountProblem | null {
  const parsed = parsePositive(text);
  if ('problem' in parsed) return parsed.problem;
  const amount = parsed.value;
  if (compare(amount, asDecimal(settings.withdrawMin)) < 0) return 'belowMin';
  if (compare(amount, asDecimal(settings.withdrawMax)) > 0) return 'aboveMax';
  if (available !== undefined && compare(amount, asDecimal(available)) > 0) return 'overBalance';
  if (compare(amount, asDecimal(settings.withdrawFee)) <= 0) return 'notAboveFee';
  return null;
}

/** realarrive = amount − fee, exactly; undefined while the amount is not a valid one or nothing would arrive. */
export function realArrive(text: string, fee: string): DecimalString | undefined {
  const parsed = parsePositive(text);
  if ('problem' in parsed) return undefined;
  const arrival = sub(parsed.value, asDecimal(fee));
  return compare(arrival, zero) > 0 ? arrival : undefined;
}

/** "All": the whole available balance, capped at the per-withdrawal maximum. */
export function allAmount(available: string, settings: CurrencySettings): DecimalString {
  return formatDecimal(min(asDecimal(available), asDecimal(settings.withdrawMax)));
}
