/**
 * Reads and writes the contract_positions table; nothing else touches it (the position engine uses this repo too).
 * Every change of state is a guarded update (`… where id = ? and status = <expected> returning`), so of a manual
 * close and an engine action racing for one position exactly one changes it; the loser matches nothing.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DecimalString } from '../../../common/decimal';
import { contractStatus, tradeDirections } from '../../../common/trading-types';
import type { Database, Queryable, Transaction } from '../../db/client';
import { contractPositions } from '../../db/schema';

export type ContractPositionRow = typeof contractPositions.$inferSelect;
export type NewContractPosition = Omit<typeof contractPositions.$inferInsert, 'id'>;

/** What ending a position writes: the price, the reason and the realised profit (signed; none for a cancel). */
export interface PositionClosing {
  status: number;
  closePrice: string | null;
  closeReason: number | null;
  profit: string | null;
  closedAt: Date;
}

export interface PositionFilter {
  statuses?: readonly number[];
  symbol?: string;
}

const p = contractPositions;
/**
 * Pending and holding, written as literals rather than parameters so that the planner can match the partial index
 * `contract_positions_live_idx` (`where status in (0, 1)`) under any plan.
 */
const isLive = sql`${p.status} in (${sql.raw(`${contractStatus.pending}, ${contractStatus.holding}`)})`;

/**
 * The positions the engine must act on at these marks, as SQL: a limit entry whose price the market reached, and a
 * holding position whose liquidation price, stop loss or take profit the mark reached. It is the same rule as
 * `decidePosition` (decide-position.ts), so a claimed row always gets an action and rows with nothing to
 * do are never locked; a test holds the two together.
 */
function needsAction(marks: ReadonlyMap<string, DecimalString>): SQL {
  const whens = [...marks].map(([symbol, mark]) => sql`when ${symbol} then ${mark}::numeric`);
  const mark = sql`(case ${p.symbol} ${sql.join(whens, sql` `)} end)`;
  const up = sql`${p.direction} = ${sql.raw(String(tradeDirections.up))}`;
  const down = sql`${p.direction} = ${sql.raw(String(tradeDirections.down))}`;
  const reached = sql`(${p.status} = ${sql.raw(String(contractStatus.pending))} and (
    (${up} and ${mark} <= ${p.limitPrice}) or (${down} and ${mark} >= ${p.limitPrice})))`;
  const crossed = sql`(${p.status} = ${sql.raw(String(contractStatus.holding))} and (
    (${up} and (${mark} <= ${p.liquidationPrice} or ${mark} <= ${p.stopLoss} or ${mark} >= ${p.takeProfit}))
    or (${down} and (${mark} >= ${p.liquidationPrice} or ${mark} >= ${p.stopLoss} or ${mark} <= ${p.takeProfit}))))`;
  return sql`(${reached} or ${crossed})`;
}

function filterOf(userId: number, filter: PositionFilter): SQL | undefined {
  return and(
    eq(p.userId, userId),
    filter.statuses ? inArray(p.status, [...filter.statuses]) : undefined,
    filter.symbol ? eq(p.symbol, filter.symbol) : undefined,
  );
}

export function createContractsRepo(db: Database) {
  return {
    async insert(row: NewContractPosition, tx: Transaction): Promise<ContractPositionRow> {
      const [inserted] = await tx.insert(p).values(row).returning();
      if (!inserted) throw new Error('contract position insert returned no row');
      return inserted;
    },

    /** The position if it exists and is this user's: another user's position is as good as none. */
    async findOwn(id: number, userId: number, tx: Queryable = db): Promise<ContractPositionRow | undefined> {
      const [row] = await tx
        .select()
        .from(p)
        .where(and(eq(p.id, id), eq(p.userId, userId)));
      return row;
    },

    /** The same, locked until the transaction ends: the engine (skip locked) leaves it alone meanwhile. */
    async lockOwn(id: number, userId: number, tx: Transaction): Promise<ContractPositionRow | undefined> {
      const [row] = await tx
        .select()
        .from(p)
        .where(and(eq(p.id, id), eq(p.userId, userId)))
        .for('update');
      return row;
    },

    /** A pending limit entry starts holding; undefined when it is no longer pending. */
    async markOpened(
      id: number,
      opening: { openPrice: string; liquidationPrice: string; openedAt: Date },
      tx: Transaction,
    ): Promise<ContractPositionRow | undefined> {
      const [row] = await tx
        .update(p)
        .set({ status: contractStatus.holding, ...opening })
        .where(and(eq(p.id, id), eq(p.status, contractStatus.pending)))
        .returning();
      return row;
    },

    /** Ends a position that is still in `fromStatus`; undefined when something else changed it first. */
    async finish(
      id: number,
      fromStatus: number,
      closing: PositionClosing,
      tx: Transaction,
    ): Promise<ContractPositionRow | undefined> {
      const [row] = await tx
        .update(p)
        .set(closing)
        .where(and(eq(p.id, id), eq(p.status, fromStatus)))
        .returning();
      return row;
    },

    /** A page of the user's positions, newest first, and how many match over all pages. */
    async list(userId: number, filter: PositionFilter, page: { offset: number; limit: number }) {
      const where = filterOf(userId, filter);
      const rows = await db
        .select()
        .from(p)
        .where(where)
        .orderBy(desc(p.createdAt), desc(p.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await db.select({ n: count() }).from(p).where(where);
      return { rows, totalRow: total?.n ?? 0 };
    },

    /** The symbols that have pending or holding positions: the pairs the engine needs a price for. */
    async liveSymbols(): Promise<string[]> {
      const rows = await db.selectDistinct({ symbol: p.symbol }).from(p).where(isLive);
      return rows.map((row) => row.symbol);
    },

    /**
     * Claims, oldest first, at most `limit` positions that need an action at these marks (one per symbol), locked
     * for the caller's transaction; rows another process holds are skipped, not waited for.
     */
    claimDue(
      tx: Transaction,
      marks: ReadonlyMap<string, DecimalString>,
      limit: number,
    ): Promise<ContractPositionRow[]> {
      if (marks.size === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(p)
        .where(and(isLive, inArray(p.symbol, [...marks.keys()]), needsAction(marks)))
        .orderBy(asc(p.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
  };
}

export type ContractsRepo = ReturnType<typeof createContractsRepo>;
