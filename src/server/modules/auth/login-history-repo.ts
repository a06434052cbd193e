/**
 * Reads and writes the login_history table: one row per successful sign-in. Each user keeps only the newest
 * `loginHistoryPerUserMax` rows; older ones are deleted in the transaction that records a new sign-in, so the
 * table grows with the number of users, never with the number of logins.
 */
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { loginHistory, sessions } from '../../db/schema';

/** Rows kept per user: five times what the security screen shows, enough for an operator to follow a week of use. */
export const loginHistoryPerUserMax = 100;

export interface NewLoginRecord {
  userId: number;
  sessionId: number;
  signedInAt: Date;
  clientAddress: string;
  userAgent: string;
}

export interface StoredLoginRecord {
  sessionId: number;
  signedInAt: Date;
  clientAddress: string;
  userAgent: string;
  /** When the session was revoked (logout, password change, "sign out other devices"), else null. */
  sessionRevokedAt: Date | null;
  sessionExpiresAt: Date;
  sessionLastSeenAt: Date;
}

export function createLoginHistoryRepo(db: Queryable) {
  return {
    /**
     * Records a sign-in and prunes the user's oldest rows beyond the limit, in the caller's transaction. On Postgres
     * two sign-ins of one user committing together may each miss the other's row and leave one extra until the
     * next sign-in prunes again: the bound is exceeded by at most the number of concurrent sign-ins, never for good.
     */
    async record(entry: NewLoginRecord, tx: Queryable): Promise<void> {
      await tx.insert(loginHistory).values(entry);
      const kept = tx
        .select({ id: loginHistory.id })
        .from(loginHistory)
        .where(eq(loginHistory.userId, entry.userId))
        .orderBy(desc(loginHistory.signedInAt), desc(loginHistory.id))
        .limit(loginHistoryPerUserMax);
      await tx
        .delete(loginHistory)
        .where(and(eq(loginHistory.userId, entry.userId), notInArray(loginHistory.id, kept)));
    },

    /** The user's newest sign-ins, newest first, with the state of the session each opened. */
    latest(userId: number, limit: number, tx: Queryable = db): Promise<StoredLoginRecord[]> {
      return tx
        .select({
          sessionId: loginHistory.sessionId,
          signedInAt: loginHistory.signedInAt,
          clientAddress: loginHistory.clientAddress,
          userAgent: loginHistory.userAgent,
          sessionRevokedAt: sessions.revokedAt,
          sessionExpiresAt: sessions.expiresAt,
          sessionLastSeenAt: sessions.lastSeenAt,
        })
        .from(loginHistory)
        .innerJoin(sessions, eq(sessions.id, loginHistory.sessionId))
        .where(eq(loginHistory.userId, userId))
        .orderBy(desc(loginHistory.signedInAt), desc(loginHistory.id))
        .limit(Math.min(limit, loginHistoryPerUserMax));
    },
  };
}

export type LoginHistoryRepo = ReturnType<typeof createLoginHistoryRepo>;
