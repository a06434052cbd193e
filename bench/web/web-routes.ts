/**
 * The routes the web benchmarks measure (issue 10: every tab, the k-line and the trade screens; issue 23 adds the
 * contract screen and Me), what shows that each has its first data on screen, and how a benchmark logs in as the
 * demo account.
 */
import type { Page } from 'playwright-core';
import {
  storedFirstScreenEntriesKey,
  storedUserIdKey,
  userInfoCacheKeyPrefix,
} from '../../src/common/first-screen-names';
import { demoAccount } from '../../src/server/modules/demo/demo-seed';

export interface WebRoute {
  name: string;
  /** The hash route, e.g. "/market/kline?currency=BTC&baseCurrency=USDT". */
  path: string;
  /** Shown with the demo account logged in. */
  private: boolean;
  /** Present once the route's first data is on screen (cached or fresh). */
  readySelector: string;
}

/** A row of a pair list: Petrel's market lists, and the minimal React page's (bench/minimal-react). */
export const pairRow = '[data-testid^="pair-"]';

export const webRoutes: readonly WebRoute[] = [
  { name: 'home', path: '/home', private: false, readySelector: pairRow },
  { name: 'market', path: '/market', private: false, readySelector: pairRow },
  {
    name: 'kline',
    path: '/market/kline?currency=BTC&baseCurrency=USDT',
    private: false,
    readySelector: '[data-testid="kline-chart"][data-total-candles="2000"]',
  },
  {
    name: 'trade',
    path: '/action/trade',
    private: true,
    readySelector: '[data-testid="kline-chart"][data-candles]',
  },
  {
    name: 'contract',
    path: '/action/contract',
    private: true,
    readySelector:
      '[data-testid="contract-positions-empty"], [data-testid="contract-positions"] [data-testid^="position-"]',
  },
  {
    name: 'secondContract',
    path: '/action/secondContract',
    private: true,
    readySelector: '[data-testid="second-available"]',
  },
  { name: 'position', path: '/position', private: true, readySelector: '[data-testid="timed-orders"]' },
  {
    name: 'account',
    path: '/account',
    private: true,
    readySelector: '[data-testid="asset-list"] [data-testid^="asset-"]',
  },
  { name: 'me', path: '/me', private: true, readySelector: '[data-testid="me-profile-card"]' },
];

export function routeUrl(baseUrl: string, path: string): string {
  return `${baseUrl}/mobile/#${path}`;
}

/** Logs the page's browser context in as the demo account through the login screen, as a user would. */
export async function logInAsDemo(page: Page, baseUrl: string): Promise<void> {
  await page.goto(routeUrl(baseUrl, '/login?redirect=%2Fhome'));
  await page.locator('#login-email').fill(demoAccount.email);
  await page.locator('#login-password').fill(demoAccount.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/#\/home$/);
  await page.waitForFunction(() => Boolean(window.localStorage.getItem('petrel.userToken')));
  // The app then fetches the profile and keeps a copy of it for Me's prerendered card (user-profile.ts,
  // refreshUserInfo). Left at once, the page had not yet kept it, and Me's first run of a round measured a card
  // without its email, a state a user who stays a moment after logging in never meets: LCP 2.6–2.9 s where later
  // runs had 1.0–1.1 s, in the builds before and after alike.
  await page.waitForFunction(
    ({ userIdKey, entriesKey, profilePrefix }) => {
      const userId = window.localStorage.getItem(userIdKey);
      const entries = JSON.parse(window.localStorage.getItem(entriesKey) ?? '{}') as Record<string, unknown>;
      return Boolean(userId && entries[`${profilePrefix}${userId}`]);
    },
    {
      userIdKey: storedUserIdKey,
      entriesKey: storedFirstScreenEntriesKey,
      profilePrefix: userInfoCacheKeyPrefix,
    },
  );
}
