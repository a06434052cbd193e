/**
 * A framework-free candlestick chart on uPlot: candles over a volume sub-chart, for the k-line and trade screens.
 * It opens on the most recent `visibleCandles` and lets the user pan and zoom through all of them by touch or
 * mouse (chart-gestures.ts); a tap or long press shows a crosshair and the pressed candle's O/H/L/C/V.
 *
 * uPlot is large, so only the chart panel may import this module (lazily, through React.lazy); the uPlot CSS
 * is imported here so that it travels in the same chunk.
 */
import 'uplot/dist/uPlot.min.css';
import './candle-chart.css';

import uPlot from 'uplot';

import type { Candle } from '../../../common/market-types';
import { chartText, type TimeFormat } from './axis-format';
import { toCandleColumns } from './candle-columns';
import { createCrosshairTime, type CrosshairTime } from './crosshair-time';
import { attachGestures, type ChartGestures, type GestureTarget } from './chart-gestures';
import type { ChartState } from './chart-state';
import { createOhlcOverlay, overlayLineCount, type OhlcLabels, type OhlcOverlay } from './ohlc-overlay';
import { mountPlot, priceData, releaseSyncKey, rootElement, takeSyncKey, volumeData } from './plot-mount';
import { priceChartOptions } from './price-chart';
import { volumeChartOptions } from './volume-chart';
import {
  defaultWindow,
  followedWindow,
  panWindow,
  windowAround,
  windowLimits,
  zoomWindow,
  type XWindow,
} from './x-window';

export interface CandleChartOptions {
  /** CSS px. */
  width: number;
  /**
   * CSS px of the candle pane at the default text size. With larger text each pane grows by what its line of text
   * grows (the read-out's first line, the time labels), so the candles and bars keep their room.
   */
  priceHeight: number;
  /** CSS px of the volume sub-chart below it, time labels included, at the default text size. */
  volumeHeight: number;
  /** The user's text size as a multiple of the default (axis-format.ts' pageTextScale); 1 when left out. */
  textScale?: number;
  /** Colours are passed in: users choose green-up or red-up. */
  upColor: string;
  downColor: string;
  /** Decimals of the pair's price, for axis labels and the O/H/L/C read-out (truncated, never rounded). */
  pricePrecision: number;
  textColor: string;
  gridColor: string;
  /** x-axis labels: HH:MM for intraday periods, MM/DD for 1day. */
  timeFormat: TimeFormat;
  /** How many of the most recent candles the default view shows; all of them when left out. */
  visibleCandles?: number;
  /** The read-out's labels in the user's language; one-letter English labels when left out. */
  labels?: OhlcLabels;
  /** Called after every change of the visible range (first draw, pan, zoom, new candles, resize). */
  onViewChange?: (view: ChartView) => void;
}

/** What the chart shows, in seconds since the epoch (the padded x range) and candles. */
export interface ChartView {
  readonly min: number;
  readonly max: number;
  /** Candles whose centre is inside the range. */
  readonly candleCount: number;
  readonly totalCount: number;
}

export interface CandleChart extends GestureTarget {
  /**
   * Replaces the data; keeps the user's pan and zoom while it still shows the new candles (following the newest
   * candle when the view was at the right edge), else resets the view.
   */
  setCandles(candles: readonly Candle[]): void;
  setSize(width: number, priceHeight: number, volumeHeight: number): void;
  setColors(upColor: string, downColor: string): void;
  destroy(): void;
  /** Number of candles currently drawn (centre inside the visible range). */
  readonly candleCount: number;
  readonly view: ChartView | null;
}

/** The anchor of a pinch: the time under the fingers' midpoint and the window when they touched. */
interface PinchStart {
  readonly window: XWindow;
  readonly anchorSec: number;
}

