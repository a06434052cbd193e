/**
 * The volume block: volumes are drawn per half hour, then split among its minutes (minute-volume.ts). A pair's model
 * keeps the recent splits, so this is what both the model and the volume maths need, apart from either of them.
 */
import { LruCache } from './lru-cache';

/** The volume block: totals are drawn per half hour, then split among its minutes. */
export const volumeBlockMinutes = 30;
/** Minute splits kept per pair: a day and a half, enough for the rolling ticker and a 2000-minute chart. */
export const volumeBlockCacheEntriesMax = 80;

/** The minutes of one half hour: volume units and trade counts, each a whole number of at least one. */
export interface MinuteVolumes {
  volumeUnits: Float64Array;
  tradeCounts: Float64Array;
}

export function createVolumeBlockCache(): LruCache<number, MinuteVolumes> {
  return new LruCache(volumeBlockCacheEntriesMax);
}
