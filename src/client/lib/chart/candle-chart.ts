/**
 * A framework-free candlestick chart on uPlot: candles over a volume sub-chart, for the k-line screen.
 *
 * uPlot is large, so only the k-line screen may import this module (lazily, through React.lazy); the uPlot CSS
 * is imported here so that it travels in the same chunk.
 */
import 'uplot/dist/uPlot.min.css';
import './candle-chart.css';

import uPlot from 'uplot';

import type { Candle } from '../../../common/market-types';
import type { TimeFormat } from './axis-format';
import { toCandleColumns, type CandleColumns } from './candle-columns';
import type { ChartState } from './chart-state';
import { createOhlcOverlay, overlayLineCount, type OhlcOverlay } from './ohlc-overlay';
import { priceChartOptions } from './price-chart';
import { volumeChartOptions } from './volume-chart';
import { defaultWindow, keptWindow, type XWindow } from './x-window';

export interface CandleChartOptions {
  /** CSS px. */
  width: number;
  /** CSS px of the candle pane. */
  priceHeight: number;
  /** CSS px of the volume sub-chart below it, time labels included. */
  volumeHeight: number;
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
}

export interface CandleChart {
  /** Replaces the data; keeps the user's zoom while it still shows the new candles, else resets the view. */
  setCandles(candles: readonly Candle[]): void;
  setSize(width: number, priceHeight: number, volumeHeight: number): void;
  setColors(upColor: string, downColor: string): void;
  destroy(): void;
  /** Number of candles currently drawn (centre inside the visible range), so tests can assert 2000 were drawn. */
  readonly candleCount: number;
}

/**
 * Each chart gets its own cursor-sync key, so two charts on one page do not move each other's cursors. uPlot
 * keeps a registry entry per key for the life of the page, so keys of destroyed charts are handed out again.
 */
const freeSyncKeys: string[] = [];
let syncKeyCount = 0;

function takeSyncKey(): string {
  return freeSyncKeys.pop() ?? `petrel-candles-${++syncKeyCount}`;
}

/**
 * Creates a plot in `parent` and draws it before returning. uPlot would otherwise draw on a microtask; drawing in
 * a batch means that when createCandleChart returns the canvases hold the chart and candleCount is final.
 */
function mountPlot(
  opts: uPlot.Options,
  data: uPlot.AlignedData,
  parent: HTMLElement,
  view: XWindow | null,
): uPlot {
  return new uPlot(opts, data, (u, init) => {
    parent.append(u.root);
    u.batch(() => {
      init();
      if (view !== null) u.setScale('x', view);
    });
  });
}

function priceData(cols: CandleColumns): uPlot.AlignedData {
  return [cols.time, cols.open, cols.high, cols.low, cols.close];
}

function volumeData(cols: CandleColumns): uPlot.AlignedData {
  return [cols.time, cols.vol];
}

function rootElement(container: HTMLElement, width: number): HTMLDivElement {
  const root = document.createElement('div');
  root.className = 'petrel-candle-chart';
  root.style.position = 'relative';
  root.style.width = `${width}px`;
  container.append(root);
  return root;
}

class UPlotCandleChart implements CandleChart {
  private readonly state: ChartState;
  private readonly root: HTMLDivElement;
  private readonly overlay: OhlcOverlay;
  private readonly price: uPlot;
  private readonly volume: uPlot;
  private readonly visibleCandles: number | undefined;
  private readonly pricePrecision: number;
  private readonly syncKey: string;
  /** The user's zoom, or null when the default window is shown. */
  private userWindow: XWindow | null = null;
  /** True while the chart itself sets the x scale, so that the setScale hook can tell that from a user's zoom. */
  private applying = true;
  /** The price axis width the volume plot last padded itself by. */
  private volumeGutterPx: number;
  private destroyed = false;

