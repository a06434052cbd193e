import { sql } from 'drizzle-orm';
import { check, customType, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/** Postgres bytea as a Node Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.from(value);
  },
});

/**
 * The installation's market master secret (src/server/market/fairness/): one row of 32 random bytes, written by the
 * first start and read by every start, so every process of the installation derives the same day keys. It never
 * leaves the database; back it up with the database, since the published commitments bind the prices to it.
 */
export const marketSecret = pgTable(
  'market_secret',
  {
    id: smallint('id').primaryKey().default(1),
    secret: bytea('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    check('market_secret_single_row', sql`${table.id} = 1`),
    check('market_secret_length', sql`octet_length(${table.secret}) = 32`),
  ],
);
