/**
 * Stale-while-revalidate over the Dexie cache: render what was saved at once, fetch when online (again on every
 * app refresh tick and when the connection returns), save what arrives. Offline, the saved answer stays on screen
 * with its age; a failed fetch keeps the data and reports the error beside it.
 * An answer that replaces what is on screen (a market list of dozens of rows, every 5000 ms) renders as a
 * transition: React renders it in slices and a tap in between is answered first, so no refresh is a long task.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure } from '../http/api-failure';
import { connectivityStore, isOnline, useOnline } from '../connectivity/connectivity-store';
import { liveCarries } from '../live/live-state';
import { useAppRefresh } from '../refresh/app-refresh';
import { readCacheEntry, writeCacheEntry } from './cache-db';
import { onMoneyMoved, onMoneyMovedMarkStale } from './money-moved';
import { fetchForPrivateRead, privateReadEnded, privateReadStarted } from './private-read-cursors';
import { forgetFirstFills } from './first-fill';
import { forgetCopiedEntries, noteFirstScreenRead, warmedEntry } from './warm-start';

export interface CachedQuery<T> {
  data: T | undefined;
  /** When the data on screen was fetched from the server. */
  savedAtMs: number | undefined;
  /** True while the data on screen is an older saved answer that has not been revalidated. */
  fromCache: boolean;
  error: ApiFailure | undefined;
  loading: boolean;
  reload: () => void;
  /** The saved answer's key (null: nothing is read yet) and its owner ('' for public data). */
  key: string | null;
  userId: string;
}

interface Snapshot<T> {
  data: T | undefined;
  savedAtMs: number | undefined;
  fromCache: boolean;
  error: ApiFailure | undefined;
  loading: boolean;
}

/**
 * Answers of this session, so that going back to a screen shows its data in the same frame. A private answer read
 * before money last moved is `stale`: shown as a saved copy (with its age) until it is read again.
 */
const sessionMemory = new Map<
  string,
  { value: unknown; savedAtMs: number; userId: string; stale?: boolean }
>();
onMoneyMovedMarkStale(() => {
  for (const entry of sessionMemory.values()) if (entry.userId !== '') entry.stale = true;
});

type AnswerListener = (value: unknown, savedAtMs: number) => void;
/** The mounted queries of each key, so an answer saved by one of them (or by a live event) shows in all. */
const answerListeners = new Map<string, Set<AnswerListener>>();

function listenForAnswers(key: string, listener: AnswerListener): () => void {
  const listeners = answerListeners.get(key) ?? new Set<AnswerListener>();
  answerListeners.set(key, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) answerListeners.delete(key);
  };
}

/**
 * Saves a fresh answer of `key`: in this session's memory, on the device (Dexie), and on every mounted screen that
 * shows it. A fetched answer and a live stream's event (live-events.ts) both arrive here, so they cannot differ.
 */
export function saveAnswer<T>(key: string, value: T, userId = '', savedAtMs: number = Date.now()): void {
  sessionMemory.set(key, { value, savedAtMs, userId });
  for (const listener of answerListeners.get(key) ?? []) listener(value, savedAtMs);
  void writeCacheEntry({ key, value, savedAtMs, userId });
}

/** The newest answer of `key` this session or the device holds (what a live candle is merged into). */
export async function savedAnswer<T>(key: string): Promise<T | undefined> {
  const remembered = sessionMemory.get(key);
  if (remembered) return remembered.value as T;
  return (await readCacheEntry<T>(key))?.value;
}

/** Drops a user's remembered answers from memory (their saved copies on the device are deleted separately). */
export function forgetRememberedAnswers(userId: string): void {
  for (const [key, entry] of sessionMemory) if (entry.userId === userId) sessionMemory.delete(key);
  forgetCopiedEntries(userId);
  forgetFirstFills(userId);
}

const emptySnapshot: Snapshot<never> = {
  data: undefined,
  savedAtMs: undefined,
  fromCache: false,
  error: undefined,
  loading: true,
};

/** What a screen shows before anything arrives: this session's answer, else the one read ahead at start. */
function initialSnapshot<T>(key: string | null, userId: string): Snapshot<T> {
  if (!key) return emptySnapshot;
  const remembered = sessionMemory.get(key);
  if (remembered)
    return {
      ...emptySnapshot,
      data: remembered.value as T,
      savedAtMs: remembered.savedAtMs,
      fromCache: remembered.stale === true,
      loading: false,
    };
  const warmed = warmedEntry<T>(key, userId);
  if (warmed)
    return {
      ...emptySnapshot,
      data: warmed.value,
      savedAtMs: warmed.savedAtMs,
      fromCache: true,
      loading: false,
    };
  return emptySnapshot;
}

