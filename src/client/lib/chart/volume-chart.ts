/**
 * Options of the volume plot under the candles: a separate uPlot instance that follows the price plot's cursor
 * through cursor.sync and its zoom through the chart. It has no labels of its own, since the O/H/L/C/V line shows
 * the hovered volume, and it pads its right side by the price axis' width so that its bars sit under the candles.
 */
import type uPlot from 'uplot';

import { volumePaths } from './candle-paths';
import type { ChartState } from './chart-state';
import { cursorOptions, edgeCandleRoomPx, timeAxis, type AxisStyle } from './shared-options';

/** Room above the tallest visible bar, as a share of it. */
export const volumeHeadroomRatio = 0.1;
/** Separates the volume bars from the price plot above. */
export const volumeTopGapPx = 4;
/** Volume bars are drawn slightly translucent so they read as secondary to the candles. */
export const volumeAlpha = 0.7;

export interface VolumeStyle extends AxisStyle {
  readonly width: number;
  readonly volumeHeight: number;
}

function volumeRange(_u: uPlot, _min: number | null, max: number | null): uPlot.Range.MinMax {
  return [0, max != null && Number.isFinite(max) && max > 0 ? max * (1 + volumeHeadroomRatio) : 1];
}

export function volumeChartOptions(
  state: ChartState,
  style: VolumeStyle,
  syncKey: string,
  onReset: () => void,
): uPlot.Options {
  return {
    width: style.width,
    height: style.volumeHeight,
    class: 'petrel-volume-plot',
    legend: { show: false },
    padding: [volumeTopGapPx, () => state.priceAxisWidthPx, 0, edgeCandleRoomPx],
    scales: { x: { time: true, auto: false }, vol: { range: volumeRange } },
    series: [
      {},
      { scale: 'vol', width: 0, alpha: volumeAlpha, paths: volumePaths(state), points: { show: false } },
    ],
    axes: [timeAxis(style, state.text, true), { scale: 'vol', show: false }],
    cursor: cursorOptions(syncKey, onReset, false),
  };
}