class UPlotCandleChart implements CandleChart {
  private readonly state: ChartState;
  private readonly root: HTMLDivElement;
  private readonly overlay: OhlcOverlay;
  private readonly crosshairTime: CrosshairTime;
  private readonly price: uPlot;
  private readonly volume: uPlot;
  private readonly gestures: ChartGestures;
  private readonly options: CandleChartOptions;
  private readonly syncKey: string;
  /** The user's pan or zoom, or null when the default window is shown. */
  private userWindow: XWindow | null = null;
  private pinch: PinchStart | null = null;
  private crosshair = false;
  /** The price axis width the volume plot last padded itself by. */
  private volumeGutterPx: number;
  /** What each pane's line of text is taller than at the default text size. */
  private readonly textGrowthPx: number;
  private destroyed = false;

  constructor(container: HTMLElement, candles: readonly Candle[], given: CandleChartOptions) {
    const { upColor, downColor, pricePrecision, width, labels } = given;
    const text = chartText(given.textScale);
    this.textGrowthPx = text.lineHeightPx - chartText().lineHeightPx;
    const options = {
      ...given,
      priceHeight: given.priceHeight + this.textGrowthPx,
      volumeHeight: given.volumeHeight + this.textGrowthPx,
    };
    const columns = toCandleColumns(candles);
    this.options = options;
    this.state = {
      columns,
      upColor,
      downColor,
      drawnCount: 0,
      priceAxisWidthPx: 0,
      overlayLines: overlayLineCount(columns, pricePrecision, width, text, labels),
      text,
    };
    this.root = rootElement(container, width);
    this.overlay = createOhlcOverlay(this.root, this.state, pricePrecision, options.textColor, labels);
    this.overlay.setLines(this.state.overlayLines);
    this.crosshairTime = createCrosshairTime(this.root, this.state, options.timeFormat, options.textColor);
    this.syncKey = takeSyncKey();
    const view = defaultWindow(this.state.columns, options.visibleCandles);
    const onReset = (): void => this.resetZoom();
    const priceOptions = priceChartOptions(this.state, options, this.syncKey, {
      onCursor: (u) => this.onCursor(u),
      onReset,
    });
    this.price = mountPlot(priceOptions, priceData(this.state.columns), this.root, view);
    const volumeOptions = volumeChartOptions(this.state, options, this.syncKey, onReset);
    this.volume = mountPlot(volumeOptions, volumeData(this.state.columns), this.root, view);
    this.volumeGutterPx = this.state.priceAxisWidthPx;
    this.overlay.show(null);
    this.gestures = attachGestures(this.root, this);
    this.notifyView();
  }

  get candleCount(): number {
    return this.state.drawnCount;
  }

  get view(): ChartView | null {
    const { min, max } = this.price.scales['x'] ?? {};
    if (min == null || max == null) return null;
    return { min, max, candleCount: this.state.drawnCount, totalCount: this.state.columns.length };
  }

  get crosshairShown(): boolean {
    return this.crosshair;
  }

  setCandles(candles: readonly Candle[]): void {
    if (this.destroyed) return;
    const before = this.state.columns;
    const cols = toCandleColumns(candles);
    this.state.columns = cols;
    this.userWindow = followedWindow(this.userWindow, before, cols);
    const view = this.userWindow ?? defaultWindow(cols, this.options.visibleCandles);
    const linesChanged = this.fitOverlay(this.price.width);
    this.overlay.invalidate();
    this.price.batch(() => {
      this.price.setData(priceData(cols));
      if (view !== null) this.price.setScale('x', view);
      // The read-out's room is the plot's top padding, which uPlot re-reads only on a resize.
      if (linesChanged) this.price.setSize({ width: this.price.width, height: this.price.height });
    });
    this.updateVolume(() => {
      this.volume.setData(volumeData(cols));
      if (view !== null) this.volume.setScale('x', view);
    });
    this.onCursor(this.price);
    this.notifyView();
  }

  setSize(width: number, priceHeight: number, volumeHeight: number): void {
    if (this.destroyed) return;
    this.root.style.width = `${width}px`;
    this.fitOverlay(width);
    this.price.batch(() => this.price.setSize({ width, height: priceHeight + this.textGrowthPx }));
    this.updateVolume(() => this.volume.setSize({ width, height: volumeHeight + this.textGrowthPx }));
    this.notifyView();
  }

