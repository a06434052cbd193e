/**
 * The on-device cache (IndexedDB through Dexie): the last answer of each read, with when it was saved, so the app
 * opens with data offline. Private answers carry their user's id and are deleted at logout.
 */
import { nextTask } from '../async/next-task';
import { whenIdle } from '../async/when-idle';
import { safeStorage, storageKeys } from '../session/storage-keys';
import type { CacheDatabase } from './cache-database';
import type { CacheEntry } from './cache-entry';
import { copySavedEntries } from './warm-start';

/** The cache keeps the most recently saved entries; older ones are dropped past this count. */
export const cacheEntriesMax = 300;

let database: Promise<CacheDatabase> | undefined;

/**
 * The cache database, opened once. Dexie is about a quarter of the start-up JavaScript, so it is a chunk of its own
 * that main.tsx starts loading beside the catalog and the first screen, instead of a part of the bundle every start
 * parses before the first paint.
 */
export function cacheDatabase(): Promise<CacheDatabase> {
  // Dexie's evaluation and the database's construction (its schema, its middleware stacks) in two tasks: together
  // they were a task of 10.1 ms at 1x in a CPU profile of a cold Position load (issue 23).
  database ??= import('./cache-database').then(async ({ CacheDatabase: Database }) => {
    await nextTask();
    return new Database();
  });
  return database;
}

/**
 * Saved answers wait for a quiet moment and go to IndexedDB together in one transaction: a screen that has just
 * received its data renders first, and a page's ten answers cost one write instead of twenty (put and count each).
 */
const pendingWrites = new Map<string, CacheEntry>();
let scheduledFlush: Promise<void> | undefined;
/** The batch being written; a deletion waits for it, so a user's answers cannot land after their logout. */
let flushInProgress: Promise<void> = Promise.resolve();
/** Where the browser has no idle callback (Safari, tests), the batch waits this long instead. */
const writeDelayMs = 300;
/** The longest a saved answer waits for an idle moment. */
const idleTimeoutMs = 2_000;
/**
 * A live screen saves the same answers every second (a pair's book, its 2,000 candles, the tickers), and copying
 * them to the device each time is main-thread work every second for a copy nobody reads until the next start. A key
 * written less than this long ago waits among the pending writes (where reads find it, the newest answer kept) for a
 * batch after the gap; a new key goes in the next batch, and leaving the app (hidden) writes everything at once.
 */
export const rewriteGapMs = 10_000;
/** When each key last went to the device (Date.now()), for rewriteGapMs. */
const writtenAtMs = new Map<string, number>();
/** The wake-up of a batch for the keys that wait out their gap. */
let heldWrites: ReturnType<typeof setTimeout> | undefined;

/**
 * False on a first visit: nothing was ever saved on this device, so the first screen does not open the database
 * (constructing Dexie and creating its store cost about 140 ms on a mid-range phone) only to find it empty.
 */
export function cacheMayHoldEntries(): boolean {
  return safeStorage.get(storageKeys.cacheFilled) === '1';
}

export async function readCacheEntry<T>(key: string): Promise<CacheEntry<T> | undefined> {
  const pending = pendingWrites.get(key);
  if (pending) return pending as CacheEntry<T>;
  // A batch being written holds answers that are no longer pending and not yet readable from the database.
  await flushInProgress;
  if (!cacheMayHoldEntries()) return undefined;
  try {
    return (await (await cacheDatabase()).entries.get(key)) as CacheEntry<T> | undefined;
  } catch {
    // A browser without IndexedDB (or with it blocked) simply has no cache.
    return undefined;
  }
}

/**
 * Saves an answer; resolves once the next batch is on the device. That batch holds the answer unless its key was
 * written less than rewriteGapMs ago: then a later one does.
 */
export function writeCacheEntry<T>(entry: CacheEntry<T>): Promise<void> {
  pendingWrites.set(entry.key, entry);
  return scheduleBatch();
}

