/**
 * A small time-bounded cache with a hard entry limit. Concurrent misses for one key share a single load, so a
 * burst of identical requests costs one computation (or one upstream call). An answer lives `ttlMs` from the
 * moment its load completed, not from when it started: a load slower than the TTL would otherwise be stale on
 * arrival, and the next caller would start the same slow load again at once.
 */
import type { Clock } from './clock';

export interface TtlCacheOptions {
  ttlMs: number;
  entriesMax: number;
  clock: Clock;
}

interface Entry<V> {
  /** Infinity while the load runs: callers meanwhile share it. */
  expiresAtMs: number;
  value: Promise<V>;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly options: TtlCacheOptions) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAtMs > this.options.clock()) return hit.value;
    const value = load();
    const entry: Entry<V> = { expiresAtMs: Infinity, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.expiresAtMs = this.options.clock() + this.options.ttlMs;
      },
      () => {
        // A failed load must not be served to the next caller; it is forgotten as soon as it fails.
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.evictOverflow();
    return value;
  }

  private evictOverflow(): void {
    // Map keeps insertion order, so the first keys are the oldest entries.
    while (this.entries.size > this.options.entriesMax) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.entries.delete(oldest);
    }
  }
}
