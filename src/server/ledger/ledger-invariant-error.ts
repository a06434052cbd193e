/**
 * The ledger's domain error for a broken invariant: something that can only happen through a bug or a hand-edited
 * database, never through a user's input. Services let it fail their request; an engine that meets it stops itself
 * (engine-loop.ts) rather than retrying the same broken batch four times a second, and the operator sees why.
 */

/** Why the ledger refused: each names one rule of docs/ledger.md. */
export type LedgerInvariantReason =
  /** A movement's shape is wrong: a bad amount or currency, fewer than two legs, a batch too large. */
  | 'malformed-movement'
  /** A movement's legs do not sum to zero in some currency. */
  | 'unbalanced-movement'
  /** A user's balance would go below zero where the engine's own guard should have made that impossible. */
  | 'negative-balance'
  /** A deterministic reference the engine posts for an item it claimed as unsettled is already in the journal. */
  | 'movement-repeated'
  /** The same, and the journal's entries under that reference differ from the ones the engine meant to post. */
  | 'reference-conflict';

export class LedgerInvariantError extends Error {
  readonly reason: LedgerInvariantReason;

  constructor(reason: LedgerInvariantReason, detail: string) {
    super(`${reason}: ${detail}`);
    this.name = 'LedgerInvariantError';
    this.reason = reason;
  }
}
