// Proves the spot price field starts at the pair's last price: filled once when the price first arrives, at the pair's precision and cut (never rounded up); later ticks never overwrite it or the user's own price; another pair is filled with its own price.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketPaths, spotPaths, walletPaths } from '../../../../src/common/api-paths';
import { resetDrafts } from '../../../../src/client/components/form/form-draft';
import { writeCacheEntry } from '../../../../src/client/lib/cache/cache-db';
import { forgetRememberedAnswers } from '../../../../src/client/lib/cache/use-cached-query';
import { envelope, routeFetch, setOnline, signIn } from '../me/me-test-kit';
import { coinAssets, marketHandlers, page, priceField, renderTradeAt } from './spot-kit';
import { clearDeviceCache } from '../../support/device-cache';

vi.mock('../../../../src/client/lib/chart/candle-chart', async () => (await import('./spot-kit')).chartStub);

/** The last price of each pair, as the ticker answers it; a test changes it to make a later tick differ. */
const lastPrices = new Map<string, number>();

/** The market's answers; the ticker's only once `tickerAnswers` settles (at once unless a test holds it). */
function serveMarket(tickerAnswers: Promise<void> = Promise.resolve()) {
  return routeFetch({
    ...marketHandlers,
    [marketPaths.details]: async (request) => {
      await tickerAnswers;
      const symbol = new URLSearchParams(await request.text()).get('symbol') ?? '';
      const close = lastPrices.get(symbol);
      const tick =
        close === undefined
          ? undefined
          : { id: 0, open: close, close, high: close, low: close, vol: 1, count: 1 };
      const body = tick
        ? { status: 'ok', ts: 0, source: 'sim', tick }
        : { status: 'error', 'err-code': 'no-price', 'err-msg': 'No price yet.' };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
    [walletPaths.assets]: () => coinAssets({ USDT: '1000', BTC: '2' }),
    [spotPaths.list]: () => envelope(page([])),
  });
}

/** BTC/USDT's ticker as an earlier visit saved it on the device, at 90. */
async function saveTickerOnDevice(): Promise<void> {
  const saved = { id: 0, open: 90, close: 90, high: 90, low: 90, vol: 1, count: 1 };
  await writeCacheEntry({
    key: 'market:details:btcusdt',
    value: { status: 'ok', ts: 0, source: 'sim', tick: saved },
    savedAtMs: 1000,
    userId: '',
  });
}

/** The first render loads the screen's modules, which takes a while on a busy machine. */
const priceFilled = (text: string) =>
  waitFor(async () => expect((await priceField()).value).toBe(text), { timeout: 5000 });
const tick = () => act(() => void window.dispatchEvent(new Event('petrel:refresh')));
const lastPriceShown = (text: string) =>
  waitFor(() => expect(screen.getByTestId('spot-last-price').textContent).toBe(text));

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(async () => {
  await clearDeviceCache();
  // The market's answers of an earlier case are public, remembered for the session: each case starts without.
  forgetRememberedAnswers('');
  resetDrafts();
  setOnline(true);
  signIn();
  lastPrices.clear();
  lastPrices.set('btcusdt', 100.519);
  lastPrices.set('ethusdt', 2500.25);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the spot price field', () => {
  it('starts at the last price, at the pair’s precision and cut, and a later tick leaves it alone', async () => {
    serveMarket();
    renderTradeAt();
    await priceFilled('100.51');
    lastPrices.set('btcusdt', 120);
    await tick();
    await lastPriceShown('120.00');
    expect((await priceField()).value).toBe('100.51');
  });

  it('never overwrites the user’s own price, even an emptied field', async () => {
    serveMarket();
    renderTradeAt();
    await priceFilled('100.51');
    fireEvent.change(await priceField(), { target: { value: '99.5' } });
    lastPrices.set('btcusdt', 130);
    await tick();
    await lastPriceShown('130.00');
    expect((await priceField()).value).toBe('99.5');
    fireEvent.change(await priceField(), { target: { value: '' } });
    lastPrices.set('btcusdt', 140);
    await tick();
    await lastPriceShown('140.00');
    expect((await priceField()).value).toBe('');
  });

  it('waits for the price when it is not known yet, then fills it once', async () => {
    lastPrices.delete('btcusdt');
    const server = serveMarket();
    renderTradeAt();
    await waitFor(() =>
      expect(server.calls.some((call) => call.url.endsWith(marketPaths.details))).toBe(true),
    );
    lastPrices.set('btcusdt', 88.8);
    await tick();
    await priceFilled('88.80');
  });

  const hint = 'Enter a price first, then tap a percentage to buy with that share of your USDT.';
  for (const start of ['nothing saved', 'a saved ticker on screen'] as const) {
    it(`does not ask for a price while the last price is on its way (${start}), only once it is the user’s to give`, async () => {
      if (start === 'a saved ticker on screen') await saveTickerOnDevice();
      let answerTicker = () => undefined as void;
      // The server has no price for the pair, and answers so only when the test lets it.
      lastPrices.delete('btcusdt');
      serveMarket(new Promise<void>((resolve) => (answerTicker = resolve)));
      renderTradeAt();
      // The balance is in, the price not yet: the percentages wait for it without asking.
      await waitFor(() =>
        expect(screen.getByTestId('spot-available').textContent).toBe('Available 1,000.00 USDT'),
      );
      if (start === 'a saved ticker on screen') await lastPriceShown('90.00');
      expect((await priceField()).value).toBe('');
      expect(screen.queryByText(hint)).toBeNull();
      // No price came: now the user has to give one, and the hint says so.
      answerTicker();
      expect(await screen.findByText(hint)).toBeTruthy();
    });
  }

  it('never shows the hint between the fresh price’s answer and the field’s fill (no layout shift)', async () => {
    let answerTicker = () => undefined as void;
    serveMarket(new Promise<void>((resolve) => (answerTicker = resolve)));
    renderTradeAt();
    await waitFor(() =>
      expect(screen.getByTestId('spot-available').textContent).toBe('Available 1,000.00 USDT'),
    );
    // Every state the DOM passes through, not only the last: the flash lasted one commit.
    let hintShown = false;
    const watcher = new MutationObserver(() => {
      if (document.body.textContent?.includes(hint)) hintShown = true;
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    answerTicker();
    await priceFilled('100.51');
    watcher.disconnect();
    expect(hintShown).toBe(false);
  });

  it('is not filled from a price saved on the device, which may be hours old, but from the first fresh one', async () => {
    await saveTickerOnDevice();
    setOnline(false);
    serveMarket();
    renderTradeAt();
    await lastPriceShown('90.00');
    expect((await priceField()).value).toBe('');
    act(() => setOnline(true));
    await priceFilled('100.51');
  });

  it('fills another pair with that pair’s own price', async () => {
    serveMarket();
    renderTradeAt();
    await priceFilled('100.51');
    await act(async () => {
      window.location.hash = '#/action/trade?currency=ETH&baseCurrency=USDT';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await priceFilled('2500.25');
  });
});
