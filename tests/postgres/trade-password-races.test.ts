// Proves on real Postgres that only wrong trade passwords count towards the lockout: the shared cases in one server, then one user's concurrent launchpad joins split between this test's server and a real second server process on the same database (all right ones pass; of wrong ones exactly five are checked, then the lock holds in both).
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchpadPaths } from '../../src/common/api-paths';
import { openDatabase } from '../../src/server/db/client';
import { throttleEvents } from '../../src/server/db/schema';
import { createKeyedHasher } from '../../src/server/lib/keyed-hash';
import { authLimits } from '../../src/server/modules/auth/auth-limits';
import { describeTradePasswordConcurrency } from '../server/auth/trade-password-concurrency-cases';
import { createListing, join, joiner, usdtOf } from '../server/launchpad/launchpad-support';
import { freePort, startEngineProcess, type EngineProcess } from '../server/second-contract/engine-process';
import { createTestApp, testServerSecret, type TestApp } from '../server/support/test-app';
import { createScratchDatabase, postgresTestUrl } from '../server/support/test-database';
import { testTradePassword } from '../server/support/withdrawals';

const twoProcessTimeoutMs = 120_000;
const racersPerServer = 15;

describeTradePasswordConcurrency();

describe('trade password across two server processes (Postgres)', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let other: EngineProcess;
  let t: TestApp;

  beforeAll(async () => {
    const baseUrl = postgresTestUrl();
    if (!baseUrl) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
    scratch = await createScratchDatabase(baseUrl);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-second-server-'));
    // The other process migrates and seeds the database; it shares this test's secret, so sessions work in both.
    other = await startEngineProcess({
      dataDir,
      port: await freePort(),
      databaseUrl: scratch.url,
      extraEnv: { SERVER_SECRET: testServerSecret },
    });
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    t = await createTestApp({ database: { handle, dispose: () => handle.close() } });
    // Both servers must agree on the time: the other one reads the real clock.
    t.clock.nowMs = Date.now();
  }, twoProcessTimeoutMs);
  afterAll(async () => {
    await t?.close();
    await other?.stop();
    await scratch?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** Half the joins go to this process, half to the other one, all at once. */
  async function raceBothServers(token: string, listingId: string, tradePassword: string): Promise<string[]> {
    const form = { id: listingId, amount: '1', tradePassword };
    const outcome = (body: { code: number; error?: string }) =>
      body.code === 1 ? 'ok' : (body.error ?? 'no error code');
    const here = Array.from({ length: racersPerServer }, () =>
      join(t, token, form).then((answer) => outcome(answer.json())),
    );
    const there = Array.from({ length: racersPerServer }, () =>
      fetch(`${other.baseUrl}${launchpadPaths.join}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', token },
        body: new URLSearchParams(form).toString(),
      }).then(async (answer) => outcome((await answer.json()) as { code: number; error?: string })),
    );
    return Promise.all([...here, ...there]);
  }

  it(
    'passes every right password from both processes, and locks wrong ones after exactly five',
    async () => {
      const listing = await createListing(t, { purchaseLimit: '1000', minPurchase: '1', price: '0.5' });
      const user = await joiner(t, '1000');
      const racers = 2 * racersPerServer;
      expect(await raceBothServers(user.token, listing.id, testTradePassword)).toEqual(
        Array.from({ length: racers }, () => 'ok'),
      );
      expect(await usdtOf(t, user.id)).toEqual({
        available: String(1000 - racers * 0.5),
        frozen: String(racers * 0.5),
      });

      const wrong = await raceBothServers(user.token, listing.id, '999999');
      expect(wrong.filter((o) => o === 'TRADE_PASSWORD_WRONG')).toHaveLength(4);
      expect(wrong.filter((o) => o === 'TRADE_PASSWORD_LOCKED')).toHaveLength(racers - 4);
      const failures = await t.database.handle.db
        .select()
        .from(throttleEvents)
        .where(
          and(
            eq(throttleEvents.scope, authLimits.tradePassword.scope),
            eq(throttleEvents.key, createKeyedHasher(testServerSecret).hash('throttle', String(user.id))),
          ),
        );
      expect(failures).toHaveLength(authLimits.tradePassword.limit);
      expect(await usdtOf(t, user.id)).toEqual({
        available: String(1000 - racers * 0.5),
        frozen: String(racers * 0.5),
      });
    },
    twoProcessTimeoutMs,
  );
});
