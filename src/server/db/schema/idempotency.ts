import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Answers of money-moving requests by their `Idempotency-Key`, written in the same database transaction as the
 * movement itself: a retry with the same key and body gets the first answer again, and a different body under the
 * same key is refused. Keys are per user, so one user's key can never collide with another's.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** SHA-256 of the route and the parsed body: the same key must come with the same request. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
