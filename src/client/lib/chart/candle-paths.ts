/**
 * uPlot path builders for candlesticks and volume bars. Every wick and body is a rectangle added to one Path2D per
 * colour, so a redraw of 2000 candles is two fill() calls with no per-candle style switching; filled rectangles
 * snapped to whole device pixels also stay crisper than stroked 1 px lines.
 */
import uPlot from 'uplot';

import type { CandleColumns } from './candle-columns';
import type { ChartState } from './chart-state';

/** Share of the distance between two candles that a body fills; the rest is the gap between neighbours. */
export const barWidthRatio = 0.7;
/** Bodies stop growing past this width, so a deep zoom shows candles rather than blocks. */
export const maxBarWidthPx = 24;
export const wickWidthPx = 1;
/** A doji (open equal to close) still gets a body this tall, so it stays visible. */
export const minBodyHeightPx = 1;

type FillMap = Map<CanvasRenderingContext2D['fillStyle'], Path2D>;

/** Linear value-to-canvas-pixel mapping of a plot: pixel = offset + value * scale, per axis. */
interface PlotTransform {
  readonly xOffset: number;
  readonly xScale: number;
  readonly yOffset: number;
  readonly yScale: number;
  readonly xMin: number;
  readonly xMax: number;
}

/**
 * Both scales are linear, so the mapping is worked out once per redraw instead of calling u.valToPos 10000 times.
 * Works in canvas (device) pixels, the space path builders draw in.
 */
function plotTransform(u: uPlot, yScaleKey: string): PlotTransform | null {
  const x = u.scales['x'];
  const y = u.scales[yScaleKey];
  if (x?.min == null || x.max == null || y?.min == null || y.max == null) return null;
  if (x.max <= x.min || y.max <= y.min) return null;
  const { left, top, width, height } = u.bbox;
  const xScale = width / (x.max - x.min);
  const yScale = -height / (y.max - y.min);
  return {
    xOffset: left - x.min * xScale,
    xScale,
    yOffset: top - y.max * yScale,
    yScale,
    xMin: x.min,
    xMax: x.max,
  };
}

interface BarGeometry {
  /** Body (and volume bar) width in device pixels. */
  readonly body: number;
  readonly wick: number;
}

/** Body width follows the candle spacing; it keeps the wick's parity so the wick sits exactly in the middle. */
function barGeometry(spacingDevicePx: number): BarGeometry {
  const pxRatio = uPlot.pxRatio;
  const wick = Math.max(1, Math.round(wickWidthPx * pxRatio));
  let body = Math.max(1, Math.floor(Math.min(spacingDevicePx * barWidthRatio, maxBarWidthPx * pxRatio)));
  if (body > wick && (body - wick) % 2 !== 0) body -= 1;
  return { body, wick: Math.min(wick, body) };
}

/** One Path2D per colour; when both colours are equal they share one path, since a Map holds a key only once. */
function colourPaths(state: ChartState): { up: Path2D; down: Path2D; fill: FillMap } {
  const up = new Path2D();
  const down = state.upColor === state.downColor ? up : new Path2D();
  const fill: FillMap = new Map([[state.upColor, up]]);
  if (down !== up) fill.set(state.downColor, down);
  return { up, down, fill };
}

/** Adds candles idx0..idx1 to the paths and returns how many have their centre inside the visible range. */
function traceCandles(
  cols: CandleColumns,
  t: PlotTransform,
  paths: { up: Path2D; down: Path2D },
  idx0: number,
  idx1: number,
): number {
  const { body, wick } = barGeometry(cols.periodSec * t.xScale);
  const bodyHalf = Math.floor(body / 2);
  const wickHalf = Math.floor(wick / 2);
  const minHeight = Math.max(1, Math.round(minBodyHeightPx * uPlot.pxRatio));
  let drawn = 0;
  for (let i = idx0; i <= idx1; i++) {
    const time = cols.time[i]!;
    if (time >= t.xMin && time <= t.xMax) drawn++;
    const path = cols.up[i] === 1 ? paths.up : paths.down;
    const x = Math.round(t.xOffset + time * t.xScale);
    const high = Math.round(t.yOffset + cols.high[i]! * t.yScale);
    const low = Math.round(t.yOffset + cols.low[i]! * t.yScale);
    path.rect(x - wickHalf, high, wick, Math.max(low - high, minHeight));
    // When the body is no wider than the wick it would be hidden by it anyway, so it is not traced.
    if (body > wick) {
      const open = Math.round(t.yOffset + cols.open[i]! * t.yScale);
      const close = Math.round(t.yOffset + cols.close[i]! * t.yScale);
      path.rect(x - bodyHalf, Math.min(open, close), body, Math.max(Math.abs(open - close), minHeight));
    }
  }
  return drawn;
}

/** Path builder of the price plot's candle series; reads all four price columns from the shared state. */
export function candlePaths(state: ChartState): uPlot.Series.PathBuilder {
  return (u, _seriesIdx, idx0, idx1) => {
    const t = plotTransform(u, 'y');
    if (t === null || state.columns.length === 0) {
      state.drawnCount = 0;
      return null;
    }
    const paths = colourPaths(state);
    state.drawnCount = traceCandles(state.columns, t, paths, idx0, idx1);
    return { fill: paths.fill, stroke: null };
  };
}

/** Path builder of the volume plot: bars from zero, coloured like the candle above them. */
export function volumePaths(state: ChartState): uPlot.Series.PathBuilder {
  return (u, _seriesIdx, idx0, idx1) => {
    const cols = state.columns;
    const t = plotTransform(u, 'vol');
    if (t === null || cols.length === 0) return null;
    const paths = colourPaths(state);
    const { body } = barGeometry(cols.periodSec * t.xScale);
    const half = Math.floor(body / 2);
    const base = Math.round(t.yOffset);
    for (let i = idx0; i <= idx1; i++) {
      const vol = cols.vol[i]!;
      if (vol <= 0) continue;
      const top = Math.min(Math.round(t.yOffset + vol * t.yScale), base - 1);
      const x = Math.round(t.xOffset + cols.time[i]! * t.xScale);
      (cols.up[i] === 1 ? paths.up : paths.down).rect(x - half, top, body, base - top);
    }
    return { fill: paths.fill, stroke: null };
  };
}
