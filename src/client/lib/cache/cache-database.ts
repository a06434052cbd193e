/** The Dexie database behind the on-device cache; loaded on its own (see cache-db.ts). */
import Dexie, { type Table } from 'dexie';
import type { CacheEntry } from './cache-entry';

export class CacheDatabase extends Dexie {
  entries!: Table<CacheEntry, string>;

  constructor() {
    super('petrel-cache');
    this.version(1).stores({ entries: 'key, userId, savedAtMs' });
  }
}
