import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The house's limits (ARCHITECTURE.md §6), one row per product, limit and quote coin: the largest stake of one
 * order, the largest open exposure per pair and direction, and the largest loss the house's counterparty account
 * may take on the product in one UTC day. Values are amounts of `currency`, the quote coin of the pairs they bound.
 * Seeded by the migration that creates the table; `npm run ops -- house limits set` changes one. Not a parameter:
 * the public parameter list must not tell anyone where the house stops.
 */
export const houseLimits = pgTable(
  'house_limits',
  {
    product: text('product').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    value: numeric('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'house_limits_pk', columns: [table.product, table.name, table.currency] }),
    check('house_limits_product_check', sql`${table.product} in ('spot', 'contract', 'second')`),
    check('house_limits_name_check', sql`${table.name} in ('stake-max', 'exposure-max', 'daily-loss-max')`),
    check('house_limits_positive', sql`${table.value} > 0`),
  ],
);
