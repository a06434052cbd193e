/**
 * Prepares one migrated database image per test run. On PGlite the migrated data directory is dumped once and
 * every test file starts from a copy (a fresh PGlite takes seconds to initialise, a dump loads in a fraction).
 * On Postgres (TEST_DATABASE_URL) a migrated template database is created once, and each test file creates its
 * own database as a copy of it (`CREATE DATABASE … TEMPLATE`, a file copy instead of every migration again); the
 * template is dropped at the end. Its name is unique to the run, so runs sharing one server do not meet.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client';
import { runMigrations } from '../../../src/server/db/migrate';
import { createMigratedTemplate, postgresTestUrl } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    /** With TEST_DATABASE_URL: the migrated template database every test file copies. */
    postgresTemplateName: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgresUrl = postgresTestUrl();
  const template = postgresUrl ? await createMigratedTemplate(postgresUrl) : undefined;
  project.provide('postgresTemplateName', template?.name ?? '');
  // The PGlite image is made on Postgres runs too: a few tests open PGlite whatever the suite runs on.
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-test-'));
  const dumpPath = path.join(directory, 'migrated.tar');
  const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await runMigrations(handle);
  // Uncompressed: every test file loads this image, and gunzipping it cost about 0.6 s of CPU a file (1.5 s against
  // 0.9 s a load, measured here), some 90 s over the server suite; the 40 MB file lives only for the run.
  const dump = await handle.pglite!.dumpDataDir('none');
  await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteDumpPath', dumpPath);
  return async () => {
    await fs.rm(directory, { recursive: true, force: true });
    await template?.drop();
  };
}
