/**
 * Loads the live stream's code after the first screen shows: /home's start-up JavaScript has a budget of 100 KiB
 * gzip, and the first screen must not wait behind the stream's chunk or its request. Until it runs (and whenever
 * the stream is not healthy), the 5000 ms tick keeps every screen current.
 */
import { whenIdle } from '../async/when-idle';

/** The chunk waits for an idle moment after the first render, but no longer than this. */
const liveStartIdleTimeoutMs = 3_000;
/** Where the browser has no idle callback (Safari), the chunk waits this long instead. */
const liveStartDelayMs = 1_000;

let started = false;

export function startLiveWhenIdle(): void {
  if (started) return;
  started = true;
  const load = () => {
    import('./live-client').then(({ startLive }) => startLive()).catch(() => undefined);
  };
  whenIdle(load, { timeoutMs: liveStartIdleTimeoutMs, fallbackMs: liveStartDelayMs });
}
