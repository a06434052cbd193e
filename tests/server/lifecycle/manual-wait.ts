/**
 * A stand-in for the timers shutDown waits on: each wait it asks for is recorded and ends only when the test calls
 * `end()`, so "the grace runs out" is a step of the test rather than a race with a loaded machine's clock.
 */
import type { Wait } from '../../../src/server/shutdown';

export interface RequestedWait {
  ms: number;
  /** Aborted once shutDown no longer needs the wait (what it waited on happened first). */
  signal: AbortSignal;
  /** The time has passed. */
  end(): void;
}

export interface ManualWaits {
  wait: Wait;
  /** Resolves with the next wait shutDown asks for (at once if it already has). */
  next(): Promise<RequestedWait>;
  /** Every wait asked for so far, in order. */
  requested: RequestedWait[];
}

export function manualWaits(): ManualWaits {
  const requested: RequestedWait[] = [];
  let handedOut = 0;
  let onRequest: (() => void) | undefined;
  return {
    requested,
    wait: (ms, signal) =>
      new Promise((resolve) => {
        requested.push({ ms, signal, end: () => resolve() });
        onRequest?.();
      }),
    async next() {
      while (handedOut === requested.length) await new Promise<void>((resolve) => (onRequest = resolve));
      const found = requested[handedOut];
      handedOut += 1;
      if (!found) throw new Error('no wait was asked for');
      return found;
    },
  };
}
