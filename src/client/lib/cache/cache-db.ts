/**
 * The on-device cache (IndexedDB through Dexie): the last answer of each read, with when it was saved, so the app
 * opens with data offline. Private answers carry their user's id and are deleted at logout.
 */
import Dexie, { type Table } from 'dexie';

export interface CacheEntry<T = unknown> {
  key: string;
  value: T;
  savedAtMs: number;
  /** '' for public data such as markets; the owner's id for private data. */
  userId: string;
}

/** The cache keeps the most recently saved entries; older ones are dropped past this count. */
export const cacheEntriesMax = 300;

class CacheDatabase extends Dexie {
  entries!: Table<CacheEntry, string>;

  constructor() {
    super('petrel-cache');
    this.version(1).stores({ entries: 'key, userId, savedAtMs' });
  }
}

export const cacheDb = new CacheDatabase();

export async function readCacheEntry<T>(key: string): Promise<CacheEntry<T> | undefined> {
  try {
    return (await cacheDb.entries.get(key)) as CacheEntry<T> | undefined;
  } catch {
    // A browser without IndexedDB (or with it blocked) simply has no cache.
    return undefined;
  }
}

export async function writeCacheEntry<T>(entry: CacheEntry<T>): Promise<void> {
  try {
    await cacheDb.entries.put(entry);
    const count = await cacheDb.entries.count();
    if (count > cacheEntriesMax) {
      const oldest = await cacheDb.entries
        .orderBy('savedAtMs')
        .limit(count - cacheEntriesMax)
        .primaryKeys();
      await cacheDb.entries.bulkDelete(oldest);
    }
  } catch {
    // Failing to cache must never fail the screen that just received fresh data.
  }
}

export async function deleteUserCache(userId: string): Promise<void> {
  if (!userId) return;
  await cacheDb.entries.where('userId').equals(userId).delete();
}