  setColors(upColor: string, downColor: string): void {
    if (this.destroyed) return;
    this.state.upColor = upColor;
    this.state.downColor = downColor;
    this.overlay.invalidate();
    // The colours are the keys of the cached paths' fill maps, so the paths are rebuilt, not just repainted.
    this.price.batch(() => this.price.redraw(true));
    this.volume.batch(() => this.volume.redraw(true));
    this.onCursor(this.price);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.gestures.detach();
    this.price.destroy();
    this.volume.destroy();
    this.root.remove();
    releaseSyncKey(this.syncKey);
  }

  panByPx(dxPx: number): void {
    const current = this.currentWindow();
    const limits = windowLimits(this.state.columns);
    const widthPx = this.plotWidthPx();
    if (current === null || limits === null || widthPx <= 0) return;
    const secPerPx = (current.max - current.min) / widthPx;
    this.setView(panWindow(current, -dxPx * secPerPx, limits));
  }

  startPinch(anchorX: number): void {
    const current = this.currentWindow();
    this.pinch = current === null ? null : { window: current, anchorSec: this.timeAt(anchorX, current) };
  }

  pinchTo(scale: number, anchorX: number): void {
    const limits = windowLimits(this.state.columns);
    if (this.pinch === null || limits === null || scale <= 0) return;
    const { window, anchorSec } = this.pinch;
    const span = (window.max - window.min) / scale;
    this.setView(windowAround(anchorSec, this.shareAt(anchorX), span, limits));
  }

  zoomAt(factor: number, anchorX: number): void {
    const current = this.currentWindow();
    const limits = windowLimits(this.state.columns);
    if (current === null || limits === null) return;
    this.setView(zoomWindow(current, factor, this.timeAt(anchorX, current), limits));
  }

  showCrosshair(clientX: number, clientY: number): void {
    if (this.destroyed) return;
    const rect = this.price.over.getBoundingClientRect();
    // A finger on the volume pane or the price labels still picks the candle in its column.
    const left = Math.min(Math.max(clientX - rect.left, 0), rect.width - 1);
    const top = Math.min(Math.max(clientY - rect.top, 0), rect.height - 1);
    this.crosshair = true;
    this.root.dataset['crosshair'] = 'on';
    this.price.setCursor({ left, top });
  }

  hideCrosshair(): void {
    if (this.destroyed) return;
    this.crosshair = false;
    this.root.dataset['crosshair'] = 'off';
    // uPlot hides its cursor at a negative position; the read-out goes back to the newest candle.
    this.price.setCursor({ left: -1, top: -1 });
  }

  /** The read-out follows the crosshair (or the newest candle without one); the time label sits under its line. */
  private onCursor(u: uPlot): void {
    const index = u.cursor.idx ?? null;
    this.overlay.show(index);
    this.crosshairTime.show(index, u.bbox.left / uPlot.pxRatio + (u.cursor.left ?? 0));
  }

  private currentWindow(): XWindow | null {
    const { min, max } = this.price.scales['x'] ?? {};
    return min == null || max == null ? null : { min, max };
  }

  /** Width of the plot area in CSS px, from uPlot's layout (no DOM read, so a pan frame forces no layout). */
  private plotWidthPx(): number {
    return this.price.bbox.width / uPlot.pxRatio;
  }

  /** Share of the plot's width at client x (0 = left edge of the plot area, 1 = right edge). */
  private shareAt(clientX: number): number {
    const rect = this.price.over.getBoundingClientRect();
    return rect.width > 0 ? (clientX - rect.left) / rect.width : 1;
  }

  private timeAt(clientX: number, window: XWindow): number {
    return window.min + this.shareAt(clientX) * (window.max - window.min);
  }

  /** Shows `window` on both plots and remembers it as the user's choice. */
  private setView(window: XWindow): void {
    if (this.destroyed) return;
    const current = this.currentWindow();
    if (current !== null && current.min === window.min && current.max === window.max) return;
    this.userWindow = window;
    this.price.batch(() => this.price.setScale('x', window));
    this.updateVolume(() => this.volume.setScale('x', window));
    this.notifyView();
  }

