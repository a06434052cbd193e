/** Live timers a test fires itself (src/server/live/live-timers.ts), so nothing waits on real time. */
import type { LiveTimers } from '../../../src/server/live/live-timers';

export interface ManualTimers extends LiveTimers {
  /** Runs every callback registered at this interval once. */
  fire(intervalMs: number): void;
}

export function createManualTimers(): ManualTimers {
  const runs = new Map<number, Set<() => void>>();
  return {
    every(intervalMs, run) {
      const atInterval = runs.get(intervalMs) ?? new Set();
      atInterval.add(run);
      runs.set(intervalMs, atInterval);
      return () => atInterval.delete(run);
    },
    fire(intervalMs) {
      for (const run of runs.get(intervalMs) ?? []) run();
    },
  };
}
