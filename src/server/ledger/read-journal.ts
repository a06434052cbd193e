/**
 * A user's journal, newest first: their transactions of some kinds, each with the entries on the user's own
 * accounts. Records screens are built from this; other owners' entries (system accounts) never leave the ledger.
 *
 * The two SQL pieces (`userJournalRows`, `userEntriesJson`) are also what the asset records query composes with
 * the deposit and withdrawal tables into one paged union, so that only this folder names the journal tables.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { ledgerTransactions } from '../db/schema/ledger';

export interface JournalFilter {
  kinds: readonly string[];
  currency?: string | undefined;
}

export interface JournalQuery extends JournalFilter {
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

/**
 * A subquery of the user's transactions of these kinds (with an entry in `currency`, when given): columns `id`
 * (bigint), `kind`, `reference` and `created_at`. No kinds: no rows.
 */
export function userJournalRows(userId: number, filter: JournalFilter): SQL {
  const kinds =
    filter.kinds.length > 0
      ? sql`t.kind in (${sql.join(
          filter.kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`
      : sql`false`;
  const currency = filter.currency
    ? sql`and exists (select 1 from ledger_entries c where c.transaction_id = t.id and c.currency = ${filter.currency})`
    : sql``;
  return sql`(select t.id, t.kind, t.reference, t.created_at from ledger_transactions t
    where t.user_id = ${userId} and ${kinds} ${currency})`;
}

/** The user's own entries of the transaction `transactionId` (an SQL expression), as a json array of JournalEntry. */
export function userEntriesJson(userId: number, transactionId: SQL): SQL {
  return sql`(select json_agg(json_build_object('accountType', a.account_type, 'currency', e.currency,
      'bucket', e.bucket, 'amount', trim_scale(e.amount)::text) order by e.id)
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.transaction_id = ${transactionId} and a.user_id = ${userId})`;
}

/** PGlite hands json back parsed, node-postgres too; a driver that answers text is read here. */
export function parseEntries(value: unknown): JournalEntry[] {
  if (typeof value === 'string') return JSON.parse(value) as JournalEntry[];
  return (value as JournalEntry[] | null) ?? [];
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
  const rows = await db
    .select({
      id: t.id,
      kind: t.kind,
      reference: t.reference,
      createdAt: t.createdAt,
      entries: userEntriesJson(userId, sql`ledger_transactions.id`),
    })
    .from(t)
    .where(matching)
    .orderBy(desc(t.createdAt), desc(t.id))
    .offset(query.offset)
    .limit(query.limit);
  return {
    total: counted?.total ?? 0,
    transactions: rows.map((row) => ({ ...row, entries: parseEntries(row.entries) })),
  };
}
