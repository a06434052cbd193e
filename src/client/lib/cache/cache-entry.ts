/** One saved answer of the on-device cache: what the database, the writer (cache-db.ts) and the warm start share. */
export interface CacheEntry<T = unknown> {
  key: string;
  value: T;
  savedAtMs: number;
  /** '' for public data such as markets; the owner's id for private data. */
  userId: string;
}
