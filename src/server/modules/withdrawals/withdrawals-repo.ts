/** Reads and writes the withdrawals and withdrawal_approvals tables; nothing else touches them (the records call reads it through its service). */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { withdrawalApprovals, withdrawals } from '../../db/schema';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalApprovalRow = typeof withdrawalApprovals.$inferSelect;
export type NewWithdrawal = Omit<typeof withdrawals.$inferInsert, 'id' | 'status' | 'reason' | 'reviewedAt'>;

/** The reviewing state a decision moves a withdrawal out of (schema: 0 reviewing, 1 finished, 2 rejected). */
const reviewingStatus = 0;

export function createWithdrawalsRepo(db: Database) {
  return {
    async insert(withdrawal: NewWithdrawal, tx: Queryable): Promise<WithdrawalRow> {
      const [row] = await tx.insert(withdrawals).values(withdrawal).returning();
      if (!row) throw new Error('withdrawal insert returned no row');
      return row;
    },

    async find(id: number, tx: Queryable = db): Promise<WithdrawalRow | undefined> {
      const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
      return row;
    },

    /**
     * Decides a withdrawal that is still under review, and only then: the guard in the where clause makes two
     * racing decisions apply once (the second waits for the first's row lock and then matches nothing).
     */
    async decide(
      id: number,
      decision: { status: number; reason: string; at: Date },
      tx: Queryable,
    ): Promise<WithdrawalRow | undefined> {
      const [row] = await tx
        .update(withdrawals)
        .set({ status: decision.status, reason: decision.reason, reviewedAt: decision.at })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, reviewingStatus)))
        .returning();
      return row;
    },

    /**
     * The withdrawal, its row locked until the transaction ends: approvals of one withdrawal take turns behind this
     * lock, so the one that completes the count sees every approval before it and pays exactly once.
     */
    async lock(id: number, tx: Queryable): Promise<WithdrawalRow | undefined> {
      const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
      return row;
    },

    /** Records an operator's approval; false when this operator has approved this withdrawal already. */
    async addApproval(approval: WithdrawalApprovalRow, tx: Queryable): Promise<boolean> {
      const rows = await tx
        .insert(withdrawalApprovals)
        .values(approval)
        .onConflictDoNothing()
        .returning({ operator: withdrawalApprovals.operator });
      return rows.length === 1;
    },

    /** The approvals of these withdrawals, oldest first. */
    async approvalsOf(ids: readonly number[], tx: Queryable = db): Promise<WithdrawalApprovalRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(withdrawalApprovals)
        .where(inArray(withdrawalApprovals.withdrawalId, [...ids]))
        .orderBy(asc(withdrawalApprovals.createdAt), asc(withdrawalApprovals.operator));
    },

    list(status: number | undefined, limit: number): Promise<WithdrawalRow[]> {
      return db
        .select()
        .from(withdrawals)
        .where(status === undefined ? undefined : eq(withdrawals.status, status))
        .orderBy(desc(withdrawals.id))
        .limit(limit);
    },
  };
}

export type WithdrawalsRepo = ReturnType<typeof createWithdrawalsRepo>;
