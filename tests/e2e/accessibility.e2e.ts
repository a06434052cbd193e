// Proves the app is usable without sight of the colours and with assistive technology: axe (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on any route of the router in the four languages (every route in English and, in turn, in one of the others; every route in all four under `npm run test:deep`), logged out and logged in, nor on the main tabs in the red-up convention and offline; the page language follows the chosen one, landmarks are there, focus is visible, and at 200 % text the main tabs do not scroll sideways.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockingFindings,
  concreteRoutes,
  formatFindings,
  mainTabs,
  prepareRouteIds,
  privatePaths,
  routerPaths,
  settle,
  visit,
  type Finding,
  type RouteIds,
} from './support/a11y';
import { demoAccount } from './support/accounts';
import { deepTests } from '../support/test-depth';
import { appUrl, launchBrowser, newPhoneContext, saveScreenshot } from './support/browser';

const locales = ['en-US', 'zh-CN', 'ko-KR', 'ja-JP'] as const;
/** The language checked on every route in every run; the others share the routes (routesFor). */
const fullLocale = 'en-US';
const rotatedLocales: readonly string[] = locales.filter((locale) => locale !== fullLocale);
/** A whole-route sweep of one locale and state took 30–80 s on two busy cores; this leaves room. */
const sweepTimeoutMs = 180_000;
/** Chromium's default text size is 16 px; the user's "200 %" setting makes it 32 px. */
const doubledDefaultFontPx = 32;

let browser: Browser;
let ids: RouteIds;

beforeAll(async () => {
  browser = await launchBrowser();
  ids = await prepareRouteIds();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone context whose stored language (and, if given, up colour) a returning user would have. */
async function openApp(
  locale: string,
  upColor?: 'red-up' | 'green-up',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser, locale);
  await context.addInitScript(
    ({ lang, up }) => {
      window.localStorage.setItem('petrel.lang', lang);
      if (up) window.localStorage.setItem('petrel.upColor', up);
    },
    { lang: locale, up: upColor },
  );
  const page = await context.newPage();
  await page.goto(appUrl('/home'));
  await page.getByRole('navigation').first().waitFor();
  return { context, page };
}

async function logIn(page: Page): Promise<void> {
  await visit(page, '/login?redirect=%2Fme');
  await page.locator('#login-email').fill(demoAccount.email);
  await page.locator('#login-password').fill(demoAccount.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/#\/me$/);
}

async function sweep(page: Page, routes: readonly string[], label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const route of routes) {
    await visit(page, route);
    findings.push(...(await blockingFindings(page, `${label} ${route}`)));
  }
  return findings;
}

/** The landmarks a screen-reader user jumps between: one main, a banner, and the named tab bar on tab screens. */
async function landmarks(page: Page): Promise<{ main: number; banner: number; nav: string[] }> {
  return {
    main: await page.getByRole('main').count(),
    banner: await page.getByRole('banner').count(),
    nav: await page.getByRole('navigation').evaluateAll((navs) =>
      navs.map((nav) => {
        const labelledBy = nav.getAttribute('aria-labelledby');
        const byId = labelledBy ? document.getElementById(labelledBy)?.textContent : undefined;
        return (byId ?? nav.getAttribute('aria-label') ?? '').trim();
      }),
    ),
  };
}

it('covers every route of the router', () => {
  expect([...routerPaths()].sort()).toEqual(Object.keys(concreteRoutes(ids)).sort());
});

/**
 * The routes of the whole matrix for one locale and state. Logged out, a private route shows the login prompt in
 * place of its screen (whose code is not even loaded): every private route is checked so in en-US, and in the other
 * languages the prompt once, beside every public route.
 */
function matrixRoutesFor(locale: string, state: 'logged out' | 'logged in'): string[] {
  const all = Object.entries(concreteRoutes(ids));
  if (state === 'logged in' || locale === fullLocale) return all.map(([, route]) => route);
  const isPrivate = new Set(privatePaths());
  const publicRoutes = all.filter(([path]) => !isPrivate.has(path)).map(([, route]) => route);
  const firstPrivate = all.find(([path]) => isPrivate.has(path))![1];
  return [...publicRoutes, firstPrivate];
}

/**
 * The routes to check in one locale and state. `npm run test:deep` checks the whole matrix. The everyday run checks
 * every route in both states in en-US, and deals the same routes out among the other three languages in turn, so
 * each route is also seen translated and each language sees a third of the routes (every product among them).
 */
function routesFor(locale: string, state: 'logged out' | 'logged in'): string[] {
  const routes = matrixRoutesFor(locale, state);
  if (deepTests || locale === fullLocale) return routes;
  const share = rotatedLocales.indexOf(locale);
  return routes.filter((_route, index) => index % rotatedLocales.length === share);
}

// One sweep at a time: run side by side, the sweeps fought over two cores and each took longer than the pair.
describe.each(locales)('%s', (locale) => {
  it.for(['logged out', 'logged in'] as const)(
    'has no serious or critical axe violation on any route, %s',
    { timeout: sweepTimeoutMs },
    async (state, { expect }) => {
      const { context, page } = await openApp(locale);
      try {
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        if (state === 'logged in') await logIn(page);
        const findings = await sweep(page, routesFor(locale, state), `${locale} ${state}`);
        expect(findings, formatFindings(findings)).toEqual([]);
        for (const route of mainTabs) {
          await visit(page, route);
          const marks = await landmarks(page);
          expect(marks.main, route).toBe(1);
          expect(marks.nav.length, route).toBeGreaterThanOrEqual(1);
          expect(
            marks.nav.filter((name) => name !== ''),
            route,
          ).toHaveLength(marks.nav.length);
        }
        await visit(page, '/market');
        expect((await landmarks(page)).banner).toBe(1);
      } finally {
        await context.close();
      }
    },
  );
});

describe('the states that change colours and controls', () => {
  it('has no serious or critical violation in the red-up convention', async () => {
    const { context, page } = await openApp('en-US', 'red-up');
    try {
      const up = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--up'),
      );
      const down = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--down'),
      );
      expect(up.trim()).not.toBe(down.trim());
      await logIn(page);
      const findings = await sweep(page, [...mainTabs, concreteRoutes(ids)['/market/kline']!], 'red-up');
      expect(findings, formatFindings(findings)).toEqual([]);
      for (const route of ['/home', '/market']) {
        await visit(page, route);
        await saveScreenshot(page, `a11y-red-up${route.replaceAll('/', '-')}`);
      }
    } finally {
      await context.close();
    }
  });

  it('has no serious or critical violation offline', async () => {
    const { context, page } = await openApp('en-US');
    try {
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await logIn(page);
      // A first visit of each tab online fills the saved data the offline screens show.
      await sweep(page, mainTabs, 'warm-up');
      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('offline-banner').waitFor();
      await settle(page);
      const findings = await sweep(page, mainTabs, 'offline');
      expect(findings, formatFindings(findings)).toEqual([]);
      await visit(page, '/action/trade');
      await saveScreenshot(page, 'a11y-offline-trade');
    } finally {
      await context.close();
    }
  });
});

