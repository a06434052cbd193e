/**
 * The visible time range, and the pure maths that pans, zooms and clamps it. The chart owns the x scale (uPlot's x
 * auto-ranging is off) so that the range can be padded by half a candle on each side, without which the first and
 * last bodies would be cut in half. Gestures never leave the data: a window is at least `minVisibleCandles` wide,
 * at most all candles, and always inside the padded data range.
 */
import type { CandleColumns } from './candle-columns';

export interface XWindow {
  readonly min: number;
  readonly max: number;
}

/** How far a gesture may go: the padded data range and the narrowest span a pinch may reach. */
export interface XLimits {
  readonly min: number;
  readonly max: number;
  readonly minSpan: number;
}

/** A pinch stops zooming in at this many candles: fewer would show a handful of blocks and no trend. */
export const minVisibleCandles = 10;
/**
 * A window whose right edge is within this share of a candle of the newest candle's right edge counts as
 * "at the right edge", and follows new candles; sub-pixel drift left by a pan does not make it stop following.
 */
const rightEdgeToleranceRatio = 0.5;

/** The most recent `visibleCandles` candles, or all of them when it is undefined. */
export function defaultWindow(cols: CandleColumns, visibleCandles?: number): XWindow | null {
  if (cols.length === 0) return null;
  const half = cols.periodSec / 2;
  const count = Math.min(cols.length, Math.max(1, visibleCandles ?? cols.length));
  const first = cols.time[cols.length - count]!;
  const last = cols.time[cols.length - 1]!;
  return { min: first - half, max: last + half };
}

/** The whole data range, padded by half a candle, and the narrowest window allowed; null without candles. */
export function windowLimits(cols: CandleColumns, minCandles = minVisibleCandles): XLimits | null {
  const all = defaultWindow(cols);
  if (all === null) return null;
  const fullSpan = all.max - all.min;
  return { min: all.min, max: all.max, minSpan: Math.min(fullSpan, minCandles * cols.periodSec) };
}

function clampNumber(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** A span between the narrowest allowed and the whole data range. */
function clampSpan(span: number, limits: XLimits): number {
  return clampNumber(span, limits.minSpan, limits.max - limits.min);
}

/** Moves a window of `span` starting at `min` inside the limits, keeping its span. */
function placed(min: number, span: number, limits: XLimits): XWindow {
  const start = clampNumber(min, limits.min, limits.max - span);
  return { min: start, max: start + span };
}

/** The window's span clamped (about its centre) and the window moved inside the data range. */
export function clampWindow(window: XWindow, limits: XLimits): XWindow {
  const span = clampSpan(window.max - window.min, limits);
  const centre = (window.min + window.max) / 2;
  return placed(centre - span / 2, span, limits);
}

/** Shifts the window by `deltaSec` (negative: towards older candles), stopping at either end of the data. */
export function panWindow(window: XWindow, deltaSec: number, limits: XLimits): XWindow {
  const span = clampSpan(window.max - window.min, limits);
  return placed(window.min + deltaSec, span, limits);
}

/**
 * A window of `spanSec` (clamped) that keeps `anchorSec` at `anchorShare` of its width (0 = left edge, 1 = right
 * edge): the candle under a pinch's midpoint or the mouse stays under it while the rest grows or shrinks.
 */
export function windowAround(
  anchorSec: number,
  anchorShare: number,
  spanSec: number,
  limits: XLimits,
): XWindow {
  const span = clampSpan(spanSec, limits);
  return placed(anchorSec - clampNumber(anchorShare, 0, 1) * span, span, limits);
}

/** Scales the window's span by `factor` (below 1 zooms in) about `anchorSec`, which keeps its place on screen. */
export function zoomWindow(window: XWindow, factor: number, anchorSec: number, limits: XLimits): XWindow {
  const span = window.max - window.min;
  const share = span > 0 ? (anchorSec - window.min) / span : 1;
  return windowAround(anchorSec, share, span * factor, limits);
}

/** True when the window shows the newest candle up to the data's right edge. */
export function atRightEdge(window: XWindow, cols: CandleColumns): boolean {
  const limits = windowLimits(cols);
  return limits !== null && window.max >= limits.max - cols.periodSec * rightEdgeToleranceRatio;
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

/**
 * The user's window after new candles arrive. A window at the right edge of the old data slides along to the new
 * right edge with the same span, so the newest candle stays in view, as on an exchange's live chart; a window
 * on older candles stays where it is, so a refresh never pulls the user away from what they were reading.
 */
export function followedWindow(
  previous: XWindow | null,
  before: CandleColumns,
  after: CandleColumns,
): XWindow | null {
  const kept = keptWindow(previous, after);
  const limits = windowLimits(after);
  if (previous === null || kept === null || limits === null) return kept;
  if (!atRightEdge(previous, before)) return clampWindow(kept, limits);
  const span = previous.max - previous.min;
  return clampWindow({ min: limits.max - span, max: limits.max }, limits);
}
