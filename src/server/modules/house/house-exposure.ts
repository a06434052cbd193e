/**
 * The house's open exposure, read from the order tables (never the ledger): per product, pair and direction, what
 * the house stands to pay out against:
 * - second: the stakes of open timed orders (`entry_status = 1`), by trade type (1 up, 2 down);
 * - contract: the size (margin × leverage) of pending and holding positions (`status in (0, 1)`), by direction;
 * - spot: price × amount (`total`) of unfinished orders (`status = 0`), by side (1 buy, 2 sell).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DecimalString } from '../../../common/decimal';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { HouseProduct } from './house-limit-names';

export interface ExposureRow {
  product: HouseProduct;
  symbol: string;
  currency: string;
  direction: number;
  exposure: DecimalString;
}

const openExposure: Record<HouseProduct, SQL> = {
  second: sql`select 'second' as product, symbol, quote_coin as currency, trade_type as direction,
      open_amount as exposure from second_orders where entry_status = 1`,
  contract: sql`select 'contract' as product, symbol, quote_coin as currency, direction,
      size as exposure from contract_positions where status in (0, 1)`,
  spot: sql`select 'spot' as product, symbol, quote_coin as currency, side as direction,
      total as exposure from spot_orders where status = 0`,
};

/** The open exposure of one product on one pair in one direction ("0" when nothing is open). */
export async function exposureOf(
  tx: Queryable,
  product: HouseProduct,
  symbol: string,
  direction: number,
): Promise<DecimalString> {
  const [row] = await queryRows<{ exposure: string }>(
    tx,
    sql`select trim_scale(coalesce(sum(x.exposure), 0))::text as exposure from (${openExposure[product]}) x
        where x.symbol = ${symbol} and x.direction = ${direction}`,
  );
  return (row?.exposure ?? '0') as DecimalString;
}

/** Every product's open exposure per pair and direction, for `npm run ops -- house`. */
export async function allExposures(db: Queryable): Promise<ExposureRow[]> {
  const union = sql.join(
    Object.values(openExposure).map((part) => sql`(${part})`),
    sql` union all `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select x.product, x.symbol, x.currency, x.direction, trim_scale(sum(x.exposure))::text as exposure
        from (${union}) x group by x.product, x.symbol, x.currency, x.direction
        order by x.product, x.symbol, x.direction`,
  );
  return rows.map((row) => ({
    product: row.product as HouseProduct,
    symbol: String(row.symbol),
    currency: String(row.currency),
    direction: Number.parseInt(String(row.direction), 10),
    exposure: String(row.exposure) as DecimalString,
  }));
}
