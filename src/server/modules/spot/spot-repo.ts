/**
 * Reads and writes the spot_orders table; nothing else touches it (the fill engine reaches it through the spot
 * module's index). Every state change is guarded by `status = 0` in its where clause, so of a cancel and a fill
 * racing for one order exactly one changes it: the second waits for the first's row lock, then matches nothing.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { spotOrderStatus, spotSides, type SpotOrderStatus } from '../../../common/trading-types';
import type { Database, Queryable } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { spotOrders } from '../../db/schema';
import { wholeNumberOf } from '../../lib/row-values';

export type SpotOrderRow = typeof spotOrders.$inferSelect;
export type NewSpotOrder = Omit<typeof spotOrders.$inferInsert, 'id' | 'status' | 'fee' | 'finishedAt'>;

export interface SpotOrderFilter {
  status?: SpotOrderStatus | undefined;
  symbol?: string | undefined;
}

/** An order the engine fills, and the fee it charges. */
export interface SpotFillMark {
  id: number;
  fee: string;
}

/** A pair's market price of this batch: its open orders that it crosses are the ones to fill. */
export interface SpotMark {
  symbol: string;
  price: string;
}

const open = eq(spotOrders.status, spotOrderStatus.unfinished);

/**
 * How many batches of crossed orders a claim considers: with up to this many engine processes at once, each still
 * finds a full batch among the candidates that the others have not locked (a short batch ends a process's tick).
 */
export const claimWindowFactor = 4;

export function createSpotRepo(db: Database) {
  return {
    async insert(order: NewSpotOrder, tx: Queryable): Promise<SpotOrderRow> {
      const [row] = await tx.insert(spotOrders).values(order).returning();
      if (!row) throw new Error('spot order insert returned no row');
      return row;
    },

    /** The order, if it exists and belongs to this user: another user's order is as good as none. */
    async findOwn(id: number, userId: number, tx: Queryable = db): Promise<SpotOrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(spotOrders)
        .where(and(eq(spotOrders.id, id), eq(spotOrders.userId, userId)));
      return row;
    },

    /** Cancels the user's order if it is still unfinished; undefined when it is not (or not theirs). */
    async cancelOpen(id: number, userId: number, at: Date, tx: Queryable): Promise<SpotOrderRow | undefined> {
      const [row] = await tx
        .update(spotOrders)
        .set({ status: spotOrderStatus.cancelled, finishedAt: at })
        .where(and(eq(spotOrders.id, id), eq(spotOrders.userId, userId), open))
        .returning();
      return row;
    },

    /**
     * Marks unfinished orders filled, each with its fee, in one statement; answers the ids it changed (an order no
     * longer unfinished is left as it is and not answered).
     */
    async markFilled(fills: readonly SpotFillMark[], at: Date, tx: Queryable): Promise<Set<number>> {
      if (fills.length === 0) return new Set();
      const values = sql.join(
        fills.map((fill) => sql`(${fill.id}::bigint, ${fill.fee}::numeric)`),
        sql`, `,
      );
      const rows = await queryRows<{ id: string | number }>(
        tx,
        sql`update spot_orders as o
            set status = ${spotOrderStatus.finished}, fee = v.fee, finished_at = ${at.toISOString()}::timestamptz
            from (values ${values}) as v(id, fee)
            where o.id = v.id and o.status = ${spotOrderStatus.unfinished}
            returning o.id`,
      );
      // Row ids (bigint, read as text by the driver settings): safe integers, not amounts.
      return new Set(rows.map((row) => wholeNumberOf(row.id)));
    },

    /** One page of the user's orders, newest first, and how many match over all pages. */
    async page(
      userId: number,
      filter: SpotOrderFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: SpotOrderRow[]; total: number }> {
      const where = and(
        eq(spotOrders.userId, userId),
        filter.status === undefined ? undefined : eq(spotOrders.status, filter.status),
        filter.symbol === undefined ? undefined : eq(spotOrders.symbol, filter.symbol),
      );
      const rows = await db
        .select()
        .from(spotOrders)
        .where(where)
        .orderBy(desc(spotOrders.createdAt), desc(spotOrders.id))
        .offset(offset)
        .limit(limit);
      const [counted] = await db.select({ total: count() }).from(spotOrders).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    /**
     * Which of these symbols have unfinished orders: one probe of the open-orders index per symbol (a `distinct`
     * would read every open order), so the engine asks the feed only for pairs it may have to fill.
     */
    async symbolsWithOpenOrders(symbols: readonly string[]): Promise<string[]> {
      if (symbols.length === 0) return [];
      const candidates = sql.join(
        symbols.map((symbol) => sql`(${symbol}::text)`),
        sql`, `,
      );
      const rows = await queryRows<{ symbol: string }>(
        db,
        sql`select v.symbol from (values ${candidates}) as v(symbol)
            where exists (select 1 from spot_orders o where o.status = 0 and o.symbol = v.symbol)`,
      );
      return rows.map((row) => row.symbol);
    },

    /**
     * Locks up to `limit` unfinished orders that the marks cross, oldest first over all pairs, inside the caller's
     * transaction. The candidates come from one walk of the open-orders index per pair (status = 0, in id order,
     * stopping at `limit` crossed orders), so neither the finished history nor the orders of other pairs are read;
     * a single `or` over the pairs would let the planner walk the primary key through every order ever placed.
     * Only crossed orders are locked, so an order the market has not reached stays free for its owner's cancel;
     * rows another engine process holds are skipped, so two processes never claim the same order, and `status = 0`
     * is checked again on the row as locked. The candidates are a window of `claimWindowFactor` batches, so that
     * a process still fills a whole batch while others hold the oldest crossed orders.
     */
    claimCrossed(marks: readonly SpotMark[], limit: number, tx: Queryable): Promise<SpotOrderRow[]> {
      if (marks.length === 0) return Promise.resolve([]);
      const candidateCountMax = limit * claimWindowFactor;
      const perPair = marks.map(
        (mark) =>
          sql`(select id from spot_orders
               where status = 0 and symbol = ${mark.symbol}
                 and ((side = ${spotSides.buy} and price >= ${mark.price}::numeric)
                   or (side = ${spotSides.sell} and price <= ${mark.price}::numeric))
               order by id limit ${candidateCountMax})`,
      );
      const candidates = sql`select c.id from (${sql.join(perPair, sql` union all `)}) as c
                             order by c.id limit ${candidateCountMax}`;
      return tx
        .select()
        .from(spotOrders)
        .where(and(open, sql`${spotOrders.id} in (${candidates})`))
        .orderBy(spotOrders.id)
        .limit(limit)
        .for('update', { skipLocked: true });
    },
  };
}

export type SpotRepo = ReturnType<typeof createSpotRepo>;
