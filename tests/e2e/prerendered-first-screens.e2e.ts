// Proves each tab's first screen is in the built index.html before any script runs (issue 23): with the app's scripts kept from loading, the address, the stored language and the stored session pick the prerendered copy (the inline script runs under the CSP), it shows the tab's first screen (Home's title, the tab bar with the tab current, the loading rows, the k-line with the address's pair; for a signed-in user the Trade screens' forms with their account note and the Assets tab's accounts with their hide-small label, each page's largest text), passes the same axe checks as the live screen, and with JavaScript off Home shows in English; a tap on a copy's tab or Me row before the app's scripts arrive opens that screen once they do; once the app runs, it replaces the copies without a layout shift.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingFindings, formatFindings } from './support/a11y';
import {
  appUrl,
  launchBrowser,
  newPhoneContext,
  phonePixelRatio,
  watchPageProblems,
} from './support/browser';
import { shownCopies } from './support/first-screen-copies';
import { layoutShifts, layoutShiftsAfterTwoFrames, watchLayoutShifts } from './support/layout-shifts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The route of each tab (and one screen without the tab bar), the copy a visitor sees and the tab the bar marks: a
 * visitor's Trade screens share one copy of loading rows.
 */
const firstScreens = [
  { route: '/home', key: 'home', tab: 'Home' },
  { route: '/market', key: 'market', tab: 'Market', heading: 'Markets' },
  { route: '/action/contract', key: 'trade', session: 'visitor', tab: 'Trade' },
  { route: '/position', key: 'position', session: 'visitor', tab: 'Position' },
  { route: '/account', key: 'account', session: 'visitor', tab: 'Assets' },
  // The k-line's copy, the pair of the address written in by the inline script (the build drew BTC/USDT's).
  { route: '/market/kline?currency=eth&baseCurrency=btc', key: 'kline', tab: null, heading: 'ETH/BTC' },
  { route: '/me/about', key: 'other', tab: null },
  // Open to visitors: the screen itself, its login prompt and the rows anyone can open.
  { route: '/me', key: 'me', session: 'visitor', tab: null, heading: 'Please login first' },
] as const;

/**
 * A signed-in user's Trade screens, each its own copy with the account note that is the page's largest text, and
 * the Assets tab's two accounts with their hide-small label, the largest there.
 */
const signedInScreens = [
  { route: '/action/trade', key: 'trade', note: 'Spot orders use your coin account.', tab: 'Trade' },
  { route: '/action/contract', key: 'contract', note: 'Contracts use the contract account', tab: 'Trade' },
  {
    route: '/action/secondContract',
    key: 'secondContract',
    note: 'Timed orders are paid from',
    tab: 'Trade',
  },
  { route: '/account', key: 'account', note: 'Hide small balances', tab: 'Assets' },
  { route: '/account/assert/2', key: 'contractAccount', note: 'Hide small balances', tab: 'Assets' },
  // Me's rows for a signed-in user; the profile card's frame, whose email the saved profile fills (below).
  { route: '/me', key: 'me', note: 'Identity verification', tab: null },
] as const;

/** Home's title, the page's largest paint. */
const englishHomeTitle = 'The decentralized launchpad with deflationary fees';

/** The page as it is before any of the app's scripts run: every module script is refused. */
async function openPrerendered(
  route: string,
  locale: string,
  signedIn = false,
  upColor = '',
  stored: Record<string, string> = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await newPhoneContext(browser, locale);
  await context.addInitScript(
    ([lang, session, up, items]) => {
      window.localStorage.setItem('petrel.lang', lang);
      if (up) window.localStorage.setItem('petrel.upColor', up);
      // A stored session as the app keeps it; no script runs here to check the token.
      if (session) {
        window.localStorage.setItem('petrel.isLogin', '1');
        window.localStorage.setItem('petrel.userToken', 'stored-token');
      }
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    },
    [locale, signedIn ? 'in' : '', upColor, stored] as const,
  );
  await context.route(/\/mobile\/assets\/.*\.js$/, (request) => request.abort());
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await page.goto(appUrl(route), { waitUntil: 'domcontentloaded' });
  return { page, problems };
}

