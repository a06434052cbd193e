// Proves the Assets tab at 390×844: a funded user's coin account (the demo's opening balances), hide-small, a transfer coin → contract that updates both lists and the records, the transfer rules, the screens in en-US and zh-CN, and offline the saved assets with their age and every action disabled.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFundedAccount } from './support/accounts';
import {
  appUrl,
  launchBrowser,
  logInWithForm,
  newPhoneContext,
  saveScreenshot,
  watchPageProblems,
} from './support/browser';
import { catalogMessage } from './support/catalog';
import { appReplacedCopies } from './support/first-screen-copies';

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** A fresh account with the demo's opening balances, so no other spec's movements change what this one sees. */
let account: { email: string; password: string };
let problems: string[];

const available = (currency: string) => page.getByTestId(`asset-${currency}-available`);

/** Opens a route by its hash, as a tap on a link would, without reloading the page. */
async function openRoute(route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
}

beforeAll(async () => {
  account = await registerFundedAccount();
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
  problems = watchPageProblems(page);
});
afterAll(async () => {
  await browser.close();
});

describe('assets', () => {
  it('opens the coin account from the Assets tab after login', async () => {
    await logInWithForm(page, account);
    // The service worker makes the later offline visit possible; the next load is controlled by it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(appUrl('/home'));
    await page.getByRole('navigation').getByRole('link', { name: 'Assets' }).click();
    await page.waitForURL(/#\/account\/assert\/1$/);
    await expect.poll(() => available('USDT').textContent()).toBe('10,000.00');
    const tab = page.getByRole('navigation').getByRole('link', { name: 'Assets' });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    expect(await available('BTC').textContent()).toBe('0.5');
    await saveScreenshot(page, 'en-assets');
  });

  it('hides balances worth 0.1 USDT or less', async () => {
    expect(await page.getByTestId('asset-LTC').count()).toBe(1);
    await page.getByTestId('assets-hide-small').check();
    expect(await page.getByTestId('asset-LTC').count()).toBe(0);
    expect(await page.getByTestId('asset-DOGE').count()).toBe(0);
    expect(await page.getByTestId('asset-USDT').count()).toBe(1);
    expect(await page.getByTestId('asset-BTC').count()).toBe(1);
    await saveScreenshot(page, 'en-assets-hide-small');
    await page.getByTestId('assets-hide-small').uncheck();
    await page.getByTestId('asset-LTC').waitFor();
  });

  it('refuses amounts the rules refuse, without sending them', async () => {
    await page.getByTestId('asset-action-transfer').click();
    await page.waitForURL(/#\/assert\/transfer\/1/);
    await page.getByTestId('transfer-available').filter({ hasText: '10,000.00 USDT' }).waitFor();
    await page.getByTestId('transfer-amount').fill('0.000001');
    await page.getByTestId('transfer-submit').click();
    await page.getByText('Please enter a transfer amount of at least 0.00001').waitFor();
    await page.getByTestId('transfer-amount').fill('10000.5');
    await page.getByTestId('transfer-submit').click();
    await page.getByText('Insufficient available balance of USDT.').waitFor();
  });

  it('transfers coin → contract with a success toast, beside the new available balance', async () => {
    await page.getByTestId('transfer-amount').fill('2500');
    const answer = page.waitForResponse((response) => response.url().endsWith('/contract/contract/transfer'));
    await page.getByTestId('transfer-submit').click();
    const request = (await answer).request();
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(await (await answer).json()).toMatchObject({ code: 1 });
    await page
      .locator('[data-testid="toast"].toast--success')
      .filter({ hasText: 'Transfer successful' })
      .waitFor();
    // Current as the toast shows, with no reload and no tick in between: the balance was read again first.
    expect(await page.getByTestId('transfer-available').textContent()).toContain('7,500.00 USDT');
    expect(await page.getByTestId('transfer-amount').inputValue()).toBe('');
    await saveScreenshot(page, 'en-transfer');
  });

  it('shows the moved funds in both account lists', async () => {
    await openRoute('/account/assert/1');
    await expect.poll(() => available('USDT').textContent()).toBe('7,500.00');
    await page.getByRole('tab', { name: 'Contract account' }).click();
    await page.waitForURL(/#\/account\/assert\/2$/);
    await expect.poll(() => available('USDT').textContent()).toBe('2,500.00');
    expect(await page.getByTestId('assets-total').textContent()).toBe('≈ 2,500.00');
    await saveScreenshot(page, 'en-assets-contract');
  });

  it('lists the transfer in the records, and in the currency detail', async () => {
    await openRoute('/assert/record');
    const row = page.locator('[data-testid^="record-"]').filter({ hasText: '2,500.00 USDT' }).first();
    await row.waitFor();
    expect(await row.getByTestId('record-status').textContent()).toBe('Finished');
    expect(await row.textContent()).toContain('Coin account → Contract account');
    await saveScreenshot(page, 'en-records');

    await openRoute('/assert/detail/USDT');
    await page
      .getByTestId('detail-account-2')
      .getByTestId('detail-available')
      .filter({ hasText: '2,500.00' })
      .waitFor();
    expect(await page.getByTestId('detail-account-1').getByTestId('detail-available').textContent()).toBe(
      '7,500.00',
    );
    await page.locator('[data-testid^="record-"]').filter({ hasText: '2,500.00 USDT' }).first().waitFor();
    await saveScreenshot(page, 'en-asset-detail');
  });

  it('reads in Simplified Chinese', async () => {
    await page.evaluate(() => window.localStorage.setItem('petrel.lang', 'zh-CN'));
    await page.goto(appUrl('/account/assert/1'));
    await page.reload();
    // Before the app's first commit, the signed-in Assets copies of both accounts carry this title (one hidden).
    await appReplacedCopies(page);
    await page.getByRole('heading', { name: catalogMessage('zh-CN', 'Total assets (USDT)') }).waitFor();
    await expect.poll(() => available('USDT').textContent()).toBe('7,500.00');
    await saveScreenshot(page, 'zh-CN-assets');
    await openRoute('/assert/transfer/1');
    await page.getByRole('button', { name: catalogMessage('zh-CN', 'Confirm transfer') }).waitFor();
    await saveScreenshot(page, 'zh-CN-transfer');
    await openRoute('/assert/record');
    await page.locator('[data-testid^="record-"]').first().waitFor();
    await saveScreenshot(page, 'zh-CN-records');
  });

  it('holds at 200 % zoom: nothing wider than the screen', async () => {
    // 200 % of a 390 px phone leaves 195 CSS pixels.
    await page.setViewportSize({ width: 195, height: 422 });
    const loaded: ReadonlyArray<readonly [string, string]> = [
      ['/account/assert/1', '[data-testid="asset-USDT"]'],
      ['/assert/transfer/1', '[data-testid="transfer-all"]:not([disabled])'],
      ['/assert/record', '[data-testid^="record-t"], [data-testid="record-list"]'],
      ['/assert/detail/USDT', '[data-testid="record-list"]'],
    ];
    for (const [route, ready] of loaded) {
      await openRoute(route);
      await page.locator(ready).first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
    await openRoute('/account/assert/1');
    await page.getByTestId('asset-USDT').waitFor();
    await saveScreenshot(page, 'zh-CN-assets-zoom-200');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.localStorage.setItem('petrel.lang', 'en-US'));
  });

  it('offline, shows the saved assets with their age and every action disabled', async () => {
    await page.goto(appUrl('/account/assert/1'));
    await page.reload();
    await expect.poll(() => available('USDT').textContent()).toBe('7,500.00');
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    await expect.poll(() => available('USDT').textContent()).toBe('7,500.00');
    expect(await page.getByTestId('assets-saved-age').textContent()).toMatch(/Saved/);
    for (const action of ['recharge', 'withdraw', 'exchange', 'transfer']) {
      expect(await page.getByTestId(`asset-action-${action}`).isDisabled()).toBe(true);
    }
    await page.getByTestId('assets-offline-reason').waitFor();
    await saveScreenshot(page, 'en-assets-offline');

    await openRoute('/assert/transfer/1');
    await page.getByTestId('transfer-available').filter({ hasText: '7,500.00 USDT' }).waitFor();
    expect(await page.getByTestId('transfer-submit').isDisabled()).toBe(true);
    await page.getByTestId('offline-note').waitFor();
    await saveScreenshot(page, 'en-transfer-offline');
    await context.setOffline(false);
  });

  it('ran without uncaught errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
