/**
 * Pixel geometry shared by the candle and volume path builders: the value-to-pixel mapping, bar widths, and the
 * per-colour paths the bars are collected in. Everything is in canvas (device) pixels, the space uPlot's path
 * builders draw in, and snapped to whole pixels so that bars stay crisp.
 */
import uPlot from 'uplot';

import type { ChartState } from './chart-state';

/** Share of the distance between two candles that a body fills; the rest is the gap between neighbours. */
export const barWidthRatio = 0.7;
/** Bodies stop growing past this width, so a deep zoom shows candles rather than blocks. */
export const maxBarWidthPx = 24;
export const wickWidthPx = 1;
/** A doji (open equal to close) still gets a body this tall, so it stays visible. */
export const minBodyHeightPx = 1;

/** Linear value-to-canvas-pixel mapping of a plot: pixel = offset + value * scale, per axis. */
export interface PlotTransform {
  readonly xOffset: number;
  readonly xScale: number;
  readonly yOffset: number;
  readonly yScale: number;
  readonly xMin: number;
  readonly xMax: number;
}

/**
 * Both scales are linear, so the mapping is worked out once per redraw instead of calling u.valToPos 10000
 * times. Null while a scale has no range yet (no data).
 */
export function plotTransform(u: uPlot, yScaleKey: string): PlotTransform | null {
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

export interface BarGeometry {
  /** Body (and volume bar) width. */
  readonly body: number;
  readonly bodyHalf: number;
  readonly wick: number;
  readonly wickHalf: number;
  readonly minHeight: number;
}

/** Body width follows the candle spacing; it keeps the wick's parity so the wick sits exactly in the middle. */
export function barGeometry(periodSec: number, t: PlotTransform): BarGeometry {
  const pxRatio = uPlot.pxRatio;
  const spacing = periodSec * t.xScale;
  const wick = Math.max(1, Math.round(wickWidthPx * pxRatio));
  let body = Math.max(1, Math.floor(Math.min(spacing * barWidthRatio, maxBarWidthPx * pxRatio)));
  if (body > wick && (body - wick) % 2 !== 0) body -= 1;
  const thinWick = Math.min(wick, body);
  return {
    body,
    bodyHalf: Math.floor(body / 2),
    wick: thinWick,
    wickHalf: Math.floor(thinWick / 2),
    minHeight: Math.max(1, Math.round(minBodyHeightPx * pxRatio)),
  };
}

export interface ColourPaths {
  readonly up: Path2D;
  readonly down: Path2D;
  readonly fill: Map<CanvasRenderingContext2D['fillStyle'], Path2D>;
}

/** One Path2D per colour; when both colours are equal they share one path, since a Map holds a key only once. */
export function colourPaths(state: ChartState): ColourPaths {
  const up = new Path2D();
  const down = state.upColor === state.downColor ? up : new Path2D();
  const fill = new Map<CanvasRenderingContext2D['fillStyle'], Path2D>([[state.upColor, up]]);
  if (down !== up) fill.set(state.downColor, down);
  return { up, down, fill };
}
