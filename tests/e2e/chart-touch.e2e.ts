// Proves the candle chart works by touch at 390×844 on the k-line and trade screens: it opens on the last 100 of 2000 candles, a one-finger drag pans to older candles, a pinch changes how many show, a tap shows the crosshair with the tapped candle's O/H/L/C/V as the API serves them and a second tap hides it, and a long-press drag moves the crosshair instead of panning.
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCrosshairTime } from '../../src/client/lib/chart/crosshair-time';
import { marketPaths } from '../../src/common/api-paths';
import type { Candle } from '../../src/common/market-types';
import { compactNumber, priceText } from '../../src/common/number-format';
import { findPair } from '../../src/common/pairs';
import {
  appUrl,
  launchBrowser,
  newPhoneContext,
  phonePixelRatio,
  saveScreenshot,
  watchPageProblems,
} from './support/browser';
import { fullChromiumPath } from './support/chromium';
import { Finger, type TouchPoint } from './support/touch';

const btcUsdt = '?currency=BTC&baseCurrency=USDT';
const precision = findPair('btcusdt')!.precision;
const chartTimeoutMs = 30_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let finger: Finger;
/** The candles of the latest getKline answer, by start time: what the chart was last given. */
let candlesById = new Map<number, Candle>();
/** The chart's period: a candle's id (its start, in seconds) is this far from the next one's. */
const oneMinuteSeconds = 60;

function rememberCandles(response: Response): void {
  if (!response.url().endsWith(marketPaths.kline) || !response.ok()) return;
  response.json().then(
    (body: { data: Candle[] }) => (candlesById = new Map(body.data.map((c) => [c.id, c]))),
    () => undefined,
  );
}

interface ChartView {
  min: number;
  max: number;
  candles: number;
  total: number;
}

async function viewOf(chart: Locator): Promise<ChartView> {
  const data = await chart.evaluate((element: HTMLElement) => ({ ...element.dataset }));
  return {
    min: Number(data['viewMin']),
    max: Number(data['viewMax']),
    candles: Number(data['candles']),
    total: Number(data['totalCandles']),
  };
}

/** The price plot's area (inside the axes) in viewport coordinates. */
async function plotBox(chart: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await chart.locator('.petrel-price-plot .u-over').boundingBox();
  if (box === null) throw new Error('the price plot is not laid out');
  return box;
}

