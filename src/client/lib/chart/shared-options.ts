/**
 * uPlot options common to the price and volume plots. Both plots get the same time increments and label spacing,
 * and have plot areas of the same width, so uPlot picks the same time ticks for both and their grids line up.
 */
import type uPlot from 'uplot';

import { formatTimeTick, timeIncrements, type ChartText, type TimeFormat } from './axis-format';

/** Minimum distance between two time ticks at the default text size; HH:MM at 10 px is about 28 px wide. */
export const timeLabelSpacePx = 64;
/**
 * A label centred on a tick closer than this to the plot's left edge (at the default text size) would be cut off,
 * so it is left out.
 */
export const edgeLabelClearancePx = 18;
export const gridLineWidthPx = 1;
/**
 * Room left of both plots. The x range is padded by half a candle, but with 2000 candles on a phone that is a
 * fraction of a pixel while the thinnest wick is a whole device pixel wide: without this room the first candle
 * is cut by the canvas edge. Both plots take the same room, so candles and volume bars stay aligned.
 */
export const edgeCandleRoomPx = 2;

export interface AxisStyle {
  readonly textColor: string;
  readonly gridColor: string;
  readonly timeFormat: TimeFormat;
}

/**
 * The shared time axis; only the volume plot, at the bottom, shows its labels (a line of chart text high); the
 * price plot only its grid.
 */
export function timeAxis(style: AxisStyle, text: ChartText, withLabels: boolean): uPlot.Axis {
  const clearancePx = text.px(edgeLabelClearancePx);
  return {
    scale: 'x',
    side: 2,
    space: text.px(timeLabelSpacePx),
    incrs: timeIncrements(style.timeFormat),
    size: withLabels ? text.lineHeightPx : 0,
    gap: withLabels ? 3 : 0,
    font: text.font,
    stroke: style.textColor,
    grid: { stroke: style.gridColor, width: gridLineWidthPx },
    ticks: { show: false },
    values: (u, splits, _axisIdx, _space, incr) =>
      splits.map((tick) =>
        withLabels && tick != null && u.valToPos(tick, 'x') >= clearancePx
          ? formatTimeTick(tick, incr)
          : null,
      ),
  };
}

/** Double-click resets the zoom to the chart's default window rather than to uPlot's bare data range. */
function resetOnDoubleClick(onReset: () => void): uPlot.Cursor.MouseListenerFactory {
  return () => () => {
    onReset();
    return null;
  };
}

/**
 * Puts the crosshair's vertical line on the centre of the candle under the pointer rather than at the pointer,
 * so that on a phone, where a fingertip covers several candles, the line shows which one the read-out is for.
 */
function snapToCandle(u: uPlot, left: number, top: number): [number, number] {
  if (left < 0) return [left, top];
  const time = u.data[0][u.posToIdx(left)];
  return time === undefined ? [left, top] : [Math.round(u.valToPos(time, 'x')), top];
}

/**
 * Both plots publish and follow the cursor under one key that is unique to the chart, not shared between charts.
 * uPlot's drag-to-zoom is off: a drag pans (chart-gestures.ts), as on every exchange's chart.
 */
export function cursorOptions(syncKey: string, onReset: () => void, horizontalLine: boolean): uPlot.Cursor {
  return {
    sync: { key: syncKey, setSeries: false, scales: ['x', null] },
    points: { show: false },
    x: true,
    y: horizontalLine,
    drag: { x: false, y: false, setScale: false },
    move: snapToCandle,
    bind: { dblclick: resetOnDoubleClick(onReset) },
  };
}
