// Proves the first screen's warm start: a start notes which saved answers its first screen reads, the cache keeps
// copies of those as it saves them, and the next start's very first render shows them, for their owner only, with
// logout removing a user's copies and large answers left to IndexedDB, and IndexedDB left unread where a copy was shown.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheDatabase, flushCacheWrites, writeCacheEntry } from '../../../src/client/lib/cache/cache-db';
import type { CacheEntry } from '../../../src/client/lib/cache/cache-entry';
import { forgetRememberedAnswers, useCachedQuery } from '../../../src/client/lib/cache/use-cached-query';
import {
  copiedEntryCharsMax,
  copySavedEntries,
  firstScreenWindowMs,
  noteFirstScreenRead,
  warmFirstScreen,
} from '../../../src/client/lib/cache/warm-start';
import { connectivityStore } from '../../../src/client/lib/connectivity/connectivity-store';
import { storageKeys } from '../../../src/client/lib/session/storage-keys';

function Probe({ cacheKey, userId = '' }: { cacheKey: string; userId?: string }) {
  const query = useCachedQuery(cacheKey, async () => 'fresh', { userId, refreshOnTick: false });
  return (
    <p data-testid={`probe-${cacheKey}`}>
      {query.data ?? 'none'}|{query.fromCache ? 'cached' : 'fresh'}
    </p>
  );
}

const entry = (key: string, value: unknown, userId = ''): CacheEntry => ({
  key,
  value,
  savedAtMs: 1_000,
  userId,
});

