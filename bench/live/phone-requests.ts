/**
 * Requests per minute of one phone on the timed-order screen (issue 26's third target), measured in Chromium on the
 * built app: the demo user on /mobile/#/action/secondContract for a minute with the live stream allowed, then
 * again with every /live/stream request refused (page.route), which is what a phone gets when the stream fails and
 * the 5 s refresh carries on alone. Counted: the page's API calls (fetch and XHR) after the screen is ready, the
 * stream itself apart; scripts, styles, images and fonts are not calls.
 */
import { chromium, type Browser } from 'playwright-core';
import { livePaths } from '../../src/common/live-types';
import { fullChromiumPath, chromiumLaunchOptions } from '../../tests/e2e/support/chromium';
import { startServerProcess } from '../../tests/e2e/support/server-process';
import { logInAsDemo, routeUrl, webRoutes } from '../web/web-routes';

/** A minute, as the target is requests per minute. */
export const phoneWindowMs = 60_000;
/** Longer than the opening burst of calls and the stream's 300 ms settling of its channels. */
const openingBurstMs = 5000;
const timedOrderRoute = webRoutes.find((route) => route.name === 'secondContract')!;
const callTypes = new Set(['fetch', 'xhr']);

export interface PhoneRequests {
  /** API calls in the minute, the stream apart. */
  callsPerMinute: number;
  /** Stream requests in the minute: 0 with the stream allowed means it never reconnected; blocked, its retries. */
  streamsOpened: number;
  /** The calls by path, most frequent first, for the note. */
  byPath: Array<[string, number]>;
}

async function measureOnce(
  browser: Browser,
  baseUrl: string,
  streamAllowed: boolean,
): Promise<PhoneRequests> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  try {
    const login = await context.newPage();
    await logInAsDemo(login, baseUrl);
    await login.close();
    const page = await context.newPage();
    if (!streamAllowed) await page.route(`**${livePaths.stream}*`, (route) => route.abort());
    let counting = false;
    const calls = new Map<string, number>();
    let streamsOpened = 0;
    page.on('request', (request) => {
      if (!counting || !callTypes.has(request.resourceType())) return;
      const { pathname } = new URL(request.url());
      if (pathname === livePaths.stream) streamsOpened += 1;
      else calls.set(pathname, (calls.get(pathname) ?? 0) + 1);
    });
    await page.goto(routeUrl(baseUrl, timedOrderRoute.path));
    await page.locator(timedOrderRoute.readySelector).first().waitFor({ timeout: 60_000 });
    // The stream is a request that never ends, so the network is never idle: the screen's opening burst is given
    // a fixed time to pass, and the steady state is counted from there.
    await page.waitForTimeout(openingBurstMs);
    counting = true;
    await page.waitForTimeout(phoneWindowMs);
    counting = false;
    const byPath = [...calls].sort((a, b) => b[1] - a[1]);
    const callsPerMinute = byPath.reduce((sum, [, count]) => sum + count, 0) * (60_000 / phoneWindowMs);
    return { callsPerMinute, streamsOpened, byPath };
  } finally {
    await context.close();
  }
}

/** Needs the built app (`npm run build`); starts it as `npm start` does, with the demo account. */
export async function measurePhoneRequests(): Promise<{
  withStream: PhoneRequests;
  withoutStream: PhoneRequests;
}> {
  const server = await startServerProcess();
  const browser = await chromium.launch(chromiumLaunchOptions(fullChromiumPath));
  try {
    const withStream = await measureOnce(browser, server.baseUrl, true);
    const withoutStream = await measureOnce(browser, server.baseUrl, false);
    return { withStream, withoutStream };
  } finally {
    await browser.close();
    await server.stop();
  }
}
