// Proves a new-coin sale end to end at 390×844 on a server whose clock the spec moves: the demo user follows Home's
// New coins link to the joining CS sale, reads its white paper drawn by pdf.js, joins with the trade password; the
// sale ends, the engine allocates, and the record's requested, allocated, ratio, paid and refunded agree with each
// other (also for an oversubscribed sale shared with a second joiner); the coin shows locked in assets with its
// release date, then available once the lock-up passes. Screens in en-US and zh-CN (the list in ko-KR and ja-JP).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchpadPaths, userPaths, walletPaths } from '../../src/common/api-paths';
import { compare, isZero, mul, parseDecimal, sub, type DecimalString } from '../../src/common/decimal';
import { amountText, percentFigure } from '../../src/common/number-format';
import type { AssetList } from '../../src/common/wallet-types';
import type { ListingPage, Subscription, SubscriptionPage } from '../../src/common/launchpad-types';
import {
  demoAccount,
  postMain,
  registerFundedAccount,
  runOpsAsync,
  type ServerTarget,
} from './support/accounts';
import {
  appUrl,
  launchBrowser,
  newPhoneContext,
  phonePixelRatio,
  saveScreenshot,
  watchPageProblems,
} from './support/browser';
import { catalogMessage } from './support/catalog';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { shownText } from '../support/shown-text';

/** The demo account's trade password (src/server/modules/demo/demo-seed.ts). */
const demoTradePassword = '246810';
/** 1234.56789012 CS at 0.05 costs 61.728394506 USDT, rounded up to 8 places: 61.72839451. */
const joinAmount = '1234.56789012';
const expectedCost = '61.72839451';
/** Past an end or a release by this much, so the engine's next pass (every 250 ms) is certainly due. */
const marginMs = 60_000;
/** Past the release by this much, so the browser's session (last seen around the allocation) has idled out. */
const idleMarginMs = 60 * 60 * 1000;
/** The engine passes every 250 ms; allocation or release shows within a few seconds. */
const engineWaitMs = 20_000;

let server: ServerProcess;
let target: ServerTarget;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let csId = '';
let novaId = '';
let tmpDir = '';

const url = (route: string) => appUrl(route, server.baseUrl);

async function apiLogin(account: { email: string; password: string }): Promise<string> {
  const login = await postMain<{ token: string }>(
    userPaths.login,
    { account: account.email, password: account.password },
    undefined,
    target,
  );
  if (login.code !== 1) throw new Error(`login failed: ${login.msg}`);
  return login.data.token;
}

async function listings(): Promise<ListingPage['list']> {
  const page1 = await postMain<ListingPage>(launchpadPaths.list, { pageSize: '50' }, undefined, target);
  return page1.data.list;
}

async function serverTime(): Promise<number> {
  return (await listings())[0]!.serverTime;
}

/** Moves the server clock to `atMs` (server time) and waits until the API answers with a time past it. */
async function advanceServerTo(atMs: number): Promise<void> {
  const now = await serverTime();
  if (atMs <= now) return;
  server.advanceClock(atMs - now);
  await expect.poll(serverTime, { timeout: 10_000 }).toBeGreaterThanOrEqual(atMs);
}

async function records(token: string): Promise<Subscription[]> {
  const answer = await postMain<SubscriptionPage>(launchpadPaths.records, { pageSize: '50' }, token, target);
  return answer.data.list;
}

/** Signs the demo user in through the login screen, which then opens `route`. */
async function signIn(target: Page, route: string, ready: string): Promise<void> {
  await target.goto(url(`/login?redirect=${encodeURIComponent(route)}`));
  await target.locator('#login-email').fill(demoAccount.email);
  await target.locator('#login-password').fill(demoAccount.password);
  await target.locator('form button[type="submit"]').click();
  await target.locator(ready).first().waitFor();
}

/**
 * Opens a private `route` after the session idled out. Either the server refuses the token on the route's first
 * read (the screen may first show what this device saved) and the app opens the login form, or the live stream's
 * heartbeat already ended the session, so the route shows its "Please login first" gate, whose link opens the form.
 * Either way the login opens the route again. The form counts only at a login address: when the heartbeat had already
 * opened the login screen, its form can stay drawn for a moment after `goto` until the app draws the route's gate.
 * Stop 45's CI and one full run of stop 49 failed while filling a form the route's gate had replaced (the page
 * ended at the route, showing the gate); neither was reproduced with this file alone, and the cause was not found.
 * logInThroughPrompt therefore opens the prompt a second time when the first try's form goes away.
 */
