// Proves the market master secret lives in the database: two starts on one PGlite data directory (the second
// skipping migrations and seeding) derive the same day keys, and a start on a fresh database derives other ones.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type BootOptions } from '../../../src/server/boot';
import { loadConfig } from '../../../src/server/config';
import { commitmentOf, dayIndexOf } from '../../../src/server/market/fairness/day-keys';

const clock = () => Date.parse('2026-11-27T08:00:00Z');
const day = dayIndexOf(clock());
let dataDirs: string[] = [];

beforeAll(async () => {
  dataDirs = await Promise.all([1, 2].map(() => fs.mkdtemp(path.join(os.tmpdir(), 'petrel-secret-'))));
});
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** Boots on `dataDir`, answers the commitment of today's key (a function of the master only), and stops. */
async function commitmentAfterBoot(dataDir: string, options: BootOptions): Promise<string> {
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
  const booted = await boot(config, clock, options);
  try {
    return commitmentOf(booted.dayKeys(day));
  } finally {
    await booted.database.close();
  }
}

describe('the market master secret', () => {
  it('is the same for every start on one database, also one that skips migrations and seeding', async () => {
    const first = await commitmentAfterBoot(dataDirs[0]!, { buildId: 'build-a' });
    // Same build id: this start finds its fingerprint and skips both steps, yet reads the same master.
    const second = await commitmentAfterBoot(dataDirs[0]!, { buildId: 'build-a' });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
  }, 120_000);

  it('is new on a fresh database', async () => {
    const ours = await commitmentAfterBoot(dataDirs[0]!, { buildId: undefined });
    const fresh = await commitmentAfterBoot(dataDirs[1]!, { buildId: undefined });
    expect(fresh).not.toBe(ours);
  }, 120_000);
});
