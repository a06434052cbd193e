/**
 * Session tokens: 256 random bits, shown to the client once, stored only as their SHA-256. A token is valid until
 * it is revoked, idle for longer than `sessionIdleMs`, or older than `sessionLifetimeMs`, whichever comes first.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { liveCursors, sessions, users } from '../../db/schema';

export const sessionTokenBytes = 32;
export const sessionIdleMs = 7 * 24 * 60 * 60 * 1000;
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often per session, so reads do not turn into writes on every request. */
export const sessionTouchIntervalMs = 60 * 1000;

export interface ActiveSession {
  sessionId: number;
  userId: number;
  /** The user's account is frozen (docs/security.md "Frozen accounts"): private routes refuse it. */
  frozen: boolean;
  /**
   * The user's live counter (live_cursors) as the session was checked, before the call read anything else: private
   * answers carry it (require-user.ts), and the live stream goes on from it.
   */
  liveCursor: number;
}

export interface NewSession {
  token: string;
  sessionId: number;
}

/** The session state that decides whether it still signs in, as `resolve` checks it in SQL. */
export interface SessionTimes {
  sessionRevokedAt: Date | null;
  sessionExpiresAt: Date;
  sessionLastSeenAt: Date;
}

/** The same test as `resolve`'s query, for rows already read (the list of sign-ins marks the live ones). */
export function isSessionLive(times: SessionTimes, nowMs: number): boolean {
  return (
    times.sessionRevokedAt === null &&
    times.sessionExpiresAt.getTime() > nowMs &&
    times.sessionLastSeenAt.getTime() > nowMs - sessionIdleMs
  );
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionStore(db: Database, clock: () => number) {
  return {
    /** Opens a session in the caller's transaction, so that the sign-in's record commits with it. */
    async create(userId: number, clientAddress: string, tx: Queryable = db): Promise<NewSession> {
      const token = randomBytes(sessionTokenBytes).toString('base64url');
      const now = new Date(clock());
      const [row] = await tx
        .insert(sessions)
        .values({
          userId,
          tokenHash: hashToken(token),
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(clock() + sessionLifetimeMs),
          clientAddress,
        })
        .returning({ id: sessions.id });
      if (!row) throw new Error('session insert returned no row');
      return { token, sessionId: row.id };
    },

    /** The session a token opens, or undefined when it is unknown, revoked, idle too long or expired. */
    async resolve(token: string): Promise<ActiveSession | undefined> {
      if (!token) return undefined;
      const nowMs = clock();
      const [row] = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          lastSeenAt: sessions.lastSeenAt,
          frozenAt: users.frozenAt,
          liveCursor: liveCursors.seq,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(liveCursors, eq(liveCursors.userId, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date(nowMs)),
            gt(sessions.lastSeenAt, new Date(nowMs - sessionIdleMs)),
          ),
        );
      if (!row) return undefined;
      if (nowMs - row.lastSeenAt.getTime() > sessionTouchIntervalMs) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(nowMs) })
          .where(eq(sessions.id, row.id));
      }
      return {
        sessionId: row.id,
        userId: row.userId,
        frozen: row.frozenAt !== null,
        liveCursor: row.liveCursor ?? 0,
      };
    },

    async revoke(sessionId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(clock()) })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /**
     * After a password change (or "sign out other devices") every other session of the user ends; `keepSessionId`
     * may stay. Takes the caller's transaction, so the new password and the end of the old sessions commit
     * together. Answers how many sessions it ended.
     */
    async revokeAllOf(userId: number, keepSessionId?: number, tx: Queryable = db): Promise<number> {
      const others = keepSessionId === undefined ? sql`true` : ne(sessions.id, keepSessionId);
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: new Date(clock()) })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