async function signInAgain(target: Page, route: string, ready: string): Promise<void> {
  try {
    await logInThroughPrompt(target, route, ready);
  } catch (error) {
    // What the page shows says which way the session ended, should this fail again.
    const shows = (await target.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 400);
    throw new Error(`signing in again failed at ${target.url()}, showing: ${shows}`, { cause: error });
  }
}

/** Tries of the prompt: the second covers a login form the app replaced by the route's gate while it was filled. */
const promptAttemptsMax = 2;

async function logInThroughPrompt(target: Page, route: string, ready: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await fillLoginPrompt(target, route);
      break;
    } catch (error) {
      // The form went away before it took the login (see signInAgain): open the prompt again, as a reader would.
      if (attempt >= promptAttemptsMax) throw error;
    }
  }
  await target.waitForURL((address) => address.hash.startsWith(`#${route}`));
  await target.locator(ready).first().waitFor();
}

/** How long one try waits for the form it saw to take the login. */
const promptFillTimeoutMs = 10_000;

async function fillLoginPrompt(target: Page, route: string): Promise<void> {
  await target.goto(url(route));
  const form = target.locator('#login-email');
  const gate = target.getByTestId('login-required');
  const hash = () => new URL(target.url()).hash;
  const shown = async (): Promise<'form' | 'gate' | undefined> => {
    if (hash().startsWith('#/login') && (await form.isVisible())) return 'form';
    if (hash().startsWith(`#${route}`) && (await gate.isVisible())) return 'gate';
    return undefined;
  };
  await expect.poll(shown, { timeout: 15_000 }).toBeDefined();
  if ((await shown()) === 'gate') {
    await gate.locator(`a[href^="#/login"]`).click();
    await target.waitForURL((address) => address.hash.startsWith('#/login'));
  }
  await form.fill(demoAccount.email, { timeout: promptFillTimeoutMs });
  await target.locator('#login-password').fill(demoAccount.password, { timeout: promptFillTimeoutMs });
  await target.locator('form button[type="submit"]').click({ timeout: promptFillTimeoutMs });
}

/** A figure as the screen shows it ("1,234.56789012 CS"), back to a decimal string. */
async function shownDecimal(target: Page, testId: string): Promise<DecimalString> {
  const text = ((await target.getByTestId(testId).textContent()) ?? '').replace(/[^\d.]/g, '');
  const parsed = parseDecimal(text, { scaleMax: 8 });
  if (!parsed.ok) throw new Error(`"${testId}" shows no decimal: ${text}`);
  return parsed.value;
}

/**
 * Checks a record's allocation arithmetic on the server's exact figures and that the screen shows each of them as
 * the number-format policy writes it (USDT with 2 places, the coin up to 8, the ratio as a percentage with 2): paid
 * is allocated × price rounded up to 8 places, refunded is cost − paid, and allocated is requested × ratio.
 */
async function expectRecordArithmetic(target: Page, item: Subscription, price: DecimalString) {
  const id = item.id;
  const exact = (value: string | null) => value as DecimalString;
  const [requested, cost, allocated, paid, refunded] = [
    item.requested,
    item.cost,
    item.allocated,
    item.paid,
    item.refunded,
  ].map(exact) as [DecimalString, DecimalString, DecimalString, DecimalString, DecimalString];
  expect(compare(cost, mul(requested, price, { scale: 8, rounding: 'up' }))).toBe(0);
  expect(compare(paid, mul(allocated, price, { scale: 8, rounding: 'up' }))).toBe(0);
  expect(compare(refunded, sub(cost, paid))).toBe(0);
  // The ratio shown is a truncated percentage: requested × ratio% ≤ allocated × 100 < requested × (ratio% + 0.01).
  const ratioShown = percentFigure(
    mul(exact(item.ratio), '100' as DecimalString, { scale: 8, rounding: 'down' }),
  );
  const hundred = '100' as DecimalString;
  const fromRatio = mul(requested, ratioShown as DecimalString, { scale: 8, rounding: 'down' });
  const allocatedPercent = mul(allocated, hundred, { scale: 8, rounding: 'down' });
  expect(compare(fromRatio, allocatedPercent)).toBeLessThanOrEqual(0);
  const nextStep = mul(requested, sub(ratioShown as DecimalString, '-0.01' as DecimalString), {
    scale: 8,
    rounding: 'up',
  });
  expect(compare(allocatedPercent, nextStep)).toBeLessThan(0);
  const shown = async (key: string) => target.getByTestId(`lp-record-${id}-${key}`).textContent();
  expect(await shown('requested')).toBe(`${amountText(requested, item.coin)} ${item.coin}`);
  expect(await shown('cost')).toBe(`${amountText(cost, 'USDT')} USDT`);
  expect(await shown('allocated')).toBe(`${amountText(allocated, item.coin)} ${item.coin}`);
  expect(await shown('ratio')).toBe(`${ratioShown}%`);
  expect(await shown('paid')).toBe(`${amountText(paid, 'USDT')} USDT`);
  expect(await shown('refunded')).toBe(`${amountText(refunded, 'USDT')} USDT`);
  return { requested, cost, allocated, paid, refunded, ratioPercent: await shown('ratio') };
}

