/**
 * The crash test of the settlement engine, shared by PGlite (tests/server) and Postgres (tests/postgres): a real
 * server process settles hundreds of timed orders while it is SIGKILLed at seeded random moments and restarted,
 * then runs to the end; afterwards every order must be settled exactly once, at the simulator's price of its own
 * settle second, with balances equal to the sum of the decided outcomes and a sound ledger.
 *
 * 0. A first start creates the database; the operator adds 2- to 10-second durations through `ops second
 *    config set` (the CLI's commands over the operator API), and the server stops.
 * 1. With no server running, the test opens the database itself and opens the orders through the real service
 *    (order-fixture.ts): they come due over the next seconds.
 * 2. Start, wait a seeded random while, SIGKILL; a few times. Then start and poll the users' open records through
 *    the API until none is left (with a deadline), and stop.
 * 3. Open the database again and check everything.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { secondContractPaths } from '../../../src/common/api-paths';
import { add, sub, type DecimalString } from '../../../src/common/decimal';
import { findPair } from '../../../src/common/pairs';
import type { SecondResult, TradeDirection } from '../../../src/common/trading-types';
import { loadConfig } from '../../../src/server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../../src/server/db/client';
import { queryRows } from '../../../src/server/db/query-rows';
import { decideSettlement } from '../../../src/server/engines/second-contract/decide-settlement';
import { checkLedger } from '../../../src/server/ledger/invariants';
import { decimalPriceAt } from '../../../src/server/market/decimal-price';
import { dayKeysFromMaster, type DayKeyOf } from '../../../src/server/market/fairness/day-keys';
import { ensureMarketSecret } from '../../../src/server/market/fairness/market-secret';
import { createSimulatorFeed } from '../../../src/server/market/simulator';
import { operatorTokenPath } from '../../../src/server/modules/admin/operator-token';
import { opsCommands } from '../../../src/server/ops/commands';
import { createOperatorClient } from '../../../src/server/ops/operator-client';
import { seededRandom } from '../../support/seeded-random';
import { freePort, startEngineProcess } from './engine-process';
import { seedTimedOrders, type FixtureUser } from './order-fixture';

export const killScenario = {
  orderCount: 500,
  userCount: 20,
  killCount: 3,
  fundingUsdt: '10000',
  /** How long after a start answers the process is killed: long enough to settle a batch or two, or not. */
  killAfterMsMax: 1500,
  /** The whole run to the end must finish within this after the last start. */
  settleDeadlineMs: 30_000,
  pollIntervalMs: 200,
} as const;

/**
 * Durations the operator adds for the test: orders opened together come due over the next ten seconds, spread across
 * the kill rounds (each round is a start, 1.5 to 3 s here, plus up to killAfterMsMax).
 */
const quickDurations = [
  ['2', '0.8'],
  ['4', '0.85'],
  ['6', '0.9'],
  ['8', '0.95'],
  ['10', '1'],
] as const;

async function runOpsCommand(baseUrl: string, dataDir: string, argv: string[]): Promise<number> {
  const token = (await fs.readFile(operatorTokenPath(dataDir), 'utf8')).trim();
  const client = createOperatorClient({ baseUrl, dataDir, tokenFile: operatorTokenPath(dataDir) }, token);
  const command = opsCommands.find((candidate) => candidate.matches(argv));
  if (!command) throw new Error(`no ops command matches ${argv.join(' ')}`);
  const quiet = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    return await command.run(client, argv);
  } finally {
    quiet.mockRestore();
  }
}

/** Phase 0: the first start creates the database; the operator adds the short durations. */
export async function configureQuickDurations(target: ScenarioTarget): Promise<void> {
  const server = await startEngineProcess(target);
  try {
    for (const [seconds, rate] of quickDurations) {
      expect(
        await runOpsCommand(server.baseUrl, target.dataDir, [
          'second',
          'config',
          'set',
          seconds,
          rate,
          '0.00001',
        ]),
      ).toBe(0);
    }
  } finally {
    await server.stop();
  }
}

export interface ScenarioTarget {
  dataDir: string;
  port: number;
  databaseUrl?: string | undefined;
}

