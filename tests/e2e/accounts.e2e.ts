// Proves the account life cycle: invite-link registration with the emailed code, trade password, KYC approved with the ops CLI, a logout that forgets the user on the device, translated login errors, login back to the page that asked, and the auth screens in all four languages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionProfileKey } from '../../src/client/lib/session/session-profile';
import { storageKeys } from '../../src/client/lib/session/storage-keys';
import { demoAccount, demoInvitationCode, latestMailedCode, runOps } from './support/accounts';
import {
  appUrl,
  launchBrowser,
  newPhoneContext,
  openWithLanguage,
  saveScreenshot,
  watchPageProblems,
} from './support/browser';
import { catalogMessage } from './support/catalog';
import { idCardPng } from './support/png';
import { shownText } from '../support/shown-text';

const locales = ['en-US', 'zh-CN', 'ko-KR', 'ja-JP'] as const;

// One fresh account per run, so the spec never meets an address it registered before.
const account = {
  email: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'Kestrel2026',
  tradePassword: '135790',
  realName: 'Ada Lovelace',
  idNumber: 'K1234567890',
  maskedIdNumber: 'K12****7890',
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let photoDir: string;
const problemLists: string[][] = [];

/** Every page of the spec reports its CSP violations and uncaught errors into one list. */
async function watchedPage(target: BrowserContext, language?: string, route?: string): Promise<Page> {
  const opened = language ? await openWithLanguage(target, language, route) : await target.newPage();
  problemLists.push(watchPageProblems(opened));
  return opened;
}

/** The keys of the user's entries in the device cache (Dexie: database petrel-cache, table entries). */
function userCacheKeys(target: Page, userId: string): Promise<string[]> {
  return target.evaluate(
    (owner) =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('petrel-cache');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('entries')) {
            db.close();
            resolve([]);
            return;
          }
          const reading = db
            .transaction('entries', 'readonly')
            .objectStore('entries')
            .index('userId')
            .getAll(owner);
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            db.close();
            resolve((reading.result as Array<{ key: string }>).map((entry) => entry.key));
          };
        };
      }),
    userId,
  );
}

async function submitLogin(target: Page, email: string, password: string): Promise<void> {
  await target.locator('#login-email').fill(email);
  await target.locator('#login-password').fill(password);
  await target.locator('form button[type="submit"]').click();
}

/** Submits a wrong password and returns the error toast's text, after checking it is the server's message. */
async function wrongPasswordToast(target: Page): Promise<string> {
  await target.locator('#login-email').waitFor();
  const answer = target.waitForResponse((response) => response.url().endsWith('/user/login'));
  await submitLogin(target, account.email, 'Wrong-password-1');
  const body = (await (await answer).json()) as { code: number; msg: string; error: string };
  expect(body).toMatchObject({ code: 0, error: 'LOGIN_FAILED' });
  const toast = target.locator('[data-testid="toast"].toast--error');
  await toast.filter({ hasText: body.msg }).waitFor();
  const text = (await toast.textContent())?.trim() ?? '';
  expect(text).toBe(body.msg);
  return text;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await watchedPage(context);
  photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrel-e2e-kyc-'));
});
afterAll(async () => {
  await browser?.close();
  if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
});

