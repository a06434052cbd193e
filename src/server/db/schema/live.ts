import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each signed-in user's live events (src/server/live/), kept a while so a reconnecting stream gets what it missed.
 * A row is inserted with no `seq` inside the transaction that caused it; a deferred trigger (migration
 * 0013_live_events) numbers it at commit from the user's counter in `live_cursors` and sends a NOTIFY. The counter's
 * row lock is held until the commit ends, so a user's numbers follow commit order, and a rolled-back transaction
 * numbers and notifies nothing.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    seq: bigint('seq', { mode: 'number' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex('live_events_user_seq_idx').on(table.userId, table.seq),
    index('live_events_created_idx').on(table.createdAt),
  ],
);

/** The last sequence number given to each user's live events. */
export const liveCursors = pgTable('live_cursors', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});
