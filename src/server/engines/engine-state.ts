/**
 * The state of each engine of a runner (engine-loop.ts): running or stopped (why, since when) and when its last
 * batch completed. An engine stops only on a LedgerInvariantError: retrying a batch that breaks the ledger's rules
 * would fail the same way every tick and flood the log, while the other engines and the server can go on. Ordinary
 * failures (the feed down, a lost connection, a serialization retry) are not stops: the loop retries those.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EngineStatus } from '../../common/engine-types';
import { LedgerInvariantError } from '../ledger/ledger-invariant-error';
import type { Clock } from '../lib/clock';
import type { Engine } from './engine';

interface TrackedEngine {
  stopped?: { reason: string; atMs: number };
  lastBatchAtMs?: number;
}

export function createEngineTracker(deps: {
  engines: readonly Engine[];
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}) {
  const tracked = new Map<string, TrackedEngine>(deps.engines.map((engine) => [engine.name, {}]));

  function statusOf(name: string, entry: TrackedEngine): EngineStatus {
    return {
      name,
      state: entry.stopped ? 'stopped' : 'running',
      ...(entry.stopped
        ? { reason: entry.stopped.reason, stoppedAt: new Date(entry.stopped.atMs).toISOString() }
        : {}),
      ...(entry.lastBatchAtMs === undefined
        ? {}
        : { lastBatchAt: new Date(entry.lastBatchAtMs).toISOString() }),
    };
  }

  return {
    isRunning: (name: string): boolean => !tracked.get(name)?.stopped,
    batchDone(name: string): void {
      const entry = tracked.get(name);
      if (entry) entry.lastBatchAtMs = deps.clock();
    },
    /** Stops the engine when `error` is a broken invariant, logging why once; answers whether it stopped. */
    stopOnInvariant(name: string, error: unknown): boolean {
      if (!(error instanceof LedgerInvariantError)) return false;
      const entry = tracked.get(name);
      if (!entry || entry.stopped) return true;
      entry.stopped = { reason: error.message, atMs: deps.clock() };
      deps.log.error(
        { err: error, engine: name, reason: error.reason },
        'engine stopped: its batch broke a ledger invariant; repair the data, then `npm run ops -- engines resume NAME`',
      );
      return true;
    },
    statuses: (): EngineStatus[] => [...tracked].map(([name, entry]) => statusOf(name, entry)),
    resume(name: string): EngineStatus | undefined {
      const entry = tracked.get(name);
      if (!entry) return undefined;
      if (entry.stopped) deps.log.info({ engine: name }, 'engine resumed by the operator');
      delete entry.stopped;
      return statusOf(name, entry);
    },
  };
}
