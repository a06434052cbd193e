/**
 * Options of the price plot: candles on a right-hand price axis labelled at the pair's precision, with room at the
 * top for the O/H/L/C/V line so it never covers a candle.
 */
import type uPlot from 'uplot';

import { formatPrice, priceIncrements, widestTextPx } from './axis-format';
import { candlePaths } from './candle-paths';
import type { ChartState } from './chart-state';
import { cursorOptions, edgeCandleRoomPx, gridLineWidthPx, timeAxis, type AxisStyle } from './shared-options';
/** Minimum distance between two price ticks at the default text size. */
export const priceLabelSpacePx = 36;
/**
 * Gap between the plot and the price labels, and after the labels at the canvas edge; the second lines the
 * labels' right end up with the O/H/L/C/V read-out's inset above them.
 */
export const priceLabelGapPx = 4;
export const priceLabelEndPx = 4;
/** Width assumed for the price labels before the first ticks have been measured, at the default text size. */
const initialPriceAxisWidthPx = 50;
/** Space above and below the highest high and lowest low, as a share of the visible price span. */
export const priceRangePadRatio = 0.05;
/** Pads a flat range (all prices equal) by this share of the price, so the line sits mid-pane. */
const flatRangePadRatio = 0.01;

export interface PriceStyle extends AxisStyle {
  readonly width: number;
  readonly priceHeight: number;
  readonly pricePrecision: number;
}

export interface PriceHooks {
  readonly onCursor: (u: uPlot) => void;
  readonly onReset: () => void;
}

function padPriceRange(_u: uPlot, min: number | null, max: number | null): uPlot.Range.MinMax {
  if (min == null || max == null || !Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  const span = max - min;
  const pad = span > 0 ? span * priceRangePadRatio : Math.abs(max) * flatRangePadRatio || 1;
  return [min - pad, max + pad];
}

function priceAxis(state: ChartState, style: PriceStyle): uPlot.Axis {
  const { text } = state;
  return {
    scale: 'y',
    side: 1,
    space: text.px(priceLabelSpacePx),
    incrs: priceIncrements(style.pricePrecision),
    gap: priceLabelGapPx,
    font: text.font,
    stroke: style.textColor,
    grid: { stroke: style.gridColor, width: gridLineWidthPx },
    ticks: { show: false },
    values: (_u, splits) => splits.map((tick) => formatPrice(tick, style.pricePrecision)),
    // The width follows the longest label and is shared with the volume plot, which pads itself by it.
    // uPlot first asks with no values (null despite its typings), before any tick exists; the guess is replaced
    // once the ticks are known, in the same layout pass.
    size: (_u, values: readonly string[] | null) => {
      if (values === null) return state.priceAxisWidthPx || text.px(initialPriceAxisWidthPx);
      const width = widestTextPx(values, text.font) + priceLabelGapPx + priceLabelEndPx;
      state.priceAxisWidthPx = width;
      return width;
    },
  };
}

/** Series 1 to 4 hold open, high, low and close; only high and low range the price scale, only series 1 draws. */
function priceSeries(state: ChartState): uPlot.Series[] {
  const hidden = { paths: () => null, points: { show: false } };
  return [
    {},
    { scale: 'y', auto: false, width: 0, paths: candlePaths(state), points: { show: false } },
    { scale: 'y', ...hidden },
    { scale: 'y', ...hidden },
    { scale: 'y', auto: false, ...hidden },
  ];
}

export function priceChartOptions(
  state: ChartState,
  style: PriceStyle,
  syncKey: string,
  hooks: PriceHooks,
): uPlot.Options {
  const { text } = state;
  // A price label is centred on its tick; half a line under the lowest tick keeps it from being cut off.
  const bottomPaddingPx = Math.ceil(text.fontSizePx / 2) + 1;
  return {
    width: style.width,
    height: style.priceHeight,
    class: 'petrel-price-plot',
    legend: { show: false },
    padding: [() => state.overlayLines * text.lineHeightPx, 0, bottomPaddingPx, edgeCandleRoomPx],
    scales: { x: { time: true, auto: false }, y: { range: padPriceRange } },
    series: priceSeries(state),
    axes: [timeAxis(style, text, false), priceAxis(state, style)],
    cursor: cursorOptions(syncKey, hooks.onReset, true),
    hooks: { setCursor: [hooks.onCursor] },
  };
}
