// Proves the operators' console in Chromium: an operator signs in with the server's operator token, sees a user's
// two KYC photos (decoded from blob URLs) and approves them, sees a deposit's proof and approves it; the user is
// then verified and credited (read through the user API). The console's page passes axe, and sign-out clears the
// token from sessionStorage. The app's service worker precaches nothing of it.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths, walletPaths } from '../../src/common/api-paths';
import { compare, sub, type DecimalString } from '../../src/common/decimal';
import type { AssetList } from '../../src/common/wallet-types';
import {
  postMain,
  registerFreshAccount,
  sharedServer,
  submitIdentity,
  submitRecharge,
} from './support/accounts';
import { blockingFindings, formatFindings } from './support/a11y';
import { launchBrowser, saveScreenshot } from './support/browser';

const desktopViewport = { width: 1280, height: 800 };
/** A deposit amount no other spec uses, so the queue item is this spec's. */
const depositAmount = '37.25' as DecimalString;
const coinAccountType = '1';
const verifiedStatus = 2;
const tokenStorageKey = 'petrel.admin.token';

let browser: Browser;
let page: Page;
let account: { email: string; password: string };
let userToken: string;

function operatorToken(): string {
  return fs.readFileSync(path.join(sharedServer().dataDir, 'operator-token'), 'utf8').trim();
}

async function usdtAvailable(): Promise<DecimalString> {
  const assets = await postMain<AssetList>(walletPaths.assets, { type: coinAccountType }, userToken);
  const usdt = assets.data.list.find((entry) => entry.currencyName === 'USDT');
  return (usdt?.availableCurrency ?? '0') as DecimalString;
}

/** Waits until every image in `item` has decoded, and answers their natural widths. */
async function decodedWidths(item: Locator, count: number): Promise<number[]> {
  const images = item.locator('img');
  await expect.poll(() => images.count(), { timeout: 15_000 }).toBe(count);
  await expect
    .poll(
      () =>
        images.evaluateAll((all: HTMLImageElement[]) =>
          all.every((image) => image.complete && image.naturalWidth > 0),
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  return images.evaluateAll((all: HTMLImageElement[]) => all.map((image) => image.naturalWidth));
}

beforeAll(async () => {
  account = await registerFreshAccount();
  userToken = await submitIdentity(sharedServer(), account);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: desktopViewport, locale: 'en-US' });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('the operators console', () => {
  it('refuses a wrong token, then signs in with the operator token', async () => {
    await page.goto(`${sharedServer().baseUrl}/admin/`);
    await page.getByLabel('Operator token').fill('not-the-operator-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('This token was refused. Check it and try again.').waitFor();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), tokenStorageKey)).toBeNull();

    await page.getByLabel('Operator token').fill(operatorToken());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'KYC queue' }).waitFor();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), tokenStorageKey)).toBe(operatorToken());
  });

  it('passes axe on the KYC queue', async () => {
    await page.locator('li.queue-item').first().waitFor();
    const findings = await blockingFindings(page, '/admin/#/kyc');
    expect(formatFindings(findings)).toBe('');
  });

  it('approves a KYC submission beside both of its photos; the user is verified', async () => {
    const item = page.locator('li.queue-item', { hasText: account.email });
    const widths = await decodedWidths(item, 2);
    expect(widths.every((width) => width > 0)).toBe(true);
    expect(await item.locator('img').first().getAttribute('src')).toMatch(/^blob:/);
    await item.getByRole('button', { name: 'ID front' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('dialog').getByText('150%').waitFor();
    await saveScreenshot(page, 'admin-console-kyc-zoomed');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await item.getByRole('button', { name: 'Approve' }).click();
    await item.waitFor({ state: 'detached' });
    const info = await postMain<{ status: number }>(userPaths.kycInfo, {}, userToken);
    expect(info.data.status).toBe(verifiedStatus);
  });

  it('approves a deposit beside its proof; the user is credited the amount', async () => {
    const before = await usdtAvailable();
    await submitRecharge(sharedServer(), userToken, {
      currency: 'USDT',
      network: 'TRC20',
      amount: depositAmount,
    });
    await page.getByRole('link', { name: 'Deposits' }).click();
    await page.getByRole('heading', { name: 'Deposits' }).waitFor();
    const item = page.locator('li.queue-item', { hasText: account.email });
    await decodedWidths(item, 1);
    expect(await item.textContent()).toContain(depositAmount);
    expect(await item.textContent()).toContain('TRC20');
    await saveScreenshot(page, 'admin-console-deposit');
    await item.getByRole('button', { name: 'Approve' }).click();
    await item.waitFor({ state: 'detached' });
    expect(compare(sub(await usdtAvailable(), before), depositAmount)).toBe(0);
  });

  it("is never in the app's service worker: no precache entry, no offline fallback for it", async () => {
    const worker = await (await fetch(`${sharedServer().baseUrl}/mobile/sw.js`)).text();
    const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!);
    // The app's own files are there (the check reads the real list), the console's none.
    expect(precached).toContain('index.html');
    expect(precached.filter((url) => url.includes('admin'))).toEqual([]);
    expect((await fetch(`${sharedServer().baseUrl}/mobile/admin/index.html`)).status).toBe(404);
  });

  it('signs out: the token leaves sessionStorage and the sign-in form is back', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Operator token').waitFor();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), tokenStorageKey)).toBeNull();
    const findings = await blockingFindings(page, '/admin/ (sign-in)');
    expect(formatFindings(findings)).toBe('');
  });
});
