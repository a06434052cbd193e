// Proves on real Postgres that timed orders settle exactly once across crashes: the same scenario as the PGlite
// test (tests/server/second-contract/kill-scenario.ts) on a database of its own: a real server process settles 500
// orders of 20 users while it is SIGKILLed three times at seeded random moments and restarted, then runs to the
// end; every order has exactly one `settle:<id>` movement, balances equal the decided outcomes, the ledger holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, postgresTestUrl } from '../server/support/test-database';
import { killScenario, runKillScenario } from '../server/second-contract/kill-scenario';

const scenarioTimeoutMs = 120_000;

let scratch: { url: string; drop(): Promise<void> };
beforeAll(async () => {
  const baseUrl = postgresTestUrl();
  if (!baseUrl) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  scratch = await createScratchDatabase(baseUrl);
});
afterAll(() => scratch?.drop());

describe('second-contract settlement across crashes (Postgres)', () => {
  it(
    'settles every order exactly once after SIGKILLs at random moments',
    async () => {
      const kills = await runKillScenario({ databaseUrl: scratch.url, seed: 9_009 });
      expect(kills).toHaveLength(killScenario.killCount);
      expect(
        kills.some((kill) => kill.openBeforeKill > 0),
        JSON.stringify(kills),
      ).toBe(true);
    },
    scenarioTimeoutMs,
  );
});
