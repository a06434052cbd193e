/**
 * The visible time range. The chart owns the x scale (uPlot's x auto-ranging is off) so that the range can be
 * padded by half a candle on each side, without which the first and last bodies would be cut in half.
 */
import type { CandleColumns } from './candle-columns';

export interface XWindow {
  readonly min: number;
  readonly max: number;
}

/** The most recent `visibleCandles` candles, or all of them when it is undefined. */
export function defaultWindow(cols: CandleColumns, visibleCandles?: number): XWindow | null {
  if (cols.length === 0) return null;
  const half = cols.periodSec / 2;
  const count = Math.min(cols.length, Math.max(1, visibleCandles ?? cols.length));
  const first = cols.time[cols.length - count]!;
  const last = cols.time[cols.length - 1]!;
  return { min: first - half, max: last + half };
}

/**
 * A user's zoom survives new data only while it still shows at least a candle period of it: after a refresh it
 * does, after switching from 1min to 1day candles it does not, and the chart falls back to the default window.
 */
export function keptWindow(previous: XWindow | null, cols: CandleColumns): XWindow | null {
  if (previous === null || cols.length === 0) return null;
  const first = cols.time[0]!;
  const last = cols.time[cols.length - 1]!;
  const overlap = Math.min(previous.max, last) - Math.max(previous.min, first);
  return overlap >= cols.periodSec ? previous : null;
}
