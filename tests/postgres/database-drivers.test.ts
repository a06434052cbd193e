// Proves on real Postgres that both drivers answer the same JavaScript types, and that servers starting together migrate once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import fs from 'node:fs';
import { migrationsFolder, runMigrations } from '../../src/server/db/migrate';
import {
  createScratchDatabase,
  openTestDatabase,
  postgresTestUrl,
  type TestDatabase,
} from '../server/support/test-database';

const migrationFileCount = () =>
  fs.readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')).length;

const probe = sql`select 1.50::numeric as amount, 9007199254740993::int8 as big, timestamptz '2026-01-02T03:04:05Z' as at`;

let postgres: TestDatabase;
let pglite: DatabaseHandle;

beforeAll(async () => {
  if (!postgresTestUrl()) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  postgres = await openTestDatabase();
  pglite = await openDatabase({ kind: 'pglite', dataDir: undefined });
});
afterAll(async () => {
  await postgres?.dispose();
  await pglite?.close();
});

async function probeRow(handle: DatabaseHandle): Promise<Record<string, unknown>> {
  const result = (await handle.db.execute(probe)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows[0]!;
}

describe('type parsers', () => {
  it('answer numeric and int8 as exact strings and timestamps alike on both drivers', async () => {
    const fromPostgres = await probeRow(postgres.handle);
    const fromPglite = await probeRow(pglite);
    expect(fromPostgres.amount).toBe('1.50');
    expect(fromPostgres.big).toBe('9007199254740993');
    // Drizzle reads timestamps as text on both drivers and maps them to Date in typed queries.
    expect(fromPostgres.at).toBe('2026-01-02 03:04:05+00');
    expect(fromPglite).toEqual(fromPostgres);
  });
});

describe('migrations', () => {
  it('run once when several servers start at the same moment', async () => {
    const scratch = await createScratchDatabase(postgresTestUrl()!);
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: scratch.url })),
    );
    try {
      await Promise.all(handles.map((handle) => runMigrations(handle)));
      const applied = (await handles[0]!.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { count: number }[] };
      expect(applied.rows[0]!.count).toBe(migrationFileCount());
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await scratch.drop();
    }
  });
});
