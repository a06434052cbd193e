// Proves that after one online visit the app opens with no network: the shell from the service worker, the banner, the saved markets with their age, and a language switch from the precached catalogs.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newPhoneContext, saveScreenshot } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

describe('offline', () => {
  it('installs the service worker on the first visit', async () => {
    await page.goto(appUrl('/market'));
    await page.getByTestId('pair-BTC-USDT').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first page is not controlled by a worker that installed after it loaded; the next load is.
    await page.reload();
    await page.getByTestId('pair-BTC-USDT').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
  });

  it('reopens offline with the banner and the saved markets', async () => {
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    await page.getByTestId('pair-BTC-USDT').waitFor();
    expect(await page.getByTestId('pair-ETH-USDT').count()).toBe(1);
    expect(await page.getByTestId('data-source').textContent()).toMatch(/Saved/);
    await saveScreenshot(page, 'en-market-offline');
  });

  it('moves between screens offline, still from the saved data', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(/#\/home$/);
    await page.getByTestId('pair-BTC-USDT').first().waitFor();
    await page.getByTestId('offline-banner').waitFor();
    await saveScreenshot(page, 'en-home-offline');
  });

  it('switches language offline, from the precached catalog chunks', async () => {
    await page.goto(appUrl('/me/lang'));
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('heading', { level: 1, name: '言語' }).waitFor();
    await page.goto(appUrl('/market'));
    await page.getByTestId('pair-BTC-USDT').waitFor();
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByRole('navigation').getByRole('link', { name: 'マーケット' }).count()).toBe(1);
    await saveScreenshot(page, 'ja-JP-market-offline');
  });

  it('hides the banner when the connection returns', async () => {
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 15_000 });
  });
});
