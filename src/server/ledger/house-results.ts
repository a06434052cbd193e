/**
 * The house's profit and loss per product, read from the journal: the entries of the `counterparty` system account
 * (the house's side of every trade, docs/ledger.md) under each product's movements, attributed to the order's pair
 * through the order id the reference carries:
 * - second: `second-settle` movements `settle:<id>` (a loss pays the stake to the counterparty, a win costs it the
 *   profit);
 * - contract: `contract` movements `contract:<id>:close` (the user's loss, or minus their profit);
 * - spot: `spot` movements `spot:<id>:fill`; the counterparty takes one coin and gives the other, so its base-coin
 *   entries are valued at the order's own price (the price it filled at) to sum in the quote coin. Spot fills at
 *   the user's limit price, so the house realises only what rounding leaves it: its spot risk is the inventory it
 *   holds afterwards, which exposure-max bounds, not a realised loss.
 * Amounts are in the pair's quote coin, exact (numeric), positive when the house gained.
 */
import { sql, type SQL } from 'drizzle-orm';
import { moneyScale, type DecimalString } from '../../common/decimal';
import type { Queryable } from '../db/client';
import { queryRows } from '../db/query-rows';

export type HouseResultsProduct = 'spot' | 'contract' | 'second';

export interface HouseResultRow {
  product: HouseResultsProduct;
  symbol: string;
  currency: string;
  /** Since `dayStartMs`. */
  today: DecimalString;
  total: DecimalString;
}

/** The counterparty's entries of a product's movements, with the order's pair, quote coin and the amount valued. */
function productEntries(product: HouseResultsProduct, since: SQL): SQL {
  const entries = sql`from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.system_name = 'counterparty'`;
  const orderId = sql`split_part(t.reference, ':', 2)::bigint`;
  switch (product) {
    case 'second':
      return sql`select 'second' as product, o.symbol, o.quote_coin as currency, e.amount as value, t.created_at
        ${entries} join second_orders o on o.id = ${orderId}
        where t.kind = 'second-settle' and t.reference like 'settle:%' ${since}`;
    case 'contract':
      return sql`select 'contract' as product, p.symbol, p.quote_coin as currency, e.amount as value, t.created_at
        ${entries} join contract_positions p on p.id = ${orderId}
        where t.kind = 'contract' and t.reference like 'contract:%:close' ${since}`;
    case 'spot':
      return sql`select 'spot' as product, o.symbol, o.quote_coin as currency,
          case when e.currency = o.quote_coin then e.amount else e.amount * o.price end as value, t.created_at
        ${entries} join spot_orders o on o.id = ${orderId}
        where t.kind = 'spot' and t.reference like 'spot:%:fill' ${since}`;
  }
}

/** Per product and pair: the house's result since `dayStartMs` and in total, rounded to 8 places for reading. */
export async function houseResults(
  db: Queryable,
  products: readonly HouseResultsProduct[],
  dayStartMs: number,
): Promise<HouseResultRow[]> {
  if (products.length === 0) return [];
  const dayStart = new Date(dayStartMs).toISOString();
  const scale = sql.raw(String(moneyScale));
  const union = sql.join(
    products.map((product) => sql`(${productEntries(product, sql``)})`),
    sql` union all `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select x.product, x.symbol, x.currency,
          trim_scale(round(coalesce(sum(x.value) filter (where x.created_at >= ${dayStart}::timestamptz), 0), ${scale}))::text as today,
          trim_scale(round(sum(x.value), ${scale}))::text as total
        from (${union}) x group by x.product, x.symbol, x.currency order by x.product, x.symbol`,
  );
  return rows.map((row) => ({
    product: row.product as HouseResultsProduct,
    symbol: String(row.symbol),
    currency: String(row.currency),
    today: String(row.today) as DecimalString,
    total: String(row.total) as DecimalString,
  }));
}

/**
 * The house's result on one product in one quote coin since `dayStartMs` (all pairs), exact: what the daily loss
 * limit compares. Reads only that day's movements of the product (index on kind and time).
 */
export async function houseResultSince(
  db: Queryable,
  product: HouseResultsProduct,
  currency: string,
  dayStartMs: number,
): Promise<DecimalString> {
  const since = sql`and t.created_at >= ${new Date(dayStartMs).toISOString()}::timestamptz`;
  const [row] = await queryRows<{ result: string }>(
    db,
    sql`select trim_scale(coalesce(sum(x.value), 0))::text as result from (${productEntries(product, since)}) x
        where x.currency = ${currency}`,
  );
  return (row?.result ?? '0') as DecimalString;
}
