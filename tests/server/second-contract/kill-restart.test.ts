// Proves on PGlite that timed orders settle exactly once across crashes: a real server process (src/server/main.ts)
// settles 500 orders of 20 users as they come due within seconds, is SIGKILLed three times at seeded random
// moments and restarted (due work left by a crash is picked up at the next start), then runs to the end; every
// order then has exactly one `settle:<id>` movement, its row is settled at the price of its own settle second,
// balances equal the sum of the decided outcomes, and the ledger check holds (kill-scenario.ts).
import { describe, expect, it } from 'vitest';
import { killScenario, runKillScenario } from './kill-scenario';

/** Five starts of a real process (one cold), the orders and the checks, on a shared 2-core machine. */
const scenarioTimeoutMs = 120_000;

describe('second-contract settlement across crashes (PGlite)', () => {
  it(
    'settles every order exactly once after SIGKILLs at random moments',
    async () => {
      const kills = await runKillScenario({ seed: 8_008 });
      expect(kills).toHaveLength(killScenario.killCount);
      // At least one process died with orders still open, so a later start had to pick up a crash's work.
      expect(
        kills.some((kill) => kill.openBeforeKill > 0),
        JSON.stringify(kills),
      ).toBe(true);
    },
    scenarioTimeoutMs,
  );
});
