import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the last complete start brought the database up to (src/server/boot-fingerprint.ts): one row, replaced by
 * each start that migrated and seeded.
 */
export const bootState = pgTable(
  'boot_state',
  {
    id: smallint('id').primaryKey().default(1),
    fingerprint: text('fingerprint').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [check('boot_state_single_row', sql`${table.id} = 1`)],
);
