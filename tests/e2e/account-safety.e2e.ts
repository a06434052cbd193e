// Proves the account's own security in Chromium: /me/safety lists the recent logins with this device marked; a second browser's login shows there as signed in, and "Sign out all other devices" (after its confirmation) ends that second session; the anti-phishing code set with the trade password is shown masked and starts the next mail in the outbox (the notice of a password change); the screen has no serious accessibility finding and every control has a name.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../src/common/api-paths';
import { storageKeys } from '../../src/client/lib/session/storage-keys';
import { postMain, registerFreshAccount, sharedServer } from './support/accounts';
import { blockingFindings, formatFindings } from './support/a11y';
import { appUrl, launchBrowser, logInWithForm, newPhoneContext, watchPageProblems } from './support/browser';

const tradePassword = '135790';
const antiPhishingCode = 'Kittiwake7';

let browser: Browser;
let account: { email: string; password: string };
const contexts: BrowserContext[] = [];
const problemLists: string[][] = [];

async function signedInPage(): Promise<Page> {
  const context = await newPhoneContext(browser);
  contexts.push(context);
  const page = await context.newPage();
  problemLists.push(watchPageProblems(page));
  await logInWithForm(page, account);
  return page;
}

async function openSafety(page: Page): Promise<void> {
  await page.goto(appUrl('/me/safety'));
  await page.getByTestId('me-login-list').waitFor();
}

/** The newest mail to an address in the outbox, read through the operator API as the ops CLI reads it. */
async function latestMailBody(email: string): Promise<string | undefined> {
  const server = sharedServer();
  const token = fs.readFileSync(path.join(server.dataDir, 'operator-token'), 'utf8').trim();
  const response = await fetch(`${server.baseUrl}/admin/outbox?limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: Array<{ to: string; body: string }> };
  return data.find((mail) => mail.to === email)?.body;
}

beforeAll(async () => {
  browser = await launchBrowser();
  account = await registerFreshAccount();
  const login = await postMain<{ token: string }>(userPaths.login, {
    account: account.email,
    password: account.password,
  });
  const set = await postMain(
    userPaths.setTransactionPwd,
    { password: account.password, assetsPwd: tradePassword, confirmPwd: tradePassword },
    login.data.token,
  );
  if (set.code !== 1) throw new Error(`setTransactionPwd failed: ${set.msg}`);
  await postMain(userPaths.logout, {}, login.data.token);
}, 60_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('/me/safety', () => {
  let first: Page;
  let second: Page;

  it('lists the logins with this device marked', async () => {
    first = await signedInPage();
    await openSafety(first);
    const mine = first.locator('[data-testid="me-login-row"][data-current]');
    await expect.poll(() => mine.count()).toBe(1);
    expect(await mine.textContent()).toContain('This device');
    // Headless Chromium on Linux names itself HeadlessChrome: the parser reads it as Chrome.
    expect(await mine.textContent()).toContain('Chrome on Linux');
    expect(await mine.locator('time').textContent()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  }, 60_000);

  it('ends the second browser’s session with "Sign out all other devices"', async () => {
    second = await signedInPage();
    const secondToken = await second.evaluate((key) => localStorage.getItem(key), storageKeys.userToken);
    expect((await postMain(userPaths.info, {}, secondToken ?? '')).code).toBe(1);

    await openSafety(first);
    await expect.poll(() => first.getByText('Signed in', { exact: true }).count()).toBeGreaterThan(0);
    await first.getByRole('button', { name: 'Sign out all other devices' }).click();
    // Cancel takes the focus, so a stray tap or Enter ends nothing.
    expect(await first.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await first.getByTestId('me-signout-confirm').click();
    await first.getByTestId('me-no-other-devices').waitFor();
    expect(await first.getByText('Signed in', { exact: true }).count()).toBe(0);

    expect((await postMain(userPaths.info, {}, secondToken ?? '')).code).toBe(-2);
    const firstToken = await first.evaluate((key) => localStorage.getItem(key), storageKeys.userToken);
    expect((await postMain(userPaths.info, {}, firstToken ?? '')).code).toBe(1);
    // The second browser, opening a private screen, is told its session ended and forgets the token.
    await second.goto(appUrl('/me/safety'));
    await expect
      .poll(() => second.evaluate((key) => localStorage.getItem(key), storageKeys.userToken), {
        timeout: 15_000,
      })
      .toBeFalsy();
  }, 60_000);

  it('sets the anti-phishing code with the trade password, and the next mail starts with it', async () => {
    const form = first.getByTestId('me-anti-phishing-form');
    await form.getByLabel('Anti-phishing code', { exact: true }).fill(antiPhishingCode);
    await form.getByLabel('Trade password', { exact: true }).fill(tradePassword);
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => first.getByTestId('me-anti-phishing-current').textContent())
      .toContain('Ki****e7');

    // The next mail to the account: the notice of a login password change, made on the same screen.
    const newPassword = 'Shearwater26';
    const passwordForm = first.getByTestId('me-login-password-form');
    await passwordForm.getByLabel('Current password', { exact: true }).fill(account.password);
    await passwordForm.getByLabel('New password', { exact: true }).fill(newPassword);
    await passwordForm.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await passwordForm.locator('button[type="submit"]').click();
    await first.getByTestId('me-password-changed').waitFor();
    await expect
      .poll(() => latestMailBody(account.email))
      .toMatch(
        /^Your anti-phishing code: Kittiwake7\n\nThe login password of your Petrel account was changed/,
      );
  }, 60_000);

  it('has no serious accessibility finding, and every control a name', async () => {
    await openSafety(first);
    const findings = await blockingFindings(first, '/me/safety');
    expect(findings, formatFindings(findings)).toEqual([]);
    const unnamed = await first.evaluate(() =>
      [...document.querySelectorAll('button, input, a[href]')]
        .filter((element) => {
          const labelled = element.getAttribute('aria-label') || element.getAttribute('aria-labelledby');
          const byLabel = element instanceof HTMLInputElement && element.labels && element.labels.length > 0;
          return !labelled && !byLabel && (element.textContent ?? '').trim() === '';
        })
        .map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(unnamed).toEqual([]);
    expect(problemLists.flat()).toEqual([]);
  }, 60_000);
});
