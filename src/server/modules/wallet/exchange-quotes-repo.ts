/** Reads and writes flash-exchange quotes; nothing else touches the exchange_quotes table. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { exchangeQuotes } from '../../db/schema';

export type ExchangeQuoteRow = typeof exchangeQuotes.$inferSelect;

export function createExchangeQuotesRepo(db: Queryable) {
  return {
    async insert(row: ExchangeQuoteRow): Promise<void> {
      await db.insert(exchangeQuotes).values(row);
    },

    /** The quote, if it exists and belongs to this user: another user's quote is as good as none. */
    async findOwn(id: string, userId: number, tx: Queryable = db): Promise<ExchangeQuoteRow | undefined> {
      const [row] = await tx
        .select()
        .from(exchangeQuotes)
        .where(and(eq(exchangeQuotes.id, id), eq(exchangeQuotes.userId, userId)));
      return row;
    },

    /**
     * Spends the quote inside the caller's transaction; false when it was already spent. The guard makes this
     * exactly-once under concurrency: a second transaction waits for the first one's row lock and then finds
     * `used_at` set.
     */
    async markUsed(id: string, at: Date, tx: Queryable): Promise<boolean> {
      const rows = await tx
        .update(exchangeQuotes)
        .set({ usedAt: at })
        .where(and(eq(exchangeQuotes.id, id), isNull(exchangeQuotes.usedAt)))
        .returning({ id: exchangeQuotes.id });
      return rows.length > 0;
    },
  };
}

export type ExchangeQuotesRepo = ReturnType<typeof createExchangeQuotesRepo>;
