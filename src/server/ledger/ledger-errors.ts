/**
 * The ledger's refusals: a movement asked for something the balances or the amount rules cannot give, through a
 * user's ordinary request (spending more than they hold), not through a bug (that is LedgerInvariantError). Each
 * carries the data a caller needs to explain it; the HTTP edge (http/ledger-refusals.ts) turns them into the error
 * table's answers, so the ledger knows nothing of envelopes, codes or languages.
 */
import type { DecimalString } from '../../common/decimal';

/** Any refusal of a movement by the ledger; the caller's transaction rolls back and nothing is applied. */
export abstract class LedgerRefusal extends Error {}

/** A user account's available or frozen balance in `currency` would go below zero (or the account does not exist). */
export class InsufficientBalanceError extends LedgerRefusal {
  constructor(readonly currency: string) {
    super(`insufficient balance in ${currency}`);
    this.name = 'InsufficientBalanceError';
  }
}

/** A leg's amount is well formed but larger than any amount the ledger holds; `max` is the largest one allowed. */
export class AmountTooLargeError extends LedgerRefusal {
  constructor(readonly max: DecimalString) {
    super(`an amount above ${max}`);
    this.name = 'AmountTooLargeError';
  }
}

/**
 * An operator's reversal the journal refuses: no such transaction, one already reversed, or one that is itself a
 * reversal. (A reversal that would take a user balance below zero is an InsufficientBalanceError.)
 */
export class ReversalRefusedError extends LedgerRefusal {
  constructor(
    readonly reason: 'not-found' | 'already-reversed' | 'is-reversal',
    readonly target: string,
  ) {
    super(`reversal of ${target} refused: ${reason}`);
    this.name = 'ReversalRefusedError';
  }
}
