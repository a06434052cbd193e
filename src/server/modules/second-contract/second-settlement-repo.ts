/**
 * The settlement side of the repository of `second_orders` (second-orders-repo.ts is the opening and records side;
 * together they are the only code that writes the table). The settlement engine uses it through this module's
 * index: a look at what is due (no locks, to fetch prices before the transaction), the claim of a batch (`for update
 * skip locked`, so several processes on one Postgres share the queue and never take the same row), and the guarded
 * update that marks a batch settled in one statement.
 */
import { and, asc, eq, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { formatDecimal, type DecimalString } from '../../../common/decimal';
import { secondEntryStatus, type SecondResult, type TradeDirection } from '../../../common/trading-types';
import type { Queryable, Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { secondOrders } from '../../db/schema';

/** A claimed order: what settling it needs to know. */
export interface DueOrder {
  id: number;
  userId: number;
  quoteCoin: string;
  tradeType: TradeDirection;
  /** The stake, frozen in the contract account since opening. */
  openAmount: DecimalString;
  incomeRate: DecimalString;
  openPrice: DecimalString;
  symbol: string;
  settleTimeMs: number;
  /** For the user's inbox message: the pair's base coin and the order's duration in seconds. */
  baseCoin: string;
  positionTime: number;
}

export interface DueQuery {
  nowMs: number;
  limit: number;
  /** Pairs whose feed failed a moment ago: their orders stay due, and the claim skips them for now. */
  skippedSymbols: readonly string[];
}

function dueWhere(query: DueQuery): SQL | undefined {
  return and(
    eq(secondOrders.entryStatus, secondEntryStatus.open),
    lte(secondOrders.settleTime, new Date(query.nowMs)),
    query.skippedSymbols.length > 0 ? notInArray(secondOrders.symbol, [...query.skippedSymbols]) : undefined,
  );
}

/** The (pair, settle time) of the next due orders, without locking them: what the batch will need prices for. */
async function peekDue(
  db: Queryable,
  query: DueQuery,
): Promise<Array<{ symbol: string; settleTimeMs: number }>> {
  const rows = await db
    .select({ symbol: secondOrders.symbol, settleTime: secondOrders.settleTime })
    .from(secondOrders)
    .where(dueWhere(query))
    .orderBy(asc(secondOrders.settleTime), asc(secondOrders.id))
    .limit(query.limit);
  return rows.map((row) => ({ symbol: row.symbol, settleTimeMs: row.settleTime.getTime() }));
}

/** Claims the next due orders, oldest settle time first, locking them for this transaction. */
async function claimDue(tx: Transaction, query: DueQuery): Promise<DueOrder[]> {
  const rows = await tx
    .select({
      id: secondOrders.id,
      userId: secondOrders.userId,
      symbol: secondOrders.symbol,
      baseCoin: secondOrders.baseCoin,
      quoteCoin: secondOrders.quoteCoin,
      positionTime: secondOrders.positionTime,
      tradeType: secondOrders.tradeType,
      openAmount: secondOrders.openAmount,
      incomeRate: secondOrders.incomeRate,
      openPrice: secondOrders.openPrice,
      settleTime: secondOrders.settleTime,
    })
    .from(secondOrders)
    .where(dueWhere(query))
    .orderBy(asc(secondOrders.settleTime), asc(secondOrders.id))
    .limit(query.limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    symbol: row.symbol,
    baseCoin: row.baseCoin,
    quoteCoin: row.quoteCoin,
    positionTime: row.positionTime,
    tradeType: row.tradeType as TradeDirection,
    openAmount: formatDecimal(row.openAmount as DecimalString),
    incomeRate: formatDecimal(row.incomeRate as DecimalString),
    openPrice: formatDecimal(row.openPrice as DecimalString),
    settleTimeMs: row.settleTime.getTime(),
  }));
}

export interface SettledRow {
  id: number;
  settlePrice: DecimalString;
  result: SecondResult;
  profit: DecimalString;
}

/**
 * Marks orders settled in ONE statement, each guarded by `entry_status = 1`: a row another transaction settled
 * is not changed again. Answers how many rows it changed; the caller holds their locks, so it must be all of them.
 */
async function markSettled(
  tx: Transaction,
  rows: readonly SettledRow[],
  settledAtMs: number,
): Promise<number> {
  if (rows.length === 0) return 0;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::bigint, ${row.settlePrice}::numeric, ${row.result}::integer, ${row.profit}::numeric)`,
    ),
    sql`, `,
  );
  const updated = await queryRows<{ id: string }>(
    tx,
    sql`update second_orders as o
        set entry_status = ${secondEntryStatus.settled}, settle_price = v.settle_price, result = v.result,
          profit = v.profit, settled_at = ${new Date(settledAtMs).toISOString()}::timestamptz
        from (values ${values}) as v(id, settle_price, result, profit)
        where o.id = v.id and o.entry_status = ${secondEntryStatus.open}
        returning o.id`,
  );
  return updated.length;
}

export function createSecondSettlementRepo(db: Queryable) {
  return {
    peekDue: (query: DueQuery) => peekDue(db, query),
    claimDue,
    markSettled,
  };
}

export type SecondSettlementRepo = ReturnType<typeof createSecondSettlementRepo>;
