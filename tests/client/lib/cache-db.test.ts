// Proves the on-device cache's batched writes on a real (fake-indexeddb) Dexie: answers saved together in one transaction, the newest kept past the size limit, a key rewritten within the gap held back (its newest answer still read) until the gap has passed or the app is hidden, and a user's answers never landing after their logout.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheDatabase,
  cacheEntriesMax,
  cacheMayHoldEntries,
  deleteUserCache,
  flushCacheWrites,
  readCacheEntry,
  rewriteGapMs,
  writeCacheEntry,
} from '../../../src/client/lib/cache/cache-db';
import { clearDeviceCache } from '../support/device-cache';

const entry = (key: string, userId = '', savedAtMs = 1000) => ({ key, value: key, savedAtMs, userId });

beforeEach(async () => {
  await clearDeviceCache();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** What the device holds for `key` (not the waiting answers, which readCacheEntry also finds). */
const onDevice = async (key: string) => (await (await cacheDatabase()).entries.get(key))?.value;

describe('the cache writer', () => {
  it('saves the answers of one moment in a single transaction', async () => {
    const database = await cacheDatabase();
    const transaction = vi.spyOn(database, 'transaction');
    const writes = Array.from({ length: 10 }, (_, index) => writeCacheEntry(entry(`k${index}`)));
    await Promise.all(writes);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(await database.entries.count()).toBe(10);
    expect((await database.entries.get('k7'))?.value).toBe('k7');
  });

  it('keeps only the latest answer of a key written twice before the batch', async () => {
    void writeCacheEntry({ ...entry('k'), value: 'first' });
    await writeCacheEntry({ ...entry('k'), value: 'second' });
    expect((await (await cacheDatabase()).entries.get('k'))?.value).toBe('second');
  });

  it('drops the oldest entries past the limit', async () => {
    const writes = Array.from({ length: cacheEntriesMax + 5 }, (_, index) =>
      writeCacheEntry(entry(`k${index}`, '', 1000 + index)),
    );
    await Promise.all(writes);
    const { entries } = await cacheDatabase();
    expect(await entries.count()).toBe(cacheEntriesMax);
    expect(await entries.get('k0')).toBeUndefined();
    expect(await entries.get('k4')).toBeUndefined();
    expect(await entries.get('k5')).toBeDefined();
  });

  it('never saves a waiting answer of a user who has logged out', async () => {
    void writeCacheEntry(entry('assets:u-1', 'u-1'));
    void writeCacheEntry(entry('market:tickers', ''));
    await deleteUserCache('u-1');
    await flushCacheWrites();
    const { entries } = await cacheDatabase();
    expect(await entries.get('assets:u-1')).toBeUndefined();
    expect(await entries.get('market:tickers')).toBeDefined();
  });

  it("deletes a user's answers that were being written when they logged out", async () => {
    void writeCacheEntry(entry('assets:u-2', 'u-2'));
    const writing = flushCacheWrites();
    await deleteUserCache('u-2');
    await writing;
    expect(await (await cacheDatabase()).entries.get('assets:u-2')).toBeUndefined();
  });

  it('does not look in the database on a first visit, and does once something was saved', async () => {
    await writeCacheEntry(entry('market:tickers'));
    window.localStorage.clear();
    expect(cacheMayHoldEntries()).toBe(false);
    expect(await readCacheEntry('market:tickers')).toBeUndefined();
    await writeCacheEntry(entry('market:pairs'));
    expect(cacheMayHoldEntries()).toBe(true);
    expect((await readCacheEntry('market:tickers'))?.value).toBe('market:tickers');
  });

  it('finds an answer whose batch is being written, on a first visit too', async () => {
    window.localStorage.clear();
    void writeCacheEntry(entry('messages:u-3', 'u-3'));
    const writing = flushCacheWrites();
    expect((await readCacheEntry('messages:u-3'))?.value).toBe('messages:u-3');
    await writing;
  });

  it('holds back a key rewritten within the gap, keeping its newest answer, and writes it once the gap has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await writeCacheEntry({ ...entry('market:depth'), value: 'first' });
    expect(await onDevice('market:depth')).toBe('first');

    // A second later the live book saves again: the batch of a new key goes out without it.
    vi.advanceTimersByTime(1_000);
    void writeCacheEntry({ ...entry('market:depth'), value: 'second' });
    await writeCacheEntry(entry('market:tickers'));
    expect(await onDevice('market:tickers')).toBe('market:tickers');
    expect(await onDevice('market:depth')).toBe('first');
    expect((await readCacheEntry('market:depth'))?.value).toBe('second');

    vi.advanceTimersByTime(rewriteGapMs);
    await writeCacheEntry({ ...entry('market:depth'), value: 'third' });
    expect(await onDevice('market:depth')).toBe('third');
  });

  it('writes a held-back key at once when the app is hidden', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await writeCacheEntry({ ...entry('market:kline'), value: 'first' });
    void writeCacheEntry({ ...entry('market:kline'), value: 'second' });
    await writeCacheEntry(entry('market:tickers'));
    expect(await onDevice('market:kline')).toBe('first');
    await flushCacheWrites();
    expect(await onDevice('market:kline')).toBe('second');
  });
});
