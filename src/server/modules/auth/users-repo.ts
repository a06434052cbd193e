/** Reads and writes the users table; nothing else touches it. */
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { wholeNumberOf } from '../../lib/row-values';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  uid: string;
  email: string;
  passwordHash: string;
  tradePasswordHash?: string | null;
  invitationCode: string;
  inviterId: number | null;
  locale: string;
  createdAt: Date;
}

export function createUsersRepo(db: Queryable) {
  return {
    async findById(id: number, tx: Queryable = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** Holds the user's row until the transaction ends; false when there is no such user. */
    async lockById(id: number, tx: Queryable): Promise<boolean> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
      return rows.length === 1;
    },
    /** Public identities (uid and email) of the given users, in no particular order. */
    async findIdentities(ids: readonly number[], tx: Queryable = db) {
      if (ids.length === 0) return [];
      return tx
        .select({ id: users.id, uid: users.uid, email: users.email })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },
    /** One page of the users this user invited, newest first, and how many there are over all pages. */
    async pageInvitees(inviterId: number, page: { offset: number; limit: number }, tx: Queryable = db) {
      const where = eq(users.inviterId, inviterId);
      const [totals] = await tx.select({ total: count() }).from(users).where(where);
      const rows = await tx
        .select({ email: users.email, createdAt: users.createdAt })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.limit)
        .offset(page.offset);
      return { total: wholeNumberOf(totals?.total ?? 0), rows };
    },
    async findByUid(uid: string, tx: Queryable = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.uid, uid));
      return row;
    },
    /** The user's row, held until `tx` ends, so a freeze and an unfreeze of one user run one after the other. */
    async findForUpdate(id: number, tx: Queryable): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
    /** Sets or clears (null) the frozen state: the time, the reason and the operator, always together. */
    async setFrozen(
      id: number,
      frozen: { at: Date; reason: string; by: string } | null,
      tx: Queryable,
    ): Promise<void> {
      await tx
        .update(users)
        .set({
          frozenAt: frozen?.at ?? null,
          frozenReason: frozen?.reason ?? null,
          frozenBy: frozen?.by ?? null,
        })
        .where(eq(users.id, id));
    },
    async findByEmail(email: string, tx: Queryable = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.email, email));
      return row;
    },
    async findIdByInvitationCode(code: string, tx: Queryable = db): Promise<number | undefined> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.invitationCode, code));
      return row?.id;
    },
    /**
     * Inserts the user unless one of the unique columns (email, uid, invitation code) is taken; answers the new
     * id, or undefined when something collided. `on conflict do nothing` never aborts a surrounding transaction,
     * which a unique violation would on Postgres.
     */
    async insertIfFree(user: NewUser, tx: Queryable = db): Promise<number | undefined> {
      const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
      return row?.id;
    },
    async setPasswordHash(id: number, passwordHash: string, tx: Queryable = db): Promise<void> {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
    async setTradePasswordHash(id: number, tradePasswordHash: string, tx: Queryable = db): Promise<void> {
      await tx.update(users).set({ tradePasswordHash }).where(eq(users.id, id));
    },
    async setAntiPhishingCode(
      id: number,
      antiPhishingCode: string | null,
      tx: Queryable = db,
    ): Promise<void> {
      await tx.update(users).set({ antiPhishingCode }).where(eq(users.id, id));
    },
    async setLocale(id: number, locale: string, tx: Queryable = db): Promise<void> {
      await tx.update(users).set({ locale }).where(eq(users.id, id));
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
