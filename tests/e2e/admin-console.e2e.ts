// Proves the operators' console in Chromium: an operator signs in with the server's operator token, sees a user's
// two KYC photos (decoded from blob URLs) and approves them, sees a deposit's proof and approves it; the user is
// then verified and credited (read through the user API). A withdrawal above the USDT four-eyes threshold is taken
// through two different operators (root, then a reviewer added through the operator API): root's approval leaves it
// waiting, root's second try is refused in the server's words, the reviewer's pays it; the audit trail page then
// lists the KYC approval, the deposit approval and both withdrawal approvals. The console's page passes axe, and
// sign-out clears the token from sessionStorage. The app's service worker precaches nothing of it.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, fundingPaths, userPaths, walletPaths } from '../../src/common/api-paths';
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
/** Above the seeded USDT four-eyes threshold (10000), with cents no other spec uses. */
const largeWithdrawAmount = '12000.37';
const largeWithdrawCredit = '12500';
const tradePassword = '246810';
/** A valid TRC20 address that is not the platform's own. */
const withdrawAddress = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const sameOperatorRefusal =
  'You have already approved this withdrawal. The second approval must come from a different operator; nothing was changed.';
const paidStatus = 1;
/** The ids of what this spec decided, read from the operator API, for finding them in the audit trail. */
const decided = { kyc: 0, deposit: 0, withdrawal: 0 };

let browser: Browser;
let page: Page;
let account: { email: string; password: string };
let userToken: string;

function operatorToken(): string {
  return fs.readFileSync(path.join(sharedServer().dataDir, 'operator-token'), 'utf8').trim();
}

/** The operator API with a token, as the console and `ops` call it; answers the envelope's data. */
async function operatorCall<T>(route: string, token: string, body?: object): Promise<T> {
  const response = await fetch(`${sharedServer().baseUrl}${route}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : null,
  });
  const payload = (await response.json()) as { code: number; data: T; msg: string };
  if (payload.code !== 1) throw new Error(`${route} failed: ${payload.msg}`);
  return payload.data;
}

/** A user call of this spec's account that must succeed; answers its data. */
async function userCall<T>(route: string, body: Record<string, string>): Promise<T> {
  const answer = await postMain<T>(route, body, userToken);
  if (answer.code !== 1) throw new Error(`${route} failed: ${answer.msg}`);
  return answer.data as T;
}

/** Signs in on the sign-in form; the console then shows the page the address names, so wait for its navigation. */
async function signInAs(token: string) {
  await page.getByLabel('Operator token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Pages' }).waitFor();
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
    const queue = await operatorCall<Array<{ id: number; email: string }>>(
      adminPaths.kycList,
      operatorToken(),
    );
    decided.kyc = queue.find((entry) => entry.email === account.email)!.id;
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
    const deposits = await operatorCall<Array<{ id: number; email: string }>>(
      adminPaths.deposits,
      operatorToken(),
    );
    decided.deposit = deposits.find((entry) => entry.email === account.email)!.id;
    await item.getByRole('button', { name: 'Approve' }).click();
    await item.waitFor({ state: 'detached' });
    expect(compare(sub(await usdtAvailable(), before), depositAmount)).toBe(0);
  });

  it('takes a large withdrawal through two different operators: the first approval leaves it waiting', async () => {
    const root = operatorToken();
    const reviewer = await operatorCall<{ token: string }>(adminPaths.operators, root, {
      name: `reviewer-${Date.now().toString(36)}`,
      role: 'reviewer',
    });
    await operatorCall(adminPaths.ledgerCredit, root, {
      email: account.email,
      currency: 'USDT',
      amount: largeWithdrawCredit,
      reason: 'e2e large withdrawal',
      reference: `e2e-four-eyes-${Date.now()}`,
    });
    await userCall(userPaths.setTransactionPwd, {
      password: account.password,
      assetsPwd: tradePassword,
      confirmPwd: tradePassword,
    });
    const address = await userCall<{ id: number }>(fundingPaths.addressSave, {
      currency: 'USDT',
      network: 'TRC20',
      address: withdrawAddress,
      remark: 'e2e four eyes',
    });
    const submitted = await userCall<{ id: number }>(fundingPaths.withdrawSubmit, {
      addressId: String(address.id),
      amount: largeWithdrawAmount,
      tradePwd: tradePassword,
    });
    decided.withdrawal = submitted.id;

    await page.getByRole('link', { name: 'Withdrawals' }).click();
    await page.getByRole('heading', { name: 'Withdrawals', exact: true }).waitFor();
    const item = page.locator('li.queue-item', { hasText: largeWithdrawAmount });
    await item.getByText('0 of 2 approvals').waitFor();
    await item.getByLabel('Reason').fill('address checked');
    await item.getByRole('button', { name: 'Approve' }).click();
    await item.getByText('Waiting for a second operator to approve it.').waitFor();
    expect(await item.locator('.four-eyes-count').textContent()).toMatch(
      /^1 of 2 approvals: root \(.+, address checked\)$/,
    );
    await saveScreenshot(page, 'admin-console-four-eyes-first');
    await item.getByRole('button', { name: 'Approve' }).click();
    expect(await item.getByRole('alert').textContent()).toBe(sameOperatorRefusal);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInAs(reviewer.token);
    await page.getByRole('link', { name: 'Withdrawals' }).click();
    const second = page.locator('li.queue-item', { hasText: largeWithdrawAmount });
    await second.getByText('Waiting for a second operator to approve it.').waitFor();
    await second.getByRole('button', { name: 'Approve' }).click();
    await second.waitFor({ state: 'detached' });
    const all = await operatorCall<
      Array<{ id: number; status: number; approvals: Array<{ operator: string }> }>
    >(`${adminPaths.withdrawals}?status=all&limit=100`, root);
    // The user's answer may carry the id as a string, the operator list as a number.
    const paid = all.find((entry) => String(entry.id) === String(decided.withdrawal))!;
    expect(paid.status).toBe(paidStatus);
    expect(paid.approvals.map((approval) => approval.operator)).toEqual([
      'root',
      expect.stringMatching(/^reviewer-/),
    ]);
  });

  it('lists the KYC approval, the deposit approval and both withdrawal approvals in the audit trail', async () => {
    await page.getByRole('link', { name: 'Audit trail' }).click();
    await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
    const rowsOf = async (action: string) => {
      await page.getByLabel('Action').fill(action);
      await page.getByRole('button', { name: 'Filter' }).click();
      const rows = page.locator('table.audit tbody tr', { hasText: action });
      await rows.first().waitFor();
      return rows.allTextContents();
    };
    expect((await rowsOf('kyc.approve')).some((row) => row.includes(`kyc ${decided.kyc}`))).toBe(true);
    expect((await rowsOf('deposit.approve')).some((row) => row.includes(`deposit ${decided.deposit}`))).toBe(
      true,
    );
    const withdrawalRows = (await rowsOf('withdrawal.approve')).filter((row) =>
      row.includes(`withdrawal ${decided.withdrawal}`),
    );
    expect(withdrawalRows).toHaveLength(2);
    // Newest first: the reviewer's approval, which paid it, above root's.
    expect(withdrawalRows[0]).toMatch(/reviewer-/);
    expect(withdrawalRows[1]).toMatch(/root/);
    expect(withdrawalRows[1]).toContain('address checked');
    await saveScreenshot(page, 'admin-console-audit');
    const findings = await blockingFindings(page, '/admin/#/audit');
    expect(formatFindings(findings)).toBe('');
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
