/**
 * A user's journal, newest first: their transactions of some kinds, each with the entries on the user's own
 * accounts. Records screens are built from this; other owners' entries (system accounts) never leave the ledger.
 *
 * The two SQL pieces (`userJournalRows`, `userEntriesJson`) are also what the asset records query composes with
 * the deposit and withdrawal tables into one paged union, so that only this folder names the journal tables.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryRows } from '../db/query-rows';

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
  // The count rides on a one-row subquery, so a page past the end still says how many there are.
  const rows = await queryRows<{
    total: string;
    id: string | null;
    kind: string | null;
    reference: string | null;
    created_at: string | null;
    entries: unknown;
  }>(
    db,
    sql`with matching as ${userJournalRows(userId, query)},
      page as (select * from matching order by created_at desc, id desc offset ${query.offset} limit ${query.limit})
    select counted.total, page.id, page.kind, page.reference,
      to_char(page.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      ${userEntriesJson(userId, sql`page.id`)} as entries
    from (select count(*) as total from matching) counted left join page on true
    order by page.created_at desc, page.id desc`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    transactions: rows.flatMap((row) =>
      row.id === null
        ? []
        : [
            {
              id: Number(row.id),
              kind: row.kind ?? '',
              reference: row.reference ?? '',
              createdAt: new Date(row.created_at ?? 0),
              entries: parseEntries(row.entries),
            },
          ],
    ),
  };
}