  private notifyView(): void {
    const view = this.view;
    if (view !== null) this.options.onViewChange?.(view);
  }

  /** Gives the O/H/L/C/V read-out the lines its widest figures need at `width`; true when that changed. */
  private fitOverlay(width: number): boolean {
    const { pricePrecision, labels } = this.options;
    const lines = overlayLineCount(this.state.columns, pricePrecision, width, this.state.text, labels);
    if (lines === this.state.overlayLines) return false;
    this.state.overlayLines = lines;
    this.overlay.setLines(lines);
    return true;
  }

  /**
   * Applies a change to the volume plot, re-padding it when the price axis changed width: padding is only
   * re-read when uPlot re-lays the plot out, which a same-size setSize forces.
   */
  private updateVolume(change: () => void): void {
    const gutterChanged = this.state.priceAxisWidthPx !== this.volumeGutterPx;
    this.volume.batch(() => {
      change();
      if (gutterChanged) this.volume.setSize({ width: this.volume.width, height: this.volume.height });
    });
    this.volumeGutterPx = this.state.priceAxisWidthPx;
  }

  /** A double click goes back to the default window; a double tap is two taps on the crosshair, not a reset. */
  private resetZoom(): void {
    if (this.destroyed || this.gestures.lastPointerType !== 'mouse') return;
    this.userWindow = null;
    const view = defaultWindow(this.state.columns, this.options.visibleCandles);
    if (view === null) return;
    this.price.batch(() => this.price.setScale('x', view));
    this.updateVolume(() => this.volume.setScale('x', view));
    this.notifyView();
  }
}

/** Whether this page has drawn a chart yet (the warm-up's counts): only the first pays for the cold start. */
let drawnOnce = false;

export function createCandleChart(
  container: HTMLElement,
  candles: readonly Candle[],
  options: CandleChartOptions,
): CandleChart {
  const chart = new UPlotCandleChart(container, candles, options);
  drawnOnce = true;
  return chart;
}

/** Whether the next chart draws warm: a chart, or the warm-up, has already drawn on this page. */
export function chartIsWarm(): boolean {
  return drawnOnce;
}

/** Two candles, one up and one down, so that the warm-up runs every drawing path. */
const warmUpCandles: readonly Candle[] = [
  { id: 0, open: 1, close: 2, high: 2.5, low: 0.5, vol: 1 },
  { id: 60, open: 2, close: 1, high: 2.5, low: 0.5, vol: 2 },
];

/** Whether uPlot itself has drawn once on this page (the warm-up's first step). */
let plotCoreWarm = false;

/** A plain two-point line plot on a detached element: compiles uPlot's own setup, scales, axes and canvas text. */
function warmUpPlotCore(): void {
  const plot = mountPlot(
    { width: 60, height: 40, series: [{}, { stroke: '#888' }] },
    [
      [0, 1],
      [1, 2],
    ],
    document.createElement('div'),
    null,
  );
  plot.destroy();
}

/**
 * One step of the warm-up, run by the chart panel in a task of its own until chartIsWarm(). The first chart of a
 * page also pays for V8 compiling uPlot and this module and for setting up canvas text, about half of a cold first
 * draw (the chart bench's firstDrawColdMs against firstDrawAfterWarmUpMs). The first step draws a plain uPlot plot
 * (uPlot's own code), the second a tiny candle chart (this module's paths, the overlay and the volume plot), each
 * thrown away: with the real draw, the cold start is three short tasks rather than one long one (issue 23: the
 * warm-up in one step was the Trade screen's third-longest start-up task, 16.6 ms of CPU at 1x).
 */
export function warmUpCandleChart(): void {
  if (!plotCoreWarm) {
    warmUpPlotCore();
    plotCoreWarm = true;
    return;
  }
  const chart = createCandleChart(document.createElement('div'), warmUpCandles, {
    width: 120,
    priceHeight: 80,
    volumeHeight: 40,
    upColor: '#000',
    downColor: '#fff',
    pricePrecision: 2,
    textColor: '#888',
    gridColor: '#444',
    timeFormat: 'time',
  });
  chart.destroy();
}
