// Proves a repeat visit's saved rows are in its first paint (issue 23): after a start at Home, at Market in Japanese
// and at the coin account signed in, the next load's prerendered copy, before any of the app's scripts has run, shows
// the rows (and the account's total) the app's first render then draws, with the same text in the same place; axe
// passes on it; and the app's first commit replaces it without a layout shift.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFirstFillsKey, type FirstFillSnapshot } from '../../src/common/first-fill';
import { blockingFindings, formatFindings } from './support/a11y';
import { demoAccount } from './support/accounts';
import {
  appUrl,
  launchBrowser,
  logInWithForm,
  newPhoneContext,
  phonePixelRatio,
  watchPageProblems,
} from './support/browser';
import { appReplacedCopies, shownCopies } from './support/first-screen-copies';
import { layoutShiftsAfterTwoFrames, watchLayoutShifts } from './support/layout-shifts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cases = [
  { route: '/home', locale: 'en-US', slots: ['home-trend'], copy: 'home en-US', rows: '.pair-list li' },
  {
    route: '/market',
    locale: 'ja-JP',
    slots: ['market-list'],
    copy: 'market ja-JP',
    rows: '.list-header, .pair-list li',
  },
  {
    route: '/account',
    locale: 'en-US',
    signedIn: true,
    slots: ['assets-1', 'assets-total-1'],
    copy: 'account en-US signedIn',
    rows: '.asset-summary__total, .asset-list li',
  },
] as const;

interface Drawn {
  text: string;
  box: string;
}

/** The rows on screen (in the copy shown, while there is one), with their text and where they are. */
function drawnRows(page: Page, rows: string): Promise<Drawn[]> {
  return page.locator(rows).evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { text: (element as HTMLElement).innerText, box: `${x},${y} ${width}×${height}` };
      }),
  );
}

/**
 * A start at the route, as a user makes one: it shows the saved rows and keeps them, with the warm-start copy of the
 * answer they come from. Returns the browser storage it leaves.
 */
async function startOnce(route: string, locale: string, signedIn: boolean, slots: readonly string[]) {
  const context = await newPhoneContext(browser, locale, phonePixelRatio);
  try {
    await context.addInitScript((lang) => window.localStorage.setItem('petrel.lang', lang), locale);
    const page = await context.newPage();
    if (signedIn) await logInWithForm(page, demoAccount);
    await page.goto(appUrl(route));
    await page.reload();
    // The storage is copied in the same task that finds it consistent: a live price saved a moment later renews the
    // warm-start copy before its snapshot, and a copy taken then would hold a snapshot the next start cannot use.
    const consistent = await page.waitForFunction(
      ([fillsKey, names]) => {
        const fills = JSON.parse(localStorage.getItem(fillsKey) ?? '{}') as Record<string, FirstFillSnapshot>;
        const copies = JSON.parse(localStorage.getItem('petrel.firstScreenEntries') ?? '{}') as Record<
          string,
          { savedAtMs: number }
        >;
        const ready = names.every(
          (name) => fills[name] && copies[fills[name].key]?.savedAtMs === fills[name].savedAtMs,
        );
        return ready && { ...window.localStorage };
      },
      [storedFirstFillsKey, slots] as const,
    );
    return (await consistent.jsonValue()) as Record<string, string>;
  } finally {
    await context.close();
  }
}

async function contextWith(locale: string, stored: Record<string, string>): Promise<BrowserContext> {
  const context = await newPhoneContext(browser, locale, phonePixelRatio);
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, stored);
  return context;
}

describe("a repeat visit's saved rows", () => {
  for (const { route, locale, slots, copy, rows, ...rest } of cases) {
    const signedIn = 'signedIn' in rest;
    it(`are in the copy of #${route} (${locale}) before any script, where the app's first render draws them`, async () => {
      const stored = await startOnce(route, locale, signedIn, slots);

      const before = await contextWith(locale, stored);
      const app = await contextWith(locale, stored);
      try {
        await before.route(/\/mobile\/assets\/.*\.js$/, (request) => request.abort());
        const page = await before.newPage();
        const problems = watchPageProblems(page);
        await page.goto(appUrl(route), { waitUntil: 'domcontentloaded' });
        expect(await shownCopies(page)).toEqual([copy]);
        const inCopy = await drawnRows(page, `#root > .first-screen:visible :is(${rows})`);
        const findings = await blockingFindings(page, `prerendered #${route} ${locale} with saved rows`);
        expect(findings, formatFindings(findings)).toEqual([]);
        expect(problems).toEqual([]);

        // The app's first render, every call to the server held: it draws the saved answers the copy was filled from.
        await app.route(
          (url) => !url.pathname.startsWith('/mobile/'),
          () => undefined,
        );
        const appPage = await app.newPage();
        await watchLayoutShifts(appPage);
        await appPage.goto(appUrl(route), { waitUntil: 'domcontentloaded' });
        await appReplacedCopies(appPage);
        expect(await layoutShiftsAfterTwoFrames(appPage)).toEqual([]);
        const inApp = await drawnRows(appPage, rows);

        expect(inApp.length).toBeGreaterThan(slots.length);
        expect(inCopy).toEqual(inApp);
      } finally {
        await before.close();
        await app.close();
      }
    });
  }
});
