/** The Dexie database behind the on-device cache; loaded on its own (see cache-db.ts). */
import Dexie, { type Table } from 'dexie';
import type { CacheEntry } from './cache-entry';

export class CacheDatabase extends Dexie {
  entries!: Table<CacheEntry, string>;

  constructor() {
    // The cache reads and writes entries by key and never watches a query (no liveQuery), so it leaves out the two
    // middlewares that serve one: Dexie's query cache, and its observability layer, which records the key ranges
    // of every write for live queries and other tabs. That record (its range sets) was the larger part of a cache
    // write's main-thread time: in CPU profiles of a cold Position load at 1x, the write's task went from 4.3 ms to
    // 2.5-2.6 ms without it (issue 23).
    super('petrel-cache', { cache: 'disabled' });
    this.unuse({ stack: 'dbcore', name: 'Observability' });
    this.version(1).stores({ entries: 'key, userId, savedAtMs' });
  }
}
