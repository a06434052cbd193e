/**
 * The client as a phone meets it (issue 10), against a running server: bytes on the wire per route, a repeat visit
 * through the service worker online and offline, and Lighthouse per route. Prints its three tables and returns the
 * figures that have budgets, for bench/run.ts's summary.
 *
 *   npx tsx bench/web/run-web-bench.ts http://127.0.0.1:8080     one server, already running (built client)
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium';
import { calibratedCpuSlowdown, runLighthouseBench } from './lighthouse-bench';
import { runRepeatVisitBench } from './repeat-visit-bench';
import { runTransferBench } from './transfer-bench';

export interface WebFigures {
  homeJavascriptKiB: number;
  lowestPerformance: number;
  lowestAccessibility: number;
  lowestBestPractices: number;
  slowestRepeatFcpMs: number;
  slowestRepeatDataMs: number;
}

export async function runWebBench(baseUrl: string): Promise<WebFigures> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  let transfer;
  let repeat;
  try {
    transfer = await runTransferBench(browser, baseUrl);
    console.log('Bytes on the wire, first visit (compressed bodies and headers):');
    console.table(transfer);
    repeat = await runRepeatVisitBench(browser, baseUrl);
    console.log(
      'Repeat visit through the service worker (slow 4G, 4× CPU); budgets: first paint ≤ 500 ms, data ≤ 800 ms:',
    );
    console.table(repeat);
  } finally {
    await browser.close();
  }
  const lighthouse = await runLighthouseBench(baseUrl);
  console.log(
    'Lighthouse 12, mobile, median of 3 (budgets: performance ≥ 95, accessibility and best practices 100):',
  );
  console.table(lighthouse);
  const indexes = lighthouse.map((row) => row.benchmarkIndex).sort((a, b) => a - b);
  const hostIndex = indexes[Math.floor(indexes.length / 2)] ?? Number.NaN;
  console.log(
    `This host's benchmark index: ${hostIndex} (median over the routes; Lighthouse's default 4× CPU slowdown is ` +
      `calibrated for about 1,533). For this host Lighthouse's calculator suggests ` +
      `${calibratedCpuSlowdown(hostIndex).toFixed(1)}×: the scores above emulate a phone about ` +
      `${(4 / calibratedCpuSlowdown(hostIndex)).toFixed(1)} times slower than Lighthouse's reference one.`,
  );
  return {
    homeJavascriptKiB: transfer.find((row) => row.route === 'home')?.javascriptKiB ?? -1,
    lowestPerformance: Math.min(...lighthouse.map((row) => row.performance)),
    lowestAccessibility: Math.min(...lighthouse.map((row) => row.accessibility)),
    lowestBestPractices: Math.min(...lighthouse.map((row) => row.bestPractices)),
    slowestRepeatFcpMs: Math.max(...repeat.flatMap((row) => [row.onlineFcpMs, row.offlineFcpMs])),
    slowestRepeatDataMs: Math.max(...repeat.flatMap((row) => [row.onlineDataMs, row.offlineDataMs])),
  };
}

if (process.argv[1]?.endsWith('run-web-bench.ts')) {
  const baseUrl = process.argv[2];
  if (!baseUrl) throw new Error('usage: npx tsx bench/web/run-web-bench.ts http://127.0.0.1:8080');
  console.table(await runWebBench(baseUrl));
}
