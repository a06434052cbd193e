/**
 * Spot order throughput on PGlite and on Postgres, side by side:
 * - placements per second through the real place route (Fastify's inject: body parsing, the session check, the
 *   rules, the Idempotency-Key claim, the order insert and its freeze movement, the answer), from 16 concurrent
 *   clients, every client a user of its own, each order a buy far below the market so it rests;
 * - the cost of an engine tick with nothing to fill over all those resting orders (the claim reads the open orders
 *   of the priced pairs, so this is what resting orders cost every tick);
 * - fills per second of the engine over a backlog of crossed orders in another pair (sells far below the market).
 * Postgres runs in a fresh database on the server named by BENCH_DATABASE_URL or TEST_DATABASE_URL; without either
 * it is skipped with a note.
 */
import { spotPaths } from '../../src/common/api-paths';
import { spotFillEngineName } from '../../src/server/engines/spot-fills/spot-fill-engine';
import type { BenchApp } from '../support/bench-app';
import { createBenchUsers, type BenchUser } from '../support/bench-users';
import {
  figureLabels,
  measureOnEachDatabase,
  printWhenRunDirectly,
  type BenchDatabase,
  type BenchResult,
} from '../support/each-database';
import { postForm } from '../support/post-form';
import { throughput } from '../support/throughput';

const concurrentClients = 16;
/** Crossed orders the fill measurement starts from: 20 full batches of the engine. */
const fillBacklogCount = 2000;
/** A buy at this price never reaches the simulated BTC market, so every placement rests. */
const restingBuy = { symbol: 'btcusdt', side: '1', price: '100', amount: '0.001' };
/** A sell at this price is crossed at once by the simulated ETH market (price × amount is the 0.00001 minimum). */
const crossedSell = { symbol: 'ethusdt', side: '2', price: '0.01', amount: '0.001' };

async function placeOrFail(bench: BenchApp, user: BenchUser, form: Record<string, string>, key: string) {
  const response = await postForm(bench, spotPaths.place, user.token, form, key);
  if (response.json().code !== 1) throw new Error(`placement failed: ${response.body}`);
}

/** The unit of a figure this benchmark answers, from the last words of its name. */
export function spotFigureUnit(name: string): string {
  if (name.endsWith('CpuMs')) return 'ms CPU';
  if (name.endsWith('Ms')) return 'ms';
  if (name.endsWith('Count')) return 'count';
  return name.startsWith('spotFills') ? 'fill/s' : 'order/s';
}

/** Milliseconds `work` takes, and its answer. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const started = performance.now();
  const answer = await work();
  return { ms: performance.now() - started, answer };
}

async function measure(bench: BenchApp, database: BenchDatabase): Promise<BenchResult> {
  const label = figureLabels[database];
  const { users } = await createBenchUsers(bench, concurrentClients, { USDT: '1000000', ETH: '1000' });
  let sequence = 0;
  const placements = await throughput(users, async (user) => {
    sequence += 1;
    await placeOrFail(bench, user, restingBuy, `bench-spot-${sequence}`);
  });
  const idle = await timed(() => bench.app.engines.runDue());
  if ((idle.answer.claimed[spotFillEngineName] ?? 0) !== 0) throw new Error('a resting order was filled');

  const perUser = fillBacklogCount / concurrentClients;
  await Promise.all(
    users.map(async (user, userIndex) => {
      for (let index = 0; index < perUser; index += 1) {
        await placeOrFail(bench, user, crossedSell, `bench-spot-fill-${userIndex}-${index}`);
      }
    }),
  );
  const fills = await timed(() => bench.app.engines.runDue());
  const filled = fills.answer.claimed[spotFillEngineName] ?? 0;
  if (filled !== fillBacklogCount) throw new Error(`filled ${filled} of ${fillBacklogCount}`);
  const figures = {
    [`spotPlacements${label}PerSecond`]: placements.perSecond,
    [`spotPlacement${label}CpuMs`]: placements.cpuMsPerRequest,
    [`spotResting${label}Count`]: sequence,
    [`spotIdleTick${label}Ms`]: Math.round(idle.ms),
    [`spotFills${label}PerSecond`]: Math.round(filled / (fills.ms / 1000)),
  };
  return { figures, notes: [] };
}

export function runSpotOrderBench(): Promise<BenchResult> {
  return measureOnEachDatabase('spot orders', measure);
}

await printWhenRunDirectly(import.meta.filename, runSpotOrderBench);
