/**
 * The rows of a raw SQL query, on either driver. Both PGlite and node-postgres answer `{rows}`, but Drizzle's
 * common database type leaves the result unknown; this is the one place that says what it is.
 */
import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

export async function queryRows<Row extends Record<string, unknown>>(
  db: Queryable,
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
