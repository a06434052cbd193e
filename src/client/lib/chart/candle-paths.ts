/**
 * uPlot path builders for candlesticks and volume bars. Every wick and body is a rectangle added to one Path2D per
 * colour, so a redraw of 2000 candles is two fill() calls with no per-candle style switching; filled rectangles
 * snapped to whole device pixels also stay crisper than stroked 1 px lines.
 *
 * Candles that land on the same device-pixel column are merged first, as a longer period's candle would be: first
 * open, highest high, lowest low, last close. With 2000 candles on a phone two or more share each column, and
 * drawing them over one another would paint the column in whichever colour happened to be drawn last; merging
 * also halves the rectangles to fill. Zoomed in, every candle has its own column and nothing is merged.
 */
import type uPlot from 'uplot';

import {
  barGeometry,
  colourPaths,
  plotTransform,
  type BarGeometry,
  type ColourPaths,
  type PlotTransform,
} from './bar-geometry';
import type { CandleColumns } from './candle-columns';
import type { ChartState } from './chart-state';

/** The candle being accumulated for one pixel column; one object per redraw, reused for every column. */
interface Merged {
  x: number;
  open: number;
  high: number;
  low: number;
  close: number;
  vol: number;
}

function traceCandle(m: Merged, g: BarGeometry, t: PlotTransform, paths: ColourPaths): void {
  const path = m.close >= m.open ? paths.up : paths.down;
  const high = Math.round(t.yOffset + m.high * t.yScale);
  const low = Math.round(t.yOffset + m.low * t.yScale);
  path.rect(m.x - g.wickHalf, high, g.wick, Math.max(low - high, g.minHeight));
  // A body no wider than the wick would be hidden by it anyway, so it is not traced.
  if (g.body > g.wick) {
    const open = Math.round(t.yOffset + m.open * t.yScale);
    const close = Math.round(t.yOffset + m.close * t.yScale);
    path.rect(m.x - g.bodyHalf, Math.min(open, close), g.body, Math.max(Math.abs(open - close), g.minHeight));
  }
}

/** A volume bar from zero; a merged column shows its largest volume, which the volume scale was ranged on. */
function traceVolume(m: Merged, g: BarGeometry, t: PlotTransform, paths: ColourPaths): void {
  if (m.vol <= 0) return;
  const base = Math.round(t.yOffset);
  const top = Math.min(Math.round(t.yOffset + m.vol * t.yScale), base - 1);
  (m.close >= m.open ? paths.up : paths.down).rect(m.x - g.bodyHalf, top, g.body, base - top);
}

type Trace = (m: Merged, g: BarGeometry, t: PlotTransform, paths: ColourPaths) => void;

/**
 * Walks candles idx0..idx1, merging those on one pixel column, and traces each column with `trace`. Returns how
 * many candles have their centre inside the visible range.
 */
function traceColumns(
  cols: CandleColumns,
  t: PlotTransform,
  paths: ColourPaths,
  idx0: number,
  idx1: number,
  trace: Trace,
): number {
  const g = barGeometry(cols.periodSec, t);
  const m: Merged = { x: Number.NaN, open: 0, high: 0, low: 0, close: 0, vol: 0 };
  let drawn = 0;
  for (let i = idx0; i <= idx1; i++) {
    const time = cols.time[i]!;
    if (time >= t.xMin && time <= t.xMax) drawn++;
    const x = Math.round(t.xOffset + time * t.xScale);
    if (x !== m.x) {
      if (i > idx0) trace(m, g, t, paths);
      m.x = x;
      m.open = cols.open[i]!;
      m.high = cols.high[i]!;
      m.low = cols.low[i]!;
      m.vol = cols.vol[i]!;
    } else {
      m.high = Math.max(m.high, cols.high[i]!);
      m.low = Math.min(m.low, cols.low[i]!);
      m.vol = Math.max(m.vol, cols.vol[i]!);
    }
    m.close = cols.close[i]!;
  }
  if (idx1 >= idx0) trace(m, g, t, paths);
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
    state.drawnCount = traceColumns(state.columns, t, paths, idx0, idx1, traceCandle);
    return { fill: paths.fill, stroke: null };
  };
}

/** Path builder of the volume plot: bars coloured like the candle above them. */
export function volumePaths(state: ChartState): uPlot.Series.PathBuilder {
  return (u, _seriesIdx, idx0, idx1) => {
    const t = plotTransform(u, 'vol');
    if (t === null || state.columns.length === 0) return null;
    const paths = colourPaths(state);
    traceColumns(state.columns, t, paths, idx0, idx1, traceVolume);
    return { fill: paths.fill, stroke: null };
  };
}
