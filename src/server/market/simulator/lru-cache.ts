/**
 * A least-recently-used map with a hard entry limit. The simulator keeps finished candles in these: they never
 * change, but an unbounded memo of every candle ever asked for would grow for as long as the server runs.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly entriesMax: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-inserting moves the key to the end of the Map's order, which is what marks it as recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.entriesMax) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return;
      this.entries.delete(oldest.value);
    }
  }
}
