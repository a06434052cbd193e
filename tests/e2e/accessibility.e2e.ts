// Proves the app is usable without sight of the colours and with assistive technology: axe (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on any route of the router logged out in the four languages (every route in English and, in turn, in one of the others; every route in all four under `npm run test:deep`; logged in: accessibility-signed-in.e2e.ts), nor on the main tabs in the red-up convention and offline; the page language follows the chosen one, landmarks are there, focus is visible, and at 200 % text the main tabs do not scroll sideways and the chart's own text (drawn outside the page's CSS) is twice as large, its read-out whole.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { concreteRoutes, formatFindings, mainTabs, routerPaths, settle, visit } from './support/a11y';
import { describeSweeps, logIn, openApp, prepareSweeps, sweep, sweepTimeoutMs } from './support/a11y-sweeps';
import { saveScreenshot } from './support/browser';

/** Chromium's default text size is 16 px; the user's "200 %" setting makes it 32 px. */
const defaultFontPx = 16;
const doubledDefaultFontPx = 2 * defaultFontPx;
/** The chart's text against the page's root text (10 px of 15 px at the default size: axis-format.ts). */
const chartTextShareOfRoot = 10 / 15;

/**
 * The trade chart's O/H/L/C/V read-out once drawn: its text size, the root's, and how many of its fields its box
 * cuts off (it hides what overflows, so a field past its lines would be lost).
 */
async function chartReadout(page: Page) {
  const readout = page.getByTestId('chart-readout');
  await readout.waitFor();
  return readout.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const fields = [...element.children].map((field) => field.getBoundingClientRect());
    return {
      fontPx: parseFloat(getComputedStyle(element).fontSize),
      rootPx: parseFloat(getComputedStyle(document.documentElement).fontSize),
      fieldsCut: fields.filter((field) => field.bottom > box.bottom + 0.5 || field.right > box.right + 0.5)
        .length,
    };
  });
}

const prepared = prepareSweeps();

it('covers every route of the router', () => {
  expect([...routerPaths()].sort()).toEqual(Object.keys(concreteRoutes(prepared().ids)).sort());
});

describeSweeps('logged out', prepared);

describe('the states that change colours and controls', () => {
  it('has no serious or critical violation in the red-up convention', async () => {
    const { context, page } = await openApp(prepared().browser, 'en-US', 'red-up');
    try {
      const up = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--up'),
      );
      const down = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--down'),
      );
      expect(up.trim()).not.toBe(down.trim());
      await logIn(page);
      const findings = await sweep(
        page,
        [...mainTabs, concreteRoutes(prepared().ids)['/market/kline']!],
        'red-up',
      );
      expect(findings, formatFindings(findings)).toEqual([]);
      for (const route of ['/home', '/market']) {
        await visit(page, route);
        await saveScreenshot(page, `a11y-red-up${route.replaceAll('/', '-')}`);
      }
    } finally {
      await context.close();
    }
  });

  it('has no serious or critical violation offline', async () => {
    const { context, page } = await openApp(prepared().browser, 'en-US');
    try {
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await logIn(page);
      // A first visit of each tab online fills the saved data the offline screens show.
      await sweep(page, mainTabs, 'warm-up');
      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('offline-banner').waitFor();
      await settle(page);
      const findings = await sweep(page, mainTabs, 'offline');
      expect(findings, formatFindings(findings)).toEqual([]);
      await visit(page, '/action/trade');
      await saveScreenshot(page, 'a11y-offline-trade');
    } finally {
      await context.close();
    }
  });
});

describe('the wait before a check', () => {
  it('fails, naming the route, when a screen does not finish loading', async () => {
    const { context, page } = await openApp(prepared().browser, 'en-US');
    try {
      await visit(page, '/market');
      // A skeleton that never goes away, as a screen whose data never arrives would show.
      await page.evaluate(() => {
        const stuck = document.createElement('div');
        stuck.className = 'skeleton-row';
        document.querySelector('main')!.append(stuck);
      });
      await expect(settle(page, '/market', 500)).rejects.toThrow(
        /^\/market did not finish loading in 500 ms: <div class="skeleton-row">/,
      );
    } finally {
      await context.close();
    }
  });
});

describe('keyboard and text size', () => {
  it('shows where the focus is', async () => {
    const { context, page } = await openApp(prepared().browser, 'en-US');
    try {
      await visit(page, '/market');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return null;
        const style = getComputedStyle(focused);
        return { tag: focused.tagName, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring).not.toBeNull();
      expect(ring!.outline).not.toBe('none');
      expect(ring!.width).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
    }
  });

  it(
    'keeps the main tabs within the screen at 200 % text',
    async () => {
      const overflows: string[] = [];
      // One context per language: the stored language is written again at every load of a context.
      for (const locale of ['en-US', 'ko-KR'] as const) {
        const { context, page } = await openApp(prepared().browser, locale);
        try {
          await logIn(page);
          const normalPx = await page.evaluate(() =>
            parseFloat(getComputedStyle(document.documentElement).fontSize),
          );
          const cdp = await context.newCDPSession(page);
          await cdp.send('Page.setFontSizes', { fontSizes: { standard: doubledDefaultFontPx } });
          for (const route of mainTabs) {
            await visit(page, route);
            const sizes = await page.evaluate(() => ({
              rootPx: parseFloat(getComputedStyle(document.documentElement).fontSize),
              scrollWidth: document.scrollingElement!.scrollWidth,
              innerWidth: window.innerWidth,
            }));
            expect(sizes.rootPx).toBeCloseTo(normalPx * 2, 0);
            if (sizes.scrollWidth > sizes.innerWidth)
              overflows.push(`${locale} ${route}: ${sizes.scrollWidth}px`);
            if (route === '/action/trade') {
              const readout = await chartReadout(page);
              expect(readout.fontPx).toBeCloseTo(readout.rootPx * chartTextShareOfRoot, 0);
              expect(readout.fieldsCut).toBe(0);
            }
            await saveScreenshot(page, `a11y-text-200-${locale}${route.replaceAll('/', '-')}`);
          }
          // A text size changed while the chart is open reaches the chart too: back to the default on Trade.
          await visit(page, '/action/trade');
          expect((await chartReadout(page)).rootPx).toBeCloseTo(normalPx * 2, 0);
          await cdp.send('Page.setFontSizes', { fontSizes: { standard: defaultFontPx } });
          await expect
            .poll(async () => {
              const readout = await chartReadout(page);
              return {
                rootPx: readout.rootPx,
                fontPx: Math.round(readout.fontPx),
                fieldsCut: readout.fieldsCut,
              };
            })
            .toEqual({ rootPx: normalPx, fontPx: Math.round(normalPx * chartTextShareOfRoot), fieldsCut: 0 });
        } finally {
          await context.close();
        }
      }
      expect(overflows).toEqual([]);
    },
    sweepTimeoutMs,
  );
});
