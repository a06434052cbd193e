/**
 * The rolling 24 h ticker, built from the same minute candles the k-line serves, so its high and low are exactly
 * the extremes of the minute candles of the window and its volume their sum.
 */
import type { Ticker } from '../../../common/market-types';
import { aggregateMinutes, minuteMs } from './bars';
import { priceAt, volumeUnitsPerCoin, type PairModel } from './pair-model';

export const tickerWindowMs = 86_400_000;

export function computeTicker(model: PairModel, nowMs: number): Ticker {
  const windowStartMs = nowMs - tickerWindowMs;
  // The minute holding the window's start is counted whole: that keeps the ticker a sum of minute candles.
  const window = aggregateMinutes(model, Math.floor(windowStartMs / minuteMs) * minuteMs, nowMs, true);
  const open = priceAt(model, windowStartMs);
  return {
    id: Math.floor(nowMs / 1000),
    open,
    close: window.close,
    high: Math.max(window.high, open),
    low: Math.min(window.low, open),
    vol: window.volumeUnits / volumeUnitsPerCoin,
    count: window.tradeCount,
  };
}
