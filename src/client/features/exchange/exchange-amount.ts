/**
 * The amount rules the screen checks before asking the server (which checks them again): a plain decimal with at
 * most 8 places, at least the platform minimum, and no more than the available balance of the coin paid.
 */
import { compare, parseDecimal, truncateDecimal, type DecimalString } from '../../../common/decimal';
import { amountDecimals } from '../../../common/constants';
import { amountMin } from '../../../common/money-constants';
import type { RuleResult } from '../../../common/validation';

/** The amount as a decimal when it passes the format and minimum rules (the quote can be asked for), else undefined. */
export function quotableAmount(text: string): DecimalString | undefined {
  const parsed = parseDecimal(text);
  return parsed.ok && compare(parsed.value, amountMin) >= 0 ? parsed.value : undefined;
}

/** The rule the amount fails now, if any; `available` is undefined while the balance is not known. */
export function checkExchangeAmount(text: string, available: string | undefined): RuleResult {
  const parsed = parseDecimal(text);
  if (!parsed.ok) return parsed.error === 'empty' ? 'FIELD_MISSING' : 'FIELD_INVALID';
  if (compare(parsed.value, amountMin) < 0) return 'FIELD_INVALID';
  if (available !== undefined && compare(parsed.value, available as DecimalString) > 0) {
    return 'INSUFFICIENT_BALANCE';
  }
  return null;
}

/** "All": the whole available balance, cut to the 8 places an amount may have (never rounded up). */
export function allOf(available: string): string {
  const parsed = parseDecimal(available, { scaleMax: 64 });
  if (!parsed.ok) return '';
  const cut = truncateDecimal(parsed.value, amountDecimals);
  const plain = parseDecimal(cut);
  return plain.ok ? plain.value : '';
}