describe('an account from registration to logout', () => {
  it('registers from an invite link with the emailed code and lands on /me', async () => {
    const inviteCode = await demoInvitationCode();
    expect(inviteCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    await page.goto(appUrl(`/register?code=${inviteCode}`));
    const invite = page.locator('#register-invitationCode');
    await invite.waitFor();
    expect(await invite.inputValue()).toBe(inviteCode);

    await page.locator('#register-email').fill(account.email);
    const send = page.getByTestId('register-code-send');
    await send.click();
    await send.filter({ hasText: /^Resend in \d+s$/ }).waitFor();
    expect(await send.isDisabled()).toBe(true);
    const firstSeconds = Number((await send.textContent())?.match(/(\d+)s/)?.[1]);
    expect(firstSeconds).toBeGreaterThan(50);
    // The countdown ticks: the one wait on the clock in this spec (about a second).
    await page.waitForFunction((start) => {
      const label = document.querySelector('[data-testid="register-code-send"]')?.textContent ?? '';
      const seconds = Number(label.match(/(\d+)s/)?.[1] ?? Number.NaN);
      return seconds < start;
    }, firstSeconds);

    await expect.poll(() => latestMailedCode(account.email), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    const code = (await latestMailedCode(account.email))!;
    await page.locator('#register-code').fill(code);
    await page.locator('#register-password').fill(account.password);
    await page.locator('#register-confirmPassword').fill(account.password);
    await page.locator('#register-agree').check();
    await page.locator('form button[type="submit"]').click();

    await page.waitForURL(/#\/me$/);
    const card = page.getByTestId('me-profile-card');
    await card.filter({ hasText: account.email }).waitFor();
    expect(await card.locator('.me-card__uid').textContent()).toMatch(/^UID\s*\d{8}$/);
    const ownCode = (await page.getByTestId('me-invite-code').textContent())?.trim() ?? '';
    expect(ownCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(ownCode).not.toBe(inviteCode);
    expect(await card.getByTestId('kyc-badge').textContent()).toBe('Unverified');
    await page.getByTestId('toast').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'en-me');
  });

  it('sets the trade password the first time with the login password', async () => {
    await page.getByTestId('me-row-/me/safety').click();
    await page.waitForURL(/#\/me\/safety$/);
    const mode = page.getByTestId('me-trade-password-mode');
    await mode.filter({ hasText: 'Not set yet' }).waitFor();
    const form = page.getByTestId('me-trade-password-form');
    expect(await form.locator('label[for="me-trade-password-form-proof"]').textContent()).toBe(
      'Login password',
    );
    await form.locator('#me-trade-password-form-proof').fill(account.password);
    await form.locator('#me-trade-password-form-assetsPwd').fill(account.tradePassword);
    await form.locator('#me-trade-password-form-confirmPwd').fill(account.tradePassword);
    await form.getByRole('button', { name: 'Set trade password' }).click();

    await page.getByTestId('toast').filter({ hasText: 'Trade password set' }).waitFor();
    await mode.filter({ hasText: 'Your trade password is set.' }).waitFor();
    expect(await form.locator('label[for="me-trade-password-form-proof"]').textContent()).toBe(
      'Current trade password',
    );

    await page.goto(appUrl('/me/profile'));
    await page.getByTestId('me-trade-password-state').filter({ hasText: /^Set$/ }).waitFor();
  });

  it('submits KYC with two photos, and shows it verified once an operator approves it', async () => {
    const front = path.join(photoDir, 'id-front.png');
    const back = path.join(photoDir, 'id-back.png');
    fs.writeFileSync(front, idCardPng('front'));
    fs.writeFileSync(back, idCardPng('back'));

    await page.goto(appUrl('/me/verify'));
    await page.getByTestId('kyc-form').waitFor();
    await page.locator('#kyc-real-name').fill(account.realName);
    await page.locator('#kyc-id-number').fill(account.idNumber);
    await page.getByTestId('kyc-front').setInputFiles(front);
    await page.getByTestId('kyc-back').setInputFiles(back);
    for (const side of ['kyc-front-preview', 'kyc-back-preview']) {
      const preview = page.getByTestId(side);
      await preview.waitFor();
      await expect
        .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBe(320);
    }
    await page.getByTestId('kyc-submit').click();

    await page.getByTestId('kyc-under-review').waitFor();
    expect(await page.getByTestId('kyc-form').count()).toBe(0);
    expect(await page.getByTestId('kyc-badge').first().textContent()).toBe('Under review');
    expect(await page.getByTestId('kyc-id-number').textContent()).toBe(account.maskedIdNumber);
    await page.getByTestId('toast').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'en-verify-review');

    const listing = runOps('kyc', 'list');
    const row = listing.split('\n').find((line) => line.includes(account.email));
    const id = row?.trim().split(/\s+/)[0];
    expect(id, listing).toMatch(/^\d+$/);
    expect(runOps('kyc', 'approve', id!)).toContain('approved');

    // No reload: the screen waits on the operator and reads again on the app's 5 s tick while it is open.
    await expect
      .poll(() => page.getByTestId('kyc-badge').first().textContent(), { timeout: 15_000 })
      .toBe('Verified');
    await page.getByTestId('kyc-verified').waitFor();
    expect(await page.getByTestId('kyc-form').count()).toBe(0);
    expect(await page.getByTestId('kyc-badge').first().textContent()).toBe('Verified');
    expect(await page.getByTestId('kyc-id-number').textContent()).toBe(account.maskedIdNumber);
    expect(await page.getByTestId('kyc-summary').textContent()).toContain(account.realName);
    expect(await page.locator('input').count()).toBe(0);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('img[data-testid^="kyc-file-"]')].filter(
          (image) => image.complete && image.naturalWidth === 320,
        ).length === 2,
    );
    await saveScreenshot(page, 'en-verify-verified');
  });

  it('logs out and forgets the user on the device', async () => {
    await page.goto(appUrl('/me'));
    await page.getByTestId('me-profile-card').filter({ hasText: account.email }).waitFor();
    const userId = (await page.evaluate((key) => localStorage.getItem(key), storageKeys.userId)) ?? '';
    expect(userId).not.toBe('');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), sessionProfileKey)).toContain(
      account.email,
    );
    // Before: the user's private answers are in the device cache, so "gone" below means deleted.
    await expect
      .poll(() => userCacheKeys(page, userId))
      .toEqual(expect.arrayContaining([`user:info:${userId}`, `user:kyc:${userId}`]));

    await page.getByTestId('me-logout').click();
    await page.waitForURL(/#\/home$/);
    const stored = await page.evaluate(
      ({ local, profile }) => ({
        local: local.map((key) => localStorage.getItem(key)),
        profile: sessionStorage.getItem(profile),
      }),
      { local: [storageKeys.userToken, storageKeys.userId, storageKeys.isLogin], profile: sessionProfileKey },
    );
    expect(stored).toEqual({ local: [null, null, null], profile: null });
    expect(await userCacheKeys(page, userId)).toEqual([]);

    await page.goto(appUrl('/me'));
    await page.getByTestId('me-visitor').getByRole('heading', { name: 'Please login first' }).waitFor();
  });
});