describe('the prerendered first screens', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    for (const screen of firstScreens) {
      const { route, key, tab } = screen;
      const copy = ['session' in screen ? `${key} ${locale} ${screen.session}` : `${key} ${locale}`];
      it(`shows ${copy[0]} for #${route} before any script, and axe passes on it`, async () => {
        const { page, problems } = await openPrerendered(route, locale);
        try {
          expect(await shownCopies(page)).toEqual(copy);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
          const main = page.getByRole('main');
          expect(await main.count()).toBe(1);
          if (key === 'home') {
            const title = main.getByRole('heading', { level: 2 }).first();
            expect(await title.getAttribute('class')).toBe('home-hero__title');
            if (locale === 'en-US') expect(await title.textContent()).toBe(englishHomeTitle);
          } else if ('heading' in screen) {
            // A pair's name is the same in every language.
            if (locale === 'en-US' || key === 'kline')
              await main.getByRole('heading', { name: screen.heading, exact: true }).waitFor();
            if (key === 'market') {
              // Market's list, like the loading copies, waits for its rows.
              expect(await main.getByRole('status').count()).toBe(1);
              // Its largest text, the data-source line, names the source the server set its cookie for.
              const source = await main.locator('.data-source').innerText();
              if (locale === 'en-US') expect(source).toBe('Simulated market data');
              expect(source.trim()).not.toBe('');
            }
          } else {
            expect(await main.getByRole('status').count()).toBe(1);
          }
          const current = page.getByRole('navigation').locator('[aria-current="page"]');
          if (tab && locale === 'en-US') expect(await current.textContent()).toBe(tab);
          expect(await current.count()).toBe(tab ? 1 : 0);
          const findings = await blockingFindings(page, `prerendered ${route} ${locale}`);
          expect(findings, formatFindings(findings)).toEqual([]);
          expect(problems).toEqual([]);
        } finally {
          await page.context().close();
        }
      });
    }
  }

  // Chinese and Korean readers see red as a rise unless they chose otherwise; the copies follow before any script.
  // The two trend colours (app/styles.css, lib/preferences/up-color.ts) as the browser computes them.
  const fallRed = 'rgb(246, 95, 112)';
  const riseGreen = 'rgb(31, 191, 117)';
  const upColorCases = [
    { locale: 'zh-CN', stored: '', buy: fallRed },
    { locale: 'ko-KR', stored: '', buy: fallRed },
    { locale: 'ja-JP', stored: '', buy: riseGreen },
    { locale: 'zh-CN', stored: 'green-up', buy: riseGreen },
    { locale: 'en-US', stored: 'red-up', buy: fallRed },
  ] as const;
  for (const { locale, stored, buy } of upColorCases) {
    it(`draws the spot copy's buy side in ${buy === fallRed ? 'red' : 'green'} in ${locale}${stored ? ` with ${stored} chosen` : ''} before any script`, async () => {
      const { page, problems } = await openPrerendered('/action/trade', locale, true, stored);
      try {
        expect(await shownCopies(page)).toEqual([`trade ${locale} signedIn`]);
        const background = await page
          .locator('#root > .first-screen:visible .spot-side--up.spot-side--active')
          .evaluate((side) => getComputedStyle(side).backgroundColor);
        expect(background).toBe(buy);
        expect(problems).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }

  // Every screen in English, and the spot screen in Japanese (the copies of one screen differ only in language).
  const signedInCases = [
    ...signedInScreens.map((screen) => ({ ...screen, locale: 'en-US' })),
    { ...signedInScreens[0], locale: 'ja-JP' },
  ] as const;
  for (const { route, key, note, tab, locale } of signedInCases) {
    it(`shows ${key} ${locale} signedIn for #${route} with a stored session, and axe passes on it`, async () => {
      const { page, problems } = await openPrerendered(route, locale, true);
      try {
        expect(await shownCopies(page)).toEqual([`${key} ${locale} signedIn`]);
        const current = page.getByRole('navigation').locator('[aria-current="page"]');
        expect(await current.count()).toBe(tab ? 1 : 0);
        if (locale === 'en-US') {
          if (tab) expect(await current.textContent()).toBe(tab);
          // The hidden copies of the other screens may hold the same words (the Assets tab's two accounts).
          await expect.poll(() => page.getByText(note).filter({ visible: true }).count()).toBe(1);
        }
        const findings = await blockingFindings(page, `prerendered ${route} ${locale} signed in`);
        expect(findings, formatFindings(findings)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }

  it('shows Home in English when JavaScript is off', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      await page.goto(appUrl('/market'));
      await page.getByRole('heading', { name: englishHomeTitle }).waitFor();
      expect(await shownCopies(page)).toEqual(['home en-US']);
    } finally {
      await context.close();
    }
  });

  // Me's largest paint is the profile card's email: with the saved profile the app's first render will draw (Me's
  // last start read it), the copy draws the address and the UID before any script.
  it("fills Me's signed-in copy with the saved profile's email and UID before any script, and axe passes on it", async () => {
    const userId = '7';
    const key = `user:info:${userId}`;
    const profile = { email: 'ada.lovelace@example.com', uid: '31415926', icon: '', auth: 2 };
    const { page, problems } = await openPrerendered('/me', 'en-US', true, '', {
      'petrel.userId': userId,
      'petrel.firstScreenKeys': JSON.stringify({ '/me': [key] }),
      'petrel.firstScreenEntries': JSON.stringify({ [key]: { key, userId, savedAtMs: 1, value: profile } }),
    });
    try {
      expect(await shownCopies(page)).toEqual(['me en-US signedIn']);
      const card = page.locator('#root > .first-screen:visible .me-card');
      expect(await card.locator('.me-card__email').textContent()).toBe(profile.email);
      expect(await card.locator('.me-card__email').getAttribute('title')).toBe(profile.email);
      expect(await card.locator('.me-card__uid').textContent()).toBe(`UID ${profile.uid}`);
      const findings = await blockingFindings(page, 'prerendered /me en-US with a saved profile');
      expect(findings, formatFindings(findings)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  /**
   * Each copy against the app's first commit, the only change while every call to the server is held unanswered (no
   * data can arrive to move anything): the commit must move nothing the copy drew.
   */
  const replacedCases = [
    ...firstScreens.map(({ route, key }) => ({ route, key, signedIn: false })),
    ...signedInScreens.map(({ route, key }) => ({ route, key, signedIn: true })),
  ];
  for (const { route, key, signedIn } of replacedCases) {
    it(`${key} (${signedIn ? 'signed in' : 'visitor'}) is replaced by the app's first commit with no layout shift`, async () => {
      const context = await newPhoneContext(browser, 'en-US', phonePixelRatio);
      try {
        if (signedIn) {
          await context.addInitScript(() => {
            window.localStorage.setItem('petrel.isLogin', '1');
            window.localStorage.setItem('petrel.userToken', 'stored-token');
          });
        }
        await context.route(
          (url) => !url.pathname.startsWith('/mobile/'),
          () => undefined,
        );
        const page = await context.newPage();
        await watchLayoutShifts(page);
        await page.goto(appUrl(route), { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(() => !document.querySelector('.first-screen'));
        expect(await layoutShiftsAfterTwoFrames(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  // A tap on the page before the app's scripts arrive (a slow network) is not lost: the tabs and Me's rows are links.
  const earlyTaps = [
    { route: '/home', link: 'Market', lands: /#\/market$/, shows: 'pair-BTC-USDT' },
    { route: '/me', link: 'Help centre', lands: /#\/me\/help$/, shows: 'help-list' },
  ] as const;
  for (const { route, link, lands, shows } of earlyTaps) {
    it(`takes a tap on ${link} in the copy of #${route}, before the app runs, to that screen once it does`, async () => {
      const context = await newPhoneContext(browser);
      try {
        const held: Route[] = [];
        let holding = true;
        await context.route(/\/mobile\/assets\/.*\.js$/, (request) =>
          holding ? held.push(request) : request.continue(),
        );
        const page = await context.newPage();
        // The held module scripts keep DOMContentLoaded back; the copy is drawn meanwhile.
        await page.goto(appUrl(route), { waitUntil: 'commit' });
        await page.getByRole('link', { name: link }).click();
        // Not waitForURL: it waits for the load event too, which the held scripts keep back.
        await expect.poll(() => page.url()).toMatch(lands);
        expect(await page.locator('#root > .first-screen').count()).toBeGreaterThan(0);
        holding = false;
        await Promise.all(held.map((request) => request.continue()));
        await page.getByTestId(shows).first().waitFor();
        expect(page.url()).toMatch(lands);
      } finally {
        await context.close();
      }
    });
  }

  it('is replaced by the app with no layout shift', async () => {
    const context = await newPhoneContext(browser, 'en-US', phonePixelRatio);
    try {
      const page = await context.newPage();
      await watchLayoutShifts(page);
      await page.goto(appUrl('/home'));
      await page.waitForFunction(() => !document.querySelector('.first-screen'));
      await page.getByTestId('trade-now').waitFor();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
