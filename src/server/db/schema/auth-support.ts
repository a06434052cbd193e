import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Emailed verification codes, stored hashed. A code serves one purpose for one address, expires, allows a few
 * attempts, and is consumed by its first successful use.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    clientAddress: text('client_address').notNull().default(''),
  },
  (table) => [
    index('email_codes_lookup_idx').on(table.email, table.purpose, table.createdAt),
    index('email_codes_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Events that rate limits count: failed logins per account and per address, code requests, wrong trade
 * passwords. A limit is "at most N events of this scope and key within a window"; rows older than every window
 * are pruned.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('throttle_events_lookup_idx').on(table.scope, table.key, table.occurredAt),
    // Pruning deletes by age across every scope.
    index('throttle_events_occurred_idx').on(table.occurredAt),
  ],
);

/** Every mail the platform sends, in the recipient's language; with no SMTP_URL this table is the mailbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    locale: text('locale').notNull(),
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
  },
  (table) => [index('outbox_created_idx').on(table.createdAt)],
);