describe('logging in', () => {
  it('shows the server’s translated message for a wrong password, in en-US and ko-KR', async () => {
    await page.goto(appUrl('/login'));
    const english = await wrongPasswordToast(page);
    expect(english).toBe(catalogMessage('en-US', 'error.login_failed'));

    const korean = await newPhoneContext(browser, 'ko-KR');
    try {
      const koPage = await watchedPage(korean, 'ko-KR', '/login');
      const text = await wrongPasswordToast(koPage);
      expect(text).toBe(catalogMessage('ko-KR', 'error.login_failed'));
      expect(text).not.toBe(english);
      await saveScreenshot(koPage, 'ko-KR-login-failed');
    } finally {
      await korean.close();
    }
  });

  it('returns to the private page that asked for the login', async () => {
    await page.goto(appUrl('/me/safety'));
    const gate = page.getByTestId('login-required');
    await gate.getByRole('heading', { name: 'Please login first' }).waitFor();
    await gate.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/#\/login\?redirect=%2Fme%2Fsafety$/);

    await submitLogin(page, account.email, account.password);
    await page.waitForURL(/#\/me\/safety$/);
    const [name, domain] = account.email.split('@');
    expect(await page.getByTestId('me-bound-email').textContent()).toBe(`${name!.charAt(0)}***@${domain}`);
    await page
      .getByTestId('me-trade-password-mode')
      .filter({ hasText: 'Your trade password is set.' })
      .waitFor();
  });
});

describe.each(locales)('%s', (locale) => {
  it('translates the login and register screens', async () => {
    const localeContext = await newPhoneContext(browser, locale);
    try {
      const localePage = await watchedPage(localeContext, locale, '/login');
      const t = (msgid: string) => catalogMessage(locale, msgid);
      if (locale !== 'en-US') expect(t('Welcome back')).not.toBe(catalogMessage('en-US', 'Welcome back'));

      await localePage.getByRole('heading', { level: 2, name: t('Welcome back') }).waitFor();
      expect(await localePage.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(shownText(await localePage.getByRole('heading', { level: 1 }).textContent())).toBe(t('Log in'));
      expect(shownText(await localePage.locator('form button[type="submit"]').textContent())).toBe(
        t('Log in'),
      );
      expect(shownText(await localePage.locator('label[for="login-email"]').textContent())).toBe(t('Email'));
      await saveScreenshot(localePage, `${locale}-login`);

      await localePage.goto(appUrl('/register'));
      await localePage.getByRole('heading', { level: 2, name: t('Join Petrel') }).waitFor();
      expect(shownText(await localePage.getByRole('heading', { level: 1 }).textContent())).toBe(
        t('Create an account'),
      );
      expect(shownText(await localePage.locator('form button[type="submit"]').textContent())).toBe(
        t('Register'),
      );
      expect(shownText(await localePage.getByTestId('register-code-send').textContent())).toBe(
        t('Send code'),
      );
      await saveScreenshot(localePage, `${locale}-register`);

      if (locale === 'zh-CN') {
        await localePage.goto(appUrl('/login'));
        await submitLogin(localePage, demoAccount.email, demoAccount.password);
        await localePage.waitForURL(/#\/me$/);
        await localePage.getByTestId('me-profile-card').filter({ hasText: demoAccount.email }).waitFor();
        expect(shownText(await localePage.getByRole('heading', { level: 1 }).textContent())).toBe(t('Me'));
        expect(shownText(await localePage.getByTestId('kyc-badge').first().textContent())).toBe(
          t('Verified'),
        );
        await localePage.getByTestId('toast').waitFor({ state: 'detached' });
        await saveScreenshot(localePage, 'zh-CN-me');
      }
    } finally {
      await localeContext.close();
    }
  });
});

describe('the whole run', () => {
  it('had no CSP violations or page errors', () => {
    expect(problemLists.flat()).toEqual([]);
  });
});
