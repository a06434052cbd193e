/**
 * The ledger: the only code that writes balances and journal rows. Services describe movements (who, which
 * currency, which bucket, how much) and post them inside the database transaction they opened; the ledger checks
 * that they balance, applies them exactly once by reference, and guards every user balance against going negative.
 */
import type { Database, Queryable, Transaction } from '../db/client';
import type { Clock } from '../lib/clock';
import { checkLedger } from './invariants';
import { negate } from './ledger-amounts';
import type { AccountOwner, AccountType, Leg, Movement, PostResult, SystemAccount } from './ledger-types';
import { postMovement, readBalances } from './post-movement';
import { postClaimedMovements } from './post-claimed';
import { postMovements } from './post-movements';
import { readJournal, type JournalQuery } from './read-journal';
import { reverseTransaction, type TransactionSelector } from './reverse-transaction';

/** Both legs of moving `amount` from one bucket of an account to another: transfers, freezes and unfreezes. */
export function moveLegs(
  currency: string,
  amount: string,
  from: { owner: AccountOwner; bucket: Leg['bucket'] },
  to: { owner: AccountOwner; bucket: Leg['bucket'] },
): Leg[] {
  return [
    { owner: from.owner, bucket: from.bucket, currency, amount: negate(amount) },
    { owner: to.owner, bucket: to.bucket, currency, amount },
  ];
}

export const userAccount = (userId: number, accountType: AccountType): AccountOwner => ({
  userId,
  accountType,
});
export const systemAccount = (system: SystemAccount): AccountOwner => ({ system });

export function createLedger(deps: { db: Database; clock: Clock }) {
  return {
    /** Applies a movement inside the caller's transaction (services open transactions, the ledger takes them). */
    post: (tx: Transaction, movement: Movement): Promise<PostResult> =>
      postMovement(tx, movement, deps.clock()),
    /**
     * Applies many movements as one unit inside the caller's transaction (post-movements.ts): each applies once by
     * its reference; the balance guard checks each account's net change, and one refusal refuses them all.
     */
    postBatch: (tx: Transaction, movements: readonly Movement[]): Promise<PostResult[]> =>
      postMovements(tx, movements, deps.clock()),
    /**
     * What engines post for the items they claimed as unsettled (post-claimed.ts): postBatch, where a reference
     * already in the journal or a user balance going negative is a LedgerInvariantError (a bug), not a skip or a
     * refusal.
     */
    postClaimed: (tx: Transaction, movements: readonly Movement[]): Promise<PostResult[]> =>
      postClaimedMovements(tx, movements, deps.clock()),
    /**
     * An operator's reversal of one transaction inside the caller's transaction (reverse-transaction.ts): every
     * entry negated, once; refused for a reversal, a second reversal or a balance that would go negative.
     */
    reverse: (tx: Transaction, selector: TransactionSelector, memo: string) =>
      reverseTransaction(tx, selector, memo, deps.clock()),
    balances: (userId: number, accountType: AccountType, db: Queryable = deps.db) =>
      readBalances(db, userId, accountType),
    check: () => checkLedger(deps.db),
    journal: (userId: number, query: JournalQuery, db: Queryable = deps.db) => readJournal(db, userId, query),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
