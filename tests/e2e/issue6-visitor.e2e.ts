// Proves what a visitor meets without an account (issue 6): Help centre and Contact us open from /me and from Home without logging in, and an unknown address shows the not-found screen whose link leads home.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  launchBrowser,
  newPhoneContext,
  openWithLanguage,
  saveScreenshot,
  watchPageProblems,
} from './support/browser';
import { catalogMessage } from './support/catalog';
import { shownText } from '../support/shown-text';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

/** How long a visitor's entry may take to appear; the screens are cached after the first visit. */
const entryTimeoutMs = 10_000;

/** A menu entry by its accessible name, whether the screen draws it as a link or as a button. */
function entry(target: Page, name: RegExp): Locator {
  return target.getByRole('link', { name }).or(target.getByRole('button', { name })).first();
}

const helpName = /^Help( centre)?$/;
const contactName = /^Contact( us)?$/;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
  problems = watchPageProblems(page);
});
afterAll(async () => {
  await browser?.close();
});

describe('a visitor who is not logged in', () => {
  it('opens the Help centre from /me and sees the articles', async () => {
    await page.goto(appUrl('/me'));
    await entry(page, helpName).click({ timeout: entryTimeoutMs });
    await page.waitForURL(/#\/me\/help$/);
    const articles = page.getByTestId('help-list').getByRole('listitem');
    await articles.first().waitFor();
    expect(await articles.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('login-required').count()).toBe(0);
    await saveScreenshot(page, 'issue6-visitor-help');
  });

  it('opens Contact us from /me and sees how to reach support', async () => {
    await page.goto(appUrl('/me'));
    await entry(page, contactName).click({ timeout: entryTimeoutMs });
    await page.waitForURL(/#\/me\/contact$/);
    await page.getByTestId('contact-email').waitFor();
    expect(await page.getByTestId('login-required').count()).toBe(0);
    await saveScreenshot(page, 'issue6-visitor-contact');
  });

  it('reaches Help and Contact from the Home screen too', async () => {
    for (const [name, route] of [
      [helpName, /#\/me\/help$/],
      [contactName, /#\/me\/contact$/],
    ] as const) {
      await page.goto(appUrl('/home'));
      await page.getByTestId('pair-BTC-USDT').first().waitFor();
      await entry(page, name).click({ timeout: entryTimeoutMs });
      await page.waitForURL(route);
      expect(await page.getByTestId('login-required').count()).toBe(0);
    }
  });
});

describe('an address without a screen', () => {
  it('shows the not-found screen, in English and translated, and its link leads home', async () => {
    await page.goto(appUrl('/nowhere'));
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    expect(page.url()).toMatch(/#\/nowhere$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await saveScreenshot(page, 'issue6-not-found-en');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL(/#\/home$/);
    await page.getByTestId('pair-BTC-USDT').first().waitFor();
    expect(await notFound.count()).toBe(0);
  });

  it('is translated (zh-CN, ja-JP)', async () => {
    for (const language of ['zh-CN', 'ja-JP']) {
      const title = catalogMessage(language, 'Page not found');
      const translated = await newPhoneContext(browser, language);
      const other = await openWithLanguage(translated, language, '/market/nowhere');
      await other.getByTestId('not-found').waitFor();
      expect(shownText(await other.getByRole('heading', { level: 1 }).textContent())).toBe(title);
      await saveScreenshot(other, `issue6-not-found-${language}`);
      await translated.close();
    }
  });

  it('ran without CSP violations or page errors', () => {
    expect(problems).toEqual([]);
  });
});
