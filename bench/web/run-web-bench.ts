/**
 * The client as a phone meets it (issues 10 and 23), against a running server: bytes on the wire per route, a repeat
 * visit through the service worker online and offline, /home's start-up JavaScript, and Lighthouse per route
 * interleaved with a minimal React page, raw and CPU-time scores side by side. Prints its tables and returns the
 * figures that have budgets, for bench/run.ts's summary.
 *
 *   npx tsx bench/web/run-web-bench.ts http://127.0.0.1:8080                   one server, already running (built)
 *   npx tsx bench/web/run-web-bench.ts http://127.0.0.1:8080 --lighthouse-only  start-up JavaScript and Lighthouse
 *   npx tsx bench/web/run-web-bench.ts [--lighthouse-only]       on a server of its own (the current build)
 *
 * PETREL_LIGHTHOUSE_ROUNDS (default 3) and PETREL_LIGHTHOUSE_ROUTES (e.g. home,trade) set how much Lighthouse runs;
 * PETREL_LIGHTHOUSE_CPU (default 4) its CPU slowdown, for a host much faster than Lighthouse's reference one.
 */
import { printFirstVisitPages } from './first-visit-pages';
import { chromium } from 'playwright-core';
import { fullChromiumPath, chromiumLaunchOptions } from '../../tests/e2e/support/chromium';
import { startServerProcess } from '../../tests/e2e/support/server-process';
import {
  calibratedCpuSlowdown,
  dataCallFloorRow,
  lighthouseCpuSlowdown,
  runLighthouseBench,
  type LighthouseRow,
} from './lighthouse-bench';
import { serveMinimalPage } from '../minimal-react/serve-minimal-page';
import { repeatFloorRow, runRepeatVisitBench, type RepeatVisitRow } from './repeat-visit-bench';
import { startupJavascriptKiB, startupJavascriptTargetKiB } from './startup-javascript';
import { runTransferBench, type RouteTransfer } from './transfer-bench';

export interface WebFigures {
  homeJavascriptKiB: number;
  homeStartupJavascriptKiB: number;
  lowestPerformance: number;
  lowestCpuTimePerformance: number;
  lowestAccessibility: number;
  lowestBestPractices: number;
  slowestRepeatFcpMs: number;
  slowestRepeatDataMs: number;
}

async function runBrowserBenches(
  baseUrl: string,
): Promise<{ transfer: RouteTransfer[]; repeat: RepeatVisitRow[] }> {
  const browser = await chromium.launch(chromiumLaunchOptions(fullChromiumPath));
  const minimalPage = await serveMinimalPage();
  try {
    const transfer = await runTransferBench(browser, baseUrl);
    console.log('Bytes on the wire, first visit (compressed bodies and headers):');
    console.table(transfer);
    const repeat = await runRepeatVisitBench(browser, baseUrl, minimalPage.cachedUrl);
    console.log(
      'Repeat visit through the service worker (slow 4G, 4× CPU), each route after the minimal React page at ' +
        '?cached (saved rows, cache-first worker); targets: cached data on screen ≤ 500 ms offline, ≤ 800 ms online:',
    );
    console.table(repeat);
    return { transfer, repeat };
  } finally {
    await minimalPage.stop();
    await browser.close();
  }
}

function printLighthouse(rows: readonly LighthouseRow[]): void {
  console.log(
    `Lighthouse 12, mobile (${lighthouseCpuSlowdown()}× CPU), median of the rounds, each route run right after the ` +
      'minimal React page; ' +
      'cpuTimePerformance re-scores the same loads by thread time (budgets: performance ≥ 95 on the CPU-time ' +
      'score, and on the raw one when the minimal page scores ≥ 95; no route more than 3 below the minimal page; ' +
      'accessibility and best practices 100):',
  );
  console.table(rows);
  const indexes = rows.map((row) => row.benchmarkIndex).sort((a, b) => a - b);
  const hostIndex = indexes[Math.floor(indexes.length / 2)] ?? Number.NaN;
  const calibrated = calibratedCpuSlowdown(hostIndex);
  const ratio = lighthouseCpuSlowdown() / calibrated;
  const phone =
    Math.abs(ratio - 1) < 0.1
      ? 'as fast as'
      : ratio > 1
        ? `${ratio.toFixed(1)} times slower than`
        : `${(1 / ratio).toFixed(1)} times faster than (PETREL_LIGHTHOUSE_CPU=${Math.round(calibrated)} emulates)`;
  console.log(
    `This host's benchmark index: ${hostIndex} (median over the routes; Lighthouse's default 4× CPU slowdown is ` +
      `calibrated for about 1,533). For this host Lighthouse's calculator suggests ${calibrated.toFixed(1)}×: ` +
      `the runs above emulate a phone about ${phone} Lighthouse's reference one.`,
  );
}

export async function runWebBench(baseUrl: string, lighthouseOnly = false): Promise<WebFigures> {
  const { transfer, repeat } = lighthouseOnly
    ? { transfer: [], repeat: [] }
    : await runBrowserBenches(baseUrl);
  const startupKiB = startupJavascriptKiB();
  console.log(
    `/home's start-up JavaScript (what index.html links, gzip): ${startupKiB} KiB; ` +
      `issue 23's target ≤ ${startupJavascriptTargetKiB} KiB.`,
  );
  printFirstVisitPages();
  const lighthouse = await runLighthouseBench(baseUrl);
  printLighthouse(lighthouse);
  // The budgets read the build measured, not the earlier one a before/after run sets beside it.
  const measured = lighthouse.filter(
    (row) => !row.route.startsWith('before ') && row.route !== dataCallFloorRow,
  );
  const lowest = (pick: (row: LighthouseRow) => number) => Math.min(...measured.map(pick));
  const petrelRepeat = repeat.filter((row) => row.route !== repeatFloorRow);
  return {
    homeJavascriptKiB: transfer.find((row) => row.route === 'home')?.javascriptKiB ?? -1,
    homeStartupJavascriptKiB: startupKiB,
    lowestPerformance: lowest((row) => row.performance),
    lowestCpuTimePerformance: lowest((row) => row.cpuTimePerformance),
    lowestAccessibility: lowest((row) => row.accessibility),
    lowestBestPractices: lowest((row) => row.bestPractices),
    slowestRepeatFcpMs: Math.max(-1, ...petrelRepeat.flatMap((row) => [row.onlineFcpMs, row.offlineFcpMs])),
    slowestRepeatDataMs: Math.max(
      -1,
      ...petrelRepeat.flatMap((row) => [row.onlineDataMs, row.offlineDataMs]),
    ),
  };
}

if (process.argv[1]?.endsWith('run-web-bench.ts')) {
  const lighthouseOnly = process.argv.includes('--lighthouse-only');
  const baseUrl = process.argv.slice(2).find((arg) => arg.startsWith('http'));
  if (baseUrl) {
    console.table(await runWebBench(baseUrl, lighthouseOnly));
  } else {
    // No server given: the built one (npm run build), started here with its own data directory and stopped after.
    const server = await startServerProcess();
    try {
      console.table(await runWebBench(server.baseUrl, lighthouseOnly));
    } finally {
      await server.stop();
    }
  }
}