function targetConfig(target: ScenarioTarget) {
  return loadConfig({ ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' });
}

export async function openTarget(target: ScenarioTarget): Promise<DatabaseHandle> {
  return openDatabase(targetConfig(target).database);
}

/** The simulator keys the target's server processes use: from the master secret its database holds, as boot.ts reads it. */
export async function installationDayKeys(db: Database): Promise<DayKeyOf> {
  return dayKeysFromMaster(await ensureMarketSecret(db, () => Date.now()));
}

/** Phase 1: the orders, opened through the real service while no server runs (PGlite allows one process). */
export async function openQuickOrders(
  target: ScenarioTarget,
  options: { orderCount: number; userCount: number; seed: number; label: string },
): Promise<FixtureUser[]> {
  const database = await openTarget(target);
  try {
    return await seedTimedOrders({
      db: database.db,
      feed: createSimulatorFeed({ clock: () => Date.now(), dayKeys: await installationDayKeys(database.db) }),
      clock: () => Date.now(),
      dataDir: target.dataDir,
      userCount: options.userCount,
      orderCount: options.orderCount,
      positionTimes: quickDurations.map(([seconds]) => Number(seconds)),
      fundingUsdt: killScenario.fundingUsdt,
      random: seededRandom(options.seed),
      concurrency: database.kind === 'postgres' ? 8 : 1,
      label: options.label,
    });
  } finally {
    await database.close();
  }
}

/** How many orders the users still have open, read through the API as the app reads them. */
export async function openOrderCount(baseUrl: string, users: readonly FixtureUser[]): Promise<number> {
  let total = 0;
  for (const user of users) {
    const response = await fetch(`${baseUrl}${secondContractPaths.getContractRecord}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token: user.token },
      body: new URLSearchParams({ entryStatus: '1', pageSize: '1' }).toString(),
    });
    const body = (await response.json()) as { code: number; result: { totalRow: number } };
    if (body.code !== 200) throw new Error(`getContractRecord failed: ${JSON.stringify(body)}`);
    total += body.result.totalRow;
  }
  return total;
}

/** Polls until the users have no open order, or the deadline passes (then it says how many were left). */
export async function waitUntilAllSettled(baseUrl: string, users: readonly FixtureUser[]): Promise<void> {
  const deadline = Date.now() + killScenario.settleDeadlineMs;
  for (;;) {
    const open = await openOrderCount(baseUrl, users);
    if (open === 0) return;
    if (Date.now() > deadline) throw new Error(`${open} orders still open at the deadline`);
    await new Promise((resolve) => setTimeout(resolve, killScenario.pollIntervalMs));
  }
}

export interface KillReport {
  /** How long each process ran after it answered before it was killed. */
  killedAfterMs: number;
  /** Orders still open just before the kill: the kills landed while orders were coming due. */
  openBeforeKill: number;
}

/** Phase 2: kills at seeded random moments while the orders come due, then a run to the end. */
export async function killAndRestart(
  target: ScenarioTarget,
  users: readonly FixtureUser[],
  seed: number,
): Promise<KillReport[]> {
  const random = seededRandom(seed);
  const reports: KillReport[] = [];
  for (let kill = 0; kill < killScenario.killCount; kill += 1) {
    const server = await startEngineProcess(target);
    const killedAfterMs = Math.floor(random() * killScenario.killAfterMsMax);
    await new Promise((resolve) => setTimeout(resolve, killedAfterMs));
    const openBeforeKill = await openOrderCount(server.baseUrl, users);
    await server.kill();
    reports.push({ killedAfterMs, openBeforeKill });
  }
  const server = await startEngineProcess(target);
  try {
    await waitUntilAllSettled(server.baseUrl, users);
  } finally {
    await server.stop();
  }
  return reports;
}

interface SettledOrderRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  symbol: string;
  quote_coin: string;
  trade_type: number;
  open_amount: string;
  fee: string;
  income_rate: string;
  open_price: string;
  settle_time_ms: string;
  settle_price: string | null;
  entry_status: number;
  result: number | null;
  profit: string | null;
}

/**
 * Phase 3: every order settled exactly once (one `settle:<id>` transaction each, none for anything else), at the
 * simulator's price of its settle second, with the result and profit the rule decides; each user's contract balance
 * is the funding minus the fees plus the signed profits, nothing stays frozen; the ledger check holds.
 */
export async function expectEverySettledOnce(
  db: Database,
  users: readonly FixtureUser[],
  orderCount: number,
  dayKeys: DayKeyOf,
) {
  const orders = await queryRows<SettledOrderRow>(
    db,
    sql`select id::text, user_id::text, symbol, quote_coin, trade_type, trim_scale(open_amount)::text as open_amount,
          trim_scale(fee)::text as fee, trim_scale(income_rate)::text as income_rate,
          trim_scale(open_price)::text as open_price, trim_scale(settle_price)::text as settle_price,
          (extract(epoch from settle_time) * 1000)::bigint::text as settle_time_ms, entry_status, result,
          trim_scale(profit)::text as profit
        from second_orders order by id`,
  );
  expect(orders).toHaveLength(orderCount);
  expect(orders.filter((order) => order.entry_status !== 2)).toEqual([]);

  const settles = await queryRows<{ reference: string; times: number }>(
    db,
    sql`select reference, count(*)::int as times from ledger_transactions where reference like 'settle:%'
        group by reference order by reference`,
  );
  expect(settles.every((settle) => settle.times === 1)).toBe(true);
  expect(settles.map((settle) => settle.reference).sort()).toEqual(
    orders.map((order) => `settle:${order.id}`).sort(),
  );

  const simulator = createSimulatorFeed({ clock: () => Date.now(), dayKeys });
  const expected = new Map<string, DecimalString>();
  for (const order of orders) {
    const settleSecondMs = Number(order.settle_time_ms) - (Number(order.settle_time_ms) % 1000);
    expect(order.settle_price).toBe(await decimalPriceAt(simulator, findPair(order.symbol)!, settleSecondMs));
    const decision = decideSettlement(
      {
        id: Number(order.id),
        userId: Number(order.user_id),
        quoteCoin: order.quote_coin,
        tradeType: order.trade_type as TradeDirection,
        openAmount: order.open_amount as DecimalString,
        incomeRate: order.income_rate as DecimalString,
        openPrice: order.open_price as DecimalString,
      },
      order.settle_price as DecimalString,
    );
    expect({ result: order.result, profit: order.profit }).toEqual({
      result: decision.result as SecondResult,
      profit: decision.profit,
    });
    const before = expected.get(order.user_id) ?? (killScenario.fundingUsdt as DecimalString);
    expected.set(order.user_id, add(sub(before, order.fee as DecimalString), decision.profit));
  }

  const balances = await queryRows<{ user_id: string; available: string; frozen: string }>(
    db,
    sql`select user_id::text, trim_scale(available)::text as available, trim_scale(frozen)::text as frozen
        from ledger_accounts where account_type = 2 and currency = 'USDT' and user_id is not null`,
  );
  for (const user of users) {
    const balance = balances.find((row) => row.user_id === String(user.userId));
    expect(balance).toEqual({
      user_id: String(user.userId),
      available: expected.get(String(user.userId)) ?? killScenario.fundingUsdt,
      frozen: '0',
    });
  }
  expect(await checkLedger(db)).toEqual([]);
}

/** The whole scenario on one database: PGlite in a temporary DATA_DIR, or the given Postgres database. */
export async function runKillScenario(options: {
  databaseUrl?: string;
  seed: number;
}): Promise<KillReport[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-second-kill-'));
  const target: ScenarioTarget = { dataDir, port: await freePort(), databaseUrl: options.databaseUrl };
  try {
    await configureQuickDurations(target);
    const users = await openQuickOrders(target, {
      orderCount: killScenario.orderCount,
      userCount: killScenario.userCount,
      seed: options.seed,
      label: `kill${options.seed}`,
    });
    const reports = await killAndRestart(target, users, options.seed);
    const database = await openTarget(target);
    try {
      await expectEverySettledOnce(
        database.db,
        users,
        killScenario.orderCount,
        await installationDayKeys(database.db),
      );
    } finally {
      await database.close();
    }
    return reports;
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
