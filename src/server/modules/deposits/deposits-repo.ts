/**
 * Reads and writes the deposits table; nothing else writes it (the asset records read it). A decision is a
 * guarded update from "reviewing" in the caller's transaction, so it happens once however many operators race.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { deposits } from '../../db/schema';

export type DepositRow = typeof deposits.$inferSelect;

export interface NewDeposit {
  userId: number;
  currency: string;
  network: string;
  address: string;
  amount: string;
  proofFileId: string;
  createdAt: Date;
}

export function createDepositsRepo(db: Database) {
  return {
    async insert(deposit: NewDeposit, tx: Queryable): Promise<number> {
      const [row] = await tx.insert(deposits).values(deposit).returning({ id: deposits.id });
      if (!row) throw new Error('deposit insert returned no row');
      return row.id;
    },

    async find(id: number, tx: Queryable = db): Promise<DepositRow | undefined> {
      const [row] = await tx.select().from(deposits).where(eq(deposits.id, id));
      return row;
    },

    /** Newest first; every status when `status` is undefined. */
    async list(status: number | undefined, limit: number): Promise<DepositRow[]> {
      return db
        .select()
        .from(deposits)
        .where(status === undefined ? undefined : eq(deposits.status, status))
        .orderBy(desc(deposits.id))
        .limit(limit);
    },

    /** Moves a deposit out of `fromStatus`; undefined when it was not (any more) in it. */
    async decide(
      id: number,
      change: { fromStatus: number; toStatus: number; reason: string; at: Date },
      tx: Queryable,
    ): Promise<DepositRow | undefined> {
      const [row] = await tx
        .update(deposits)
        .set({ status: change.toStatus, reason: change.reason, reviewedAt: change.at })
        .where(and(eq(deposits.id, id), eq(deposits.status, change.fromStatus)))
        .returning();
      return row;
    },
  };
}

export type DepositsRepo = ReturnType<typeof createDepositsRepo>;
