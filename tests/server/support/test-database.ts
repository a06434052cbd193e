/**
 * A database for one test file: a copy of the migrated PGlite image, or, with TEST_DATABASE_URL, a database of
 * its own on that Postgres server, copied from the run's migrated template and dropped at the end (the server
 * outlives the run, and other runs may share it).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { runMigrations } from '../../../src/server/db/migrate';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on Postgres, drops the test database. */
  dispose(): Promise<void>;
}

/** Every database a test file has open, for the invariant check after each test (ledger-invariants.ts). */
export const openDatabases = new Set<DatabaseHandle>();

function tracked(handle: DatabaseHandle, dispose: () => Promise<void>): TestDatabase {
  openDatabases.add(handle);
  return {
    handle,
    async dispose() {
      openDatabases.delete(handle);
      await dispose();
    },
  };
}

export function postgresTestUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the test server (or the benchmarks'), empty or a copy of `template`, with a way to drop it.
 */
export async function createScratchDatabase(
  baseUrl: string,
  prefix = 'petrel_test',
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A migrated database that test files copy; nothing may stay connected to it, or a copy is refused. */
export async function createMigratedTemplate(baseUrl: string): Promise<ScratchDatabase> {
  const template = await createScratchDatabase(baseUrl, 'petrel_template');
  const handle = await openDatabase({ kind: 'postgres', url: template.url });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  return template;
}

async function openPostgresTestDatabase(baseUrl: string): Promise<TestDatabase> {
  const scratch = await createScratchDatabase(baseUrl, 'petrel_test', inject('postgresTemplateName'));
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  return tracked(handle, async () => {
    await handle.close();
    await scratch.drop();
  });
}

/**
 * The migrated PGlite image as PGlite reads it (`arrayBuffer()`, once per database it loads), from bytes read once
 * per worker (its test files share the module, vitest.config.ts). A plain Blob of the 40 MB image copied it on
 * every file, once into the Blob and once out of it in 64 KB chunks: about 0.5 of a load's 1 s here. Only `size` and
 * `arrayBuffer()` are the image's; PGlite reads nothing else of a data-directory Blob.
 */
class MigratedImage extends Blob {
  constructor(private readonly imageBytes: Uint8Array) {
    super([]);
  }

  override get size(): number {
    return this.imageBytes.byteLength;
  }

  /**
   * A copy each time (a typed array made from another copies it; a Buffer's `slice()` would not), so a database can
   * never write into the image the next file loads.
   */
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.imageBytes).buffer);
  }
}

/** The image of the run's dump path (a watch run's next run makes a new one). */
let migratedImage: { path: string; image: Promise<MigratedImage> } | undefined;

function migratedPgliteImage(): Promise<MigratedImage> {
  const path = inject('pgliteDumpPath');
  if (migratedImage?.path !== path) {
    migratedImage = { path, image: fs.readFile(path).then((bytes) => new MigratedImage(bytes)) };
  }
  return migratedImage.image;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const postgresUrl = postgresTestUrl();
  if (postgresUrl) return openPostgresTestDatabase(postgresUrl);
  const handle = await openDatabase({
    kind: 'pglite',
    dataDir: undefined,
    loadDataDir: await migratedPgliteImage(),
  });
  return tracked(handle, () => handle.close());
}