describe('the wait before a check', () => {
  it('fails, naming the route, when a screen does not finish loading', async () => {
    const { context, page } = await openApp('en-US');
    try {
      await visit(page, '/market');
      // A skeleton that never goes away, as a screen whose data never arrives would show.
      await page.evaluate(() => {
        const stuck = document.createElement('div');
        stuck.className = 'skeleton-row';
        document.querySelector('main')!.append(stuck);
      });
      await expect(settle(page, '/market', 500)).rejects.toThrow(
        /^\/market did not finish loading in 500 ms: <div class="skeleton-row">/,
      );
    } finally {
      await context.close();
    }
  });
});

describe('keyboard and text size', () => {
  it('shows where the focus is', async () => {
    const { context, page } = await openApp('en-US');
    try {
      await visit(page, '/market');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return null;
        const style = getComputedStyle(focused);
        return { tag: focused.tagName, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring).not.toBeNull();
      expect(ring!.outline).not.toBe('none');
      expect(ring!.width).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
    }
  });

  it(
    'keeps the main tabs within the screen at 200 % text',
    async () => {
      const overflows: string[] = [];
      // One context per language: the stored language is written again at every load of a context.
      for (const locale of ['en-US', 'ko-KR'] as const) {
        const { context, page } = await openApp(locale);
        try {
          await logIn(page);
          const normalPx = await page.evaluate(() =>
            parseFloat(getComputedStyle(document.documentElement).fontSize),
          );
          const cdp = await context.newCDPSession(page);
          await cdp.send('Page.setFontSizes', { fontSizes: { standard: doubledDefaultFontPx } });
          for (const route of mainTabs) {
            await visit(page, route);
            const sizes = await page.evaluate(() => ({
              rootPx: parseFloat(getComputedStyle(document.documentElement).fontSize),
              scrollWidth: document.scrollingElement!.scrollWidth,
              innerWidth: window.innerWidth,
            }));
            expect(sizes.rootPx).toBeCloseTo(normalPx * 2, 0);
            if (sizes.scrollWidth > sizes.innerWidth)
              overflows.push(`${locale} ${route}: ${sizes.scrollWidth}px`);
            await saveScreenshot(page, `a11y-text-200-${locale}${route.replaceAll('/', '-')}`);
          }
        } finally {
          await context.close();
        }
      }
      expect(overflows).toEqual([]);
    },
    sweepTimeoutMs,
  );
});
