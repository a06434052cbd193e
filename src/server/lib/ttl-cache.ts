/**
 * A small time-bounded cache with a hard entry limit. Concurrent misses for one key share a single load, so a
 * burst of identical requests costs one computation (or one upstream call).
 */
import type { Clock } from './clock';

export interface TtlCacheOptions {
  ttlMs: number;
  entriesMax: number;
  clock: Clock;
}

interface Entry<V> {
  expiresAtMs: number;
  value: Promise<V>;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly options: TtlCacheOptions) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const nowMs = this.options.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAtMs > nowMs) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expiresAtMs: nowMs + this.options.ttlMs, value });
    // A failed load must not be served to the next caller; it is forgotten as soon as it fails.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
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
