/**
 * The amount rules the screen checks before asking the server (which checks them again): a plain decimal with at
 * most 8 places, at least the platform minimum, and no more than the available balance of the coin paid; and how
 * a rate is shown.
 */
import {
  compare,
  Decimal,
  formatDecimal,
  moneyScale,
  parseDecimal,
  truncateDecimal,
  type DecimalString,
} from '../../../common/decimal';
import { parseAmount } from '../../../common/amount';
import type { RuleResult } from '../../../common/validation';

/** The amount when it passes the server's format and minimum rule (src/common/amount.ts), else undefined. */
export function quotableAmount(text: string): DecimalString | undefined {
  return parseAmount(text);
}

/** The rule the amount fails now, if any; `available` is undefined while the balance is not known. */
export function checkExchangeAmount(text: string, available: string | undefined): RuleResult {
  const amount = quotableAmount(text);
  if (amount === undefined) return 'EXCHANGE_AMOUNT';
  if (available !== undefined && compare(amount, available as DecimalString) > 0) {
    return 'INSUFFICIENT_BALANCE';
  }
  return null;
}

/** "All": the whole available balance, cut to the 8 places an amount may have (never rounded up); '' for none. */
export function allOf(available: string): string {
  const parsed = parseDecimal(available, { scaleMax: 64 });
  if (!parsed.ok) return '';
  const plain = parseDecimal(truncateDecimal(parsed.value, moneyScale));
  return plain.ok && plain.value !== '0' ? plain.value : '';
}

/** Significant digits a rate is shown with: enough to compare quotes, short enough for one line on a phone. */
const rateSignificantDigits = 8;

/**
 * A rate for display, cut (never rounded) to 8 significant digits: "0.000009393006981446" → "0.0000093930069",
 * "106462.970123" → "106462.97". The fee and what is received are shown exactly as the server wrote them.
 */
export function rateText(rate: string): string {
  const parsed = parseDecimal(rate, { scaleMax: 64 });
  if (!parsed.ok) return rate;
  return formatDecimal(
    new Decimal(parsed.value).toSignificantDigits(rateSignificantDigits, Decimal.ROUND_DOWN),
  );
}
