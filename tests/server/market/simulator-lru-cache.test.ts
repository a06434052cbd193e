// Proves the simulator's memo caches stay within their entry limit and evict the least recently used entry first.
import { describe, expect, it } from 'vitest';
import { LruCache } from '../../../src/server/market/simulator/lru-cache';

describe('LruCache', () => {
  it('never holds more than its limit and drops the least recently used entry', () => {
    const cache = new LruCache<number, string>(2);
    cache.set(1, 'one');
    cache.set(2, 'two');
    expect(cache.get(1)).toBe('one');
    cache.set(3, 'three');
    expect(cache.size).toBe(2);
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toBe('one');
    expect(cache.get(3)).toBe('three');
  });

  it('replaces a value without growing', () => {
    const cache = new LruCache<string, number>(3);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(2);
  });
});
