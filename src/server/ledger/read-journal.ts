/**
 * A user's journal, newest first: their transactions of some kinds, each with the entries on the user's own
 * accounts. Records screens are built from this; other owners' entries (system accounts) never leave the ledger.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { ledgerTransactions } from '../db/schema/ledger';

export interface JournalQuery {
  kinds: readonly string[];
  currency?: string | undefined;
  offset: number;
  limit: number;
}

export interface JournalEntry {
  accountType: number;
  currency: string;
  bucket: 'available' | 'frozen';
  amount: string;
}

export interface JournalTransaction {
  id: number;
  kind: string;
  reference: string;
  createdAt: Date;
  entries: JournalEntry[];
}

export async function readJournal(
  db: Queryable,
  userId: number,
  query: JournalQuery,
): Promise<{ total: number; transactions: JournalTransaction[] }> {
  const t = ledgerTransactions;
  const matching = and(
    eq(t.userId, userId),
    inArray(t.kind, [...query.kinds]),
    query.currency
      ? sql`exists (select 1 from ledger_entries c where c.transaction_id = ledger_transactions.id and c.currency = ${query.currency})`
      : undefined,
  );
  // A separate count: a page past the end has no rows to carry a window count, yet the total is still asked.
  const [counted] = await db.select({ total: count() }).from(t).where(matching);
  const entries = sql<JournalEntry[] | string | null>`(
    select json_agg(json_build_object('accountType', a.account_type, 'currency', e.currency,
        'bucket', e.bucket, 'amount', trim_scale(e.amount)::text) order by e.id)
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.transaction_id = ledger_transactions.id and a.user_id = ${userId})`;
  const rows = await db
    .select({ id: t.id, kind: t.kind, reference: t.reference, createdAt: t.createdAt, entries })
    .from(t)
    .where(matching)
    .orderBy(desc(t.createdAt), desc(t.id))
    .offset(query.offset)
    .limit(query.limit);
  return {
    total: counted?.total ?? 0,
    transactions: rows.map((row) => ({
      ...row,
      // PGlite hands json back parsed, node-postgres too; a driver that answers text is read here.
      entries:
        typeof row.entries === 'string' ? (JSON.parse(row.entries) as JournalEntry[]) : (row.entries ?? []),
    })),
  };
}
