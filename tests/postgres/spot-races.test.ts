// Proves on real Postgres that spot orders hold under contention, with two app instances (two connection pools,
// as two server processes would have) on one database of this run: 30 concurrent buys each needing 10 % of the
// balance place exactly 10 and refuse the rest with INSUFFICIENT_BALANCE, nothing negative; cancels racing the
// fill engine over the same orders leave each order either filled or cancelled, never both, with the money of
// exactly that outcome; and two engine runners over one shared set of crossed orders fill each order once. The
// ledger invariant checker runs after each test.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { EngineRunReport } from '../../src/server/engines/engine-loop';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { queryRows } from '../../src/server/db/query-rows';
import { createParamsRepo } from '../../src/server/modules/params/params-repo';
import { createParamsService } from '../../src/server/modules/params/params-service';
import { createFixedPriceFeed } from '../server/support/fixed-price-feed';
import {
  testDayKeys,
  testOperatorToken,
  testServerSecret,
  testStartMs,
  type TestApp,
} from '../server/support/test-app';
import { createScratchDatabase, openDatabases, postgresTestUrl } from '../server/support/test-database';
import { cancelOrder, coinBuckets, fundedUser, placeOrder, placed } from '../server/spot/spot-kit';

const concurrentBuyCount = 30;
const racedOrderCount = 40;
const sharedOrderCount = 300;
/** Far above what the test sends, so only the work is measured, never the limiter. */
const requestsPerMinuteMax = 1_000_000;

let apps: TestApp[] = [];
let dispose: () => Promise<void>;