/** Creates an oversubscribed-to-be sale (NOVA) through the operator CLI, joining now and ending with CS. */
async function createNovaListing(startsAt: number, endsAt: number): Promise<void> {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrel-e2e-lp-'));
  const file = path.join(tmpDir, 'nova.json');
  const listing = {
    coin: 'NOVA',
    name: 'Nova Ledger',
    issuedAmount: '100000',
    offeredAmount: '1000',
    price: '0.07',
    minPurchase: '10',
    purchaseLimit: '2000',
    lockupDays: 7,
    startsAt,
    endsAt,
    whitePaper: '',
    intro: { 'en-US': 'Nova Ledger is a small sale the end-to-end spec oversubscribes.' },
  };
  fs.writeFileSync(file, JSON.stringify(listing));
  await runOpsAsync(target, 'listings', 'create', file);
}

async function join(token: string, id: string, amount: string, tradePassword: string): Promise<void> {
  const joined = await postMain(launchpadPaths.join, { id, amount, tradePassword }, token, target);
  if (joined.code !== 1) throw new Error(`join failed: ${joined.msg}`);
}

beforeAll(async () => {
  server = await startServerProcess({}, { shiftableClock: true });
  target = { baseUrl: server.baseUrl, dataDir: server.dataDir };
  const all = await listings();
  const cs = all.find((listing) => listing.coin === 'CS')!;
  csId = cs.id;
  await createNovaListing(cs.serverTime - marginMs, cs.endsAt);
  novaId = (await listings()).find((listing) => listing.coin === 'NOVA')!.id;
  browser = await launchBrowser();
  context = await newPhoneContext(browser, 'en-US', phonePixelRatio);
  page = await context.newPage();
  problems = watchPageProblems(page);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  const exitCode = await server?.stop();
  expect(exitCode).toBe(0);
});