  constructor(container: HTMLElement, candles: readonly Candle[], options: CandleChartOptions) {
    const { upColor, downColor, pricePrecision, width } = options;
    const columns = toCandleColumns(candles);
    this.state = {
      columns,
      upColor,
      downColor,
      drawnCount: 0,
      priceAxisWidthPx: 0,
      overlayLines: overlayLineCount(columns, pricePrecision, width),
    };
    this.visibleCandles = options.visibleCandles;
    this.pricePrecision = pricePrecision;
    this.root = rootElement(container, width);
    this.overlay = createOhlcOverlay(this.root, this.state, pricePrecision, options.textColor);
    this.overlay.setLines(this.state.overlayLines);
    this.syncKey = takeSyncKey();
    const view = defaultWindow(this.state.columns, this.visibleCandles);
    const onReset = (): void => this.resetZoom();
    const priceOptions = priceChartOptions(this.state, options, this.syncKey, {
      onScale: (u, scaleKey) => this.onPriceScale(u, scaleKey),
      onCursor: (u) => this.overlay.show(u.cursor.idx ?? null),
      onReset,
    });
    this.price = mountPlot(priceOptions, priceData(this.state.columns), this.root, view);
    const volumeOptions = volumeChartOptions(this.state, options, this.syncKey, onReset);
    this.volume = mountPlot(volumeOptions, volumeData(this.state.columns), this.root, view);
    this.volumeGutterPx = this.state.priceAxisWidthPx;
    this.applying = false;
    this.overlay.show(null);
  }

  get candleCount(): number {
    return this.state.drawnCount;
  }

  setCandles(candles: readonly Candle[]): void {
    if (this.destroyed) return;
    const cols = toCandleColumns(candles);
    this.state.columns = cols;
    this.userWindow = keptWindow(this.userWindow, cols);
    const view = this.userWindow ?? defaultWindow(cols, this.visibleCandles);
    const linesChanged = this.fitOverlay(this.price.width);
    this.overlay.invalidate();
    this.asChart(() => {
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
    });
    this.overlay.show(this.price.cursor.idx ?? null);
  }

  setSize(width: number, priceHeight: number, volumeHeight: number): void {
    if (this.destroyed) return;
    this.root.style.width = `${width}px`;
    this.fitOverlay(width);
    this.asChart(() => {
      this.price.batch(() => this.price.setSize({ width, height: priceHeight }));
      this.updateVolume(() => this.volume.setSize({ width, height: volumeHeight }));
    });
  }

  setColors(upColor: string, downColor: string): void {
    if (this.destroyed) return;
    this.state.upColor = upColor;
    this.state.downColor = downColor;
    this.overlay.invalidate();
    // The colours are the keys of the cached paths' fill maps, so the paths are rebuilt, not just repainted.
    this.asChart(() => {
      this.price.batch(() => this.price.redraw(true));
      this.volume.batch(() => this.volume.redraw(true));
    });
    this.overlay.show(this.price.cursor.idx ?? null);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.price.destroy();
    this.volume.destroy();
    this.root.remove();
    freeSyncKeys.push(this.syncKey);
  }

  /** Gives the O/H/L/C/V read-out the lines its widest figures need at `width`; true when that changed. */
  private fitOverlay(width: number): boolean {
    const lines = overlayLineCount(this.state.columns, this.pricePrecision, width);
    if (lines === this.state.overlayLines) return false;
    this.state.overlayLines = lines;
    this.overlay.setLines(lines);
    return true;
  }

  /** Runs scale changes made by the chart itself, which must not be mistaken for a user's zoom. */
  private asChart(change: () => void): void {
    this.applying = true;
    try {
      change();
    } finally {
      this.applying = false;
    }
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

  /** A drag-zoom on the price plot: remembered, and followed by the volume plot. */
  private onPriceScale(u: uPlot, scaleKey: string): void {
    if (scaleKey !== 'x' || this.applying) return;
    const { min, max } = u.scales['x'] ?? {};
    if (min == null || max == null) return;
    this.userWindow = { min, max };
    this.volume.setScale('x', { min, max });
  }

  private resetZoom(): void {
    if (this.destroyed) return;
    this.userWindow = null;
    const view = defaultWindow(this.state.columns, this.visibleCandles);
    if (view === null) return;
    this.asChart(() => {
      this.price.batch(() => this.price.setScale('x', view));
      this.updateVolume(() => this.volume.setScale('x', view));
    });
  }
}

export function createCandleChart(
  container: HTMLElement,
  candles: readonly Candle[],
  options: CandleChartOptions,
): CandleChart {
  return new UPlotCandleChart(container, candles, options);
}

/** Two candles, one up and one down, so that the warm-up runs every drawing path. */
const warmUpCandles: readonly Candle[] = [
  { id: 0, open: 1, close: 2, high: 2.5, low: 0.5, vol: 1 },
  { id: 60, open: 2, close: 1, high: 2.5, low: 0.5, vol: 2 },
];

/**
 * Draws a tiny chart on a detached element and throws it away. The first chart of a page also pays for V8
 * compiling uPlot and this module and for setting up canvas text, about half of a cold first draw; calling this
 * while the app is idle (after preloading the chart chunk) takes that cost out of opening the k-line screen.
 */
export function warmUpCandleChart(): void {
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