/** Two apps on one fresh database, each with its own pool, sharing the clock and the feed. */
async function twoAppsOnOneDatabase(): Promise<{ apps: TestApp[]; dispose(): Promise<void> }> {
  const scratch = await createScratchDatabase(postgresTestUrl()!);
  const handles: DatabaseHandle[] = [];
  for (let index = 0; index < 2; index += 1)
    handles.push(await openDatabase({ kind: 'postgres', url: scratch.url }));
  await runMigrations(handles[0]!);
  await createParamsService(createParamsRepo(handles[0]!.db)).seedDefaults();
  openDatabases.add(handles[0]!);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-spot-races-'));
  const clock = {
    nowMs: testStartMs,
    advance(ms: number) {
      clock.nowMs += ms;
    },
  };
  const feed = createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.01 });
  const built = await Promise.all(
    handles.map(async (handle) => {
      const app = await buildApp({
        database: handle,
        feed,
        dayKeys: testDayKeys,
        clock: () => clock.nowMs,
        operatorToken: testOperatorToken,
        serverSecret: testServerSecret,
        dataDir,
        userRequestsPerMinuteMax: requestsPerMinuteMax,
      });
      await app.ready();
      return app;
    }),
  );
  const testApps = built.map((app, index) => ({
    app,
    database: { handle: handles[index]!, dispose: async () => {} },
    clock,
    feed,
    dayKeys: testDayKeys,
    dataDir,
    close: async () => {},
  }));
  return {
    apps: testApps,
    async dispose() {
      openDatabases.delete(handles[0]!);
      for (const app of built) await app.close();
      for (const handle of handles) await handle.close();
      await scratch.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

beforeAll(async () => {
  if (!postgresTestUrl()) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  ({ apps, dispose } = await twoAppsOnOneDatabase());
});
afterAll(() => dispose());

const first = () => apps[0]!;
const second = () => apps[1]!;

/** Order statuses and the references of their movements, for a set of order ids. */
async function outcomes(ids: readonly string[]) {
  const rows = await queryRows<{ id: string; status: number; references: string[] }>(
    first().database.handle.db,
    sql`select o.id::text as id, o.status,
               coalesce(array_agg(x.reference order by x.id) filter (where x.id is not null), '{}') as references
        from spot_orders o
        left join ledger_transactions x on x.reference like 'spot:' || o.id || ':%'
        where o.id = any(${`{${ids.join(',')}}`}::bigint[])
        group by o.id, o.status order by o.id`,
  );
  return rows;
}

describe('spot orders under contention', () => {
  it('places exactly 10 of 30 concurrent buys that each need 10 % of the balance', async () => {
    const user = await fundedUser(first(), { USDT: '1000' });
    const answers = await Promise.all(
      Array.from({ length: concurrentBuyCount }, (_, index) =>
        placeOrder(index % 2 === 0 ? first() : second(), user.token, {
          symbol: 'btcusdt',
          side: '1',
          price: '100',
          amount: '1',
        }),
      ),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.code === 1)).toHaveLength(10);
    expect(bodies.filter((body) => body.error === 'INSUFFICIENT_BALANCE')).toHaveLength(
      concurrentBuyCount - 10,
    );
    expect(await coinBuckets(first(), user.userId, 'USDT')).toEqual({ available: '0', frozen: '1000' });
    const [counts] = await queryRows<{ orders: number; movements: number }>(
      first().database.handle.db,
      sql`select (select count(*)::int from spot_orders where user_id = ${user.userId}) as orders,
                 (select count(*)::int from ledger_transactions where kind = 'spot' and user_id = ${user.userId})
                   as movements`,
    );
    expect(counts).toEqual({ orders: 10, movements: 10 });
  });

  it('leaves each order filled or cancelled, never both, when cancels race the engine', async () => {
    const user = await fundedUser(first(), { USDT: '100000' });
    const ids: string[] = [];
    for (let index = 0; index < racedOrderCount; index += 1) {
      ids.push(
        String(
          (
            await placed(first(), user.token, {
              symbol: 'btcusdt',
              side: '1',
              price: '60001',
              amount: '0.01',
            })
          ).id,
        ),
      );
    }
    first().clock.advance(1000);
    // The engine starts first and waits at the feed until the first half of the cancels have answered: those
    // orders are cancelled before any claim; the second half race the engine's claim and fills.
    const feed = first().feed;
    const fixedPriceAt = feed.priceAt;
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    feed.priceAt = async (pair, timeMs) => {
      await gate;
      return fixedPriceAt(pair, timeMs);
    };
    const half = racedOrderCount / 2;
    let report: EngineRunReport = { claimed: {} };
    let cancels: Awaited<ReturnType<typeof cancelOrder>>[] = [];
    try {
      const engineRun = first().app.engines.runDue();
      const early = await Promise.all(ids.slice(0, half).map((id) => cancelOrder(second(), user.token, id)));
      openGate();
      const late = await Promise.all(ids.slice(half).map((id) => cancelOrder(second(), user.token, id)));
      report = await engineRun;
      cancels = [...early, ...late];
    } finally {
      feed.priceAt = fixedPriceAt;
    }
    expect(cancels.slice(0, half).every((answer) => answer.json().code === 1)).toBe(true);
    const final = await outcomes(ids);
    const filled = final.filter((order) => order.status === 1).map((order) => order.id);
    const cancelled = final.filter((order) => order.status === 2).map((order) => order.id);
    expect(filled.length + cancelled.length).toBe(racedOrderCount);
    expect(report.claimed['spot-fills']).toBe(filled.length);
    cancels.forEach((answer, index) => {
      const body = answer.json();
      const id = ids[index]!;
      if (body.code === 1) expect(cancelled).toContain(id);
      else
        expect({ id, error: body.error, filled: filled.includes(id) }).toEqual({
          id,
          error: 'SPOT_ORDER_FILLED',
          filled: true,
        });
    });
    for (const order of final) {
      const outcome = order.status === 1 ? 'fill' : 'cancel';
      expect(order.references).toEqual([`spot:${order.id}:place`, `spot:${order.id}:${outcome}`]);
    }
    // Each fill paid 600.01 and received 0.01 less the 0.00002 fee; each cancel gave back all it froze.
    const paid = new Decimal('600.01').times(filled.length);
    expect(await coinBuckets(first(), user.userId, 'USDT')).toEqual({
      available: new Decimal('100000').minus(paid).toFixed(),
      frozen: '0',
    });
    expect(await coinBuckets(first(), user.userId, 'BTC')).toEqual({
      available: new Decimal('0.00998').times(filled.length).toFixed(),
      frozen: '0',
    });
  });

  it('fills each of a shared set of crossed orders once with two engine runners on one database', async () => {
    const users = [];
    for (let index = 0; index < 3; index += 1)
      users.push(await fundedUser(first(), { USDT: '100000', ETH: '100' }));
    const ids: string[] = [];
    for (let index = 0; index < sharedOrderCount; index += 1) {
      const user = users[index % users.length]!;
      const form =
        index % 2 === 0
          ? { symbol: 'btcusdt', side: '1', price: '60001', amount: '0.01' }
          : { symbol: 'ethusdt', side: '2', price: '3000', amount: '0.1' };
      ids.push(String((await placed(index % 2 === 0 ? first() : second(), user.token, form)).id));
    }
    first().clock.advance(1000);
    const reports = await Promise.all([first().app.engines.runDue(), second().app.engines.runDue()]);
    const claimed = reports.map((report) => report.claimed['spot-fills'] ?? 0);
    expect(claimed[0]! + claimed[1]!).toBe(sharedOrderCount);
    const final = await outcomes(ids);
    for (const order of final) {
      expect(order).toEqual({
        id: order.id,
        status: 1,
        references: [`spot:${order.id}:place`, `spot:${order.id}:fill`],
      });
    }
    // 50 buys and 50 sells per user: −50 × 600.01 USDT + 50 × (300 − 0.6) USDT; +50 × 0.00998 BTC; −5 ETH.
    for (const user of users) {
      expect(await coinBuckets(first(), user.userId, 'USDT')).toEqual({ available: '84969.5', frozen: '0' });
      expect(await coinBuckets(first(), user.userId, 'BTC')).toEqual({ available: '0.499', frozen: '0' });
      expect(await coinBuckets(first(), user.userId, 'ETH')).toEqual({ available: '95', frozen: '0' });
    }
  });
});
