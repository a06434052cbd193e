/**
 * The thin loop around the trading engines (ARCHITECTURE.md §6). Each engine decides in a pure function and
 * applies in batches: `runBatch(nowMs)` claims at most `batchSizeMax` due items in one database transaction
 * (`for update skip locked` on Postgres, so several processes share the work), applies their actions through the
 * ledger under deterministic references, and says how many it claimed. The loop only calls it: once a tick, again
 * while batches come back full, never more than `batchesPerTickMax` times, so one engine cannot starve the rest.
 *
 * Time comes from the injected clock; tests call `runDue()` after moving it, so nothing here sleeps in a test.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EngineStatus } from '../../common/engine-types';
import type { Clock } from '../lib/clock';
import type { Engine } from './engine';
import { createEngineTracker } from './engine-state';

/** How often the loop looks for due work: timed orders settle at most this late. */
export const engineTickMs = 250;
/** Full batches one engine may run in one tick before the next engine gets its turn. */
export const batchesPerTickMax = 50;

export interface EngineRunReport {
  /** Items claimed per engine name in this run. */
  claimed: Record<string, number>;
}

export interface EngineRunner {
  /**
   * Runs every running engine until it has no due work left at the clock's now (bounded per engine): tests call
   * this. An engine that meets a broken ledger invariant stops and the others run on; any other failure is thrown,
   * so that a test sees it.
   */
  runDue(): Promise<EngineRunReport>;
  /** Starts the timer loop (main.ts, after the server listens). */
  start(): void;
  /** Stops the loop and waits for the batch in flight, before the database closes. */
  stop(): Promise<void>;
  /** Every engine's state, in the order a tick runs them. */
  statuses(): EngineStatus[];
  /** Lets a stopped engine run again; answers its state, or undefined for a name no engine has. */
  resume(name: string): EngineStatus | undefined;
}

export function createEngineRunner(deps: {
  engines: readonly Engine[];
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  tickMs?: number;
}): EngineRunner {
  const tickMs = deps.tickMs ?? engineTickMs;
  const tracker = createEngineTracker(deps);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function runEngine(engine: Engine, report: EngineRunReport): Promise<void> {
    for (let batch = 0; batch < batchesPerTickMax; batch += 1) {
      let claimed: number;
      try {
        claimed = await engine.runBatch(deps.clock());
      } catch (error) {
        // A broken invariant stops this engine (logged once); anything else is the caller's to handle.
        if (tracker.stopOnInvariant(engine.name, error)) return;
        throw error;
      }
      tracker.batchDone(engine.name);
      report.claimed[engine.name] = (report.claimed[engine.name] ?? 0) + claimed;
      if (claimed < engine.batchSizeMax) return;
    }
  }

  async function runDue(): Promise<EngineRunReport> {
    const report: EngineRunReport = { claimed: {} };
    for (const engine of deps.engines) if (tracker.isRunning(engine.name)) await runEngine(engine, report);
    return report;
  }

  async function tick(): Promise<void> {
    for (const engine of deps.engines) {
      if (stopped) return;
      if (!tracker.isRunning(engine.name)) continue;
      // One engine failing (the feed down, a lost connection) must not stop the others or the loop; its due work
      // stays due and the next tick tries again.
      await runEngine(engine, { claimed: {} }).catch((error: unknown) => {
        deps.log.error({ err: error, engine: engine.name }, 'engine batch failed');
      });
    }
  }

  function schedule(): void {
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        if (!stopped) schedule();
      });
    }, tickMs);
  }

  return {
    runDue,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    statuses: tracker.statuses,
    resume: tracker.resume,
  };
}
