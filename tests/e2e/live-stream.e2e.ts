// Proves the live stream end to end on the real server and its engines: with the stream healthy, the timed-order
// screen makes no request at all while a timed order runs (its price moves every second from the stream), the
// settlement shows as the engine commits it, and then, with the stream blocked, the 5 s tick takes over again.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketPaths, walletPaths } from '../../src/common/api-paths';
import { appRefreshIntervalMs } from '../../src/common/constants';
import { livePaths } from '../../src/common/live-types';
import { postMain, registerFundedAccount, runOps } from './support/accounts';
import { appUrl, launchBrowser, newPhoneContext, saveScreenshot, watchPageProblems } from './support/browser';

/** Long enough that two of the app's 5 s ticks fall inside the order's life, short enough to watch. */
const durationSeconds = '15';
const settleWaitMs = 45_000;
const btcUsdt = '?currency=BTC&baseCurrency=USDT';
/** After the order is placed, its own reads (the balance, the running orders) have answered by then. */
const placementSettledMs = 2_500;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let account: { email: string; password: string };

interface SeenRequest {
  atMs: number;
  path: string;
}
const apiRequests: SeenRequest[] = [];

/** Calls to the API (not the app's own files, not the stream itself), with when they left. */
function recordApiRequests(target: Page): void {
  target.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/mobile/') || pathname === livePaths.stream) return;
    apiRequests.push({ atMs: Date.now(), path: pathname });
  });
}

const requestsBetween = (fromMs: number, toMs: number) =>
  apiRequests
    .filter((request) => request.atMs >= fromMs && request.atMs <= toMs)
    .map((request) => request.path);

beforeAll(async () => {
  account = await registerFundedAccount();
  const login = await postMain<{ token: string }>('/user/login', {
    account: account.email,
    password: account.password,
  });
  const moved = await postMain(
    walletPaths.transfer,
    { amount: '1000', currency: 'USDT', type: '1' },
    login.data.token,
  );
  expect(moved.code).toBe(1);
  runOps('second', 'config', 'set', durationSeconds, '0.8', '1');
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
  problems = watchPageProblems(page);
  recordApiRequests(page);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the live stream', () => {
  it('runs a timed order to its settlement with no request while the stream is healthy', async () => {
    await page.goto(appUrl(`/login?redirect=${encodeURIComponent(`/action/secondContract${btcUsdt}`)}`));
    await page.locator('#login-email').fill(account.email);
    await page.locator('#login-password').fill(account.password);
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('second-contract-screen').waitFor();
    await page.locator('html[data-live="on"]').waitFor({ timeout: 20_000 });

    // The price on screen moves with the stream's once-a-second snapshots, not with the 5 s tick.
    const price = page.getByTestId('second-last-price');
    const prices = new Set<string>();
    await expect
      .poll(async () => prices.add((await price.textContent()) ?? '').size, {
        timeout: appRefreshIntervalMs,
        interval: 250,
      })
      .toBeGreaterThanOrEqual(3);

    await page.getByTestId(`second-duration-${durationSeconds}`).click();
    await page.getByTestId('second-amount').fill('10');
    await page.getByTestId('second-buy-up').click();
    await page.getByTestId('second-confirm-submit').click();
    const placedAtMs = Date.now();
    const open = page.getByTestId('second-open-orders').locator('[data-testid^="second-order-"]');
    await open.first().waitFor();

    const result = page.locator('[data-testid^="second-result-"]:not([data-testid$="-dismiss"])').first();
    await result.waitFor({ timeout: settleWaitMs });
    const settledAtMs = Date.now();
    await saveScreenshot(page, 'live-second-settled-en');
    expect(await page.locator('html').getAttribute('data-live')).toBe('on');
    // From the placement's own reads until the settlement arrived: at least two ticks passed, and nothing polled.
    const quietFromMs = placedAtMs + placementSettledMs;
    const quietToMs = placedAtMs + Number(durationSeconds) * 1000 - 500;
    expect(settledAtMs).toBeGreaterThan(quietToMs);
    expect(quietToMs - quietFromMs).toBeGreaterThan(2 * appRefreshIntervalMs);
    expect(requestsBetween(quietFromMs, quietToMs)).toEqual([]);
  }, 120_000);

  it('falls back to the 5 s tick when the stream is blocked', async () => {
    await page.route(`**${livePaths.stream}**`, (route) => route.abort());
    // Going offline ends the open stream (the app closes it); back online, every new stream is refused.
    await context.setOffline(true);
    await page.locator('html[data-live="off"]').waitFor();
    await context.setOffline(false);
    // Back online, every screen reads once at once; after that, only the tick reads the price again.
    const tickFromMs = Date.now() + placementSettledMs;
    await expect
      .poll(
        () => requestsBetween(tickFromMs, Date.now()).filter((path) => path === marketPaths.details).length,
        {
          timeout: 3 * appRefreshIntervalMs + placementSettledMs,
        },
      )
      .toBeGreaterThanOrEqual(2);
    expect(await page.locator('html').getAttribute('data-live')).toBe('off');
    expect(problems).toEqual([]);
  }, 60_000);
});
