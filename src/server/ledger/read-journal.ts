/**
 * A user's journal, newest first: their transactions of some kinds, each with the entries on the user's own
 * accounts. Records screens are built from this; other owners' entries (system accounts) never leave the ledger.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryRows } from '../db/query-rows';

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

interface Row extends Record<string, unknown> {
  id: string | number;
  kind: string;
  reference: string;
  created_at: string | Date;
  entries: JournalEntry[] | string;
}

export async function readJournal(
  db: Queryable,
  userId: number,
  query: JournalQuery,
): Promise<{ total: number; transactions: JournalTransaction[] }> {
  const kinds = sql.join(
    query.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const currencyFilter = query.currency
    ? sql`and exists (select 1 from ledger_entries c where c.transaction_id = t.id and c.currency = ${query.currency})`
    : sql``;
  const matching = sql`t.user_id = ${userId} and t.kind in (${kinds}) ${currencyFilter}`;
  // A separate count: a page past the end has no rows to carry a window count, yet the total is still asked.
  const [counted] = await queryRows<{ total: string | number }>(
    db,
    sql`select count(*) as total from ledger_transactions t where ${matching}`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select t.id, t.kind, t.reference, t.created_at,
          (select json_agg(json_build_object('accountType', a.account_type, 'currency', e.currency,
                  'bucket', e.bucket, 'amount', trim_scale(e.amount)::text) order by e.id)
           from ledger_entries e join ledger_accounts a on a.id = e.account_id
           where e.transaction_id = t.id and a.user_id = ${userId}) as entries
        from ledger_transactions t
        where ${matching}
        order by t.created_at desc, t.id desc
        offset ${query.offset} limit ${query.limit}`,
  );
  return {
    total: Number(counted?.total ?? 0),
    transactions: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      reference: row.reference,
      createdAt: new Date(row.created_at),
      entries: typeof row.entries === 'string' ? (JSON.parse(row.entries) as JournalEntry[]) : row.entries,
    })),
  };
}
