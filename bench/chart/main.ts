/**
 * The chart benchmark page. With ?mode=bench it times the chart's first draw, redraw, cached-to-paint path and
 * redraws during a pan and a pinch, and puts the figures on window.__benchResults; ?mode=cold times one cold first
 * draw, ?mode=warmed one after warmUpCandleChart; with ?mode=shot it draws one phone-sized chart for a screenshot, and with ?mode=idle it only loads.
 */
import {
  chartIsWarm,
  createCandleChart,
  warmUpCandleChart,
  type CandleChart,
  type CandleChartOptions,
} from '../../src/client/lib/chart/candle-chart';
import type { Candle } from '../../src/common/market-types';
import { seededCandles } from './bench-candles';
import { benchCachedPaint } from './cached-bench';
import { benchGestures } from './gesture-bench';
import { forcePaint, freshContainer, median, nextFrame, roundMs } from './measure';

declare global {
  interface Window {
    __benchResults?: Record<string, number>;
    __benchError?: string;
    __chartReady?: boolean;
    /** The chart factory and the candle generator, for ad hoc experiments from the runner or DevTools. */
    __chartBench?: { createCandleChart: typeof createCandleChart; seededCandles: typeof seededCandles };
  }
}

const candleCount = 2000;
const warmFirstDrawRuns = 15;
const redrawRuns = 20;
const cachedRuns = 5;
const secondsPerMinute = 60;
const secondsPerDay = 86_400;
/** Share of the chart height given to the volume pane, and the gap kept above the chart. */
const volumeShareOfHeight = 0.2;
const topGapPx = 8;
/** Quiet time after load before the first measurement. */
const settleMs = 300;

function chartOptions(width: number, height: number, visibleCandles?: number): CandleChartOptions {
  const volumeHeight = Math.round(height * volumeShareOfHeight);
  return {
    width,
    priceHeight: height - volumeHeight,
    volumeHeight,
    upColor: '#20b26c',
    downColor: '#ef454a',
    pricePrecision: 2,
    textColor: '#8a93a6',
    gridColor: 'rgba(138, 147, 166, 0.12)',
    timeFormat: 'time',
    ...(visibleCandles === undefined ? {} : { visibleCandles }),
  };
}

/** Creates a chart in a fresh container and times it until painted; the chart is left in place. */
function timeFirstDraw(stage: HTMLElement, candles: readonly Candle[], options: CandleChartOptions) {
  const container = freshContainer(stage);
  const start = performance.now();
  const chart = createCandleChart(container, candles, options);
  forcePaint(container);
  return { chart, container, start, ms: performance.now() - start };
}

async function benchFirstDraw(stage: HTMLElement, candles: readonly Candle[], options: CandleChartOptions) {
  const cold = timeFirstDraw(stage, candles, options);
  await nextFrame();
  const coldFrameMs = performance.now() - cold.start;
  const coldCount = cold.chart.candleCount;
  cold.chart.destroy();
  cold.container.remove();
  const warm: number[] = [];
  const warmFrame: number[] = [];
  for (let run = 0; run < warmFirstDrawRuns; run++) {
    const result = timeFirstDraw(stage, candles, options);
    warm.push(result.ms);
    await nextFrame();
    warmFrame.push(performance.now() - result.start);
    result.chart.destroy();
    result.container.remove();
    await nextFrame();
  }
  return {
    firstDrawMs: roundMs(median(warm)),
    firstDrawColdMs: roundMs(cold.ms),
    firstDrawFrameMs: roundMs(median(warmFrame)),
    firstDrawColdFrameMs: roundMs(coldFrameMs),
    firstDrawMaxMs: roundMs(Math.max(...warm)),
    candleCount: coldCount,
  };
}

