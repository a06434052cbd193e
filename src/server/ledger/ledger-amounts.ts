/**
 * Amount rules of the ledger. Amounts are decimal strings with at most `ledgerScaleMax` places (spec §9: amounts
 * have 8 decimals); the ledger refuses anything else rather than round, because a rounding inside the ledger would
 * create or destroy money silently. Callers that compute amounts (fees, exchange legs) round first, by a rule they
 * state, and send the remainder to the `rounding` system account.
 */
import Decimal from 'decimal.js';
import type { Leg } from './ledger-types';

export const ledgerScaleMax = 8;

/** A configuration of our own, so that nobody else's global Decimal settings change the ledger's arithmetic. */
const LedgerDecimal = Decimal.clone({
  precision: 60,
  rounding: Decimal.ROUND_DOWN,
  toExpNeg: -60,
  toExpPos: 60,
});

const amountPattern = /^-?(0|[1-9]\d{0,29})(\.\d{1,8})?$/;
const currencyPattern = /^[A-Z0-9]{2,12}$/;

export class LedgerInvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerInvariantError';
  }
}

/** Checks a movement's legs before anything is written: valid amounts, known shapes, zero sum per currency. */
export function assertBalancedLegs(legs: readonly Leg[]): void {
  if (legs.length < 2) throw new LedgerInvariantError('a movement needs at least two legs');
  const totals = new Map<string, Decimal>();
  for (const leg of legs) {
    if (!currencyPattern.test(leg.currency)) throw new LedgerInvariantError(`bad currency ${leg.currency}`);
    if (!amountPattern.test(leg.amount)) throw new LedgerInvariantError(`bad amount ${leg.amount}`);
    const amount = new LedgerDecimal(leg.amount);
    if (amount.isZero()) throw new LedgerInvariantError('a leg of zero moves nothing');
    totals.set(leg.currency, (totals.get(leg.currency) ?? new LedgerDecimal(0)).plus(amount));
  }
  for (const [currency, total] of totals) {
    if (!total.isZero()) throw new LedgerInvariantError(`legs in ${currency} sum to ${total.toFixed()}`);
  }
}

/** Adds signed decimal strings exactly. */
export function sumAmounts(amounts: readonly string[]): string {
  return amounts.reduce((total, amount) => total.plus(amount), new LedgerDecimal(0)).toFixed();
}

export function negate(amount: string): string {
  return new LedgerDecimal(amount).negated().toFixed();
}