function scheduleBatch(): Promise<void> {
  scheduledFlush ??= new Promise<void>((resolve) => {
    whenIdle(
      () => {
        scheduledFlush = undefined;
        resolve(flushDueWrites());
      },
      { timeoutMs: idleTimeoutMs, fallbackMs: writeDelayMs },
    );
  });
  return scheduledFlush;
}

/** Writes the waiting answers whose keys are past their gap, and wakes up again for the others. */
function flushDueWrites(): Promise<void> {
  const nowMs = Date.now();
  // Past the gap, never written, or written "later" than now (the device's clock was set back): due now.
  const waitOf = (key: string) => {
    const sinceMs = nowMs - (writtenAtMs.get(key) ?? -Infinity);
    return sinceMs < 0 ? 0 : rewriteGapMs - sinceMs;
  };
  const due = [...pendingWrites.values()].filter((entry) => waitOf(entry.key) <= 0);
  for (const entry of due) pendingWrites.delete(entry.key);
  if (pendingWrites.size > 0 && heldWrites === undefined) {
    const soonestMs = Math.min(...[...pendingWrites.keys()].map(waitOf));
    heldWrites = setTimeout(() => {
      heldWrites = undefined;
      void scheduleBatch();
    }, soonestMs);
  }
  return writeEntries(due);
}

/** Writes every waiting answer now (also when the app is hidden, so closing it right away loses nothing). */
export function flushCacheWrites(): Promise<void> {
  const batch = [...pendingWrites.values()];
  pendingWrites.clear();
  return writeEntries(batch);
}

/**
 * Hands a batch to the database. Its copies for the next start (warm-start.ts) are taken here, at once, not once the
 * database has the batch: a page being closed (the flush when hidden) may not live to see that write end, and a copy
 * older than the answer the screen last drew did not match the saved rows' snapshot of it, so the next start showed
 * no saved rows with the HTML (first-fill.ts; issue 23's repeat visit online: Home's and Market's data at 0.9-1.06 s
 * in 4 of 15 runs).
 */
function writeEntries(batch: CacheEntry[]): Promise<void> {
  if (batch.length === 0) return flushInProgress;
  copySavedEntries(batch);
  const nowMs = Date.now();
  for (const entry of batch) writtenAtMs.set(entry.key, nowMs);
  flushInProgress = flushInProgress.then(() => writeBatch(batch));
  return flushInProgress;
}

async function writeBatch(batch: CacheEntry[]): Promise<void> {
  try {
    const database = await cacheDatabase();
    const { entries } = database;
    await database.transaction('rw', entries, async () => {
      await entries.bulkPut(batch);
      const count = await entries.count();
      if (count > cacheEntriesMax) {
        const oldest = await entries
          .orderBy('savedAtMs')
          .limit(count - cacheEntriesMax)
          .primaryKeys();
        await entries.bulkDelete(oldest);
      }
    });
    if (!cacheMayHoldEntries()) safeStorage.set(storageKeys.cacheFilled, '1');
  } catch {
    // Failing to cache must never fail the screen that just received fresh data.
  }
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushCacheWrites();
  });
}

/**
 * Deletes every saved answer, waiting or written, and forgets when keys were last written: the device holds none
 * now, so the next answer of any key goes in the next batch (the client tests' fresh device between cases).
 */
export async function deleteAllCacheEntries(): Promise<void> {
  pendingWrites.clear();
  writtenAtMs.clear();
  clearTimeout(heldWrites);
  heldWrites = undefined;
  await flushInProgress;
  await (await cacheDatabase()).entries.clear();
}

export async function deleteUserCache(userId: string): Promise<void> {
  if (!userId) return;
  for (const [key, entry] of pendingWrites) if (entry.userId === userId) pendingWrites.delete(key);
  await flushInProgress;
  await (await cacheDatabase()).entries.where('userId').equals(userId).delete();
}
