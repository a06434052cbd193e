import { sql } from 'drizzle-orm';
import { bigserial, bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Accounts. `uid` is the public user number shown in the app; `id` never leaves the server except as the
 * session's userId. Hashes are argon2id PHC strings; the trade password hash is null until one is set.
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: text('uid').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    tradePasswordHash: text('trade_password_hash'),
    invitationCode: text('invitation_code').notNull(),
    inviterId: bigint('inviter_id', { mode: 'number' }),
    icon: text('icon').notNull().default(''),
    locale: text('locale').notNull().default('en-US'),
    /** Shown in every mail sent to the user (docs/security.md "Anti-phishing code"); null until the user sets one. */
    antiPhishingCode: text('anti_phishing_code'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * A frozen account (docs/security.md "Frozen accounts"): set by an operator with the reason and the operator's
     * name, cleared by unfreezing; the three are set and cleared together (the check constraint says so).
     */
    frozenAt: timestamp('frozen_at', { withTimezone: true, mode: 'date' }),
    frozenReason: text('frozen_reason'),
    frozenBy: text('frozen_by'),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_uid_unique').on(table.uid),
    uniqueIndex('users_invitation_code_unique').on(table.invitationCode),
    index('users_inviter_idx').on(table.inviterId),
    check(
      'users_frozen_complete',
      sql`(${table.frozenAt} is null) = (${table.frozenReason} is null) and (${table.frozenAt} is null) = (${table.frozenBy} is null)`,
    ),
  ],
);

/** Login sessions: only the SHA-256 of the token is stored, so a database leak reveals no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    clientAddress: text('client_address').notNull().default(''),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/**
 * One row per successful sign-in (a login, or the sign-in a registration makes): when, from which address and
 * browser, and the session it opened. Failed logins are not here: the throttle counts those. Kept to the newest
 * `loginHistoryPerUserMax` rows per user (modules/auth/login-history-repo.ts), pruned in the sign-in's own
 * transaction.
 */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id),
    signedInAt: timestamp('signed_in_at', { withTimezone: true, mode: 'date' }).notNull(),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [index('login_history_user_idx').on(table.userId, table.signedInAt)],
);
