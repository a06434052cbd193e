// Proves each of the four languages shows translated screens (home, market, k-line, agreement, language), that switching on /me/lang works, and that the up colour follows the language.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newPhoneContext, openWithLanguage, saveScreenshot } from './support/browser';
import { shownText } from '../support/shown-text';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const expectations = [
  {
    locale: 'en-US',
    home: 'Home',
    market: 'Market',
    source: 'Simulated market data',
    book: 'Order book',
    upIsRed: false,
  },
  { locale: 'zh-CN', home: '首页', market: '行情', source: '模拟行情数据', book: '盘口', upIsRed: true },
  { locale: 'ko-KR', home: '홈', market: '시세', source: '시뮬레이션 시세', book: '호가', upIsRed: true },
  {
    locale: 'ja-JP',
    home: 'ホーム',
    market: 'マーケット',
    source: 'シミュレーション相場',
    book: '板情報',
    upIsRed: false,
  },
];

describe.each(expectations)('$locale', ({ locale, home, market, source, book, upIsRed }) => {
  it('translates home, market and the k-line screen', async () => {
    const context = await newPhoneContext(browser, locale);
    try {
      const page = await openWithLanguage(context, locale, '/home');
      const nav = page.getByRole('navigation');
      await nav.getByRole('link', { name: home }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      await page.getByTestId('pair-BTC-USDT').first().waitFor();
      expect(shownText(await page.getByTestId('data-source').first().textContent())).toContain(source);
      await saveScreenshot(page, `${locale}-home`);

      await nav.getByRole('link', { name: market }).click();
      await page.getByTestId('market-list').waitFor();
      await saveScreenshot(page, `${locale}-market`);

      const upColor = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--up').trim(),
      );
      expect(upColor).toBe(upIsRed ? '#f65f70' : '#1fbf75');

      await page.goto(appUrl('/market/kline?currency=ETH&baseCurrency=USDT&type=1'));
      await page
        .locator('[data-testid="kline-chart"][data-total-candles="2000"][data-candles="100"]')
        .waitFor({ timeout: 30_000 });
      await page.getByRole('tab', { name: book }).first().waitFor();
      await saveScreenshot(page, `${locale}-kline`);

      // The agreement comes from the documents catalog, loaded with its screen.
      await page.goto(appUrl('/protocol'));
      await page.getByRole('heading', { level: 3 }).nth(9).waitFor();
      const firstSection = await page.getByRole('heading', { level: 3 }).first().textContent();
      expect(firstSection).toMatch(/^1\./);
      if (locale !== 'en-US') expect(firstSection).not.toContain('Acceptance');
      await saveScreenshot(page, `${locale}-protocol`);
    } finally {
      await context.close();
    }
  });
});

describe('switching language', () => {
  it('changes the whole app from /me/lang and remembers it', async () => {
    const context = await newPhoneContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(appUrl('/me/lang'));
      await page.getByRole('button', { name: '한국어' }).click();
      await page.getByRole('heading', { level: 1, name: '언어' }).waitFor();
      await saveScreenshot(page, 'ko-KR-language');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: '언어' }).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('petrel.lang'))).toBe('ko-KR');
    } finally {
      await context.close();
    }
  });
});
