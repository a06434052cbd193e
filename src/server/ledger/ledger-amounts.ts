/**
 * Amount rules of the ledger. Amounts are decimal strings with at most `moneyScale` places (spec §9: amounts
 * have 8 decimals); the ledger refuses anything else rather than round, because a rounding inside the ledger would
 * create or destroy money silently. Callers that compute amounts (fees, exchange legs) round first, by a rule they
 * state, and send the remainder to the `rounding` system account. Arithmetic is the shared decimal module's.
 */
import {
  add,
  formatDecimal,
  isZero,
  moneyScale,
  parseDecimal,
  sub,
  type DecimalString,
} from '../../common/decimal';
import { moneyValueMax } from '../../common/money-constants';
import { AmountTooLargeError } from './ledger-errors';
import { LedgerInvariantError } from './ledger-invariant-error';
import type { Leg } from './ledger-types';

const currencyPattern = /^[A-Z0-9]{2,12}$/;

export { LedgerInvariantError } from './ledger-invariant-error';

function legAmount(leg: Leg): DecimalString {
  const parsed = parseDecimal(leg.amount, { scaleMax: moneyScale, signed: true });
  // A well-formed amount too large to hold is a request's refusal, not a fault: every route bounds its numbers
  // (http/money-limit.ts) far below this, so this only answers for a route that forgot to.
  if (!parsed.ok && parsed.error === 'too-large') throw new AmountTooLargeError(moneyValueMax);
  // The text must already be canonical: "1.50" or " 1" would be stored as the caller wrote it.
  if (!parsed.ok || parsed.value !== leg.amount)
    throw new LedgerInvariantError('malformed-movement', `bad amount ${leg.amount}`);
  if (isZero(parsed.value))
    throw new LedgerInvariantError('malformed-movement', 'a leg of zero moves nothing');
  return parsed.value;
}

/** Checks a movement's legs before anything is written: valid amounts, known shapes, zero sum per currency. */
export function assertBalancedLegs(legs: readonly Leg[]): void {
  if (legs.length < 2)
    throw new LedgerInvariantError('malformed-movement', 'a movement needs at least two legs');
  const totals = new Map<string, DecimalString>();
  for (const leg of legs) {
    if (!currencyPattern.test(leg.currency))
      throw new LedgerInvariantError('malformed-movement', `bad currency ${leg.currency}`);
    totals.set(
      leg.currency,
      add(totals.get(leg.currency) ?? formatDecimal('0' as DecimalString), legAmount(leg)),
    );
  }
  for (const [currency, total] of totals) {
    if (!isZero(total))
      throw new LedgerInvariantError('unbalanced-movement', `legs in ${currency} sum to ${total}`);
  }
}

/** Adds signed decimal strings exactly. */
export function sumAmounts(amounts: readonly string[]): string {
  return amounts.reduce<DecimalString>(
    (total, amount) => add(total, amount as DecimalString),
    '0' as DecimalString,
  );
}

export function negate(amount: string): string {
  return sub('0' as DecimalString, amount as DecimalString);
}
