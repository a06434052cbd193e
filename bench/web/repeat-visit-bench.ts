/**
 * A repeat visit through the service worker under Lighthouse's mobile profile (150 ms round trips, 1.6 Mbit/s down,
 * 4× CPU slowdown), online and offline: when the first paint happened, and when the cached markets (on Assets, the
 * cached balances) were on screen. The first visit installs the service worker and fills the on-device cache;
 * the measured visit is a fresh page load of the same installed app. Before each route, the same is measured on the
 * minimal React page at `?cached` (bench/minimal-react: saved rows, cache-first worker), the floor of the figures in
 * the same minute on the same host, with the host's load beside each row.
 */
import os from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { watchRequestsInFlight } from './quiet-network';
import { logInAsDemo, pairRow, routeUrl, webRoutes, type WebRoute } from './web-routes';

export interface RepeatVisitRow {
  route: string;
  /** The host's one-minute load average when the row was measured. */
  load: number;
  onlineFcpMs: number;
  onlineDataMs: number;
  offlineFcpMs: number;
  offlineDataMs: number;
}

/** Lighthouse's mobile throttling (its "slow 4G" and 4× CPU). */
const mobileNetwork = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;
const repeatRoutes = ['home', 'market', 'account'];

declare global {
  interface Window {
    __petrelDataShownAtMs?: number;
  }
}

/** Records, in the page, when the route's ready marker first appears (performance.now(), from navigation start). */
async function watchForData(context: BrowserContext, selector: string): Promise<void> {
  await context.addInitScript((readySelector: string) => {
    const observer = new MutationObserver(() => {
      if (window.__petrelDataShownAtMs === undefined && document.querySelector(readySelector)) {
        window.__petrelDataShownAtMs = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

async function measureLoad(page: Page, url: string, selector: string, offline: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline, ...mobileNetwork });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url);
  await page.locator(selector).first().waitFor({ timeout: 60_000 });
  const figures = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    data: window.__petrelDataShownAtMs ?? -1,
  }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { fcpMs: Math.round(figures.fcp), dataMs: Math.round(figures.data) };
}

/** A page to visit twice: its address, what shows its data, and how to log in first if it needs to. */
interface RepeatTarget {
  name: string;
  url: string;
  readySelector: string;
  logIn?: (page: Page) => Promise<void>;
}

/** The floor's row name: the minimal React page at `?cached`. */
export const repeatFloorRow = 'minimal-react';

async function measureTarget(browser: Browser, target: RepeatTarget): Promise<RepeatVisitRow> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const { url, readySelector } = target;
    await watchForData(context, readySelector);
    const first = await context.newPage();
    if (target.logIn) await target.logIn(first);
    await first.goto(url);
    await first.locator(readySelector).first().waitFor({ timeout: 60_000 });
    // The worker is installed and controls the app; its precache is complete once it is activated.
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const quiet = watchRequestsInFlight(first);
    await first.reload();
    await first.locator(readySelector).first().waitFor({ timeout: 60_000 });
    await quiet();
    await first.close();

    const load = Math.round(os.loadavg()[0]! * 100) / 100;
    const online = await measureLoad(await context.newPage(), url, readySelector, false);
    await context.setOffline(true);
    const offline = await measureLoad(await context.newPage(), url, readySelector, true);
    return {
      route: target.name,
      load,
      onlineFcpMs: online.fcpMs,
      onlineDataMs: online.dataMs,
      offlineFcpMs: offline.fcpMs,
      offlineDataMs: offline.dataMs,
    };
  } finally {
    await context.close();
  }
}

function petrelTarget(baseUrl: string, route: WebRoute): RepeatTarget {
  return {
    name: route.name,
    url: routeUrl(baseUrl, route.path),
    readySelector: route.readySelector,
    ...(route.private ? { logIn: (page: Page) => logInAsDemo(page, baseUrl) } : {}),
  };
}

/** Each route right after the floor (A, B, A, B…), so both rows of a pair see the host in the same state. */
export async function runRepeatVisitBench(
  browser: Browser,
  baseUrl: string,
  floorUrl: string,
): Promise<RepeatVisitRow[]> {
  const floor: RepeatTarget = {
    name: repeatFloorRow,
    url: floorUrl,
    readySelector: pairRow,
  };
  const rows: RepeatVisitRow[] = [];
  for (const route of webRoutes.filter((item) => repeatRoutes.includes(item.name))) {
    rows.push(await measureTarget(browser, floor));
    rows.push(await measureTarget(browser, petrelTarget(baseUrl, route)));
  }
  return rows;
}
