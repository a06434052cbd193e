/**
 * The ledger's invariants, checked in SQL over the whole journal (exact numeric arithmetic, no JavaScript numbers):
 * every transaction's entries sum to zero per currency; every account's balances equal the sums of its entries;
 * no user balance is negative; an entry's currency is its account's. Tests run it after every scenario, and the
 * operator runs it on the live database with `npm run ops -- ledger check`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryRows } from '../db/query-rows';

export interface LedgerViolation {
  rule: 'unbalanced-transaction' | 'balance-drift' | 'negative-user-balance' | 'currency-mismatch';
  detail: string;
}

/** How many violations of each rule are listed at most: one is enough to stop, a few help to diagnose. */
const violationsPerRuleMax = 20;

type Row = Record<string, unknown>;
const rows = (db: Queryable, query: SQL) => queryRows<Row>(db, query);

export async function checkLedger(db: Queryable): Promise<LedgerViolation[]> {
  const unbalanced = await rows(
    db,
    sql`select transaction_id, currency, sum(amount)::text as total from ledger_entries
        group by transaction_id, currency having sum(amount) <> 0
        order by transaction_id limit ${violationsPerRuleMax}`,
  );
  const drifted = await rows(
    db,
    sql`select a.id, a.currency, a.available::text as available, a.frozen::text as frozen,
          coalesce(s.available, 0)::text as entries_available, coalesce(s.frozen, 0)::text as entries_frozen
        from ledger_accounts a
        left join (
          select account_id,
            sum(amount) filter (where bucket = 'available') as available,
            sum(amount) filter (where bucket = 'frozen') as frozen
          from ledger_entries group by account_id
        ) s on s.account_id = a.id
        where a.available <> coalesce(s.available, 0) or a.frozen <> coalesce(s.frozen, 0)
        order by a.id limit ${violationsPerRuleMax}`,
  );
  const negative = await rows(
    db,
    sql`select id, user_id, currency, available::text as available, frozen::text as frozen
        from ledger_accounts where system_name is null and (available < 0 or frozen < 0)
        order by id limit ${violationsPerRuleMax}`,
  );
  const mismatched = await rows(
    db,
    sql`select e.id, e.currency, a.currency as account_currency from ledger_entries e
        join ledger_accounts a on a.id = e.account_id where e.currency <> a.currency
        order by e.id limit ${violationsPerRuleMax}`,
  );
  return [
    ...unbalanced.map((row) => ({
      rule: 'unbalanced-transaction' as const,
      detail: `transaction ${row.transaction_id}: ${row.currency} entries sum to ${row.total}`,
    })),
    ...drifted.map((row) => ({
      rule: 'balance-drift' as const,
      detail:
        `account ${row.id} (${row.currency}): balances ${row.available}/${row.frozen}, ` +
        `entries ${row.entries_available}/${row.entries_frozen}`,
    })),
    ...negative.map((row) => ({
      rule: 'negative-user-balance' as const,
      detail: `account ${row.id} of user ${row.user_id} (${row.currency}): ${row.available}/${row.frozen}`,
    })),
    ...mismatched.map((row) => ({
      rule: 'currency-mismatch' as const,
      detail: `entry ${row.id} in ${row.currency} on a ${row.account_currency} account`,
    })),
  ];
}