/** Alternates between distinct candle sets so that every setCandles really replaces the data. */
async function benchRedraw(stage: HTMLElement, sets: readonly Candle[][], options: CandleChartOptions) {
  const container = freshContainer(stage);
  const chart: CandleChart = createCandleChart(container, sets[0] ?? [], options);
  await nextFrame();
  const times: number[] = [];
  for (let run = 0; run < redrawRuns; run++) {
    const start = performance.now();
    chart.setCandles(sets[(run + 1) % sets.length] ?? []);
    forcePaint(container);
    times.push(performance.now() - start);
    await nextFrame();
  }
  const redrawCandleCount = chart.candleCount;
  chart.destroy();
  container.remove();
  return {
    redrawMedianMs: roundMs(median(times)),
    redrawMaxMs: roundMs(Math.max(...times)),
    redrawCandleCount,
  };
}

/**
 * Lets the page finish loading (fonts, first frames) before anything is timed, so that the cold figure is the
 * chart's own first-use cost, not contention with the page load, as when the k-line screen opens in the app.
 */
async function settle(): Promise<void> {
  await document.fonts.ready;
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  await nextFrame();
}

async function runBench(stage: HTMLElement): Promise<void> {
  const sets = [1, 2, 3].map((seed) => seededCandles(candleCount, seed));
  const options = chartOptions(window.innerWidth, window.innerHeight - topGapPx);
  await settle();
  const first = await benchFirstDraw(stage, sets[0] ?? [], options);
  const redraw = await benchRedraw(stage, sets, options);
  const cached = await benchCachedPaint(stage, sets[1] ?? [], options, cachedRuns);
  const gestures = await benchGestures(stage, sets[2] ?? [], options);
  window.__benchResults = {
    ...first,
    ...redraw,
    ...cached,
    ...gestures,
    chartWidthPx: options.width,
    chartHeightPx: options.priceHeight + options.volumeHeight,
    devicePixelRatio: window.devicePixelRatio,
  };
}

/** ?visible=N shows only the last N candles; ?period=day draws daily candles with date labels. */
/**
 * One cold first draw on a page of its own, optionally after warmUpCandleChart ran in the page's idle time. The
 * runner opens several such pages, because a single cold figure is at the mercy of whatever else the CPU does.
 */
async function runColdFirstDraw(stage: HTMLElement, warmUp: boolean): Promise<void> {
  const candles = seededCandles(candleCount, 1);
  const options = chartOptions(window.innerWidth, window.innerHeight - topGapPx);
  await settle();
  // Each warm-up step in a frame of its own, as the chart panel runs them.
  while (warmUp && !chartIsWarm()) {
    warmUpCandleChart();
    await nextFrame();
  }
  const { ms, start } = timeFirstDraw(stage, candles, options);
  await nextFrame();
  window.__benchResults = { firstDrawMs: roundMs(ms), firstDrawFrameMs: roundMs(performance.now() - start) };
}

function showChart(stage: HTMLElement, params: URLSearchParams): void {
  const visible = params.get('visible');
  const daily = params.get('period') === 'day';
  const height = window.innerHeight - topGapPx;
  const options = chartOptions(window.innerWidth, height, visible ? Number(visible) : undefined);
  if (daily) options.timeFormat = 'date';
  const candles = seededCandles(candleCount, 1, daily ? secondsPerDay : secondsPerMinute);
  createCandleChart(freshContainer(stage), candles, options);
  window.__chartReady = true;
}

function reportError(error: unknown): void {
  window.__benchError = error instanceof Error ? (error.stack ?? error.message) : String(error);
}

window.__chartBench = { createCandleChart, seededCandles };
const stage = document.getElementById('stage') ?? document.body;
stage.style.paddingTop = `${topGapPx}px`;
const params = new URLSearchParams(window.location.search);
const mode = params.get('mode');
if (mode === 'shot') {
  showChart(stage, params);
} else if (mode === 'cold' || mode === 'warmed') {
  runColdFirstDraw(stage, mode === 'warmed').catch(reportError);
} else if (mode === 'idle') {
  // Loads the page and its code without drawing anything, for experiments through window.__chartBench.
  window.__chartReady = true;
} else {
  runBench(stage).catch(reportError);
}
