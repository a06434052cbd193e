/**
 * Bytes on the wire per route: what a first visit (no service worker, empty caches) really downloads, as the
 * server sent it (compressed bodies plus headers), for the JavaScript and for everything. The /home budget
 * (≤ 130 KiB of JavaScript) applies to these bytes.
 */
import type { Browser, Request } from 'playwright-core';
import { watchRequestsInFlight } from './quiet-network';
import { logInAsDemo, routeUrl, webRoutes, type WebRoute } from './web-routes';

export interface RouteTransfer {
  route: string;
  javascriptKiB: number;
  totalKiB: number;
  requestCount: number;
}

const kiB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
/** After the ready marker, the screen's remaining calls (icons, later answers) are given this long to finish. */
const settleMs = 1500;

async function transferredBytes(request: Request): Promise<number> {
  const sizes = await request.sizes();
  return sizes.responseBodySize + sizes.responseHeadersSize;
}

async function measureRoute(browser: Browser, baseUrl: string, route: WebRoute): Promise<RouteTransfer> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    if (route.private) {
      await logInAsDemo(page, baseUrl);
      await page.close();
    }
    const measured = await context.newPage();
    // The login screen filled the HTTP cache; the measured visit must download as a first visit does.
    const cdp = await context.newCDPSession(measured);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const finished: Promise<{ javascript: boolean; bytes: number }>[] = [];
    measured.on('requestfinished', (request) => {
      const javascript = request.resourceType() === 'script' || request.url().endsWith('.js');
      finished.push(transferredBytes(request).then((bytes) => ({ javascript, bytes })));
    });
    const quiet = watchRequestsInFlight(measured);
    await measured.goto(routeUrl(baseUrl, route.path));
    await measured.locator(route.readySelector).first().waitFor({ timeout: 60_000 });
    await quiet();
    await measured.waitForTimeout(settleMs);
    const all = await Promise.all(finished);
    return {
      route: route.name,
      javascriptKiB: kiB(all.filter((item) => item.javascript).reduce((sum, item) => sum + item.bytes, 0)),
      totalKiB: kiB(all.reduce((sum, item) => sum + item.bytes, 0)),
      requestCount: all.length,
    };
  } finally {
    await context.close();
  }
}

export async function runTransferBench(browser: Browser, baseUrl: string): Promise<RouteTransfer[]> {
  const results: RouteTransfer[] = [];
  for (const route of webRoutes) results.push(await measureRoute(browser, baseUrl, route));
  return results;
}