export interface CachedQueryOptions<T = unknown> {
  /** Owner of private data; '' (the default) for public data. */
  userId?: string;
  /**
   * Revalidate on the app's 5000 ms refresh tick (default true). A function decides from the answer on screen at
   * each tick (a record waiting on an operator is read again, a settled one is not), so the choice follows the
   * answer in the same render that shows it, with no state of its own to catch up.
   */
  refreshOnTick?: boolean | ((data: T | undefined) => boolean);
  /**
   * The answer changes without a private event of its own, so the tick keeps reading it even while the live stream
   * is healthy: an asset list's USDT values follow prices, and a message posted to everyone reaches the inbox
   * without one (the stream's private events say when the user's own money, orders and records change).
   */
  tickWhileLive?: boolean;
  /**
   * On a tick, read again only once the answer on screen was fetched at least this long ago (default: on every
   * tick). For a figure that moves slowly and costs several requests per read.
   */
  refreshEveryMs?: number;
}

export function useCachedQuery<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  options: CachedQueryOptions<T> = {},
): CachedQuery<T> {
  const { userId = '', refreshOnTick = true, tickWhileLive = false, refreshEveryMs = 0 } = options;
  const [snapshot, setSnapshot] = useState<Snapshot<T>>(() => initialSnapshot<T>(key, userId));
  const latestFetcher = useRef(fetcher);
  latestFetcher.current = fetcher;
  const currentKey = useRef(key);
  currentKey.current = key;
  const online = useOnline();

  const revalidate = useCallback(async () => {
    const requestKey = currentKey.current;
    if (!requestKey || !isOnline(connectivityStore.get())) return;
    // A signed-in user's answer: how current it is, by the user's live counter (private-read-cursors.ts).
    const privateRead = userId ? privateReadStarted() : undefined;
    try {
      const value = await (privateRead
        ? fetchForPrivateRead(privateRead, latestFetcher.current)
        : latestFetcher.current());
      if (currentKey.current !== requestKey) return;
      // This query shows it through its own listener (the key effect below), like every other one on the key.
      saveAnswer(requestKey, value, userId);
      if (privateRead) privateReadEnded(privateRead, true);
    } catch (error) {
      if (currentKey.current !== requestKey) return;
      if (privateRead) privateReadEnded(privateRead, false);
      const failure = error instanceof ApiFailure ? error : new ApiFailure(String(error), 'network');
      setSnapshot((previous) => ({ ...previous, error: failure, loading: false }));
    }
  }, [userId]);

  useEffect(() => {
    const initial = initialSnapshot<T>(key, userId);
    // The same answer as on screen (the first render's, read ahead): no second render for it.
    setSnapshot((previous) =>
      initial.data !== undefined && initial.data === previous.data ? previous : initial,
    );
    if (!key) return;
    noteFirstScreenRead(key);
    let cancelled = false;
    const stopListening = listenForAnswers(key, (value, savedAtMs) =>
      startTransition(() =>
        setSnapshot({ data: value as T, savedAtMs, fromCache: false, error: undefined, loading: false }),
      ),
    );
    // With an answer in hand (this session's, or the warm-start copy, which the cache refreshes with every save of
    // it), IndexedDB holds nothing newer: not reading it keeps Dexie's chunk and the database's opening off the
    // start of a repeat visit. Dexie loads later, when the fresh answer is saved at an idle moment.
    const stored = initial.data === undefined ? readCacheEntry<T>(key) : Promise.resolve(undefined);
    void stored.then((entry) => {
      if (cancelled || !entry) return;
      startTransition(() =>
        setSnapshot((previous) =>
          (previous.data !== undefined && !previous.fromCache && previous.savedAtMs !== undefined) ||
          (previous.fromCache && previous.savedAtMs === entry.savedAtMs)
            ? previous
            : {
                data: entry.value,
                savedAtMs: entry.savedAtMs,
                fromCache: true,
                error: previous.error,
                loading: false,
              },
        ),
      );
    });
    void revalidate().then(() => {
      if (!cancelled && !isOnline()) setSnapshot((previous) => ({ ...previous, loading: false }));
    });
    return () => {
      cancelled = true;
      stopListening();
    };
  }, [key, userId, revalidate]);

  // Revalidate when the connection comes back, not on mount (the key effect above already fetched).
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void revalidate();
    wasOnline.current = online;
  }, [online, revalidate]);

  // While the live stream is healthy and carries this answer, its events keep it current: the tick skips it.
  useAppRefresh(() => {
    const refreshes = typeof refreshOnTick === 'function' ? refreshOnTick(snapshot.data) : refreshOnTick;
    if (!refreshes || (!tickWhileLive && key && liveCarries(key, userId))) return;
    // Only with the option: an answer's time from another clock (ahead of this one) must not stop the tick.
    const fetchedRecently =
      refreshEveryMs > 0 &&
      !snapshot.fromCache &&
      snapshot.savedAtMs !== undefined &&
      Date.now() - snapshot.savedAtMs < refreshEveryMs;
    if (!fetchedRecently) void revalidate();
  });

  // Private figures read again as soon as the user's money moved (money-moved.ts), tick or not.
  useEffect(() => (key && userId ? onMoneyMoved(revalidate) : undefined), [key, userId, revalidate]);

  const reload = useCallback(() => void revalidate(), [revalidate]);
  return { ...snapshot, reload, key, userId };
}
