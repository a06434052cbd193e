/**
 * How engines post: the movements of items they claimed as unsettled (`for update skip locked` on rows in an open
 * state), in one batch (post-movements.ts). For such a batch the ledger can tell a bug from an ordinary refusal:
 *
 * - a reference already in the journal means a movement was applied twice (the row said "open", the journal says
 *   "done"): 'movement-repeated', or 'reference-conflict' when the journal's entries differ from the ones meant;
 * - a user balance the batch would take below zero means the guard the engine relies on (a stake frozen at
 *   placement, a margin held in the frozen bucket) did not hold: 'negative-balance'.
 *
 * Both throw LedgerInvariantError, so the caller's transaction rolls back whole and the engine loop stops that
 * engine instead of retrying the same broken batch forever.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { queryRows } from '../db/query-rows';
import { InsufficientBalanceError } from './ledger-errors';
import { LedgerInvariantError } from './ledger-invariant-error';
import type { Movement, PostResult } from './ledger-types';
import { keyOf, keyString } from './post-movement';
import { postMovements } from './post-movements';

/** The constraint that, as a last line, keeps a user's balance from going negative (schema/ledger.ts). */
const userNotNegativeConstraint = 'ledger_accounts_user_not_negative';

function isNegativeBalanceRefusal(error: unknown): boolean {
  if (error instanceof InsufficientBalanceError) return true;
  return error instanceof Error && error.message.includes(userNotNegativeConstraint);
}

/** A movement's legs as comparable lines: owner key, bucket and canonical amount, sorted. */
function lineSet(lines: Array<{ key: string; bucket: string; amount: string }>): string {
  return lines
    .map((line) => `${line.key}|${line.bucket}|${line.amount}`)
    .sort()
    .join('\n');
}

async function journalLines(tx: Transaction, transactionId: number): Promise<string> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select a.user_id, a.system_name, a.account_type, e.currency, e.bucket, trim_scale(e.amount)::text as amount
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.transaction_id = ${transactionId}`,
  );
  return lineSet(
    rows.map((row) => ({
      key: keyString({
        // Row ids and account types: safe integers, not amounts.
        userId: row.user_id === null ? null : Number.parseInt(String(row.user_id), 10),
        systemName: (row.system_name as string | null) ?? null,
        accountType: Number.parseInt(String(row.account_type), 10),
        currency: String(row.currency),
      }),
      bucket: String(row.bucket),
      amount: String(row.amount),
    })),
  );
}

async function repeatedMovementError(
  tx: Transaction,
  movement: Movement,
  transactionId: number,
): Promise<LedgerInvariantError> {
  const meant = lineSet(
    movement.legs.map((leg) => ({
      key: keyString(keyOf(leg.owner, leg.currency)),
      bucket: leg.bucket,
      amount: leg.amount,
    })),
  );
  const found = await journalLines(tx, transactionId);
  return found === meant
    ? new LedgerInvariantError(
        'movement-repeated',
        `${movement.reference} is already in the journal (transaction ${transactionId}) for an item claimed as unsettled`,
      )
    : new LedgerInvariantError(
        'reference-conflict',
        `${movement.reference} is already in the journal (transaction ${transactionId}) with different entries`,
      );
}

export async function postClaimedMovements(
  tx: Transaction,
  movements: readonly Movement[],
  nowMs: number,
): Promise<PostResult[]> {
  let results: PostResult[];
  try {
    results = await postMovements(tx, movements, nowMs);
  } catch (error) {
    if (!isNegativeBalanceRefusal(error)) throw error;
    throw new LedgerInvariantError(
      'negative-balance',
      `a batch of ${movements.length} claimed movements (first ${movements[0]?.reference ?? 'none'}) would take a user balance below zero`,
    );
  }
  const repeated = results.findIndex((result) => !result.applied);
  if (repeated !== -1) {
    throw await repeatedMovementError(tx, movements[repeated]!, results[repeated]!.transactionId);
  }
  return results;
}
