// Proves the first data a screen receives moves nothing already drawn (issue 23: CLS 0 on every tab): Market's data-source line, the k-line's 24 h figures replacing their dashes and the order book's refreshes (also on a 360 px phone in Chinese, Japanese and Korean), and, for a signed-in account funded like the demo account the benchmarks use, with no positions, the trade screen's book replacing its placeholders, the timed-order screen's balance and figures, and the Position tab's two lists coming back empty; and Me's profile taking its placeholders' place when nothing of it is saved on the device.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, registerFundedAccount } from './support/accounts';
import { appUrl, launchBrowser, logInWithForm, newPhoneContext, phonePixelRatio } from './support/browser';
import { layoutShiftsAfterTwoFrames, watchLayoutShifts } from './support/layout-shifts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Each element a layout shift moved ("<element …> x a→b, y c→d, w×h→w×h"), without the shifts' values. */
const movedElements = (shifts: readonly string[]) =>
  shifts.flatMap((shift) => shift.slice(shift.indexOf(': ') + 2).split('; '));

/** The order book's refresh: a live update or the next poll, a few seconds apart. */
const bookRefreshTimeoutMs = 20_000;

describe('layout stability as data arrives', () => {
  it('keeps the k-line still while its figures and order book come and the book refreshes', async () => {
    const context = await newPhoneContext(browser, 'en-US', phonePixelRatio);
    try {
      const page = await context.newPage();
      await watchLayoutShifts(page);
      await page.goto(appUrl('/market/kline?currency=BTC&baseCurrency=USDT'));
      await expect.poll(() => page.locator('.kline-summary__stat dd').allTextContents()).not.toContain('--');
      const amounts = page.locator('[data-testid="order-book"] .kline-book-row__amount');
      await amounts.first().waitFor();
      const firstAmounts = await amounts.allTextContents();
      await expect
        .poll(() => amounts.allTextContents(), { timeout: bookRefreshTimeoutMs })
        .not.toEqual(firstAmounts);
      expect(await layoutShiftsAfterTwoFrames(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // On a 360 px phone the 24 h figures did or did not fit beside the price depending on the price and the labels'
  // language, so a price arriving after the first paint pushed them below it (0.06–0.07).
  const narrowCases = [
    { pair: 'currency=BTC&baseCurrency=USDT', locale: 'ja-JP' },
    { pair: 'currency=BTC&baseCurrency=USDT', locale: 'ko-KR' },
    { pair: 'currency=DOGE&baseCurrency=BTC', locale: 'zh-CN' },
  ] as const;
  for (const { pair, locale } of narrowCases) {
    it(`keeps the k-line of ${pair} still on a 360 px phone in ${locale} as its figures come`, async () => {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: phonePixelRatio,
        isMobile: true,
        hasTouch: true,
        locale,
      });
      try {
        await context.addInitScript((lang) => window.localStorage.setItem('petrel.lang', lang), locale);
        const page = await context.newPage();
        await watchLayoutShifts(page);
        await page.goto(appUrl(`/market/kline?${pair}`));
        await expect
          .poll(() => page.locator('.kline-summary__stat dd').allTextContents())
          .not.toContain('--');
        await expect.poll(() => page.locator('.kline-summary__main .change').textContent()).not.toBe('--');
        await page.locator('[data-testid="order-book"] .kline-book-row__amount').first().waitFor();
        expect(await layoutShiftsAfterTwoFrames(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("keeps Market's data-source line, drawn from the first paint, in place when the first answer names the source", async () => {
    const context = await newPhoneContext(browser, 'en-US', phonePixelRatio);
    try {
      const page = await context.newPage();
      await watchLayoutShifts(page);
      await page.goto(appUrl('/market'));
      await page.getByTestId('data-source').waitFor();
      await page.locator('[data-testid^="pair-"]').first().waitFor();
      expect(await page.getByTestId('data-source').innerText()).toBe('Simulated market data');
      expect(await layoutShiftsAfterTwoFrames(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // An account short of the coin an order spends is offered a transfer under its balance once the balance is known,
  // which moves the form's button down: that shift is the answer's, not tested here.
  it("keeps a signed-in account's trade, timed-order and Position screens still as their data comes", async () => {
    const context = await newPhoneContext(browser, 'en-US', phonePixelRatio);
    try {
      const account = await registerFundedAccount();
      await logInWithForm(await context.newPage(), account);
      const screens = [
        {
          route: '/action/trade',
          loaded: async (page: Page) => page.getByTestId('compact-book').waitFor(),
        },
        {
          route: '/action/secondContract',
          // The durations' placeholder is one row of cards. A server offering more durations than a row holds (the
          // live-stream spec adds a fifth) moves the form and the orders below it down as whole boxes when they
          // come: that is the server's set-up, not what this test is about (the balance and the figures).
          movesOfTheSetUp: /^<(form class="second-form"|section class="second-orders-panel")/,
          loaded: async (page: Page) => {
            await expect.poll(() => page.getByTestId('second-available').textContent()).toMatch(/\d/);
            await expect.poll(() => page.getByTestId('second-break-even').textContent()).toMatch(/%$/);
          },
        },
        {
          route: '/position',
          loaded: async (page: Page) => {
            await page.getByTestId('contract-positions-empty').waitFor();
            await page.getByTestId('timed-orders-empty').waitFor();
          },
        },
      ];
      for (const screen of screens) {
        const { route, loaded } = screen;
        const page = await context.newPage();
        await watchLayoutShifts(page);
        await page.goto(appUrl(route));
        await loaded(page);
        const moved = movedElements(await layoutShiftsAfterTwoFrames(page)).filter(
          (move) => !('movesOfTheSetUp' in screen && screen.movesOfTheSetUp.test(move)),
        );
        expect({ route, moved }).toEqual({ route, moved: [] });
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  // Nothing of the profile saved on the device (another device's session: only the sign-in is stored): the card's
  // frame and the two rows' placeholders stand where the profile of an account with every security step done (the
  // demo account's) goes.
  it('keeps Me still when the profile arrives in place of its placeholders', async () => {
    // Only signs in, for the session copied below: no layout is measured in it.
    const signIn = await newPhoneContext(browser);
    const context = await newPhoneContext(browser, 'en-US', phonePixelRatio);
    try {
      const signInPage = await signIn.newPage();
      await logInWithForm(signInPage, demoAccount);
      const session = await signInPage.evaluate(() =>
        ['petrel.isLogin', 'petrel.userToken', 'petrel.userId'].map(
          (key) => [key, localStorage.getItem(key) ?? ''] as const,
        ),
      );
      await context.addInitScript((items) => {
        for (const [key, value] of items) window.localStorage.setItem(key, value);
      }, session);
      const page = await context.newPage();
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route(/\/user\/info$/, async (route) => {
        await held;
        await route.continue();
      });
      await watchLayoutShifts(page);
      await page.goto(appUrl('/me'));
      await page.getByTestId('me-profile-pending').waitFor();
      answer();
      await page.getByTestId('me-security').waitFor();
      expect(await page.locator('.me-card__email').textContent()).toBe(demoAccount.email);
      expect(await layoutShiftsAfterTwoFrames(page)).toEqual([]);
    } finally {
      await context.close();
      await signIn.close();
    }
  });
});
