/**
 * The on-device cache (IndexedDB through Dexie): the last answer of each read, with when it was saved, so the app
 * opens with data offline. Private answers carry their user's id and are deleted at logout.
 */
import type { CacheDatabase } from './cache-database';

export interface CacheEntry<T = unknown> {
  key: string;
  value: T;
  savedAtMs: number;
  /** '' for public data such as markets; the owner's id for private data. */
  userId: string;
}

/** The cache keeps the most recently saved entries; older ones are dropped past this count. */
export const cacheEntriesMax = 300;

let database: Promise<CacheDatabase> | undefined;

/**
 * The cache database, opened once. Dexie is about a quarter of the start-up JavaScript, so it is a chunk of its own
 * that main.tsx starts loading beside the catalog and the first screen, instead of a part of the bundle every start
 * parses before the first paint.
 */
export function cacheDatabase(): Promise<CacheDatabase> {
  database ??= import('./cache-database').then(({ CacheDatabase: Database }) => new Database());
  return database;
}

export async function readCacheEntry<T>(key: string): Promise<CacheEntry<T> | undefined> {
  try {
    return (await (await cacheDatabase()).entries.get(key)) as CacheEntry<T> | undefined;
  } catch {
    // A browser without IndexedDB (or with it blocked) simply has no cache.
    return undefined;
  }
}

export async function writeCacheEntry<T>(entry: CacheEntry<T>): Promise<void> {
  try {
    const { entries } = await cacheDatabase();
    await entries.put(entry);
    const count = await entries.count();
    if (count > cacheEntriesMax) {
      const oldest = await entries
        .orderBy('savedAtMs')
        .limit(count - cacheEntriesMax)
        .primaryKeys();
      await entries.bulkDelete(oldest);
    }
  } catch {
    // Failing to cache must never fail the screen that just received fresh data.
  }
}

export async function deleteUserCache(userId: string): Promise<void> {
  if (!userId) return;
  await (await cacheDatabase()).entries.where('userId').equals(userId).delete();
}
