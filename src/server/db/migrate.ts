/**
 * Runs the migrations in src/server/db/migrations at start. On Postgres several server processes may start at
 * once, so the run holds an advisory lock; PGlite is single-process and needs none.
 */
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';
import { migrationsFolder } from './migrations-folder';

export { migrationsFolder };

/** An arbitrary, fixed advisory-lock key that only Petrel's migrator takes. */
const migrationLockKey = 7_301_551;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Loaded here, not at the top, for the same reason as node-postgres itself (client.ts).
  const { migrate: migratePostgres } = await import('drizzle-orm/node-postgres/migrator');
  const db = handle.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockKey})`);
    await migratePostgres(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}
