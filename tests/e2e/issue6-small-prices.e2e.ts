// Proves the smallest prices (DOGE/BTC, XRP/BTC, EOS/BTC, ADA/BTC) never wrap (issue 6): every figure on the k-line screen and in the market list is one line inside the screen, in English and Japanese; the O/H/L/C/V read-out stays inside the screen's margins, and the first candle is not cut by the chart's edge.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newPhoneContext,
  openWithLanguage,
  phonePixelRatio,
  phoneViewport,
  saveScreenshot,
} from './support/browser';
import { catalogMessage } from './support/catalog';

const smallPairs = ['DOGE', 'XRP', 'EOS', 'ADA'] as const;
const languages = ['en-US', 'ja-JP'] as const;
/** The read-out and labels keep at least this much from the screen's edges. */
const edgeMarginPx = 8;

let browser: Browser;
let contexts: Map<string, BrowserContext>;

interface TextBox {
  text: string;
  lines: number;
  left: number;
  right: number;
}

/**
 * How many lines each element's text takes, and where it sits: the text's line boxes are counted from a Range
 * (one rectangle per line fragment), which also catches a block element whose number wrapped inside it.
 */
function textBoxes(elements: Locator): Promise<TextBox[]> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()]
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .sort((a, b) => a.top - b.top);
      // A box belongs to the current line when its middle lies within the line's height so far; boxes of one
      // line differ in height (a 16 px coin beside a 13 px quote), but a wrapped line's middle lies below.
      let lines = 0;
      let lineBottom = Number.NEGATIVE_INFINITY;
      for (const rect of rects) {
        const middle = (rect.top + rect.bottom) / 2;
        if (middle > lineBottom) {
          lines += 1;
          lineBottom = rect.bottom;
        } else {
          lineBottom = Math.max(lineBottom, rect.bottom);
        }
      }
      return {
        text: node.textContent ?? '',
        lines,
        left: Math.min(...rects.map((rect) => rect.left)),
        right: Math.max(...rects.map((rect) => rect.right)),
      };
    }),
  );
}

