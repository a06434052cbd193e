import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The inbox: one row per message per user, written in the user's stored language when it is sent (an operator's
 * post to everyone becomes one row for each user). `kind` says what sent it (`operator`, `deposit_approved`,
 * `second_settled`…, src/common/message-types.ts). An event message carries a `reference` naming the event
 * (`settle:<order id>`), unique per user, so an engine that replays an event writes its message once.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('messages_user_idx').on(table.userId, table.id),
    index('messages_unread_idx')
      .on(table.userId)
      .where(sql`read_at is null`),
    uniqueIndex('messages_reference_unique').on(table.userId, table.reference),
  ],
);
