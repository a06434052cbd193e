/**
 * Timed-order settlement on PGlite and on Postgres: the time the engine takes to settle 10,000 due second-contract
 * orders (budget on PGlite: 10 s). The orders are opened beforehand through the real service (row plus
 * `second:<id>:open` movement each) by 100 users on the seven USDT pairs, with a clock ten minutes in the past, so
 * that all of them are due when the measured `engines.runDue()` starts; it settles them in batches of
 * `secondSettleBatchSizeMax` (one transaction each), with the simulator's prices at each order's settle second.
 * Afterwards the bench checks that every order settled once and that the ledger holds. Postgres runs in a fresh
 * database on the server named by BENCH_DATABASE_URL or TEST_DATABASE_URL; without either it is skipped with a note.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/query-rows';
import { checkLedger } from '../../src/server/ledger/invariants';
import { seededRandom } from '../../tests/support/seeded-random';
import { seedTimedOrders } from '../../tests/server/second-contract/order-fixture';
import type { BenchApp } from '../support/bench-app';
import { servicesOfBench } from '../support/bench-users';
import {
  figureLabels,
  measureOnEachDatabase,
  printWhenRunDirectly,
  type BenchDatabase,
  type BenchResult,
} from '../support/each-database';

const dueOrderCount = 10_000;
/**
 * The bench opens about 18,000 USDT of timed stakes per pair and direction, close to the seeded house exposure
 * limit; it measures settlement, not the house's limits, so it lifts that one limit for its own database.
 */
const benchExposureMaxUsdt = '100000000';
const userCount = 100;
/** Orders open this long before the measurement, so every one of them (30 s or 60 s) is due when it starts. */
const openedAgoMs = 10 * 60_000;
const randomSeed = 20_260_808;

interface SettleFigures {
  settleMs: number;
  openOrdersPerSecond: number;
}

async function measure(bench: BenchApp, concurrency: number): Promise<SettleFigures> {
  const { database, feed, dataDir } = bench.booted;
  await servicesOfBench(bench).house.setLimit({
    product: 'second',
    name: 'exposure-max',
    value: benchExposureMaxUsdt,
    currency: 'USDT',
  });
  const openStarted = performance.now();
  await seedTimedOrders({
    db: database.db,
    feed,
    clock: () => Date.now() - openedAgoMs,
    dataDir,
    userCount,
    orderCount: dueOrderCount,
    positionTimes: [30, 60],
    fundingUsdt: '100000',
    random: seededRandom(randomSeed),
    concurrency,
    label: `bench${Date.now()}`,
  });
  const openMs = performance.now() - openStarted;

  const started = performance.now();
  await bench.app.engines.runDue();
  const settleMs = Math.round(performance.now() - started);

  const [left] = await queryRows<{ open: number; settles: number }>(
    database.db,
    sql`select (select count(*)::int from second_orders where entry_status = 1) as open,
          (select count(*)::int from ledger_transactions where reference like 'settle:%') as settles`,
  );
  if (Number(left?.open) !== 0 || Number(left?.settles) !== dueOrderCount) {
    throw new Error(`settlement incomplete: ${JSON.stringify(left)}`);
  }
  const violations = await checkLedger(database.db);
  if (violations.length > 0) throw new Error(`ledger violations: ${JSON.stringify(violations)}`);
  return { settleMs, openOrdersPerSecond: Math.round(dueOrderCount / (openMs / 1000)) };
}

const databaseNames: Record<BenchDatabase, string> = { pglite: 'PGlite', postgres: 'Postgres' };
/** PGlite has one connection, so its orders open one at a time; Postgres opens them eight at a time. */
const openConcurrency: Record<BenchDatabase, number> = { pglite: 1, postgres: 8 };

/** The settle time on one database; the rate the orders opened at is set-up, not budget, so it is a note. */
async function measureFigures(bench: BenchApp, database: BenchDatabase): Promise<BenchResult> {
  const name = databaseNames[database];
  const measured = await measure(bench, openConcurrency[database]);
  return {
    figures: { [`secondSettle10k${figureLabels[database]}Ms`]: measured.settleMs },
    notes: [
      `second contracts: orders opened through the service on ${name} at ${measured.openOrdersPerSecond}/s`,
    ],
  };
}

export function runSecondSettleBench(): Promise<BenchResult> {
  return measureOnEachDatabase('second contracts', measureFigures);
}

await printWhenRunDirectly(import.meta.filename, runSecondSettleBench);
