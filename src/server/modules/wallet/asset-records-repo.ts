/**
 * The asset records of one user as one paged query: recharges from the deposits table, withdrawals from the
 * withdrawals table and ledger movements (transfers, exchanges, …) from the journal, in a union ordered by time,
 * newest first, with the total count of the same union. The journal's part comes from the ledger
 * (`userJournalRows`, `userEntriesJson`), which alone names its tables; this only reads the request tables.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { parseEntries, userEntriesJson, userJournalRows, type JournalEntry } from '../../ledger/read-journal';
import { wholeNumberOf } from '../../lib/row-values';

export type RecordSource = 'deposit' | 'withdrawal' | 'journal';

export interface RecordSources {
  deposits: boolean;
  withdrawals: boolean;
  /** Ledger kinds listed from the journal. */
  journalKinds: readonly string[];
}

export interface RecordQuery {
  sources: RecordSources;
  currency?: string | undefined;
  offset: number;
  limit: number;
}

/** One row of the union: request columns for deposits and withdrawals, kind and entries for the journal. */
export interface RecordRow {
  source: RecordSource;
  id: number;
  createdAt: string;
  currency: string;
  amount: string;
  fee: string;
  realarrive: string;
  status: number;
  remark: string;
  network: string;
  address: string;
  kind: string;
  reference: string;
  entries: JournalEntry[];
}

type RawRow = {
  total: string;
  source: RecordSource | null;
  id: string | null;
  created_at: string;
  currency: string | null;
  amount: string | null;
  fee: string | null;
  realarrive: string | null;
  status: number | null;
  remark: string | null;
  network: string | null;
  address: string | null;
  kind: string | null;
  reference: string | null;
  entries: unknown;
};

const currencyMatch = (column: SQL, currency: string | undefined) =>
  currency ? sql`and ${column} = ${currency}` : sql``;

/** Each branch has the same columns, named, in the same order, of the same types (any branch may be first). */
function branches(userId: number, query: RecordQuery): SQL[] {
  const parts: SQL[] = [];
  if (query.sources.deposits) {
    parts.push(sql`select 'deposit'::text as source, d.id, d.created_at, d.currency, d.amount,
        0::numeric as fee, d.amount as realarrive, d.status, d.reason as remark, d.network, d.address,
        null::text as kind, null::text as reference
      from deposits d where d.user_id = ${userId} ${currencyMatch(sql`d.currency`, query.currency)}`);
  }
  if (query.sources.withdrawals) {
    parts.push(sql`select 'withdrawal'::text as source, w.id, w.created_at, w.currency, w.amount,
        w.fee, w.realarrive, w.status, w.reason as remark, w.network, w.address,
        null::text as kind, null::text as reference
      from withdrawals w where w.user_id = ${userId} ${currencyMatch(sql`w.currency`, query.currency)}`);
  }
  if (query.sources.journalKinds.length > 0) {
    const journal = userJournalRows(userId, { kinds: query.sources.journalKinds, currency: query.currency });
    parts.push(sql`select 'journal'::text as source, j.id, j.created_at, null::text as currency,
        null::numeric as amount, null::numeric as fee, null::numeric as realarrive, null::integer as status,
        null::text as remark, null::text as network, null::text as address, j.kind, j.reference
      from ${journal} j`);
  }
  return parts;
}

const amountText = (column: string) => sql.raw(`trim_scale(page.${column})::text as ${column}`);

export async function readRecordPage(
  db: Queryable,
  userId: number,
  query: RecordQuery,
): Promise<{ total: number; rows: RecordRow[] }> {
  const parts = branches(userId, query);
  if (parts.length === 0) return { total: 0, rows: [] };
  // The count rides on a one-row subquery, so a page past the end still says how many records there are.
  const raw = await queryRows<RawRow>(
    db,
    sql`with records as (${sql.join(parts, sql` union all `)}),
      page as (select * from records order by created_at desc, source, id desc
        offset ${query.offset} limit ${query.limit})
    select counted.total, page.source, page.id,
      to_char(page.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      page.currency, ${amountText('amount')}, ${amountText('fee')}, ${amountText('realarrive')},
      page.status, page.remark, page.network, page.address, page.kind, page.reference,
      case when page.source = 'journal' then ${userEntriesJson(userId, sql`page.id`)} end as entries
    from (select count(*) as total from records) counted left join page on true
    order by page.created_at desc, page.source, page.id desc`,
  );
  return {
    total: wholeNumberOf(raw[0]?.total ?? 0),
    rows: raw.flatMap((row) =>
      row.source === null || row.id === null ? [] : [recordRowOf(row, row.source)],
    ),
  };
}

function recordRowOf(row: RawRow, source: RecordSource): RecordRow {
  return {
    source,
    id: wholeNumberOf(row.id ?? 0),
    createdAt: row.created_at,
    currency: row.currency ?? '',
    amount: row.amount ?? '0',
    fee: row.fee ?? '0',
    realarrive: row.realarrive ?? '0',
    status: wholeNumberOf(row.status ?? 0),
    remark: row.remark ?? '',
    network: row.network ?? '',
    address: row.address ?? '',
    kind: row.kind ?? '',
    reference: row.reference ?? '',
    entries: parseEntries(row.entries),
  };
}
