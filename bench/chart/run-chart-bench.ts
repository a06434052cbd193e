/**
 * Builds the chart bench page with Vite (a production build, so the timings are of minified production code),
 * serves it over node:http, opens it in the system Chromium through playwright-core and returns the figures.
 *
 *   npx tsx bench/chart/run-chart-bench.ts          prints the figures and saves the phone screenshots
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';

import { fullChromiumPath, chromiumLaunchOptions } from '../../tests/e2e/support/chromium';
import { median } from './measure';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const outRoot = path.resolve(benchDir, '../out');
const outDir = path.join(outRoot, 'chart');
/** The budget is set for a desktop-sized viewport. */
const desktopViewport = { width: 1280, height: 800 };
/** A phone: 390 CSS px wide at a typical density of 3. */
const phoneViewport = { width: 390, height: 600 };
const phonePixelRatio = 3;
const benchTimeoutMs = 180_000;
/** Fresh pages opened for the cold first-draw figures, on top of the main bench page's own cold draw. */
const coldPageCount = 5;
/** The screenshot of a zoomed view shows this many candles, with the cursor on one of them. */
const zoomedVisibleCandles = 80;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface ChartBenchOptions {
  /** Also save phone-sized screenshots: bench/out/chart-390.png, chart-390-zoomed.png and chart-390-1day.png. */
  screenshots?: boolean;
}

async function buildPage(): Promise<void> {
  await build({
    configFile: false,
    root: benchDir,
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
}

/** Serves the built page from outDir; paths are resolved inside it so nothing outside can be read. */
function serveStatic(): Promise<Server> {
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const filePath = path.join(outDir, urlPath === '/' ? 'index.html' : decodeURIComponent(urlPath));
    if (!filePath.startsWith(outDir + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    readFile(filePath).then(
      (body) => {
        const type = contentTypes[path.extname(filePath)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function measure(browser: Browser, url: string): Promise<Record<string, number>> {
  const page = await browser.newPage({ viewport: desktopViewport });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(url);
  await page.waitForFunction(() => window.__benchResults ?? window.__benchError, undefined, {
    timeout: benchTimeoutMs,
  });
  const outcome = await page.evaluate(() => ({ results: window.__benchResults, error: window.__benchError }));
  await page.close();
  if (outcome.results === undefined) {
    throw new Error(`chart bench failed: ${outcome.error ?? pageErrors.join('\n')}`);
  }
  return outcome.results;
}

/** Median, to two decimals like the page's own figures. */
const roundedMedian = (values: readonly number[]) => Math.round(median(values) * 100) / 100;

/** The first draw (until painted, and until the next frame) of `coldPageCount` freshly opened pages. */
async function coldFigures(browser: Browser, baseUrl: string, mode: 'cold' | 'warmed') {
  const painted: number[] = [];
  const framed: number[] = [];
  for (let page = 0; page < coldPageCount; page++) {
    const results = await measure(browser, `${baseUrl}/?mode=${mode}`);
    painted.push(results['firstDrawMs'] ?? Number.NaN);
    framed.push(results['firstDrawFrameMs'] ?? Number.NaN);
  }
  return { painted, framed };
}

async function screenshot(
  browser: Browser,
  url: string,
  file: string,
  hover?: { x: number; y: number },
): Promise<void> {
  const page = await browser.newPage({ viewport: phoneViewport, deviceScaleFactor: phonePixelRatio });
  await page.goto(url);
  await page.waitForFunction(() => window.__chartReady === true);
  if (hover) await page.mouse.move(hover.x, hover.y);
  await page.screenshot({ path: file });
  await page.close();
}

async function saveScreenshots(browser: Browser, baseUrl: string): Promise<void> {
  await screenshot(browser, `${baseUrl}/?mode=shot`, path.join(outRoot, 'chart-390.png'));
  const zoomedUrl = `${baseUrl}/?mode=shot&visible=${zoomedVisibleCandles}`;
  await screenshot(browser, zoomedUrl, path.join(outRoot, 'chart-390-zoomed.png'), { x: 200, y: 260 });
  await screenshot(browser, `${baseUrl}/?mode=shot&period=day`, path.join(outRoot, 'chart-390-1day.png'));
}

export async function runChartBench(options: ChartBenchOptions = {}): Promise<Record<string, number>> {
  await buildPage();
  const server = await serveStatic();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(chromiumLaunchOptions(fullChromiumPath));
    const { port } = server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    const results = await measure(browser, `${baseUrl}/?mode=bench`);
    // The bench page's own cold draw is one sample; fresh pages add more, since one cold figure is mostly noise.
    const cold = await coldFigures(browser, baseUrl, 'cold');
    cold.painted.push(results['firstDrawColdMs'] ?? Number.NaN);
    cold.framed.push(results['firstDrawColdFrameMs'] ?? Number.NaN);
    const warmed = await coldFigures(browser, baseUrl, 'warmed');
    Object.assign(results, {
      firstDrawColdMs: roundedMedian(cold.painted),
      firstDrawColdFrameMs: roundedMedian(cold.framed),
      firstDrawColdMaxMs: Math.max(...cold.painted),
      firstDrawAfterWarmUpMs: roundedMedian(warmed.painted),
      coldPages: cold.painted.length,
    });
    if (options.screenshots) await saveScreenshots(browser, baseUrl);
    return results;
  } finally {
    await browser?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runChartBench({ screenshots: true }).then(
    (results) => {
      for (const [name, value] of Object.entries(results)) console.log(`${name.padEnd(24)} ${value}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
