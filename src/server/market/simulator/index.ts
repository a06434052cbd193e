/**
 * The built-in market simulator: every pair of the pair table, priced by a pure function of (the installation's
 * secret key of each UTC day, pair, time), so two processes of one installation asking about the same instant get
 * identical answers and nothing depends on when the server started, while no one without a day's key can compute
 * that day's prices (ARCHITECTURE.md §7). Everything of a day depends only on the keys of that day and earlier ones,
 * so a day's key, revealed once the day is over, lets anyone recompute it. The simulator works in whole seconds:
 * within a second every answer is the same, which makes caching exact.
 */
import type { KlinePeriod } from '../../../common/constants';
import type { Candle, Ticker } from '../../../common/market-types';
import type { PairInfo } from '../../../common/pairs';
import type { Clock } from '../../lib/clock';
import type { DayKeyOf } from '../fairness/day-keys';
import type { MarketFeed } from '../feed';
import type { Bar } from './bar';
import { createCandleStore } from './candles';
import { createDrawSource } from './day-draws';
import { computeDepth } from './depth';
import { LruCache } from './lru-cache';
import { createPairModel, priceAt, volumeUnitsPerCoin, type PairModel } from './pair-model';
import { computeTicker } from './ticker';
import { computeTrades } from './trades';

export { volumeUnitsPerCoin } from './pair-model';

/** Tickers kept for the current second; one per pair is enough, the limit only guards odd inputs. */
const tickerCacheEntriesMax = 64;

function toCandle(bar: Bar): Candle {
  return {
    id: bar.startMs / 1000,
    open: bar.open,
    close: bar.close,
    high: bar.high,
    low: bar.low,
    vol: bar.volumeUnits / volumeUnitsPerCoin,
  };
}

export function createSimulatorFeed(options: { clock: Clock; dayKeys: DayKeyOf }): MarketFeed {
  const draws = createDrawSource(options.dayKeys);
  const models = new Map<string, PairModel>();
  const candleStore = createCandleStore();
  const tickers = new LruCache<string, { nowMs: number; ticker: Ticker }>(tickerCacheEntriesMax);
  const nowMs = (): number => Math.floor(options.clock() / 1000) * 1000;

  const modelOf = (pair: PairInfo): PairModel => {
    let model = models.get(pair.symbol);
    if (!model) {
      model = createPairModel(pair, draws);
      models.set(pair.symbol, model);
    }
    return model;
  };

  return {
    source: 'sim',
    async ticker(pair) {
      const model = modelOf(pair);
      const now = nowMs();
      const cached = tickers.get(pair.symbol);
      if (cached?.nowMs === now) return { ...cached.ticker };
      const ticker = computeTicker(model, now);
      tickers.set(pair.symbol, { nowMs: now, ticker });
      return { ...ticker };
    },
    async candles(pair, period: KlinePeriod, size) {
      const bars = await candleStore.series(modelOf(pair), period, size, nowMs());
      return bars.map(toCandle);
    },
    async depth(pair, levels) {
      return computeDepth(modelOf(pair), nowMs(), levels, options.clock());
    },
    async trades(pair, count) {
      return computeTrades(modelOf(pair), nowMs(), count);
    },
    async priceAt(pair, timeMs) {
      // Whole seconds, like every other answer, and never later than now.
      const atMs = Math.min(Math.floor(timeMs / 1000) * 1000, nowMs());
      return { price: priceAt(modelOf(pair), atMs), timeMs: atMs };
    },
  };
}
