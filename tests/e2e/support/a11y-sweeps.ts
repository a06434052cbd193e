/**
 * The accessibility specs' route sweeps: every route of the router checked with axe in the four languages, in one
 * state (logged out or logged in) per spec file, so the two states run in the two end-to-end workers side by side.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { deepTests } from '../../support/test-depth';
import {
  blockingFindings,
  concreteRoutes,
  formatFindings,
  mainTabs,
  prepareRouteIds,
  privatePaths,
  visit,
  type Finding,
  type RouteIds,
} from './a11y';
import { demoAccount } from './accounts';
import { appUrl, launchBrowser, newPhoneContext } from './browser';

export const locales = ['en-US', 'zh-CN', 'ko-KR', 'ja-JP'] as const;
/** The language checked on every route in every run; the others share the routes (routesFor). */
const fullLocale = 'en-US';
const rotatedLocales: readonly string[] = locales.filter((locale) => locale !== fullLocale);
/** A whole-route sweep of one locale and state took 30–80 s on two busy cores; this leaves room. */
export const sweepTimeoutMs = 180_000;

export type SweepState = 'logged out' | 'logged in';

/** What an accessibility spec checks with: its browser and the ids of its server's parameterised routes. */
export interface SweepSetup {
  browser: Browser;
  ids: RouteIds;
}

/**
 * Launches the spec's browser and prepares the route ids before its tests (closing the browser after them);
 * returns what they get once ready.
 */
export function prepareSweeps(): () => SweepSetup {
  let setup: SweepSetup | undefined;
  beforeAll(async () => {
    setup = { browser: await launchBrowser(), ids: await prepareRouteIds() };
  });
  afterAll(async () => {
    await setup?.browser.close();
  });
  return () => {
    if (!setup) throw new Error('The accessibility spec is not prepared yet (its beforeAll has not run).');
    return setup;
  };
}

/** A phone context whose stored language (and, if given, up colour) a returning user would have. */
export async function openApp(
  browser: Browser,
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

export async function logIn(page: Page): Promise<void> {
  await visit(page, '/login?redirect=%2Fme');
  await page.locator('#login-email').fill(demoAccount.email);
  await page.locator('#login-password').fill(demoAccount.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/#\/me$/);
}

export async function sweep(page: Page, routes: readonly string[], label: string): Promise<Finding[]> {
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

/**
 * The routes of the whole matrix for one locale and state. Logged out, a private route shows the login prompt in
 * place of its screen (whose code is not even loaded): every private route is checked so in en-US, and in the other
 * languages the prompt once, beside every public route.
 */
function matrixRoutesFor(ids: RouteIds, locale: string, state: SweepState): string[] {
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
function routesFor(ids: RouteIds, locale: string, state: SweepState): string[] {
  const routes = matrixRoutesFor(ids, locale, state);
  if (deepTests || locale === fullLocale) return routes;
  const share = rotatedLocales.indexOf(locale);
  return routes.filter((_route, index) => index % rotatedLocales.length === share);
}

/**
 * One test per language: axe finds no serious or critical violation on the routes of `state`, the page language is
 * the chosen one, and the main tabs have their landmarks. One sweep at a time within a file: run side by side in
 * one browser, the sweeps fought over two cores and each took longer than the pair.
 */
export function describeSweeps(state: SweepState, prepared: () => SweepSetup): void {
  describe.each(locales)('%s', (locale) => {
    it(
      `has no serious or critical axe violation on any route, ${state}`,
      { timeout: sweepTimeoutMs },
      async ({ expect }) => {
        const { browser, ids } = prepared();
        const { context, page } = await openApp(browser, locale);
        try {
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
          if (state === 'logged in') await logIn(page);
          const findings = await sweep(page, routesFor(ids, locale, state), `${locale} ${state}`);
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
}
