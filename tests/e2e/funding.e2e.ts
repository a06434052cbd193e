// Proves money in and out end to end at 390×844 for the demo user (KYC-verified, 10000 USDT): a deposit with a proof (cleaned of its EXIF in the browser) that the operator approves with the CLI raises the balance; an address added to the book; a withdrawal with the trade password freezes the amount, and the operator's rejection gives it back with the reason in the records. Also screenshots in en-US, ko-KR and offline.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, compare, sub, type DecimalString } from '../../src/common/decimal';
import { amountText } from '../../src/common/number-format';
import { demoAccount, runOps, sharedServer } from './support/accounts';
import { appUrl, launchBrowser, newPhoneContext, saveScreenshot } from './support/browser';

/** The demo account's trade password (src/server/modules/demo/demo-seed.ts). */
const demoTradePassword = '246810';
/** Amounts unique to this run, so the operator's queue entry is found by them even if other runs left some. */
const runCents = String(Date.now() % 100).padStart(2, '0');
const depositAmount = `23.${runCents}` as DecimalString;
const withdrawAmount = `15.${runCents}` as DecimalString;
const rejectReason = 'Destination address failed the compliance check';
/** A valid TRC20 address that is not the platform's own. */
const withdrawAddress = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
/** Text hidden in the proof's metadata: none of it may reach the server. */
const metadataMarker = 'petrel-secret-gps-51.5007N-0.1246W';

let browser: Browser;
let context: BrowserContext;
let page: Page;

interface QueueEntry {
  id: number | string;
  email: string;
  amount: string;
}

