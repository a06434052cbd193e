/**
 * The mutable state shared by the two plots' callbacks. uPlot calls the path builders and axis callbacks at draw
 * time, so reading data and colours from here lets setCandles and setColors change them without rebuilding the
 * uPlot options (which would mean destroying and re-creating both plots).
 */
import type { ChartText } from './axis-format';
import type { CandleColumns } from './candle-columns';

export interface ChartState {
  columns: CandleColumns;
  upColor: string;
  downColor: string;
  /** Written by the candle path builder: candles whose centre lies inside the visible time range. */
  drawnCount: number;
  /**
   * Written by the price axis' size callback and read back as the volume plot's right padding, so that both plot
   * areas have the same width and their candles and bars line up.
   */
  priceAxisWidthPx: number;
  /** Lines the O/H/L/C/V read-out takes (1 to 5); the price plot reserves room for them at its top. */
  overlayLines: number;
  /** The size of the chart's text, fixed when the chart is made. */
  readonly text: ChartText;
}
