/**
 * The k-line and trade screens in the built app, at 4× CPU (issue 23): when the chart chunk is requested and when
 * the candle data arrives (does the chunk wait for the data?), when the first candles are drawn and when all 2000
 * are, and the main thread's long tasks (PerformanceObserver "longtask", over 50 ms) from navigation until a
 * refresh tick after the chart, with their total blocking time. Each route is opened twice in one browser
 * context: a first visit (empty device cache) and a repeat visit (the device cache filled by the first).
 *
 *   npx tsx bench/chart/run-kline-trace.ts          builds if needed, starts a server, prints one row per visit
 *
 * The host's load average is printed beside the figures: a loaded host stretches every one of them.
 */
import os from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';

import { fullChromiumPath, chromiumLaunchOptions } from '../../tests/e2e/support/chromium';
import { ensureBuild, startServerProcess } from '../../tests/e2e/support/server-process';
import { logInAsDemo, routeUrl } from '../web/web-routes';

const cpuSlowdown = 4;
/** Long tasks are counted until this long after all candles are drawn: it spans one 5000 ms refresh tick. */
const steadyWindowMs = 6_000;
/** Time for the cache to save the first visit's answers and for the warm-start window (3000 ms) to close. */
const settleAfterFirstVisitMs = 4_000;
const readyTimeoutMs = 90_000;
/** A long task is one over this; the excess of each counts as blocking time, as Lighthouse's TBT counts it. */
const longTaskMs = 50;
const phoneViewport = { width: 390, height: 844 };

interface TraceRoute {
  name: string;
  path: string;
  private: boolean;
}

const traceRoutes: readonly TraceRoute[] = [
  { name: 'kline', path: '/market/kline?currency=BTC&baseCurrency=USDT', private: false },
  { name: 'trade', path: '/action/trade', private: true },
];

interface PageMarks {
  chunkRequestMs: number;
  klineAnswerMs: number;
  firstCandlesMs: number;
  allCandlesMs: number;
  firstCandleCount: number;
  tasks: { startMs: number; durationMs: number }[];
}

declare global {
  interface Window {
    __klineMarks?: { firstCandlesMs?: number; allCandlesMs?: number; firstCandleCount?: number };
    __longTasks?: { startMs: number; durationMs: number }[];
  }
}

/** In the page, before its own scripts: records long tasks and when the chart first shows candles, then all. */
function recordInPage(): void {
  window.__klineMarks = {};
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks?.push({ startMs: entry.startTime, durationMs: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    const chart = document.querySelector<HTMLElement>('[data-testid="kline-chart"][data-total-candles]');
    const marks = window.__klineMarks;
    if (!chart || !marks) return;
    const total = Number(chart.dataset['totalCandles']);
    if (marks.firstCandlesMs === undefined) {
      marks.firstCandlesMs = performance.now();
      marks.firstCandleCount = total;
    }
    if (total >= 2000 && marks.allCandlesMs === undefined) {
      marks.allCandlesMs = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/** Request start times (ms after navigation start, from Resource Timing) of the chart chunk and the k-line call. */
async function resourceMarks(page: Page): Promise<{ chunkRequestMs: number; klineAnswerMs: number }> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const chunk = entries.find((entry) => /candle-chart-panel/.test(entry.name));
    const kline = entries.find((entry) => /getKline/.test(entry.name));
    return { chunkRequestMs: chunk?.startTime ?? -1, klineAnswerMs: kline?.responseEnd ?? -1 };
  });
}

async function visit(page: Page, url: string): Promise<PageMarks> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // A hash route reached from the same document would not load the page again.
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(() => window.__klineMarks?.allCandlesMs !== undefined, undefined, {
    timeout: readyTimeoutMs,
  });
  await page.waitForTimeout(steadyWindowMs);
  const marks = await page.evaluate(() => ({ ...window.__klineMarks, tasks: window.__longTasks ?? [] }));
  const resources = await resourceMarks(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return {
    ...resources,
    firstCandlesMs: marks.firstCandlesMs ?? -1,
    allCandlesMs: marks.allCandlesMs ?? -1,
    firstCandleCount: marks.firstCandleCount ?? -1,
    tasks: marks.tasks,
  };
}

function describe(route: string, visitName: string, marks: PageMarks): string {
  const blockingMs = marks.tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - longTaskMs), 0);
  const longest = Math.max(0, ...marks.tasks.map((task) => task.durationMs));
  const afterChart = marks.tasks.filter((task) => task.startMs >= marks.allCandlesMs);
  const longestAfter = Math.max(0, ...afterChart.map((task) => task.durationMs));
  const round = (ms: number) => String(Math.round(ms)).padStart(6);
  return [
    `${route.padEnd(6)} ${visitName.padEnd(7)}`,
    `chunk asked ${round(marks.chunkRequestMs)}`,
    `kline answered ${round(marks.klineAnswerMs)}`,
    `first candles ${round(marks.firstCandlesMs)} (${marks.firstCandleCount})`,
    `all ${round(marks.allCandlesMs)}`,
    `long tasks ${String(marks.tasks.length).padStart(3)}, longest ${round(longest)}, blocking ${round(blockingMs)}`,
    `after the chart: ${afterChart.length}, longest ${round(longestAfter)}`,
  ].join(' | ');
}

async function traceRoute(browser: Browser, baseUrl: string, route: TraceRoute): Promise<string[]> {
  const context = await browser.newContext({ viewport: phoneViewport });
  try {
    const page = await context.newPage();
    if (route.private) await logInAsDemo(page, baseUrl);
    await context.addInitScript(recordInPage);
    const url = routeUrl(baseUrl, route.path);
    const first = await visit(page, url);
    await page.waitForTimeout(settleAfterFirstVisitMs);
    const repeat = await visit(page, url);
    if (process.env['KLINE_TRACE_TASKS'] === '1') {
      for (const [name, marks] of [
        ['first', first],
        ['repeat', repeat],
      ] as const)
        console.log(
          `${route.name} ${name} tasks: ${marks.tasks.map((t) => `${Math.round(t.startMs)}+${Math.round(t.durationMs)}`).join(' ')}`,
        );
    }
    return [describe(route.name, 'first', first), describe(route.name, 'repeat', repeat)];
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  ensureBuild();
  const server = await startServerProcess();
  const browser = await chromium.launch(chromiumLaunchOptions(fullChromiumPath));
  try {
    console.log(`${cpuSlowdown}× CPU; times in ms after navigation start`);
    for (const route of traceRoutes) {
      const load = os.loadavg()[0]!.toFixed(2);
      for (const line of await traceRoute(browser, server.baseUrl, route))
        console.log(`${line} | load ${load}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
