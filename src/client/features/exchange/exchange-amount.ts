/**
 * The amount rules the screen checks before asking the server (which checks them again): a plain decimal with at
 * most 8 places, at least the platform minimum, and no more than the available balance of the coin paid; and how
 * the "All" amount is cut. A rate is shown by the number-format policy (src/common/number-format.ts).
 */
import {
  compare,
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
