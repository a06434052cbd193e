/**
 * An operator's reversal of one journal transaction (docs/ledger.md "Corrections"): a new transaction whose entries
 * are the target's, each negated, on the same accounts and buckets. It applies once: its reference is
 * `reversal:<target id>` and its `reverses_transaction_id` is unique, so a second reversal (even one racing the
 * first on another connection) inserts nothing and is refused. A reversal is never itself reversed (post a new
 * correction instead), and a reversal that would take a user balance below zero (the money was spent) is refused
 * by the ordinary balance guard, which rolls the caller's transaction back whole.
 */
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { queryRows } from '../db/query-rows';
import { ledgerTransactions } from '../db/schema/ledger';
import { wholeNumberOf } from '../lib/row-values';
import { negate } from './ledger-amounts';
import { ReversalRefusedError } from './ledger-errors';
import { isAccountType, type AccountOwner, type Leg, type SystemAccount } from './ledger-types';
import { postMovement } from './post-movement';

/** Which transaction to reverse: its number (`transactionId`) or its unique reference. */
export type TransactionSelector = { id: number } | { reference: string };

export interface ReversalResult {
  /** The reversed transaction. */
  reversed: { id: number; kind: string; reference: string; userId: number | null };
  transactionId: number;
  reference: string;
  legs: Leg[];
}

export const reversalKind = 'reversal';
export const reversalReferenceOf = (transactionId: number) => `reversal:${transactionId}`;

async function findTarget(tx: Transaction, selector: TransactionSelector) {
  const where =
    'id' in selector
      ? eq(ledgerTransactions.id, selector.id)
      : eq(ledgerTransactions.reference, selector.reference);
  const [row] = await tx
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      userId: ledgerTransactions.userId,
      reverses: ledgerTransactions.reversesTransactionId,
    })
    .from(ledgerTransactions)
    .where(where);
  return row;
}

type EntryRow = {
  user_id: string | number | null;
  system_name: string | null;
  account_type: string | number;
  bucket: Leg['bucket'];
  currency: string;
  amount: string;
};

/** The target's entries, each negated, in entry order. */
async function negatedLegs(tx: Transaction, transactionId: number): Promise<Leg[]> {
  const rows = await queryRows<EntryRow>(
    tx,
    sql`select a.user_id, a.system_name, a.account_type, e.bucket, e.currency, trim_scale(e.amount)::text as amount
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where e.transaction_id = ${transactionId} order by e.id`,
  );
  return rows.map((row) => {
    const accountType = wholeNumberOf(row.account_type);
    let owner: AccountOwner;
    if (row.system_name !== null) owner = { system: row.system_name as SystemAccount };
    else if (row.user_id !== null && isAccountType(accountType))
      owner = { userId: wholeNumberOf(row.user_id), accountType };
    else throw new Error(`ledger account of transaction ${transactionId} has no owner`);
    return { owner, bucket: row.bucket, currency: row.currency, amount: negate(row.amount) };
  });
}

export async function reverseTransaction(
  tx: Transaction,
  selector: TransactionSelector,
  memo: string,
  nowMs: number,
): Promise<ReversalResult> {
  const label = 'id' in selector ? String(selector.id) : selector.reference;
  const target = await findTarget(tx, selector);
  if (!target) throw new ReversalRefusedError('not-found', label);
  // Reversal rows are append-only, so what this read sees of `reverses` cannot change under it.
  if (target.reverses !== null) throw new ReversalRefusedError('is-reversal', label);
  const legs = await negatedLegs(tx, target.id);
  const reference = reversalReferenceOf(target.id);
  const posted = await postMovement(
    tx,
    {
      kind: reversalKind,
      reference,
      ...(target.userId !== null ? { userId: target.userId } : {}),
      memo,
      reverses: target.id,
      legs,
    },
    nowMs,
  );
  if (!posted.applied) throw new ReversalRefusedError('already-reversed', label);
  return {
    reversed: { id: target.id, kind: target.kind, reference: target.reference, userId: target.userId },
    transactionId: posted.transactionId,
    reference,
    legs,
  };
}
