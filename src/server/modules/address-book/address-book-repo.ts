/** Reads and writes withdrawal_addresses; nothing else touches the table. Every query is scoped to its owner. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { withdrawalAddresses } from '../../db/schema';

export type AddressRow = typeof withdrawalAddresses.$inferSelect;

export interface AddressFields {
  currency: string;
  network: string;
  address: string;
  remark: string;
}

const owned = (userId: number, id: number) =>
  and(eq(withdrawalAddresses.userId, userId), eq(withdrawalAddresses.id, id));

export function createAddressBookRepo(db: Database) {
  return {
    async listOf(userId: number, currency: string | undefined, tx: Queryable = db): Promise<AddressRow[]> {
      return tx
        .select()
        .from(withdrawalAddresses)
        .where(
          and(
            eq(withdrawalAddresses.userId, userId),
            currency === undefined ? undefined : eq(withdrawalAddresses.currency, currency),
          ),
        )
        .orderBy(asc(withdrawalAddresses.id));
    },

    async findOwned(userId: number, id: number, tx: Queryable = db): Promise<AddressRow | undefined> {
      const [row] = await tx.select().from(withdrawalAddresses).where(owned(userId, id));
      return row;
    },

    async insert(userId: number, fields: AddressFields, at: Date, tx: Queryable): Promise<AddressRow> {
      const [row] = await tx
        .insert(withdrawalAddresses)
        .values({ userId, ...fields, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('address insert returned no row');
      return row;
    },

    async update(
      userId: number,
      id: number,
      fields: AddressFields,
      at: Date,
      tx: Queryable,
    ): Promise<AddressRow | undefined> {
      const [row] = await tx
        .update(withdrawalAddresses)
        .set({ ...fields, updatedAt: at })
        .where(owned(userId, id))
        .returning();
      return row;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(withdrawalAddresses)
        .where(owned(userId, id))
        .returning({ id: withdrawalAddresses.id });
      return rows.length > 0;
    },
  };
}

export type AddressBookRepo = ReturnType<typeof createAddressBookRepo>;