function expectOneLineInside(boxes: TextBox[], where: string): void {
  expect(boxes.length, `${where}: no figures found`).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.lines, `${where}: "${box.text}" takes ${box.lines} lines`).toBe(1);
    expect(box.left, `${where}: "${box.text}" starts off screen`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${where}: "${box.text}" runs off screen`).toBeLessThanOrEqual(phoneViewport.width);
  }
}

/** The leftmost canvas column holding a candle's colour (up or down), in device pixels; -1 when none. */
function firstCandleColumn(page: Page): Promise<number> {
  return page
    .locator('.petrel-price-plot canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context) return -1;
      const style = getComputedStyle(document.documentElement);
      const colours = ['--up', '--down'].map((name) => {
        const hex = style.getPropertyValue(name).trim().replace('#', '');
        return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
      });
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let x = 0; x < width; x += 1) {
        for (let y = 0; y < height; y += 1) {
          const at = (y * width + x) * 4;
          const close = colours.some(
            ([r, g, b]) =>
              Math.abs(data[at]! - r!) < 24 &&
              Math.abs(data[at + 1]! - g!) < 24 &&
              Math.abs(data[at + 2]! - b!) < 24,
          );
          if (close) return x;
        }
      }
      return -1;
    });
}

async function openKline(language: string, base: string): Promise<Page> {
  const page = await openWithLanguage(
    contexts.get(language)!,
    language,
    `/market/kline?currency=${base}&baseCurrency=BTC`,
  );
  await page
    .locator('[data-testid="kline-chart"][data-total-candles="2000"][data-candles="100"]')
    .waitFor({ timeout: 30_000 });
  await page.getByTestId('compact-book').waitFor();
  await page.locator('.kline-summary__stat dd').filter({ hasNotText: '--' }).first().waitFor();
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  contexts = new Map();
  for (const language of languages)
    contexts.set(language, await newPhoneContext(browser, language, phonePixelRatio));
});
afterAll(async () => {
  await browser?.close();
});

describe.each(languages)('the smallest prices in %s', (language) => {
  it.each(smallPairs)(
    '%s/BTC: every figure on the k-line screen is one line inside the screen',
    async (base) => {
      const page = await openKline(language, base);
      expectOneLineInside(await textBoxes(page.getByTestId('kline-last-price')), 'last price');
      expectOneLineInside(await textBoxes(page.locator('.kline-summary__stat dd')), '24 h figures');
      expectOneLineInside(
        await textBoxes(page.locator('.kline-book-row > span:not(.kline-book-row__bar)')),
        'book',
      );
      expectOneLineInside(await textBoxes(page.locator('.kline-compact-book__last')), 'book last price');

      // Each O/H/L/C/V field is whole on its line, and the read-out keeps the screen's margins.
      const fields = page.locator('.petrel-ohlc > span');
      expect(await fields.count()).toBe(5);
      const overlay = await textBoxes(fields);
      expectOneLineInside(overlay, 'O/H/L/C/V read-out');
      expect(Math.min(...overlay.map((box) => box.left))).toBeGreaterThanOrEqual(edgeMarginPx);
      expect(Math.max(...overlay.map((box) => box.right))).toBeLessThanOrEqual(
        phoneViewport.width - edgeMarginPx,
      );
      // The chart keeps the screen's side margins, so its price labels do not reach the edge either.
      const chart = await page.locator('.petrel-candle-chart').boundingBox();
      expect(chart!.x).toBeGreaterThanOrEqual(edgeMarginPx);
      expect(chart!.x + chart!.width).toBeLessThanOrEqual(phoneViewport.width - edgeMarginPx);

      const column = await firstCandleColumn(page);
      expect(column, 'the first candle touches the canvas edge, so part of it is cut off').toBeGreaterThan(0);

      await page.getByRole('tab', { name: catalogMessage(language, 'Recent trades') }).click();
      await page.getByTestId('recent-trades').waitFor();
      expectOneLineInside(
        await textBoxes(page.locator('.kline-trades__row:not(.kline-trades__row--head) > span')),
        'trades',
      );
      await page.getByRole('tab', { name: catalogMessage(language, 'Order book') }).click();
      await page.getByTestId('order-book').waitFor();
      expectOneLineInside(
        await textBoxes(
          page.locator('[data-testid="order-book"] .kline-book-row > span:not(.kline-book-row__bar)'),
        ),
        'full book',
      );

      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `issue6-kline-${base.toLowerCase()}-btc-${language}`);
      await page.close();
    },
  );

  it('the BTC market list shows every price on one line inside the screen', async () => {
    const page = await openWithLanguage(contexts.get(language)!, language, '/market');
    await page.getByTestId('market-list').waitFor();
    await page.getByRole('tab', { name: 'BTC', exact: true }).click();
    for (const base of smallPairs) await page.getByTestId(`pair-${base}-BTC`).waitFor();
    const rows = page.locator('[data-testid="market-list"] .pair-row');
    expectOneLineInside(await textBoxes(rows.locator('.pair-row__price')), 'market list prices');
    expectOneLineInside(await textBoxes(rows.locator('.change')), 'market list changes');
    await saveScreenshot(page, `issue6-market-btc-${language}`);
    await page.close();
  });

  it('the drawer (the same pair list, narrower) shows every BTC price and pair name on one line', async () => {
    const page = await openKline(language, 'DOGE');
    await page.getByRole('button', { name: catalogMessage(language, 'Spot markets') }).click();
    const drawer = page.getByTestId('market-drawer');
    await drawer.getByRole('tab', { name: 'BTC', exact: true }).click();
    for (const base of smallPairs) await drawer.getByTestId(`pair-${base}-BTC`).waitFor();
    const rows = drawer.locator('.pair-row');
    expectOneLineInside(await textBoxes(rows.locator('.pair-row__price')), 'drawer prices');
    expectOneLineInside(await textBoxes(rows.locator('.pair-row__name')), 'drawer pair names');
    await saveScreenshot(page, `issue6-drawer-btc-${language}`);
    await page.close();
  });
});
