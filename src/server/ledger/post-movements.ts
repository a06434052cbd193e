/**
 * Applies several movements inside the caller's database transaction as if each were posted alone (its own
 * transaction row under its unique reference, its own entries; a reference already applied is skipped and
 * answered `applied: false`), but locks and updates every account they touch ONCE, in the one total key order of
 * post-movement.ts, with the movements' changes to it summed.
 *
 * Why: an engine applies a batch of actions in one database transaction. Posted one by one, the first movement
 * takes the system accounts (`counterparty`, `fees`) and later ones take user accounts after them, out of key order:
 * a request (or a second engine process) that holds one of those user accounts and waits for a system account
 * then deadlocks with the batch. Posted together, a batch locks in the same order as every single movement, so no
 * cycle can form; and a hot system account costs one statement per batch instead of one per action.
 *
 * The guard is the single movement's: a user balance a batch lowers must stay at or above zero after the summed
 * change, else the whole batch fails with INSUFFICIENT_BALANCE and the caller's transaction rolls back.
 */
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { ledgerEntries, ledgerTransactions } from '../db/schema/ledger';
import { assertBalancedLegs, LedgerInvariantError } from './ledger-amounts';
import type { Bucket, Movement, PostResult } from './ledger-types';
import { applyDelta, deltasByAccount, keyOf, keyString } from './post-movement';

export async function postMovements(
  tx: Transaction,
  movements: readonly Movement[],
  nowMs: number,
): Promise<PostResult[]> {
  if (movements.length === 0) return [];
  for (const movement of movements) assertBalancedLegs(movement.legs);
  const references = movements.map((movement) => movement.reference);
  if (new Set(references).size !== references.length) {
    throw new LedgerInvariantError('a batch names one reference twice');
  }
  const inserted = await tx
    .insert(ledgerTransactions)
    .values(
      movements.map((movement) => ({
        kind: movement.kind,
        reference: movement.reference,
        userId: movement.userId ?? null,
        memo: movement.memo ?? '',
        createdAt: new Date(nowMs),
      })),
    )
    .onConflictDoNothing({ target: ledgerTransactions.reference })
    .returning({ id: ledgerTransactions.id, reference: ledgerTransactions.reference });
  const newIds = new Map(inserted.map((row) => [row.reference, row.id]));
  const fresh = movements.filter((movement) => newIds.has(movement.reference));

  const accountIds = new Map<string, number>();
  for (const delta of deltasByAccount(fresh.flatMap((movement) => movement.legs))) {
    accountIds.set(keyString(delta.key), await applyDelta(tx, delta));
  }
  if (fresh.length > 0) {
    await tx.insert(ledgerEntries).values(
      fresh.flatMap((movement) =>
        movement.legs.map((leg) => ({
          transactionId: newIds.get(movement.reference)!,
          accountId: accountIds.get(keyString(keyOf(leg.owner, leg.currency)))!,
          bucket: leg.bucket satisfies Bucket,
          currency: leg.currency,
          amount: leg.amount,
        })),
      ),
    );
  }
  return answers(tx, movements, newIds);
}

/** Each movement's answer, in the order given: its new transaction, or the one its reference already named. */
async function answers(
  tx: Transaction,
  movements: readonly Movement[],
  newIds: ReadonlyMap<string, number>,
): Promise<PostResult[]> {
  const skipped = movements.filter((movement) => !newIds.has(movement.reference));
  const earlier =
    skipped.length === 0
      ? []
      : await tx
          .select({ id: ledgerTransactions.id, reference: ledgerTransactions.reference })
          .from(ledgerTransactions)
          .where(
            inArray(
              ledgerTransactions.reference,
              skipped.map((movement) => movement.reference),
            ),
          );
  const earlierIds = new Map(earlier.map((row) => [row.reference, row.id]));
  return movements.map((movement) => {
    const id = newIds.get(movement.reference);
    return id === undefined
      ? { applied: false, transactionId: earlierIds.get(movement.reference)! }
      : { applied: true, transactionId: id };
  });
}
