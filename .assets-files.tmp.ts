import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium';
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
const page = await context.newPage();
const bodies: Promise<[string, number]>[] = [];
page.on('response', (r) => {
  if (r.url().endsWith('.js')) bodies.push(r.body().then((b) => [r.url().split('/').pop()!, gzipSync(b, { level: 9 }).length]));
});
await page.goto('http://127.0.0.1:34763/mobile/#/home');
await page.locator('[data-testid^="pair-"]').first().waitFor();
await page.waitForLoadState('networkidle');
for (const [name, size] of await Promise.all(bodies)) console.log(size, name);
await browser.close();
