/** Reads and writes bank_cards; nothing else touches the table. Every query is scoped to its owner. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { bankCards } from '../../db/schema';

export type BankCardRow = typeof bankCards.$inferSelect;

export interface BankCardFields {
  bankName: string;
  holderName: string;
  /** The whole number, digits only: kept for the operator, never answered to a client. */
  cardNumber: string;
}

export function createBankCardsRepo(db: Database) {
  return {
    listOf(userId: number, tx: Queryable = db): Promise<BankCardRow[]> {
      return tx.select().from(bankCards).where(eq(bankCards.userId, userId)).orderBy(asc(bankCards.id));
    },

    async insert(userId: number, fields: BankCardFields, at: Date, tx: Queryable): Promise<BankCardRow> {
      const [row] = await tx
        .insert(bankCards)
        .values({ userId, ...fields, createdAt: at })
        .returning();
      if (!row) throw new Error('bank card insert returned no row');
      return row;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(bankCards)
        .where(and(eq(bankCards.userId, userId), eq(bankCards.id, id)))
        .returning({ id: bankCards.id });
      return rows.length > 0;
    },
  };
}

export type BankCardsRepo = ReturnType<typeof createBankCardsRepo>;
