import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Platform parameters (spec: "Parameters"): public settings the client reads by name, grouped by a key name.
 * Operators change them with `npm run ops -- param set NAME VALUE`.
 */
export const params = pgTable('params', {
  paramName: text('param_name').primaryKey(),
  valueName: text('value_name').notNull(),
  keyName: text('key_name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
