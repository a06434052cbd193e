/**
 * The candle series of a pair and period. Finished candles are memoized per pair and period, since they never
 * change; a day is built from its 48 half-hour candles, which are memoized too, so a long daily history is
 * computed once and every later call only recomputes the candle in progress.
 */
import { klinePeriodMs, klineSizeMax, type KlinePeriod } from '../../../common/constants';
import { aggregateMinutes, combineBars, type Bar } from './bars';
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

  /**
   * The finished half hours of a range. Those of the current day are remembered (the day in progress is rebuilt
   * from them on every call); those of older days are only reused when present, because storing the 96,000 half
   * hours of a long daily history would just push the recent ones out of the bounded cache.
   */
  const halfHoursBetween = (model: PairModel, fromMs: number, toMs: number, remember: boolean): Bar[] => {
    const cache = cacheOf(model, '30min');
    const bars: Bar[] = [];
    for (let startMs = fromMs; startMs < toMs; startMs += halfHourMs) {
      const bar = remember
        ? finished(model, '30min', startMs)
        : (cache.get(startMs) ?? aggregateMinutes(model, startMs, startMs + halfHourMs, false));
      bars.push(bar);
    }
    return bars;
  };

  function finished(model: PairModel, period: KlinePeriod, startMs: number): Bar {
    const cache = cacheOf(model, period);
    const cached = cache.get(startMs);
    if (cached) return cached;
    const endMs = startMs + klinePeriodMs[period];
    const bar =
      period === '1day'
        ? combineBars(halfHoursBetween(model, startMs, endMs, false))
        : aggregateMinutes(model, startMs, endMs, false);
    cache.set(startMs, bar);
    return bar;
  }

  function inProgress(model: PairModel, period: KlinePeriod, startMs: number, nowMs: number): Bar {
    if (period !== '1day') return aggregateMinutes(model, startMs, nowMs, true);
    const halfHourStartMs = Math.floor(nowMs / halfHourMs) * halfHourMs;
    const bars = halfHoursBetween(model, startMs, halfHourStartMs, true);
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
