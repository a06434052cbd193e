/**
 * Prepares one migrated database image per test run. On PGlite the migrated data directory is dumped once and
 * every test file starts from a copy (a fresh PGlite takes seconds to initialise, a dump loads in a fraction).
 * On Postgres (TEST_DATABASE_URL) each test file creates and drops its own database, so nothing is prepared here.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client';
import { runMigrations } from '../../../src/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-test-'));
  const dumpPath = path.join(directory, 'migrated.tar.gz');
  const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await runMigrations(handle);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteDumpPath', dumpPath);
  return async () => {
    await fs.rm(directory, { recursive: true, force: true });
  };
}
