// Proves the TTL cache counts an answer's life from the end of its load, shares a load in flight, and forgets failures.
import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../../src/server/lib/ttl-cache';

const ttlMs = 1_000;

/** A cache on a clock the test moves, and loads the test finishes by hand. */
function setup() {
  let nowMs = 50_000;
  const cache = new TtlCache<string>({ ttlMs, entriesMax: 8, clock: () => nowMs });
  const pending: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return {
    cache,
    load,
    pending,
    loads: () => loads,
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

describe('TtlCache', () => {
  it('keeps an answer whose load took longer than the TTL for a full TTL after it arrived', async () => {
    const t = setup();
    const first = t.cache.get('kline', t.load);
    t.advance(3 * ttlMs);
    t.pending[0]!.resolve('candles');
    await expect(first).resolves.toBe('candles');
    // Counted from the start of the load, this answer would already be two TTLs old.
    t.advance(ttlMs - 1);
    const again = t.cache.get('kline', t.load);
    expect(t.loads()).toBe(1);
    await expect(again).resolves.toBe('candles');
    t.advance(1);
    void t.cache.get('kline', t.load);
    expect(t.loads()).toBe(2);
  });

  it('shares a load in flight however long it runs', async () => {
    const t = setup();
    const first = t.cache.get('kline', t.load);
    t.advance(5 * ttlMs);
    const second = t.cache.get('kline', t.load);
    expect(second).toBe(first);
    expect(t.loads()).toBe(1);
    t.pending[0]!.resolve('candles');
    await expect(second).resolves.toBe('candles');
  });

  it('forgets a failed load, so the next caller loads again', async () => {
    const t = setup();
    const failed = t.cache.get('kline', t.load);
    t.pending[0]!.reject(new Error('upstream down'));
    await expect(failed).rejects.toThrow('upstream down');
    void t.cache.get('kline', t.load);
    expect(t.loads()).toBe(2);
  });
});