describe('joining a sale', () => {
  it('follows Home to the new coins and the joining CS sale', async () => {
    await signIn(page, '/home', 'a[href="#/home/new"]');
    await page.locator('a[href="#/home/new"]').click();
    await page.getByTestId('lp-list-screen').waitFor();
    await page.getByTestId(`lp-listing-${csId}`).waitFor();
    expect(await page.getByTestId(`lp-state-${csId}`).textContent()).toBe(catalogMessage('en-US', 'Joining'));
    expect(await page.getByTestId(`lp-countdown-${csId}`).textContent()).toMatch(/\d/);
    await saveScreenshot(page, 'launchpad-list-en-US');
    await page.getByTestId(`lp-listing-${csId}`).click();
    await page.getByTestId('lp-detail-screen').waitFor();
    expect(await page.getByTestId('lp-intro').textContent()).toContain('CloudStream');
    expect(await page.getByTestId('lp-fact-lockup').textContent()).toMatch(/7/);
    await saveScreenshot(page, 'launchpad-detail-en-US');
  });

  it('reads the white paper drawn by pdf.js', async () => {
    await page.locator('a[href^="#/home/wbook"]').click();
    await page.getByTestId('lp-wbook-screen').waitFor();
    const canvas = page.getByTestId('lp-pdf-pages').locator('canvas').first();
    await canvas.waitFor();
    // Drawn means pixels other than the blank page: count the dark ones the text leaves.
    const inked = () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        if (element.width === 0 || element.height === 0) return 0;
        const data = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
        let dark = 0;
        for (let index = 0; index < data.length; index += 4) if (data[index]! < 128) dark += 1;
        return dark;
      });
    await expect.poll(inked, { timeout: 15_000 }).toBeGreaterThan(100);
    expect(await canvas.isVisible()).toBe(true);
    expect(await page.getByTestId('lp-pdf-count').textContent()).toMatch(/\d+ pages?/);
    await saveScreenshot(page, 'launchpad-wbook-en-US');
  });

  it('joins with an amount and the trade password', async () => {
    // The join request is held until the pending label has been seen, so the spec sees it however fast the server.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/launchpad/join', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url(`/home/detail?id=${csId}`));
    await page.getByTestId('lp-join').click();
    await page.getByTestId('lp-join-screen').waitFor();
    await page.getByTestId('lp-join-amount').fill(joinAmount);
    await page
      .getByTestId('lp-join-cost')
      .filter({ hasText: amountText(expectedCost, 'USDT') })
      .waitFor();
    await page.getByTestId('lp-join-password').fill(demoTradePassword);
    await saveScreenshot(page, 'launchpad-join-en-US');
    await page.getByTestId('lp-join-submit').click();
    await page
      .getByTestId('lp-join-submit')
      .filter({ hasText: catalogMessage('en-US', 'Subscription in progress...') })
      .waitFor();
    release();
    await page.getByTestId('toast').filter({ hasText: 'Subscription submitted' }).waitFor();
    await page.unroute('**/launchpad/join');
    await page.getByTestId('lp-records-screen').waitFor();
    const token = await apiLogin(demoAccount);
    const mine = (await records(token)).find((item) => item.listingId === csId)!;
    expect(mine).toMatchObject({ requested: joinAmount, status: 0, allocated: null });
    expect(compare(mine.cost as DecimalString, expectedCost as DecimalString)).toBe(0);
    const row = page.getByTestId(`lp-record-${mine.id}`);
    await row.waitFor();
    expect(await shownDecimal(page, `lp-record-${mine.id}-requested`)).toBe(joinAmount);
    expect(await page.getByTestId(`lp-record-${mine.id}-cost`).textContent()).toBe(
      `${amountText(expectedCost, 'USDT')} USDT`,
    );
    await saveScreenshot(page, 'launchpad-record-joined-en-US');
  });

  it('has a second joiner oversubscribe NOVA beside the demo user', async () => {
    const demoToken = await apiLogin(demoAccount);
    await join(demoToken, novaId, '1500', demoTradePassword);
    const other = await registerFundedAccount(target);
    const otherToken = await apiLogin(other);
    const set = await postMain(
      userPaths.setTransactionPwd,
      { assetsPwd: '135790', confirmPwd: '135790', password: other.password, oldAssetsPwd: '' },
      otherToken,
      target,
    );
    expect(set.code).toBe(1);
    await join(otherToken, novaId, '700', '135790');
    const nova = (await listings()).find((listing) => listing.id === novaId)!;
    expect(compare(nova.subscribedAmount as DecimalString, nova.offeredAmount as DecimalString)).toBe(1);
  });

  it('shows the join screens in Chinese, and the list in Korean and Japanese', async () => {
    for (const locale of ['zh-CN', 'ko-KR', 'ja-JP']) {
      const localized = await newPhoneContext(browser, locale, phonePixelRatio);
      await localized.addInitScript((lang) => window.localStorage.setItem('petrel.lang', lang), locale);
      const target = await localized.newPage();
      await signIn(target, '/home/new', `[data-testid="lp-listing-${csId}"]`);
      expect(shownText(await target.getByTestId(`lp-state-${csId}`).textContent())).toBe(
        catalogMessage(locale, 'Joining'),
      );
      await saveScreenshot(target, `launchpad-list-${locale}`);
      if (locale === 'zh-CN') {
        await target.goto(url(`/home/detail?id=${csId}`));
        await target.getByTestId('lp-intro').filter({ hasText: '去中心化' }).waitFor();
        await saveScreenshot(target, `launchpad-detail-${locale}`);
        await target.goto(url(`/home/join?id=${csId}`));
        await target.getByTestId('lp-join-amount').fill('100');
        await target.getByTestId('lp-join-cost').filter({ hasText: '5' }).waitFor();
        await saveScreenshot(target, `launchpad-join-${locale}`);
        await target.goto(url(`/home/wbook?id=${csId}`));
        await target.getByTestId('lp-pdf-pages').locator('canvas').first().waitFor();
        await target.getByTestId('lp-pdf-count').filter({ hasText: /\d/ }).waitFor();
        await saveScreenshot(target, `launchpad-wbook-${locale}`);
      }
      await localized.close();
    }
  });
});

