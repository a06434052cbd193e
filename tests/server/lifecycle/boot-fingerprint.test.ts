// Proves the restart shortcut (src/server/boot-fingerprint.ts): a start of the same build on a database it already
// migrated and seeded skips both steps, and any change that could alter them (another build, SEED_DEMO flipped,
// no build id at all) migrates and seeds again. Runs on a PGlite data directory, or with TEST_DATABASE_URL on a
// database of its own on that server.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type BootOptions } from '../../../src/server/boot';
import { loadConfig } from '../../../src/server/config';
import { bootFingerprint } from '../../../src/server/boot-fingerprint';
import type { Database } from '../../../src/server/db/client';
import { bootState, helpArticles, users } from '../../../src/server/db/schema';
import { demoAccount } from '../../../src/server/modules/demo/demo-seed';
import { checkLedger } from '../../../src/server/ledger/invariants';
import { createScratchDatabase, postgresTestUrl } from '../support/test-database';

let dataDir: string;
let postgres: { url: string; drop(): Promise<void> } | undefined;
const clock = () => Date.parse('2026-11-27T08:00:00Z');

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-boot-'));
  const baseUrl = postgresTestUrl();
  if (baseUrl) postgres = await createScratchDatabase(baseUrl);
});
afterAll(async () => {
  await postgres?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

interface StartFacts {
  helpArticles: number;
  demoAccounts: number;
  fingerprint: string | undefined;
}

/**
 * One start and stop of the server's boot; `act` runs on the database once it is up (an operator's edit), then the
 * answer says what the database held.
 */
async function start(
  options: BootOptions,
  { seedDemo = false, act }: { seedDemo?: boolean; act?: (db: Database) => Promise<unknown> } = {},
): Promise<StartFacts> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: seedDemo ? '1' : '0',
    LOG_LEVEL: 'silent',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const booted = await boot(config, clock, options);
  try {
    const db = booted.database.db;
    await act?.(db);
    const [articles] = await db.select({ n: count() }).from(helpArticles);
    const [demo] = await db.select({ n: count() }).from(users).where(eq(users.email, demoAccount.email));
    const [state] = await db.select().from(bootState);
    expect(await checkLedger(db)).toEqual([]);
    return { helpArticles: articles!.n, demoAccounts: demo!.n, fingerprint: state?.fingerprint };
  } finally {
    await booted.database.close();
  }
}

const deleteHelpArticles = (db: Database) => db.delete(helpArticles);

describe('a start on a database this build already brought up to date', () => {
  let firstFingerprint: string | undefined;

  it('migrates, seeds and stores its fingerprint the first time', async () => {
    const facts = await start({ buildId: 'build-a' });
    expect(facts.helpArticles).toBeGreaterThan(0);
    expect(facts.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    firstFingerprint = facts.fingerprint;
  });

  it('skips the seeding on a restart of the same build', async () => {
    await start({ buildId: 'build-a' }, { act: deleteHelpArticles });
    const facts = await start({ buildId: 'build-a' });
    expect(facts.helpArticles).toBe(0);
    expect(facts.fingerprint).toBe(firstFingerprint);
  });

  it('seeds again when the build changes', async () => {
    const facts = await start({ buildId: 'build-b' });
    expect(facts.helpArticles).toBeGreaterThan(0);
    expect(facts.fingerprint).not.toBe(firstFingerprint);
  });

  it('seeds again when SEED_DEMO is turned on', async () => {
    expect((await start({ buildId: 'build-b' })).demoAccounts).toBe(0);
    expect((await start({ buildId: 'build-b' }, { seedDemo: true })).demoAccounts).toBe(1);
  });

  it('always seeds when run from source (no build id)', async () => {
    await start({ buildId: 'build-b' }, { act: deleteHelpArticles });
    expect((await start({ buildId: undefined })).helpArticles).toBeGreaterThan(0);
  });
});

describe('the fingerprint', () => {
  it('changes with a migration file', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-migrations-'));
    try {
      await fs.writeFile(path.join(folder, '0000_a.sql'), 'create table a (id int);');
      const before = await bootFingerprint({ buildId: 'b', migrationsFolder: folder, seedDemo: false });
      expect(await bootFingerprint({ buildId: 'b', migrationsFolder: folder, seedDemo: false })).toBe(before);
      await fs.writeFile(path.join(folder, '0001_b.sql'), 'create table b (id int);');
      expect(await bootFingerprint({ buildId: 'b', migrationsFolder: folder, seedDemo: false })).not.toBe(
        before,
      );
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
