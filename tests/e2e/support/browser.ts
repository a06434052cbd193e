/** One Chromium per spec file, phone-sized pages, and screenshots saved under tests/e2e/screenshots. */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions, testChromiumPath } from './chromium';
import { workerServer } from './worker-server';

export const phoneViewport = { width: 390, height: 844 };
export const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

/** The app at `route` on this worker's server, or on `baseUrl` when a spec started its own. */
export function appUrl(route = '/home', baseUrl: string = workerServer().baseUrl): string {
  return `${baseUrl}/mobile/#${route}`;
}

/** The test browser (chromium.ts), or the Chromium at `executablePath`. */
export async function launchBrowser(executablePath: string = testChromiumPath): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(executablePath));
}

/**
 * A phone's pixel ratio, for the specs that read what a canvas drew (the chart's candles, the poster's QR code, a
 * PDF page), map touches onto the chart's canvas, or measure layout shifts: they run at 2, as a phone does.
 */
export const phonePixelRatio = 2;

/**
 * A phone-sized page in `locale`. At pixel ratio 1 unless a spec asks for the phone's: Chromium has no GPU here and
 * rasters every frame on the CPU, and at 2 that is four times the pixels for the same CSS layout. Measured on two
 * cores (languages and trading specs, run one after the other at each ratio): 68 s at 2 against 60 s at 1, the
 * renderer's CPU 43 s against 38 s.
 */
export async function newPhoneContext(
  browser: Browser,
  locale = 'en-US',
  pixelRatio: 1 | typeof phonePixelRatio = 1,
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: phoneViewport,
    deviceScaleFactor: pixelRatio,
    locale,
    isMobile: true,
    hasTouch: true,
  });
}

/** Opens a route with a stored language, as a returning user would have it. */
export async function openWithLanguage(
  context: BrowserContext,
  language: string,
  route = '/home',
): Promise<Page> {
  await context.addInitScript((lang) => window.localStorage.setItem('petrel.lang', lang), language);
  const page = await context.newPage();
  await page.goto(appUrl(route));
  return page;
}

/** A screenshot of the page as it rests: running CSS animations (a sheet rising, a toast fading) are finished first. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), animations: 'disabled' });
}

/** Collects CSP violations, uncaught errors and messages Lingui could not find, so a spec can assert a page ran clean. */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      problems.push(`csp: ${message.text()}`);
    }
    // Lingui met a message no loaded catalog holds (asked for before its catalog part loaded): shown in English.
    if (message.text().startsWith('Uncompiled message detected')) {
      problems.push(
        `uncompiled message: ${message
          .text()
          .split('\n')
          .find((line) => line.startsWith('> '))}`,
      );
    }
  });
  return problems;
}

/** Logs in through the app's own form, as a user does, and waits until the app has left /login. */
export async function logInWithForm(
  page: Page,
  account: { email: string; password: string },
  loginRoute = '/login',
): Promise<void> {
  await page.goto(appUrl(loginRoute));
  await page.locator('#login-email').fill(account.email);
  await page.locator('#login-password').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
}
