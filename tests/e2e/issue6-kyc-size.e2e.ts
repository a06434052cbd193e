// Proves the KYC size refusal survives Submit (issue 6): a fresh account picks an ID photo over 5 MB on /me/verify, is told that photo is too large, presses Submit, and the refusal is still the one shown, not replaced by "please upload".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadBytesMax } from '../../src/common/user-types';
import { registerFreshAccount } from './support/accounts';
import { appUrl, launchBrowser, newPhoneContext, saveScreenshot } from './support/browser';
import { idCardPng, noisePng } from './support/png';

let browser: Browser;
let page: Page;
let photoDir: string;

beforeAll(async () => {
  const account = await registerFreshAccount();
  browser = await launchBrowser();
  page = await (await newPhoneContext(browser)).newPage();
  photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrel-e2e-kyc-size-'));
  await page.goto(appUrl(`/login?redirect=${encodeURIComponent('/me/verify')}`));
  await page.locator('#login-email').fill(account.email);
  await page.locator('#login-password').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/#\/me\/verify$/);
});
afterAll(async () => {
  await browser?.close();
  if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
});

describe('an ID photo over the upload limit', () => {
  const refusal = () => page.locator('#kyc-front-error');

  it('is refused as soon as it is picked, naming the photo and the limit', async () => {
    const large = path.join(photoDir, 'id-front-large.png');
    fs.writeFileSync(large, noisePng(uploadBytesMax + 1));
    expect(fs.statSync(large).size).toBeGreaterThan(uploadBytesMax);
    const back = path.join(photoDir, 'id-back.png');
    fs.writeFileSync(back, idCardPng('back'));

    await page.getByTestId('kyc-form').waitFor();
    await page.locator('#kyc-real-name').fill('Ada Lovelace');
    await page.locator('#kyc-id-number').fill('K1234567890');
    await page.getByTestId('kyc-front').setInputFiles(large);
    await page.getByTestId('kyc-back').setInputFiles(back);

    await refusal().waitFor();
    await saveScreenshot(page, 'issue6-kyc-size-refused');
    const refused = (await refusal().textContent()) ?? '';
    expect(refused).toContain('5 MB');
    expect(refused).toMatch(/ID front/i);
  });

  it('keeps the refusal after Submit, sends nothing, and never says "please upload"', async () => {
    const refused = (await refusal().textContent()) ?? '';
    expect(refused).toContain('5 MB');
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/user/kyc/submit')) submits.push(request.url());
    });
    await page.getByTestId('kyc-submit').click();
    // Submit re-validates the form on the spot; two frames later React has drawn whatever it decided.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await saveScreenshot(page, 'issue6-kyc-size-after-submit');
    expect(await refusal().textContent()).toBe(refused);
    expect(await page.getByText(/please upload/i).count()).toBe(0);
    expect(submits).toEqual([]);
  });
});
