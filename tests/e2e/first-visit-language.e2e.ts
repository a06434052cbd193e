// Proves a first visit speaks the phone's language (issue 24): a Chromium whose language is ja-JP (or ko-KR) opens /mobile/ in Japanese (Korean), the prerendered first screen already in it before any app script runs (no flash of English), without storing a choice; a language that is not one of ours opens in English; and a stored en-US choice wins over a Japanese phone. The server sends the page with that language's screens only, by the cookie that mirrors a stored choice, else by the phone's languages; so does the service worker on later loads, online and offline, once the reader has chosen another language too.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newPhoneContext, saveScreenshot, watchPageProblems } from './support/browser';
import { shownCopies } from './support/first-screen-copies';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A phone in `locale`, with `stored` as the app's stored language when given, mirrored into the cookie the server
 * reads as the app does (language-cookie.ts) unless `cookie` is false (a choice stored before the cookie existed).
 */
async function phone(locale: string, stored?: string, cookie = true): Promise<BrowserContext> {
  const context = await newPhoneContext(browser, locale);
  if (stored) await context.addInitScript((lang) => window.localStorage.setItem('petrel.lang', lang), stored);
  if (stored && cookie) await context.addCookies([{ name: 'petrel.lang', value: stored, url: appUrl() }]);
  return context;
}

/** The languages of the first screens in the page the server sends this phone for /mobile/, no app script run. */
async function languagesSent(context: BrowserContext): Promise<string[]> {
  const page = await context.newPage();
  try {
    await page.route(/\/mobile\/assets\/.*\.js$/, (request) => request.abort());
    await page.goto(appUrl('/home'), { waitUntil: 'domcontentloaded' });
    return await page
      .locator('#root > .first-screen')
      .evaluateAll((copies) => [...new Set(copies.map((copy) => copy.getAttribute('lang') ?? ''))]);
  } finally {
    await page.close();
  }
}

/** The prerendered copy index.html shows, with every app script refused: what paints before the app. */
async function prerenderedCopy(context: BrowserContext): Promise<string[]> {
  await context.route(/\/mobile\/assets\/.*\.js$/, (request) => request.abort());
  const page = await context.newPage();
  await page.goto(appUrl('/home'), { waitUntil: 'domcontentloaded' });
  return shownCopies(page);
}

async function openApp(context: BrowserContext, homeTab: string): Promise<Page> {
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await page.goto(appUrl('/home'));
  await page.getByRole('navigation').getByRole('link', { name: homeTab }).waitFor();
  await page.getByTestId('pair-BTC-USDT').first().waitFor();
  expect(problems).toEqual([]);
  return page;
}

/** The languages of the first screens a page's HTML carries. */
function languagesIn(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/data-first-screen="\w+ ([\w-]+)/g)].map(([, locale = '']) => locale)),
  ];
}

const storedLanguage = (page: Page) => page.evaluate(() => window.localStorage.getItem('petrel.lang'));

describe('the first visit', () => {
  it.each([
    { locale: 'ja-JP', homeTab: 'ホーム' },
    { locale: 'ko-KR', homeTab: '홈' },
  ])('opens in $locale on a $locale phone, prerendered screen and app alike', async ({ locale, homeTab }) => {
    const before = await phone(locale);
    try {
      // The server sends the page with this language's first screens only (first-visit-page.ts).
      expect(await languagesSent(before)).toEqual([locale]);
      expect(await prerenderedCopy(before)).toEqual([`home ${locale}`]);
    } finally {
      await before.close();
    }
    const context = await phone(locale);
    try {
      const page = await openApp(context, homeTab);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      // The phone's language is followed, not stored: only the reader's choice on /me/lang is.
      expect(await storedLanguage(page)).toBeNull();
      await saveScreenshot(page, `first-visit-${locale}-home`);
    } finally {
      await context.close();
    }
  });

  it('opens in English on a phone in a language Petrel does not speak', async () => {
    const context = await phone('fr-FR');
    try {
      const page = await openApp(context, 'Home');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    } finally {
      await context.close();
    }
  });
});

describe('a stored choice', () => {
  it('wins over a Japanese phone, before and after the app starts', async () => {
    const before = await phone('ja-JP', 'en-US');
    try {
      expect(await languagesSent(before)).toEqual(['en-US']);
      expect(await prerenderedCopy(before)).toEqual(['home en-US']);
    } finally {
      await before.close();
    }
    const context = await phone('ja-JP', 'en-US');
    try {
      const page = await openApp(context, 'Home');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
      expect(await storedLanguage(page)).toBe('en-US');
    } finally {
      await context.close();
    }
  });

  it('stored before the cookie existed, shows no copy in the wrong language, then is mirrored for the next load', async () => {
    const context = await phone('ja-JP', 'ko-KR', false);
    try {
      expect(await languagesSent(context)).toEqual(['ja-JP']);
      const page = await openApp(context, '홈');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko-KR');
      const cookies = await context.cookies(appUrl());
      expect(cookies.find((cookie) => cookie.name === 'petrel.lang')?.value).toBe('ko-KR');
    } finally {
      await context.close();
    }
    const before = await phone('ja-JP', 'ko-KR', false);
    try {
      expect(await prerenderedCopy(before)).toEqual([]);
    } finally {
      await before.close();
    }
  });
});

describe('a load through the service worker', () => {
  it('gets the page in the phone language, then in the chosen one, online and offline', async () => {
    const context = await phone('ko-KR');
    try {
      const page = await openApp(context, '홈');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      /** Reloads the page (controlled by the worker from the first reload on) and reads the HTML it got. */
      const reloadedLanguages = async () => {
        const response = await page.reload();
        expect(response?.fromServiceWorker()).toBe(true);
        return languagesIn(await response!.text());
      };
      expect(await reloadedLanguages()).toEqual(['ko-KR']);
      await page.goto(appUrl('/me/lang'));
      await page.getByRole('button', { name: '日本語' }).click();
      await page.getByRole('heading', { level: 1, name: '言語' }).waitFor();
      expect(await reloadedLanguages()).toEqual(['ja-JP']);
      await context.setOffline(true);
      expect(await reloadedLanguages()).toEqual(['ja-JP']);
      await page.getByRole('heading', { level: 1, name: '言語' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
