/**
 * Gzip bytes of the JavaScript a phone loads for /home and for /market/kline, measured in Chromium on the built app
 * (service workers blocked, so the background precache does not count as loading a screen).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium';

async function javascriptGzipBytes(browser: Browser, url: string, readySelector: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.url().endsWith('.js') || type.includes('javascript')) bodies.push(response.body());
  });
  await page.goto(url);
  await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(bodies)).reduce(
    (sum, body) => sum + gzipSync(body, { level: 9 }).length,
    0,
  );
  await context.close();
  return total;
}

export async function runBundleBench(baseUrl: string): Promise<Record<string, number>> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const home = await javascriptGzipBytes(browser, `${baseUrl}/mobile/#/home`, '[data-testid^="pair-"]');
    const kline = await javascriptGzipBytes(
      browser,
      `${baseUrl}/mobile/#/market/kline?currency=BTC&baseCurrency=USDT`,
      '[data-testid="kline-chart"][data-total-candles="2000"][data-candles="100"]',
    );
    return {
      homeJsGzipKiB: Math.round((home / 1024) * 10) / 10,
      klineJsGzipKiB: Math.round((kline / 1024) * 10) / 10,
    };
  } finally {
    await browser.close();
  }
}
