/**
 * Applies many movements inside the caller's database transaction as ONE unit, for engines that settle hundreds of
 * orders per transaction: one insert of the transaction rows (a reference already in the journal is skipped, as a
 * single posting skips it), one statement per account the whole batch touches, one insert of the entries and one
 * of the live balance events (one per user account, with its balances after the whole batch).
 * Every rule of a single posting holds for each movement: its legs balance and are canonical (checked before
 * anything is written), its reference applies once, and the accounts it touches are locked in the one owner-key
 * order, so a batch and any other posting can never deadlock on them.
 *
 * Why engines must use it: posted one by one, the first movement of a batch takes the system accounts
 * (`counterparty`, `fees`) and later ones take user accounts after them, out of key order; a request or a second
 * engine process holding one of those user accounts and waiting for a system account would deadlock with the batch.
 *
 * What differs is the guard: it checks each account's NET change over the batch (a user's balances never end below
 * zero, and the check constraint holds after each statement), so the movements of a batch behave as simultaneous.
 * A refusal refuses the whole batch (InsufficientBalanceError, and the caller's transaction rolls back): use it for
 * movements that cannot be refused on their own, such as releasing frozen stakes, or where all-or-nothing is meant.
 */
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { ledgerEntries, ledgerTransactions } from '../db/schema/ledger';
import { assertBalancedLegs, LedgerInvariantError } from './ledger-amounts';
import type { Bucket, Movement, PostResult } from './ledger-types';
import {
  applyDelta,
  deltasByAccount,
  keyOf,
  keyString,
  publishBalances,
  type AppliedDelta,
} from './post-movement';

/**
 * The most movements one batch may carry: with four legs each, the entries insert stays at 20,000 parameters,
 * far below the 65,535 a Postgres statement can bind.
 */
export const batchMovementsMax = 1000;

function checkBatch(movements: readonly Movement[]): void {
  if (movements.length > batchMovementsMax) {
    throw new LedgerInvariantError(
      'malformed-movement',
      `a batch carries at most ${batchMovementsMax} movements`,
    );
  }
  const references = new Set<string>();
  for (const movement of movements) {
    assertBalancedLegs(movement.legs);
    // Two movements with one reference in one batch would make "applies once" depend on their order.
    if (references.has(movement.reference)) {
      throw new LedgerInvariantError(
        'malformed-movement',
        `reference ${movement.reference} appears twice in one batch`,
      );
    }
    references.add(movement.reference);
  }
}

/** Inserts the transaction rows; answers reference → id of those that are new (the others were applied before). */
async function insertTransactions(
  tx: Transaction,
  movements: readonly Movement[],
  nowMs: number,
): Promise<Map<string, number>> {
  const createdAt = new Date(nowMs);
  const inserted = await tx
    .insert(ledgerTransactions)
    .values(
      movements.map((movement) => ({
        kind: movement.kind,
        reference: movement.reference,
        userId: movement.userId ?? null,
        memo: movement.memo ?? '',
        createdAt,
      })),
    )
    .onConflictDoNothing({ target: ledgerTransactions.reference })
    .returning({ id: ledgerTransactions.id, reference: ledgerTransactions.reference });
  return new Map(inserted.map((row) => [row.reference, row.id]));
}

async function earlierTransactions(tx: Transaction, references: string[]): Promise<Map<string, number>> {
  if (references.length === 0) return new Map();
  const rows = await tx
    .select({ id: ledgerTransactions.id, reference: ledgerTransactions.reference })
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.reference, references));
  return new Map(rows.map((row) => [row.reference, row.id]));
}

export async function postMovements(
  tx: Transaction,
  movements: readonly Movement[],
  nowMs: number,
): Promise<PostResult[]> {
  checkBatch(movements);
  if (movements.length === 0) return [];
  const fresh = await insertTransactions(tx, movements, nowMs);
  const applied = movements.filter((movement) => fresh.has(movement.reference));
  const earlier = await earlierTransactions(
    tx,
    movements.filter((movement) => !fresh.has(movement.reference)).map((movement) => movement.reference),
  );

  const accountIds = new Map<string, number>();
  const accounts: AppliedDelta[] = [];
  for (const delta of deltasByAccount(applied.flatMap((movement) => movement.legs))) {
    const account = await applyDelta(tx, delta);
    accountIds.set(keyString(delta.key), account.id);
    accounts.push(account);
  }
  if (applied.length > 0) {
    await tx.insert(ledgerEntries).values(
      applied.flatMap((movement) =>
        movement.legs.map((leg) => ({
          transactionId: fresh.get(movement.reference)!,
          accountId: accountIds.get(keyString(keyOf(leg.owner, leg.currency)))!,
          bucket: leg.bucket satisfies Bucket,
          currency: leg.currency,
          amount: leg.amount,
        })),
      ),
    );
  }
  // Once per account for the whole batch: its movements apply as one, so only the balance after all of them exists.
  await publishBalances(tx, accounts);
  return movements.map((movement) => {
    const id = fresh.get(movement.reference);
    return id !== undefined
      ? { applied: true, transactionId: id }
      : { applied: false, transactionId: earlier.get(movement.reference)! };
  });
}
