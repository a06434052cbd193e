/**
 * What other modules may know about users, owned by auth because auth owns the users table: lock a user's row
 * inside the caller's transaction (to run one user's submissions one after another), read users' public
 * identities and whom a user invited. Other modules call this instead of reading or locking `users` themselves,
 * so the table's shape stays auth's business. The caller's service opens the transaction; this only takes it.
 */
import type { Queryable } from '../../db/client';
import type { UsersRepo } from './users-repo';

export interface UserIdentity {
  uid: string;
  email: string;
}

export interface UserDirectory {
  /** Holds the user's row until `tx` ends; other holders of the same user wait. */
  lockUser(userId: number, tx: Queryable): Promise<void>;
  /** uid and email by user id; users that do not exist are missing from the map. */
  identitiesOf(userIds: readonly number[]): Promise<Map<number, UserIdentity>>;
  /** One page of the users who registered with this user's invite code, newest first (emails unmasked). */
  inviteesOf(
    inviterId: number,
    page: { offset: number; limit: number },
  ): Promise<{ total: number; invitees: Array<{ email: string; registeredAt: Date }> }>;
}

export function createUserDirectory(users: UsersRepo): UserDirectory {
  return {
    async lockUser(userId, tx) {
      await users.lockById(userId, tx);
    },
    async identitiesOf(userIds) {
      const rows = await users.findIdentities([...new Set(userIds)]);
      return new Map(rows.map((row) => [row.id, { uid: row.uid, email: row.email }]));
    },
    async inviteesOf(inviterId, page) {
      const found = await users.pageInvitees(inviterId, page);
      return {
        total: found.total,
        invitees: found.rows.map((row) => ({ email: row.email, registeredAt: row.createdAt })),
      };
    },
  };
}
