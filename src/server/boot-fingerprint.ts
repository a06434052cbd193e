/**
 * A restart's shortcut. Migrating and seeding the reference data are idempotent, but on PGlite they take about
 * 400 ms of a 1.9 s restart, nearly all of it spent confirming that there is nothing to do. The built server
 * (`npm run build`, which `npm start` runs) carries a build id: a hash of its code, written beside it by
 * scripts/build-server.ts. A start that has migrated and seeded stores a fingerprint of that id, the migrations and
 * SEED_DEMO (table boot_state), and a later start that finds the same fingerprint skips both steps.
 * Whatever could change what they do changes the fingerprint: new code (the seed data or the seeding itself), a
 * migration, SEED_DEMO turned on or off. Without a build id (the tests, `npm run dev:server`) every start migrates
 * and seeds, as before.
 * The cost: reference data an operator deleted by hand is put back only by a start with a new fingerprint, the
 * next upgrade (docs/operations.md).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { migrationsKey } from './db/database-image';
import { bootState } from './db/schema';

/** The build id's file, beside the server's code in dist-server/. */
export const buildIdFileName = 'build-id';
const buildIdFile = path.join(path.dirname(fileURLToPath(import.meta.url)), buildIdFileName);
const bootStateRowId = 1;

/** The running build's id, or undefined when the server runs from source. */
export async function readBuildId(): Promise<string | undefined> {
  try {
    const id = (await fs.readFile(buildIdFile, 'utf8')).trim();
    return id === '' ? undefined : id;
  } catch {
    return undefined;
  }
}

export async function bootFingerprint(input: {
  buildId: string;
  migrationsFolder: string;
  seedDemo: boolean;
}): Promise<string> {
  return createHash('sha256')
    .update(`build ${input.buildId}\n`)
    .update(`migrations ${await migrationsKey(input.migrationsFolder)}\n`)
    .update(`seed-demo ${input.seedDemo}\n`)
    .digest('hex');
}

/** The fingerprint the last complete start stored; undefined on a database that has none or no table for it yet. */
export async function storedBootFingerprint(db: Database): Promise<string | undefined> {
  try {
    const [row] = await db
      .select({ fingerprint: bootState.fingerprint })
      .from(bootState)
      .where(eq(bootState.id, bootStateRowId));
    return row?.fingerprint;
  } catch {
    // A database older than the table: the migrations that follow create it.
    return undefined;
  }
}

export async function storeBootFingerprint(db: Database, fingerprint: string, at: Date): Promise<void> {
  await db
    .insert(bootState)
    .values({ id: bootStateRowId, fingerprint, recordedAt: at })
    .onConflictDoUpdate({ target: bootState.id, set: { fingerprint, recordedAt: at } });
}
