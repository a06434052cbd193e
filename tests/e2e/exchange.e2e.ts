// Proves flash exchange and bank cards end to end at 390×844: from the Assets tab a funded user swaps USDT → BTC at
// a live quote (rate, fee, receive and a countdown), the coin balances (Assets tab and exchange screen) and the
// exchange record show exactly what was paid and received; then, from the contract account, adds a bank card
// (grouped while typing), sees it masked, and deletes it after confirming. Both screens fit the phone at twice the
// text size, name every control, and are captured in English and Japanese.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletPaths } from '../../src/common/api-paths';
import { add, parseDecimal, type DecimalString } from '../../src/common/decimal';
import { assetRecordTypes, type AssetRecordPage } from '../../src/common/wallet-types';
import { postMain, registerFundedAccount } from './support/accounts';
import { appUrl, launchBrowser, newPhoneContext, openWithLanguage, saveScreenshot } from './support/browser';
import { shownText } from '../support/shown-text';

/** A 19-digit number that passes the Luhn check. */
const cardNumber = '6222021234567890128';

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** A fresh account with the demo's opening balances, so no other spec's movements change what this one sees. */
let account: { email: string; password: string };

async function logIn(target: Page, route: string): Promise<void> {
  await target.locator('#login-email').fill(account.email);
  await target.locator('#login-password').fill(account.password);
  await target.locator('form button[type="submit"]').click();
  await target.waitForURL(new RegExp(`#${route.replace(/\//g, '\\/')}$`));
}

async function openLoggedIn(target: Page, route: string): Promise<void> {
  await target.goto(appUrl(`/login?redirect=${encodeURIComponent(route)}`));
  await logIn(target, route);
}

const sessionToken = (target: Page) =>
  target.evaluate(() => window.localStorage.getItem('petrel.userToken') ?? '');

/** A decimal as the server may write it ("9900.00000000") in canonical form ("9900"), to compare exactly. */
function canonical(text: string): string {
  const parsed = parseDecimal(text, { scaleMax: 64 });
  return parsed.ok ? parsed.value : `not a decimal: ${text}`;
}

/** The "Available" line's amount, for the coin chosen in "From". */
async function available(target: Page): Promise<string> {
  const text = (await target.getByTestId('exchange-available').textContent()) ?? '';
  return canonical(text.match(/([\d.,]+) [A-Z]+$/)?.[1]?.replace(/,/g, '') ?? '');
}

/** With the page zoomed to 200 %, nothing may stick out sideways (a phone user with large text). */
async function fitsAtDoubleTextSize(target: Page): Promise<boolean> {
  const fits = await target.evaluate(async () => {
    document.documentElement.style.setProperty('zoom', '2');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth <= root.clientWidth + 1;
  });
  await target.evaluate(() => document.documentElement.style.removeProperty('zoom'));
  return fits;
}

/** Buttons, inputs and selects on screen that a screen reader could not name (no label, aria-label or text). */
function unnamedControls(target: Page): Promise<string[]> {
  return target.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main input, main select')]
      .filter((control) => {
        const labelled = 'labels' in control && (control as HTMLInputElement).labels?.length;
        const named = control.getAttribute('aria-label') || control.getAttribute('aria-labelledby');
        return !labelled && !named && !control.textContent?.trim();
      })
      .map((control) => control.outerHTML.slice(0, 80)),
  );
}

