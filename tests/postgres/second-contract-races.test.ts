// Proves on real Postgres what single-connection PGlite cannot: two server processes on one database settle a
// shared queue of 1,200 timed orders with none settled twice (one `settle:<id>` each, balances equal to the decided
// outcomes, the ledger sound); and concurrent createOrder calls spending one contract balance never overspend it
// (20 parallel stakes of 10 % of it: exactly 10 open without a fee, 9 with a 1 % fee), nor does a retry storm of
// one Idempotency-Key open more than one order.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { registerUser } from '../server/support/accounts';
import { createFixedPriceFeed } from '../server/support/fixed-price-feed';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { createScratchDatabase, postgresTestUrl } from '../server/support/test-database';
import { freePort, startEngineProcess, type EngineProcess } from '../server/second-contract/engine-process';
import {
  configureQuickDurations,
  expectEverySettledOnce,
  installationDayKeys,
  openQuickOrders,
  openTarget,
  type ScenarioTarget,
} from '../server/second-contract/kill-scenario';
import {
  contractBalance,
  createOrder,
  fundContract,
  orderForm,
  setSecondFeeRate,
} from '../server/second-contract/second-support';

const sharedQueueOrderCount = 1_200;
const sharedQueueTimeoutMs = 120_000;
const settleDeadlineMs = 40_000;
const pollIntervalMs = 200;
const parallelOrderCount = 20;

describe('two server processes on one database', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let dataDirs: string[] = [];
  beforeAll(async () => {
    const baseUrl = postgresTestUrl();
    if (!baseUrl) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
    scratch = await createScratchDatabase(baseUrl);
  });
  afterAll(async () => {
    await scratch?.drop();
    for (const dataDir of dataDirs) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it(
    'settle a shared queue of due orders with none settled twice',
    async () => {
      dataDirs = await Promise.all(
        [1, 2].map(() => fs.mkdtemp(path.join(os.tmpdir(), 'petrel-second-pair-'))),
      );
      const targets: ScenarioTarget[] = [];
      for (const dataDir of dataDirs)
        targets.push({ dataDir, port: await freePort(), databaseUrl: scratch.url });
      await configureQuickDurations(targets[0]!);
      const servers: EngineProcess[] = await Promise.all(targets.map((target) => startEngineProcess(target)));
      try {
        // Both engines are running while the orders are opened and come due, 1 to 3 seconds later.
        const users = await openQuickOrders(targets[0]!, {
          orderCount: sharedQueueOrderCount,
          userCount: 40,
          seed: 4_242,
          label: 'pair',
        });
        const database = await openTarget(targets[0]!);
        try {
          const deadline = Date.now() + settleDeadlineMs;
          for (;;) {
            const [row] = await queryRows<{ open: number }>(
              database.db,
              sql`select count(*)::int as open from second_orders where entry_status = 1`,
            );
            if (Number(row?.open) === 0) break;
            if (Date.now() > deadline) throw new Error(`${row?.open} orders still open at the deadline`);
            await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
          }
          await expectEverySettledOnce(
            database.db,
            users,
            sharedQueueOrderCount,
            await installationDayKeys(database.db),
          );
        } finally {
          await database.close();
        }
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    },
    sharedQueueTimeoutMs,
  );
});

describe('concurrent orders on one contract balance', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!postgresTestUrl()) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
    t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12 }) });
  });
  afterAll(() => t.close());

  async function openOrders(userId: string) {
    const [row] = await queryRows<{ total: number }>(
      t.database.handle.db,
      sql`select count(*)::int as total from second_orders where user_id = ${Number(userId)}`,
    );
    return Number(row?.total ?? 0);
  }

  async function parallelStakes(token: string) {
    const answers = await Promise.all(
      Array.from({ length: parallelOrderCount }, () =>
        createOrder(t, token, orderForm({ openAmount: '10', positionTime: '30' })),
      ),
    );
    return answers.map((answer) => answer.json());
  }

  it('opens exactly as many as the balance covers, without a fee', async () => {
    await setSecondFeeRate(t, '0');
    const user = await registerUser(t);
    await fundContract(t, user.userId, '100');
    const bodies = await parallelStakes(user.token);
    expect(bodies.filter((body) => body.code === 200)).toHaveLength(10);
    expect(bodies.filter((body) => body.error === 'INSUFFICIENT_BALANCE')).toHaveLength(10);
    expect(await contractBalance(t, user.userId)).toEqual({ available: '0', frozen: '100' });
    expect(await openOrders(user.userId)).toBe(10);
  });

  it('opens exactly as many as the balance covers with the fee (10.1 each)', async () => {
    await setSecondFeeRate(t, '0.01');
    const user = await registerUser(t);
    await fundContract(t, user.userId, '100');
    const bodies = await parallelStakes(user.token);
    expect(bodies.filter((body) => body.code === 200)).toHaveLength(9);
    expect(bodies.filter((body) => body.error === 'INSUFFICIENT_BALANCE')).toHaveLength(11);
    expect(await contractBalance(t, user.userId)).toEqual({ available: '9.1', frozen: '90' });
    expect(await openOrders(user.userId)).toBe(9);
    await setSecondFeeRate(t, '0');
  });

  it('opens one order for 20 concurrent retries of one Idempotency-Key', async () => {
    const user = await registerUser(t);
    await fundContract(t, user.userId, '100');
    const answers = await Promise.all(
      Array.from({ length: parallelOrderCount }, () =>
        createOrder(t, user.token, orderForm({ openAmount: '10' }), { idempotencyKey: 'second-retry-storm' }),
      ),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.every((body) => body.code === 200)).toBe(true);
    expect(new Set(bodies.map((body) => body.result.id)).size).toBe(1);
    expect(await openOrders(user.userId)).toBe(1);
    expect(await contractBalance(t, user.userId)).toEqual({ available: '90', frozen: '10' });
  });
});
