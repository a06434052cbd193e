/**
 * An amount as users and operators type it (transfers, withdrawals, orders, credits): a plain decimal with at most
 * 8 places (the decimal module's strict parsing) and at least the platform minimum, 0.00001 (spec section 9).
 */
import { compare, parseDecimal, type DecimalString } from './decimal';
import { amountMin } from './money-constants';

export function parseAmount(input: unknown, minimum: DecimalString = amountMin): DecimalString | undefined {
  const parsed = parseDecimal(typeof input === 'string' ? input : '');
  return parsed.ok && compare(parsed.value, minimum) >= 0 ? parsed.value : undefined;
}