beforeAll(async () => {
  account = await registerFundedAccount();
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

describe('flash exchange', () => {
  let receive = '';

  it('opens from the Assets tab and quotes USDT → BTC live, with rate, fee, receive and a countdown', async () => {
    await openLoggedIn(page, '/account/assert/1');
    await page.getByTestId('asset-action-exchange').click();
    await page.waitForURL(/#\/assert\/exchange$/);
    await page.getByTestId('exchange-available').waitFor();
    expect(await available(page)).toBe('10000');
    await page.getByLabel('Amount of USDT to exchange').fill('100');
    const receiveCell = page.getByTestId('exchange-receive');
    await receiveCell.waitFor();
    receive = ((await receiveCell.textContent()) ?? '').replace(/ BTC$/, '');
    expect(receive).toMatch(/^\d+(\.\d{1,8})?$/);
    expect(await page.getByTestId('exchange-rate').textContent()).toMatch(/^1 USDT = [\d.]+ BTC$/);
    expect(await page.getByTestId('exchange-fee').textContent()).toMatch(/^[\d.]+ BTC$/);
    expect(await page.getByTestId('exchange-countdown').textContent()).toMatch(/^Valid for \d+ s$/);
    await saveScreenshot(page, 'en-US-exchange-quote');
    expect(await fitsAtDoubleTextSize(page)).toBe(true);
    expect(await unnamedControls(page)).toEqual([]);
  });

  it('confirms with an Idempotency-Key, says what was exchanged and lands on the records', async () => {
    const submitted = page.waitForResponse((response) => response.url().endsWith('/wallet/exchange/submit'));
    await page.getByTestId('exchange-submit').click();
    const answer = await submitted;
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    // The quote on screen may have been replaced by a fresher one just before the tap: the receipt says what ran.
    const body = (await answer.json()) as { code: number; data: { amount: string; receive: string } };
    expect(body.code).toBe(1);
    expect(canonical(body.data.amount)).toBe('100');
    receive = canonical(body.data.receive);
    await page
      .locator('[data-testid="toast"].toast--success')
      .filter({ hasText: 'Exchanged 100.00 USDT for' })
      .waitFor();
    await page.waitForURL(/#\/assert\/record$/);
  });

  it('lists the exchange in the records with what was paid and received', async () => {
    const row = page.locator('[data-testid^="record-"]').filter({ hasText: 'USDT' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain(`${receive} BTC`);
    const records = await postMain<AssetRecordPage>(
      walletPaths.assetsRecord,
      { tradeType: String(assetRecordTypes.exchange), pageNo: '1', pageSize: '10' },
      await sessionToken(page),
    );
    expect(records.code).toBe(1);
    const [record] = records.data.list;
    expect(record).toMatchObject({
      tradeType: assetRecordTypes.exchange,
      currency: 'USDT',
      toCurrency: 'BTC',
    });
    expect(canonical(record!.amount)).toBe('100');
    expect(canonical(record!.toAmount!)).toBe(receive);
  });

  it('shows the new coin balances on the Assets tab and on the exchange screen', async () => {
    await page.goto(appUrl('/account/assert/1'));
    const assetAvailable = async (currency: string) =>
      canonical(
        ((await page.getByTestId(`asset-${currency}-available`).textContent()) ?? '').replace(/,/g, ''),
      );
    await page.getByTestId('asset-USDT-available').waitFor();
    await expect.poll(() => assetAvailable('USDT')).toBe('9900');
    await expect
      .poll(() => assetAvailable('BTC'))
      .toBe(add('0.5' as DecimalString, receive as DecimalString));
    await page.goto(appUrl('/assert/exchange'));
    await page.getByTestId('exchange-available').waitFor();
    await expect.poll(() => available(page)).toBe('9900');
    await page.getByLabel('From').selectOption('BTC');
    await expect.poll(() => available(page)).toBe(add('0.5' as DecimalString, receive as DecimalString));
  });
});

describe('bank cards', () => {
  it('opens from the contract account, starts empty, adds a card grouped while typing, and lists it masked', async () => {
    await page.goto(appUrl('/account/assert/2'));
    await page.getByTestId('asset-action-bank-cards').click();
    await page.waitForURL(/#\/assert\/bankcards$/);
    await page.getByText('No bank cards yet', { exact: false }).waitFor();
    await page.getByTestId('bank-card-add').click();
    await page.waitForURL(/#\/assert\/bankcards\/add$/);
    await page.getByLabel('Bank name').fill('China Merchants Bank');
    await page.getByLabel('Card holder').fill('Demo User');
    const number = page.getByLabel('Card number');
    await number.pressSequentially(cardNumber);
    expect(await number.inputValue()).toBe('6222 0212 3456 7890 128');
    expect(await page.getByTestId('card-number-note').getAttribute('data-status')).toBe('valid');
    await saveScreenshot(page, 'en-US-bank-card-add');
    expect(await fitsAtDoubleTextSize(page)).toBe(true);
    expect(await unnamedControls(page)).toEqual([]);
    await page.getByTestId('bank-card-submit').click();
    await page.waitForURL(/#\/assert\/bankcards$/);
    const masked = page.getByTestId('bank-card-masked');
    await masked.waitFor();
    expect(await masked.textContent()).toBe('6222 **** **** 0128');
    expect(await page.getByTestId('bank-card-list').textContent()).not.toContain(cardNumber);
    await saveScreenshot(page, 'en-US-bank-cards');
    expect(await fitsAtDoubleTextSize(page)).toBe(true);
  });

  it('deletes the card only after confirming', async () => {
    await page.getByTestId('bank-card-delete').click();
    await page.getByTestId('bank-card-delete-confirm').waitFor();
    await saveScreenshot(page, 'en-US-bank-card-delete');
    expect(await unnamedControls(page)).toEqual([]);
    await page.getByTestId('bank-card-delete-confirm').click();
    await page.getByText('No bank cards yet', { exact: false }).waitFor();
    expect(await page.getByTestId('bank-card-masked').count()).toBe(0);
  });
});

describe('in Japanese', () => {
  it('shows the exchange quote and the add-card form translated', async () => {
    const japanese = await newPhoneContext(browser, 'ja-JP');
    const jaPage = await openWithLanguage(japanese, 'ja-JP', '/login?redirect=%2Fassert%2Fexchange');
    await logIn(jaPage, '/assert/exchange');
    await jaPage.getByRole('heading', { level: 1, name: 'クイック両替' }).waitFor();
    await jaPage.getByLabel('両替する USDT の数量').fill('250');
    await jaPage.getByTestId('exchange-receive').waitFor();
    expect(shownText(await jaPage.getByTestId('exchange-countdown').textContent())).toMatch(
      /^有効期限 残り \d+ 秒$/,
    );
    await saveScreenshot(jaPage, 'ja-JP-exchange-quote');
    expect(await fitsAtDoubleTextSize(jaPage)).toBe(true);
    await jaPage.goto(appUrl('/assert/bankcards/add'));
    await jaPage.getByLabel('カード番号').pressSequentially('4111111111111112');
    expect(shownText(await jaPage.getByTestId('card-number-note').textContent())).toContain(
      'チェックディジットがまだ一致しません',
    );
    await saveScreenshot(jaPage, 'ja-JP-bank-card-add');
    expect(await fitsAtDoubleTextSize(jaPage)).toBe(true);
    await japanese.close();
  });
});
