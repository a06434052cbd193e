// Proves the service worker's registration waits for the page's requests to be over (lib/async/when-network-quiet.ts):
// every finished request restarts the quiet period, the wait never passes its cap, and a cancelled wait never runs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenNetworkQuiet } from '../../../../src/client/lib/async/when-network-quiet';

/** The browser's resource timing, reduced to what the helper uses: the observers, told when a request finishes. */
const observers = new Set<() => void>();
class FakeResourceObserver {
  private readonly notify: () => void;
  constructor(callback: () => void) {
    this.notify = callback;
  }
  observe(options: { type: string }) {
    expect(options.type).toBe('resource');
    observers.add(this.notify);
  }
  disconnect() {
    observers.delete(this.notify);
  }
}
const requestFinished = () => observers.forEach((notify) => notify());

const options = { quietMs: 2_000, maxWaitMs: 20_000 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeResourceObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  observers.clear();
});

describe('whenNetworkQuiet', () => {
  it('runs once no request has finished for the quiet period, each finished request starting it again', () => {
    const callback = vi.fn();
    whenNetworkQuiet(callback, options);
    vi.advanceTimersByTime(1_500);
    requestFinished();
    vi.advanceTimersByTime(1_500);
    requestFinished();
    vi.advanceTimersByTime(1_999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    // Done: no more watching, and later requests change nothing.
    expect(observers.size).toBe(0);
    requestFinished();
    vi.advanceTimersByTime(30_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at the cap while requests keep finishing', () => {
    const callback = vi.fn();
    whenNetworkQuiet(callback, options);
    for (let elapsed = 0; elapsed < 19_000; elapsed += 1_000) {
      vi.advanceTimersByTime(1_000);
      requestFinished();
    }
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const callback = vi.fn();
    const cancel = whenNetworkQuiet(callback, options);
    cancel();
    expect(observers.size).toBe(0);
    vi.advanceTimersByTime(30_000);
    expect(callback).not.toHaveBeenCalled();
  });

  it('waits for the cap alone where the browser has no resource timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const callback = vi.fn();
    whenNetworkQuiet(callback, options);
    vi.advanceTimersByTime(19_999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
