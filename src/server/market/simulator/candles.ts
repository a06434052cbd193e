/**
 * The candle series of a pair and period. Finished candles are memoized per pair and period, since they never
 * change. Finished half hours and days come from `aggregateHalfHours`, which skips the minutes that cannot hold
 * their high or low; the day in progress is its finished half hours (memoized) plus the half hour in progress.
 */
import { klinePeriodMs, klineSizeMax, type KlinePeriod } from '../../../common/constants';
import type { Bar } from './bar';
import { aggregateMinutes, combineBars } from './bars';
import { aggregateHalfHours } from './range-bars';
import { LruCache } from './lru-cache';
import type { PairModel } from './pair-model';

/** Finished candles kept per pair and period: a full request of the latest candles, with room to slide. */
export const finishedCandleCacheEntriesMax = klineSizeMax + 100;
/** While building a long daily history, the event loop gets a turn after this many newly computed days. */
const daysComputedPerEventLoopTurn = 25;
const halfHourMs = klinePeriodMs['30min'];

export interface CandleStore {
  /** The latest `size` candles ending with the one in progress at `nowMs`, oldest first. */
  series(model: PairModel, period: KlinePeriod, size: number, nowMs: number): Promise<Bar[]>;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export function createCandleStore(): CandleStore {
  const caches = new Map<string, LruCache<number, Bar>>();

  const cacheOf = (model: PairModel, period: KlinePeriod): LruCache<number, Bar> => {
    const key = `${model.pair.symbol}/${period}`;
    let cache = caches.get(key);
    if (!cache) {
      cache = new LruCache(finishedCandleCacheEntriesMax);
      caches.set(key, cache);
    }
    return cache;
  };

  /** The finished half hours of the day in progress, remembered: the day is rebuilt from them on every call. */
  const halfHoursBetween = (model: PairModel, fromMs: number, toMs: number): Bar[] => {
    const bars: Bar[] = [];
    for (let startMs = fromMs; startMs < toMs; startMs += halfHourMs)
      bars.push(finished(model, '30min', startMs));
    return bars;
  };

  function finished(model: PairModel, period: KlinePeriod, startMs: number): Bar {
    const cache = cacheOf(model, period);
    const cached = cache.get(startMs);
    if (cached) return cached;
    const periodMs = klinePeriodMs[period];
    const bar =
      periodMs % halfHourMs === 0
        ? aggregateHalfHours(model, startMs, periodMs / halfHourMs)
        : aggregateMinutes(model, startMs, startMs + periodMs, false);
    cache.set(startMs, bar);
    return bar;
  }

  function inProgress(model: PairModel, period: KlinePeriod, startMs: number, nowMs: number): Bar {
    if (period !== '1day') return aggregateMinutes(model, startMs, nowMs, true);
    const halfHourStartMs = Math.floor(nowMs / halfHourMs) * halfHourMs;
    const bars = halfHoursBetween(model, startMs, halfHourStartMs);
    bars.push(aggregateMinutes(model, halfHourStartMs, nowMs, true));
    return combineBars(bars);
  }

  return {
    async series(model, period, size, nowMs) {
      const periodMs = klinePeriodMs[period];
      // Periods divide a day and the epoch starts at UTC midnight, so flooring aligns days to UTC midnight.
      const currentStartMs = Math.floor(nowMs / periodMs) * periodMs;
      const count = Math.min(klineSizeMax, Math.max(0, Math.floor(size)));
      const cache = cacheOf(model, period);
      const bars: Bar[] = [];
      let computedDays = 0;
      for (let index = count - 1; index >= 1; index--) {
        const startMs = currentStartMs - index * periodMs;
        const cached = cache.get(startMs);
        bars.push(cached ?? finished(model, period, startMs));
        // A cold daily history of a pair costs a good fraction of a second; other requests should not wait on it.
        if (!cached && period === '1day' && ++computedDays % daysComputedPerEventLoopTurn === 0) {
          await yieldToEventLoop();
        }
      }
      if (count > 0) bars.push(inProgress(model, period, currentStartMs, nowMs));
      return bars;
    },
  };
}