describe('allocation and release', () => {
  let allocatedCs: Subscription;

  it('allocates when the sale ends, with the arithmetic on the record', async () => {
    const cs = (await listings()).find((listing) => listing.id === csId)!;
    await advanceServerTo(cs.endsAt + marginMs);
    const token = await apiLogin(demoAccount);
    await expect
      .poll(async () => (await records(token)).every((item) => item.allocated !== null), {
        timeout: engineWaitMs,
      })
      .toBe(true);
    const mine = await records(token);
    allocatedCs = mine.find((item) => item.listingId === csId)!;
    const nova = mine.find((item) => item.listingId === novaId)!;
    await page.goto(url('/home/record'));
    await page.getByTestId(`lp-record-${allocatedCs.id}-allocated`).waitFor();
    // Undersubscribed: everything asked for, nothing refunded.
    const csShown = await expectRecordArithmetic(page, allocatedCs, '0.05' as DecimalString);
    expect(csShown.allocated).toBe(joinAmount);
    expect(csShown.ratioPercent).toBe('100.00%');
    expect(isZero(csShown.refunded)).toBe(true);
    // Oversubscribed 2,200 for 1,000: the demo user gets 1500 × 1000 ÷ 2200 rounded down, the rest refunded.
    const novaShown = await expectRecordArithmetic(page, nova, '0.07' as DecimalString);
    expect(novaShown.allocated).toBe('681.81818181');
    expect(novaShown.ratioPercent).toBe('45.45%');
    expect(novaShown.paid).toBe('47.72727273');
    expect(novaShown.refunded).toBe('57.27272727');
    await page.getByTestId(`lp-record-${allocatedCs.id}`).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'launchpad-record-en-US');
  });

  it('shows the coin frozen in assets with its release date', async () => {
    await page.goto(url('/account/assert/1'));
    const row = page.getByTestId('asset-CS');
    // The device's local time, as the page has it (the same policy, run in the browser's time zone).
    const releaseDate = await page.evaluate((ms) => {
      const pad = (value: number) => String(value).padStart(2, '0');
      const d = new Date(ms);
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    }, allocatedCs.releaseAt!);
    const lock = row.getByTestId('asset-locks');
    await lock.waitFor();
    expect(await lock.textContent()).toBe(`1,234.56789012 CS locked until ${releaseDate}`);
    expect(await shownDecimal(page, 'asset-CS-available')).toBe('0');
    await row.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'launchpad-assets-locked-en-US');
  });

  it('shows the records and locked assets in Chinese', async () => {
    const localized = await newPhoneContext(browser, 'zh-CN', phonePixelRatio);
    await localized.addInitScript(() => window.localStorage.setItem('petrel.lang', 'zh-CN'));
    const target = await localized.newPage();
    await signIn(target, '/home/record', `[data-testid="lp-record-${allocatedCs.id}-allocated"]`);
    await saveScreenshot(target, 'launchpad-record-zh-CN');
    await target.goto(url('/account/assert/1'));
    await target.getByTestId('asset-CS').getByTestId('asset-locks').waitFor();
    await target.getByTestId('asset-CS').scrollIntoViewIfNeeded();
    await saveScreenshot(target, 'launchpad-assets-locked-zh-CN');
    await localized.close();
  });

  it('releases the coin once the lock-up has passed', async () => {
    await advanceServerTo(allocatedCs.releaseAt! + idleMarginMs);
    const token = await apiLogin(demoAccount);
    await expect
      .poll(async () => (await records(token)).find((item) => item.id === allocatedCs.id)?.releasedAt, {
        timeout: engineWaitMs,
      })
      .toBeTypeOf('number');
    const assets = await postMain<AssetList>(walletPaths.assets, { type: '1' }, token, target);
    expect(assets.data.list.find((entry) => entry.currencyName === 'CS')?.locks ?? []).toEqual([]);
    // The browser's session idled out over the 7 days: the app asks for a login again.
    await signInAgain(page, '/account/assert/1', '[data-testid="asset-CS"]');
    await expect.poll(() => shownDecimal(page, 'asset-CS-available'), { timeout: 10_000 }).toBe(joinAmount);
    expect(await page.getByTestId('asset-CS').getByTestId('asset-locks').count()).toBe(0);
    await page.getByTestId('asset-CS').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'launchpad-assets-released-en-US');
    await page.goto(url('/home/record'));
    await page.getByTestId(`lp-record-${allocatedCs.id}-release`).waitFor();
    expect(await page.getByTestId(`lp-record-${allocatedCs.id}-status`).textContent()).toBe(
      catalogMessage('en-US', 'Released'),
    );
  });

  it('ran without page errors', () => {
    expect(problems).toEqual([]);
  });
});
