/**
 * Amounts as users and operators type them: a plain decimal (no sign, exponent, `NaN` or spaces inside) with at most
 * 8 places (spec section 9), at least the minimum. Answers the canonical string ("1.50" → "1.5"), or undefined.
 */
import Decimal from 'decimal.js';
import { amountMin } from '../../../common/constants';

const amountPattern = /^(0|[1-9]\d{0,19})(\.\d{1,8})?$/;

export function parseAmount(value: unknown, min: string = amountMin): string | undefined {
  const amount = typeof value === 'string' ? value.trim() : '';
  if (!amountPattern.test(amount) || new Decimal(amount).lessThan(min)) return undefined;
  return new Decimal(amount).toFixed();
}
