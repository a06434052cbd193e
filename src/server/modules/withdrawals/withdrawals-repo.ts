/** Reads and writes the withdrawals table; nothing else touches it (the records call reads it through its service). */
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { withdrawals } from '../../db/schema';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
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