/** One start at `route`: the first screen reads `keys`, the cache saves `saved`, and the window closes. */
function startReading(route: string, keys: string[], saved: CacheEntry[]): void {
  window.location.hash = `#${route}`;
  warmFirstScreen(route);
  for (const key of keys) noteFirstScreenRead(key);
  copySavedEntries(saved);
  vi.advanceTimersByTime(firstScreenWindowMs);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  localStorage.clear();
  // Offline: the probes fetch nothing, so what they show is what the start gave them.
  connectivityStore.set({ browserOnline: false, lastRequestFailed: false });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the warm start of the first screen', () => {
  it("shows the answers the route's last first screen read in the very first render", () => {
    startReading('/home', ['market:tickers'], [entry('market:tickers', 'BTC 97,000'), entry('other', 'x')]);
    expect(JSON.parse(localStorage.getItem(storageKeys.firstScreenKeys)!)).toEqual({
      '/home': ['market:tickers'],
    });
    expect(Object.keys(JSON.parse(localStorage.getItem(storageKeys.firstScreenEntries)!))).toEqual([
      'market:tickers',
    ]);

    warmFirstScreen('/home');
    render(<Probe cacheKey="market:tickers" />);
    // No waiting: the copy is there before any effect or IndexedDB read has run.
    expect(screen.getByTestId('probe-market:tickers').textContent).toBe('BTC 97,000|cached');
    vi.advanceTimersByTime(firstScreenWindowMs);
  });

  it('copies the answers waiting to be written as they are flushed (the app hidden), before the database has them', async () => {
    startReading('/home', ['market:tickers'], [entry('market:tickers', 'old')]);
    vi.useRealTimers();
    void writeCacheEntry({ ...entry('market:tickers', 'newer'), savedAtMs: 2_000 });
    const writing = flushCacheWrites();
    // At once: a page being closed may not live to see the database write end, and a copy older than the answer
    // last drawn leaves the saved rows' snapshot of it unfilled at the next start.
    const copies = JSON.parse(localStorage.getItem(storageKeys.firstScreenEntries)!) as Record<
      string,
      CacheEntry
    >;
    expect(copies['market:tickers']).toMatchObject({ value: 'newer', savedAtMs: 2_000 });
    await writing;
  });

  it('keeps the copies fresh as later answers are saved, and gives another route nothing', () => {
    startReading('/home', ['market:tickers'], [entry('market:tickers', 'old')]);
    copySavedEntries([{ ...entry('market:tickers', 'newer'), savedAtMs: 2_000 }]);
    warmFirstScreen('/market');
    render(<Probe cacheKey="market:tickers" />);
    expect(screen.getByTestId('probe-market:tickers').textContent).toBe('none|fresh');
    vi.advanceTimersByTime(firstScreenWindowMs);
    warmFirstScreen('/home');
    render(<Probe cacheKey="market:tickers" userId="" />);
    expect(screen.getAllByTestId('probe-market:tickers')[1]!.textContent).toBe('newer|cached');
    vi.advanceTimersByTime(firstScreenWindowMs);
  });

  it('does not read IndexedDB for an answer whose copy the first render showed, and does for the others', async () => {
    // IndexedDB (fake-indexeddb) needs the real timers.
    vi.useRealTimers();
    const database = await cacheDatabase();
    await database.entries.bulkPut([
      { ...entry('market:tickers', 'in IndexedDB'), savedAtMs: 2_000 },
      { ...entry('market:pairs', 'pairs in IndexedDB'), savedAtMs: 2_000 },
    ]);
    localStorage.setItem(storageKeys.cacheFilled, '1');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    startReading('/home', ['market:tickers'], [entry('market:tickers', 'copied')]);

    warmFirstScreen('/home');
    render(
      <>
        <Probe cacheKey="market:tickers" />
        <Probe cacheKey="market:pairs" />
      </>,
    );
    // The effects have asked for what they read: the window may close, and IndexedDB gets its real timers back.
    vi.advanceTimersByTime(firstScreenWindowMs);
    vi.useRealTimers();
    // The answer without a copy comes from IndexedDB; the one with a copy was never looked up there (had it been,
    // the database's different, later answer would have replaced the copy, as it does for an answer with none).
    await waitFor(() =>
      expect(screen.getByTestId('probe-market:pairs').textContent).toBe('pairs in IndexedDB|cached'),
    );
    expect(screen.getByTestId('probe-market:tickers').textContent).toBe('copied|cached');
    await database.entries.clear();
  });

  it('gives a start at a route that moves the address on the answers of its latest start below it', () => {
    startReading('/account/assert/2', ['assets:list:2'], [entry('assets:list:2', 'contract USDT')]);
    startReading('/account/assert/1', ['assets:list:1'], [entry('assets:list:1', 'coin USDT')]);
    expect(warmFirstScreen('/account')).toBe(true);
    render(<Probe cacheKey="assets:list:1" />);
    expect(screen.getByTestId('probe-assets:list:1').textContent).toBe('coin USDT|cached');
    vi.advanceTimersByTime(firstScreenWindowMs);
    // Not for a route that merely starts with the same letters, nor for the root, below which every route lies.
    expect(warmFirstScreen('/acc')).toBe(false);
    vi.advanceTimersByTime(firstScreenWindowMs);
    expect(warmFirstScreen('/')).toBe(false);
    vi.advanceTimersByTime(firstScreenWindowMs);
  });

  it('notes only reads at the start route (or below it) and within the window', () => {
    window.location.hash = '#/account';
    warmFirstScreen('/account');
    noteFirstScreenRead('account-key');
    // The Assets screen moves the address on to its coin account: still the first screen.
    window.location.hash = '#/account/assert/1';
    noteFirstScreenRead('coin-account-key');
    window.location.hash = '#/accounts-elsewhere';
    noteFirstScreenRead('elsewhere-key');
    window.location.hash = '#/market';
    noteFirstScreenRead('market-key');
    vi.advanceTimersByTime(firstScreenWindowMs);
    window.location.hash = '#/account';
    noteFirstScreenRead('late-key');
    expect(JSON.parse(localStorage.getItem(storageKeys.firstScreenKeys)!)).toEqual({
      '/account': ['account-key', 'coin-account-key'],
    });
  });

  it('stores the reads as they are noted, so a visit closed within the window still warms the next start', async () => {
    startReading('/home', ['old-key'], [entry('old-key', 'old')]);
    window.location.hash = '#/home';
    warmFirstScreen('/home');
    // Saved before its read is noted (a screen that loaded it first), and after.
    copySavedEntries([entry('market:tickers', 'BTC 97,000')]);
    noteFirstScreenRead('market:tickers');
    noteFirstScreenRead('params');
    // Stored once the notes of this batch (one commit's effects) are in.
    await Promise.resolve();
    copySavedEntries([entry('params', 'fees')]);
    const keysNow = JSON.parse(localStorage.getItem(storageKeys.firstScreenKeys)!) as Record<
      string,
      string[]
    >;
    expect(keysNow).toEqual({ '/home': ['market:tickers', 'params', 'old-key'] });
    const copiesNow = JSON.parse(localStorage.getItem(storageKeys.firstScreenEntries)!) as object;
    expect(Object.keys(copiesNow).sort()).toEqual(['market:tickers', 'old-key', 'params']);
    // Had the page stayed, the window's end leaves exactly this start's reads.
    vi.advanceTimersByTime(firstScreenWindowMs);
    expect(JSON.parse(localStorage.getItem(storageKeys.firstScreenKeys)!)).toEqual({
      '/home': ['market:tickers', 'params'],
    });
  });

  it("gives a user's copy to that user only, and logout removes it from storage", () => {
    startReading('/account', ['assets:7'], [entry('assets:7', '10,000 USDT', '7')]);
    warmFirstScreen('/account');
    render(<Probe cacheKey="assets:7" userId="8" />);
    expect(screen.getByTestId('probe-assets:7').textContent).toBe('none|fresh');
    forgetRememberedAnswers('7');
    expect(localStorage.getItem(storageKeys.firstScreenEntries)).toBe('{}');
    render(<Probe cacheKey="assets:7" userId="7" />);
    expect(screen.getAllByTestId('probe-assets:7')[1]!.textContent).toBe('none|fresh');
    vi.advanceTimersByTime(firstScreenWindowMs);
  });

  it('leaves an answer larger than the cap to IndexedDB alone', () => {
    const candles = 'c'.repeat(copiedEntryCharsMax);
    startReading('/market/kline', ['kline', 'ticker'], [entry('kline', candles), entry('ticker', 'BTC')]);
    expect(Object.keys(JSON.parse(localStorage.getItem(storageKeys.firstScreenEntries)!))).toEqual([
      'ticker',
    ]);
  });
});
