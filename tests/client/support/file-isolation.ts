/**
 * The client test files share their worker's node_modules (vitest.config.ts: `isolate: false`), and each file
 * still starts as if alone: our own modules are evaluated afresh for each file (`vi.resetModules()` in setup.ts),
 * each file gets an IndexedDB of its own, and the timers a file left running are cleared when it ends, so an
 * earlier file's module cannot write into a later file's database or call its fake server.
 */
import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';

/** A new, empty in-memory IndexedDB for the file, for the page and for every Dexie database the file opens. */
export function startWithEmptyIndexedDb(): void {
  const factory = new IDBFactory();
  globalThis.indexedDB = factory;
  Dexie.dependencies.indexedDB = factory;
}

type TimerHandle = ReturnType<typeof setTimeout>;

interface TimerTracking {
  running: Set<TimerHandle>;
}

const trackingKey = Symbol.for('petrel.tests.timerTracking');

/**
 * Records the handles of the timeouts and intervals started from now on (installed once per worker; later files
 * reuse it), so that `clearFileTimers` can stop them.
 */
function timerTracking(): TimerTracking {
  const host = globalThis as typeof globalThis & { [trackingKey]?: TimerTracking };
  const installed = host[trackingKey];
  if (installed) return installed;
  const tracking: TimerTracking = { running: new Set() };
  const { setTimeout: nodeSetTimeout, setInterval: nodeSetInterval } = globalThis;
  const { clearTimeout: nodeClearTimeout, clearInterval: nodeClearInterval } = globalThis;
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle = nodeSetTimeout(
      (...callbackArgs: unknown[]) => {
        tracking.running.delete(handle);
        callback(...callbackArgs);
      },
      delay,
      ...args,
    );
    tracking.running.add(handle);
    return handle;
  }) as typeof setTimeout;
  globalThis.setInterval = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle = nodeSetInterval(callback, delay, ...args);
    tracking.running.add(handle);
    return handle;
  }) as typeof setInterval;
  globalThis.clearTimeout = ((handle?: TimerHandle) => {
    if (handle !== undefined) tracking.running.delete(handle);
    nodeClearTimeout(handle);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((handle?: TimerHandle) => {
    if (handle !== undefined) tracking.running.delete(handle);
    nodeClearInterval(handle);
  }) as typeof clearInterval;
  host[trackingKey] = tracking;
  return tracking;
}

/** Starts recording the file's timers. */
export function trackFileTimers(): void {
  timerTracking();
}

/** Stops every timeout and interval still running from this file. */
export function clearFileTimers(): void {
  const tracking = timerTracking();
  // Node's clearTimeout stops an interval as well.
  for (const handle of tracking.running) clearTimeout(handle);
  tracking.running.clear();
}
