/**
 * Reads and writes the timed orders of users (`second_orders`): the insert at opening, one user's order by id, and
 * a user's pages of records. The settlement engine claims and updates rows through second-settlement-repo.ts beside
 * this file (via the module's index), always under the row's `entry_status` guard: no other code writes the table.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type {
  SecondContractOrder,
  SecondEntryStatus,
  SecondResult,
  TradeDirection,
} from '../../../common/trading-types';
import type { Queryable, Transaction } from '../../db/client';
import { secondOrders } from '../../db/schema';
import { canonicalNumeric, canonicalNumericOrNull, wholeNumberOf } from '../../lib/row-values';
import { isoDayOfTime } from '../../market/fairness/utc-day';

export type SecondOrderRow = typeof secondOrders.$inferSelect;
export type NewSecondOrderRow = Omit<typeof secondOrders.$inferInsert, 'id'>;

export interface SecondRecordFilter {
  entryStatus: SecondEntryStatus;
  baseCoin?: string | undefined;
  quoteCoin?: string | undefined;
}

/** The wire shape (docs/api.md "Second contracts"): decimal strings in canonical form, times in epoch ms. */
export function toSecondContractOrder(row: SecondOrderRow): SecondContractOrder {
  return {
    id: String(row.id),
    baseCoin: row.baseCoin,
    quoteCoin: row.quoteCoin,
    symbol: row.symbol,
    tradeType: row.tradeType as TradeDirection,
    openAmount: canonicalNumeric(row.openAmount),
    fee: canonicalNumeric(row.fee),
    positionTime: row.positionTime,
    incomeRate: canonicalNumeric(row.incomeRate),
    openPrice: canonicalNumeric(row.openPrice),
    openTime: row.openTime.getTime(),
    settleTime: row.settleTime.getTime(),
    settlePrice: canonicalNumericOrNull(row.settlePrice),
    openDay: isoDayOfTime(row.openTime.getTime()),
    settleDay: row.settlePrice === null ? null : isoDayOfTime(row.settleTime.getTime()),
    settledAt: row.settledAt?.getTime() ?? null,
    priceSource: row.priceSource,
    entryStatus: row.entryStatus as SecondEntryStatus,
    result: row.result as SecondResult | null,
    profit: canonicalNumericOrNull(row.profit),
  };
}

function filterOf(userId: number, filter: SecondRecordFilter): SQL | undefined {
  return and(
    eq(secondOrders.userId, userId),
    eq(secondOrders.entryStatus, filter.entryStatus),
    filter.baseCoin === undefined ? undefined : eq(secondOrders.baseCoin, filter.baseCoin),
    filter.quoteCoin === undefined ? undefined : eq(secondOrders.quoteCoin, filter.quoteCoin),
  );
}

export function createSecondOrdersRepo(db: Queryable) {
  return {
    /** Inserts an order inside the transaction that also posts its opening movement. */
    async insert(tx: Transaction, row: NewSecondOrderRow): Promise<SecondOrderRow> {
      const [inserted] = await tx.insert(secondOrders).values(row).returning();
      return inserted!;
    },

    /** The user's order with this id; undefined for an id that does not exist or is someone else's. */
    async findOwn(id: number, userId: number): Promise<SecondOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(secondOrders)
        .where(and(eq(secondOrders.id, id), eq(secondOrders.userId, userId)));
      return row;
    },

    /** One page of the user's orders, newest first, and how many match over all pages. */
    async page(
      userId: number,
      filter: SecondRecordFilter,
      page: { offset: number; limit: number },
    ): Promise<{ total: number; rows: SecondOrderRow[] }> {
      const where = filterOf(userId, filter);
      const [totals] = await db.select({ total: count() }).from(secondOrders).where(where);
      const rows = await db
        .select()
        .from(secondOrders)
        .where(where)
        .orderBy(desc(secondOrders.openTime), desc(secondOrders.id))
        .limit(page.limit)
        .offset(page.offset);
      return { total: wholeNumberOf(totals?.total ?? 0), rows };
    },
  };
}

export type SecondOrdersRepo = ReturnType<typeof createSecondOrdersRepo>;
