/**
 * Lighthouse 12 on every route (mobile: its default simulated slow 4G and 4× CPU slowdown), the median of three
 * runs by performance score, in the system Chromium. Lighthouse drives a Chromium this bench starts with a debugging
 * port; the private routes are measured logged in as the demo account, with the service worker, its caches and the
 * on-device cache cleared before each run (a logged-in first visit), so only the login itself is kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions, chromiumPath } from '../../tests/e2e/support/chromium';
import { freePort } from '../../tests/e2e/support/server-process';
import { logInAsDemo, routeUrl, webRoutes } from './web-routes';

export interface LighthouseRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU speed for this run (higher is faster). */
  benchmarkIndex: number;
}

/**
 * The CPU slowdown that would emulate Lighthouse's reference mid-range phone on a host of this benchmark index, by
 * the piecewise-linear calculator Lighthouse's throttling documentation points to: an index of 1533 maps to its
 * default 4×, 1300 to 3×, 800 to 2× and 150 to 1×. Printed beside the scores (which always use the default 4×), so
 * they can be read against the machine they were measured on.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

export const lighthouseRunsPerRoute = 3;
const debuggerReadyTimeoutMs = 20_000;

async function startDebuggableChromium(): Promise<{ port: number; child: ChildProcess; profileDir: string }> {
  const port = await freePort();
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrel-lighthouse-'));
  const flags = chromiumLaunchOptions().args ?? [];
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      ...flags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + debuggerReadyTimeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, child, profileDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('Chromium did not open its debugging port.');
}

function median<T>(items: readonly T[], by: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function runLighthouseBench(baseUrl: string): Promise<LighthouseRow[]> {
  const { port, child, profileDir } = await startDebuggableChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const controlPage = await context.newPage();
    const origin = new URL(baseUrl).origin;
    const cdp = await context.newCDPSession(controlPage);
    // Public routes first, as a visitor; the demo account logs in before the first private one.
    const ordered = [...webRoutes].sort((a, b) => Number(a.private) - Number(b.private));
    let loggedIn = false;
    const rows: LighthouseRow[] = [];
    for (const route of ordered) {
      if (route.private && !loggedIn) {
        await logInAsDemo(controlPage, baseUrl);
        await controlPage.goto('about:blank');
        loggedIn = true;
      }
      const runs: LighthouseRow[] = [];
      for (let run = 0; run < lighthouseRunsPerRoute; run += 1) {
        // Everything but a login goes, so each run is a first visit.
        await cdp.send('Storage.clearDataForOrigin', {
          origin,
          storageTypes: `service_workers,cache_storage,indexeddb${loggedIn ? '' : ',local_storage'}`,
        });
        // disableStorageReset (which keeps the login) also keeps the HTTP cache: it is emptied here instead.
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(routeUrl(baseUrl, route.path), {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: true,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route.name}.`);
        const { categories, audits } = result.lhr;
        runs.push({
          route: route.name,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
        });
      }
      const chosen = median(runs, (item) => item.performance);
      console.log(`lighthouse ${JSON.stringify(chosen)}`);
      rows.push(chosen);
    }
    return rows;
  } finally {
    await browser.close().catch(() => undefined);
    const exited =
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
    child.kill('SIGTERM');
    await exited;
    // Chromium's helper processes can still be closing their cache files after the main process exits.
    try {
      fs.rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`Lighthouse's Chromium profile was left at ${profileDir}: ${String(error)}`);
    }
  }
}
