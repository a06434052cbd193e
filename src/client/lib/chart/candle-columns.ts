/**
 * Converts the wire candles into the column layout uPlot draws from. Typed arrays keep 2000 candles in a few
 * contiguous buffers, so the path builders walk them without touching 2000 small objects on every redraw.
 */
import type { Candle } from '../../../common/market-types';

/** Used as the candle period when fewer than two candles leave nothing to measure it from. */
const fallbackPeriodSec = 60;

export interface CandleColumns {
  readonly length: number;
  /** Candle start, seconds since the epoch, ascending. uPlot's default time unit is the second. */
  readonly time: Float64Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly vol: Float64Array;
  /** 1 when the candle closed at or above its open; drawn in the up colour. */
  readonly up: Uint8Array;
  /** Smallest gap between two consecutive candles: the period, even when the feed has holes. */
  readonly periodSec: number;
}

/** HTX serves klines newest first; uPlot needs ascending x, so anything out of order is sorted on a copy. */
function ascending(candles: readonly Candle[]): readonly Candle[] {
  for (let i = 1; i < candles.length; i++) {
    if ((candles[i - 1]?.id ?? 0) > (candles[i]?.id ?? 0)) {
      return [...candles].sort((a, b) => a.id - b.id);
    }
  }
  return candles;
}

function smallestStepSec(time: Float64Array): number {
  let step = Infinity;
  for (let i = 1; i < time.length; i++) {
    const gap = time[i]! - time[i - 1]!;
    if (gap > 0 && gap < step) step = gap;
  }
  return Number.isFinite(step) ? step : fallbackPeriodSec;
}

export function toCandleColumns(input: readonly Candle[]): CandleColumns {
  const candles = ascending(input);
  const length = candles.length;
  const time = new Float64Array(length);
  const open = new Float64Array(length);
  const high = new Float64Array(length);
  const low = new Float64Array(length);
  const close = new Float64Array(length);
  const vol = new Float64Array(length);
  const up = new Uint8Array(length);
  candles.forEach((candle, i) => {
    time[i] = candle.id;
    open[i] = candle.open;
    high[i] = candle.high;
    low[i] = candle.low;
    close[i] = candle.close;
    vol[i] = candle.vol;
    up[i] = candle.close >= candle.open ? 1 : 0;
  });
  return { length, time, open, high, low, close, vol, up, periodSec: smallestStepSec(time) };
}