function centreOf(box: { x: number; y: number; width: number; height: number }): TouchPoint {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The read-out's five figures, without their labels. */
async function readoutFigures(chart: Locator): Promise<string[]> {
  return chart.locator('[data-testid="chart-readout"] > span > span:nth-child(2)').allTextContents();
}

function expectedFigures(candle: Candle): string[] {
  return [
    priceText(candle.open, precision),
    priceText(candle.high, precision),
    priceText(candle.low, precision),
    priceText(candle.close, precision),
    compactNumber(candle.vol, 2),
  ];
}

async function readoutTime(chart: Locator): Promise<number> {
  return Number(await chart.getByTestId('chart-readout').getAttribute('data-time'));
}

/** The time the chart shows at viewport x, from the published view and the plot's box. */
async function timeAt(chart: Locator, x: number): Promise<number> {
  const [view, box] = await Promise.all([viewOf(chart), plotBox(chart)]);
  return view.min + ((x - box.x) / box.width) * (view.max - view.min);
}

/**
 * How far the read-out's candle may be from the time under the finger: the crosshair snaps to the nearest
 * candle (half a one-minute period either way) and touch positions are rounded to whole pixels.
 */
async function snapToleranceSec(chart: Locator): Promise<number> {
  const [view, box] = await Promise.all([viewOf(chart), plotBox(chart)]);
  return 30 + (view.max - view.min) / box.width;
}

async function openChart(route: string): Promise<Locator> {
  await page.goto(appUrl(route));
  const chart = page.locator('[data-testid="kline-chart"][data-total-candles="2000"]');
  await chart.waitFor({ timeout: chartTimeoutMs });
  await chart.scrollIntoViewIfNeeded();
  return chart;
}

/** Taps a candle and checks the crosshair's read-out against the API's figures of that candle. */
async function expectTapReadout(chart: Locator, at: TouchPoint): Promise<void> {
  const expectedTime = await timeAt(chart, at.x);
  await finger.tap(at);
  await chart.locator('.petrel-candle-chart[data-crosshair="on"]').waitFor();
  const time = await readoutTime(chart);
  expect(Math.abs(time - expectedTime)).toBeLessThanOrEqual(await snapToleranceSec(chart));
  const candle = candlesById.get(time);
  expect(candle).toBeDefined();
  expect(await readoutFigures(chart)).toEqual(expectedFigures(candle!));
  // The label under the crosshair names the candle's start time.
  const timeLabel = chart.getByTestId('chart-crosshair-time');
  expect(await timeLabel.isVisible()).toBe(true);
  expect(await timeLabel.textContent()).toBe(formatCrosshairTime(time, 'time'));
}

beforeAll(async () => {
  // The full browser: the headless shell follows a tap with a mouseleave at (0, 0) (support/chromium.ts).
  browser = await launchBrowser(fullChromiumPath);
  context = await newPhoneContext(browser, 'en-US', phonePixelRatio);
  page = await context.newPage();
  problems = watchPageProblems(page);
  page.on('response', rememberCandles);
  finger = await Finger.on(page);
});
afterAll(async () => {
  await finger.detach();
  await browser.close();
});

describe('the k-line chart by touch', () => {
  let chart: Locator;

  it('opens on the last 100 of 2000 candles', async () => {
    chart = await openChart(`/market/kline${btcUsdt}`);
    const view = await viewOf(chart);
    expect(view.total).toBe(2000);
    expect(view.candles).toBe(100);
    const newest = Math.max(...candlesById.keys());
    expect(view.max).toBeGreaterThanOrEqual(newest);
    await saveScreenshot(page, 'en-kline-chart-default');
  });

  it('pans to older candles with a one-finger drag', async () => {
    const box = await plotBox(chart);
    const before = await viewOf(chart);
    const from = { x: box.x + box.width * 0.2, y: box.y + box.height / 2 };
    await finger.drag(from, { x: from.x + box.width * 0.6, y: from.y });
    const after = await viewOf(chart);
    const span = before.max - before.min;
    // 60 % of the width to the right shows candles about 60 % of the span older.
    expect(before.max - after.max).toBeGreaterThan(span * 0.4);
    expect(after.max - after.min).toBeCloseTo(span, 0);
    expect(after.candles).toBe(100);
  });

  it('zooms in and out with a pinch', async () => {
    const centre = centreOf(await plotBox(chart));
    const before = await viewOf(chart);
    await finger.pinch(centre, 60, 240);
    const zoomedIn = await viewOf(chart);
    expect(zoomedIn.candles).toBeLessThan(before.candles / 2);
    expect(zoomedIn.candles).toBeGreaterThanOrEqual(10);
    await saveScreenshot(page, 'en-kline-chart-zoomed-in');
    await finger.pinch(centre, 300, 30);
    await finger.pinch(centre, 300, 30);
    const zoomedOut = await viewOf(chart);
    expect(zoomedOut.candles).toBeGreaterThan(before.candles * 5);
    await saveScreenshot(page, 'en-kline-chart-zoomed-out');
  });

  it('shows the tapped candle on a tap and hides the crosshair on the next', async () => {
    const box = await plotBox(chart);
    // From all 2000 candles to about 125, a few pixels each.
    await finger.pinch(centreOf(box), 60, 240);
    await finger.pinch(centreOf(box), 60, 240);
    await expectTapReadout(chart, { x: box.x + box.width * 0.4, y: box.y + box.height / 2 });
    await saveScreenshot(page, 'en-kline-chart-crosshair');
    await finger.tap({ x: box.x + box.width * 0.6, y: box.y + box.height / 2 });
    await chart.locator('.petrel-candle-chart[data-crosshair="off"]').waitFor();
    expect(await chart.getByTestId('chart-crosshair-time').isVisible()).toBe(false);
    // Without a crosshair the read-out is back on the newest candle: the last one answered, or the one the live
    // prices opened since, a one-minute period later, when the test crossed a minute's end.
    const lastAnswered = Math.max(...candlesById.keys());
    expect([lastAnswered, lastAnswered + oneMinuteSeconds]).toContain(await readoutTime(chart));
  });

  it('moves the crosshair, not the chart, on a drag after a long press', async () => {
    const box = await plotBox(chart);
    const start = { x: box.x + box.width * 0.3, y: box.y + box.height / 2 };
    const before = await viewOf(chart);
    await finger.down(start);
    await chart.locator('.petrel-candle-chart[data-crosshair="on"]').waitFor();
    const firstTime = await readoutTime(chart);
    const end = { x: box.x + box.width * 0.7, y: start.y };
    await finger.move([start], [end]);
    await finger.up();
    const after = await viewOf(chart);
    expect(after.min).toBe(before.min);
    expect(after.max).toBe(before.max);
    const time = await readoutTime(chart);
    expect(time).toBeGreaterThan(firstTime);
    expect(Math.abs(time - (await timeAt(chart, end.x)))).toBeLessThanOrEqual(await snapToleranceSec(chart));
    expect(await readoutFigures(chart)).toEqual(expectedFigures(candlesById.get(time)!));
    // The crosshair stays after the finger lifts, so the figures can be read; a tap hides it.
    expect(await chart.locator('.petrel-candle-chart').getAttribute('data-crosshair')).toBe('on');
    await finger.tap(end);
    await chart.locator('.petrel-candle-chart[data-crosshair="off"]').waitFor();
  });
});

describe('the trade screen chart by touch', () => {
  it('opens on 100 candles, pans, and shows a tapped candle', async () => {
    const chart = await openChart(`/action/trade${btcUsdt}`);
    const before = await viewOf(chart);
    expect(before.candles).toBe(100);
    const box = await plotBox(chart);
    const from = { x: box.x + box.width * 0.2, y: box.y + box.height / 2 };
    await finger.drag(from, { x: from.x + box.width * 0.5, y: from.y });
    const after = await viewOf(chart);
    expect(before.max - after.max).toBeGreaterThan((before.max - before.min) * 0.3);
    await expectTapReadout(chart, { x: box.x + box.width * 0.5, y: box.y + box.height / 2 });
    await saveScreenshot(page, 'en-trade-chart-crosshair');
  });

  it('ran without a page error or CSP violation', () => {
    expect(problems).toEqual([]);
  });
});