/** The operator API's review queue (`deposits` or `withdrawals`), read with the operator token as `ops` does. */
async function pendingId(kind: 'deposits' | 'withdrawals', amount: DecimalString): Promise<string> {
  const token = fs.readFileSync(path.join(sharedServer().dataDir, 'operator-token'), 'utf8').trim();
  const response = await fetch(`${sharedServer().baseUrl}/admin/${kind}?status=0&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: QueueEntry[] };
  const entry = data.find(
    (candidate) =>
      candidate.email === demoAccount.email && compare(candidate.amount as DecimalString, amount) === 0,
  );
  if (!entry) throw new Error(`No pending ${kind} entry of ${amount} for the demo user.`);
  return String(entry.id);
}

/**
 * A JPEG drawn by the browser, with an EXIF block and a comment carrying `metadataMarker` put in after the start
 * marker, as a phone's screenshot or photo would carry its metadata.
 */
async function jpegWithMetadata(): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 1000;
    const context2d = canvas.getContext('2d')!;
    context2d.fillStyle = '#f4f6fa';
    context2d.fillRect(0, 0, 600, 1000);
    context2d.fillStyle = '#1d2436';
    context2d.font = '40px sans-serif';
    context2d.fillText('Sent 23 USDT (TRC20)', 40, 200);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  const jpeg = Buffer.from(dataUrl.split(',')[1]!, 'base64');
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt16BE(marker, 0);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  // Exif header, a big-endian TIFF header and an empty first directory.
  const exif = Buffer.concat([
    Buffer.from('Exif\0\0', 'latin1'),
    Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
    Buffer.from(metadataMarker, 'latin1'),
  ]);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    segment(0xffe1, exif),
    segment(0xfffe, Buffer.from(metadataMarker, 'latin1')),
    jpeg.subarray(2),
  ]);
}

/** The coin account's available USDT, as the withdrawal form shows it; waits until it equals `expected` if given. */
async function availableUsdt(expected?: DecimalString): Promise<DecimalString> {
  await page.goto(appUrl('/assert/withdrawel?currency=USDT'));
  const hint = page.getByTestId('withdraw-available');
  const read = async () =>
    ((await hint.textContent()) ?? '').match(/([\d,.]+)\s*USDT/)?.[1]?.replaceAll(',', '') as DecimalString;
  await hint.filter({ hasText: /\d/ }).waitFor();
  if (expected !== undefined) {
    await expect.poll(async () => compare(await read(), expected), { timeout: 10_000 }).toBe(0);
  }
  return read();
}

/**
 * The deposit's or withdrawal's row of /assert/record (the Assets feature's records) with this amount, waited for in
 * the given state. Only a row of that kind: an approved deposit also lists its ledger credit, of the same amount and
 * always finished, which must not stand in for the deposit's own row.
 */
async function expectRecord(
  source: 'deposit' | 'withdrawal',
  amount: DecimalString,
  tone: 'pending' | 'ok' | 'bad',
) {
  await page.goto(appUrl('/assert/record'));
  const row = page
    .locator(`li[data-testid^="record-${source}:"]`, { hasText: `${amountText(amount, 'USDT')} USDT` })
    .first();
  await row.locator(`.record-status--${tone}`).waitFor();
  return row;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser);
  page = await context.newPage();
  await page.goto(appUrl(`/login?redirect=${encodeURIComponent('/assert/recharge')}`));
  await page.locator('#login-email').fill(demoAccount.email);
  await page.locator('#login-password').fill(demoAccount.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/#\/assert\/recharge$/);
});
afterAll(async () => {
  await browser?.close();
});

describe('a deposit with a proof', () => {
  let balanceBefore: DecimalString;

  it('shows the platform address, its QR code, the minimum warning and the confirmations', async () => {
    balanceBefore = await availableUsdt();
    await page.goto(appUrl('/assert/recharge?currency=USDT'));
    await page.getByTestId('recharge-form').waitFor();
    expect(await page.getByTestId('recharge-address').textContent()).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await page.getByTestId('recharge-qr').locator('svg').waitFor();
    expect(await page.getByTestId('recharge-minimum').textContent()).toContain(
      'neither recorded nor refunded',
    );
    expect(await page.getByTestId('recharge-confirmations').textContent()).toContain(
      '12 network confirmations',
    );
    await saveScreenshot(page, 'funding-recharge-en-US');
  });

  it('submits with a proof stripped of its metadata and an Idempotency-Key, then says it is reviewing', async () => {
    await page.getByTestId('recharge-amount').fill(depositAmount);
    await page.getByTestId('recharge-proof').setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegWithMetadata(),
    });
    await page.getByTestId('recharge-proof-preview').waitFor();
    const submission = page.waitForRequest((request) => request.url().endsWith('/wallet/recharge/submit'));
    await page.getByTestId('recharge-submit').click();
    const request: Request = await submission;
    expect(request.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    expect(body.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(body.includes(Buffer.from(metadataMarker, 'latin1'))).toBe(false);
    await page.getByTestId('recharge-reviewing').waitFor();
    await saveScreenshot(page, 'funding-recharge-reviewing-en-US');
    await page.getByRole('button', { name: 'View records' }).click();
    await page.waitForURL(/#\/assert\/record$/);
    await expectRecord('deposit', depositAmount, 'pending');
  });

  it('raises the balance and finishes the record once the operator approves it with the CLI', async () => {
    const id = await pendingId('deposits', depositAmount);
    runOps('deposits', 'approve', id);
    await availableUsdt(add(balanceBefore, depositAmount));
    await expectRecord('deposit', depositAmount, 'ok');
    await saveScreenshot(page, 'funding-records-deposit-finished-en-US');
  });
});

describe('the address book', () => {
  it('adds a TRC20 address, refusing an ERC20 one for that network as it is typed', async () => {
    await page.goto(appUrl('/assert/addresslist'));
    await page.getByTestId('address-list-screen').waitFor();
    await page.getByRole('link', { name: 'Add an address' }).first().click();
    await page.getByTestId('address-currency-USDT').click();
    await page.getByTestId('address-form').waitFor();
    await page.getByTestId('address-value').fill('0x852ce2af7baf684216e49ae5d2558974e18b82ab');
    expect(await page.locator('#address-value-error').textContent()).toContain('This is not a TRC20 address');
    await page.getByTestId('address-value').fill(withdrawAddress);
    await page.getByTestId('address-remark').fill('e2e wallet');
    await saveScreenshot(page, 'funding-add-address-en-US');
    await page.getByTestId('address-save').click();
    await page.waitForURL(/#\/assert\/addresslist$/);
    await page.getByText(withdrawAddress).first().waitFor();
    await saveScreenshot(page, 'funding-address-list-en-US');
  });
});

describe('a withdrawal the operator rejects', () => {
  let balanceBefore: DecimalString;

  it('shows the fee and the actual arrival, then freezes the amount on confirming with the trade password', async () => {
    balanceBefore = await availableUsdt();
    await page.getByTestId('withdraw-form').waitFor();
    await page.locator('label', { hasText: withdrawAddress }).first().click();
    await page.getByTestId('withdraw-amount').fill(withdrawAmount);
    const fee = ((await page.getByTestId('withdraw-fee').textContent()) ?? '').split(' ')[0] as DecimalString;
    const arrival = `${amountText(sub(withdrawAmount, fee), 'USDT')} USDT`;
    expect(await page.getByTestId('withdraw-arrival').textContent()).toBe(arrival);
    // The review step comes before the trade password: address, network, amount, fee and what arrives.
    await page.getByTestId('withdraw-next').click();
    await page.getByTestId('withdraw-review').waitFor();
    expect(await page.getByTestId('withdraw-review-address').textContent()).toContain(withdrawAddress);
    expect(await page.getByTestId('withdraw-review-amount').textContent()).toBe(
      `${amountText(withdrawAmount, 'USDT')} USDT`,
    );
    expect(await page.getByTestId('withdraw-review-arrival').textContent()).toBe(arrival);
    await saveScreenshot(page, 'funding-withdraw-review-en-US');
    await page.getByTestId('withdraw-confirm').click();
    await page.getByTestId('withdraw-trade-password').fill(demoTradePassword);
    await saveScreenshot(page, 'funding-withdraw-en-US');
    const submission = page.waitForRequest((request) => request.url().endsWith('/wallet/withdraw/submit'));
    await page.getByTestId('withdraw-submit').click();
    expect((await submission).headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    await page.waitForURL(/#\/assert\/record/);
    await expectRecord('withdrawal', withdrawAmount, 'pending');
    await availableUsdt(sub(balanceBefore, withdrawAmount));
  });

  it('gives the funds back when the operator rejects it, and the record shows the reason', async () => {
    const id = await pendingId('withdrawals', withdrawAmount);
    runOps('withdrawals', 'reject', id, rejectReason);
    await availableUsdt(balanceBefore);
    const row = await expectRecord('withdrawal', withdrawAmount, 'bad');
    expect(await row.getByTestId('record-remark').textContent()).toContain(rejectReason);
    await saveScreenshot(page, 'funding-records-rejected-en-US');
  });
});

describe('other languages and offline', () => {
  it('reads natively in Korean', async () => {
    await page.evaluate(() => window.localStorage.setItem('petrel.lang', 'ko-KR'));
    await page.goto(appUrl('/assert/recharge?currency=USDT'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '입금' }).waitFor();
    await page.getByTestId('recharge-qr').locator('svg').waitFor();
    expect(await page.getByTestId('recharge-minimum').textContent()).toContain('환불되지 않습니다');
    await saveScreenshot(page, 'funding-recharge-ko-KR');
    await page.goto(appUrl('/assert/withdrawel?currency=USDT'));
    await page.getByTestId('withdraw-form').waitFor();
    await saveScreenshot(page, 'funding-withdraw-ko-KR');
    await page.goto(appUrl('/assert/addresslist'));
    await page.getByText(withdrawAddress).first().waitFor();
    await saveScreenshot(page, 'funding-address-list-ko-KR');
    await page.evaluate(() => window.localStorage.setItem('petrel.lang', 'en-US'));
  });

  it('holds at 200 % text size: nothing wider than the screen, in English and Korean', async () => {
    // 200 % of a 390 px phone leaves 195 CSS pixels.
    await page.setViewportSize({ width: 195, height: 422 });
    const screens: ReadonlyArray<readonly [string, string]> = [
      ['/assert/recharge?currency=USDT', '[data-testid="recharge-qr"] svg'],
      ['/assert/withdrawel?currency=USDT', '[data-testid="withdraw-form"]'],
      ['/assert/addresslist', '[data-testid^="address-delete-"]'],
      ['/assert/addresscurrencylist', '[data-testid="address-currency-USDT"]'],
      ['/assert/addaddress?currency=USDT', '[data-testid="address-form"]'],
    ];
    for (const language of ['en-US', 'ko-KR']) {
      await page.evaluate((lang) => window.localStorage.setItem('petrel.lang', lang), language);
      await page.reload();
      for (const [route, ready] of screens) {
        await page.goto(appUrl(route));
        await page.locator(ready).first().waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${language} ${route}`).toBe(0);
      }
    }
    await page.goto(appUrl('/assert/withdrawel?currency=USDT'));
    await page.getByTestId('withdraw-form').waitFor();
    await saveScreenshot(page, 'funding-withdraw-ko-KR-zoom-200');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.localStorage.setItem('petrel.lang', 'en-US'));
  });

  it('disables every submission offline, saying why, and queues nothing', async () => {
    await page.goto(appUrl('/assert/withdrawel?currency=USDT'));
    await page.reload();
    await page.getByTestId('withdraw-form').waitFor();
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.getByTestId('offline-note').waitFor();
    // The form's first step goes on to the review; offline it cannot, so nothing reaches the password step.
    expect(await page.getByTestId('withdraw-next').isDisabled()).toBe(true);
    await saveScreenshot(page, 'funding-withdraw-offline');
    await page.goto(appUrl('/assert/addresslist'));
    await page.getByText(withdrawAddress).first().waitFor();
    expect(
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .isDisabled(),
    ).toBe(true);
    await saveScreenshot(page, 'funding-address-list-offline');
    await page.goto(appUrl('/assert/recharge?currency=USDT'));
    await page.getByTestId('recharge-form').waitFor();
    expect(await page.getByTestId('recharge-submit').isDisabled()).toBe(true);
    await saveScreenshot(page, 'funding-recharge-offline');
    await context.setOffline(false);
  });
});
