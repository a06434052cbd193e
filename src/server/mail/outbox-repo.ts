/** Reads and writes the outbox table: every mail the platform sends, whichever transport carries it. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export interface OutboxEntry {
  id: number;
  toEmail: string;
  subject: string;
  body: string;
  locale: string;
  transport: string;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

/** An error text is kept short: it is for the operator's eye, not a stack trace. */
const outboxErrorLengthMax = 500;

export function createOutboxRepo(db: Database) {
  return {
    async insert(entry: Omit<OutboxEntry, 'id' | 'sentAt' | 'error'>): Promise<number> {
      const [row] = await db.insert(outbox).values(entry).returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    },
    async markSent(id: number, sentAt: Date): Promise<void> {
      await db.update(outbox).set({ sentAt, error: null }).where(eq(outbox.id, id));
    },
    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({ error: error.slice(0, outboxErrorLengthMax) })
        .where(eq(outbox.id, id));
    },
    latest(limit: number): Promise<OutboxEntry[]> {
      return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
