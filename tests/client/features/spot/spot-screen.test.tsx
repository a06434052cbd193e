// Proves the spot trade screen: the pair's market parts with a book tap filling the price, the 5 s refresh of orders, balances, book and ticker, the form's checks before sending, the exact 25/50/75/100 % shortcuts, placing with one Idempotency-Key per submission (reused on a retry), the toast, cleared amount and reloaded lists after an order, server refusals under the field or in the toast, and cancelling.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketPaths, spotPaths, walletPaths } from '../../../../src/common/api-paths';
import { appRefreshIntervalMs } from '../../../../src/common/constants';
import { resetDrafts } from '../../../../src/client/components/form/form-draft';
import { notifyStore } from '../../../../src/client/lib/notify/notify-store';
import { startAppRefresh } from '../../../../src/client/lib/refresh/app-refresh';
import { failure, envelope, setOnline, signIn } from '../me/me-test-kit';
import {
  amountField,
  messageOf,
  page,
  priceField,
  renderTradeAt,
  serveSpot,
  spotOrder,
  submit,
  typeOrder,
} from './spot-kit';
import { toastText } from '../screen-kit';
import { clearDeviceCache } from '../../support/device-cache';

vi.mock('../../../../src/client/lib/chart/candle-chart', async () => (await import('./spot-kit')).chartStub);

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(async () => {
  await clearDeviceCache();
  resetDrafts();
  notifyStore.set({ current: null });
  setOnline(true);
  signIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SpotScreen: market', () => {
  it('shows the pair with its last price and change, the chart and the compact book', async () => {
    serveSpot({});
    renderTradeAt('currency=btc&baseCurrency=usdt&open=99&close=100');
    expect(await screen.findByRole('button', { name: 'BTC/USDT: choose another market' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('spot-last-price').textContent).toBe('100.50'));
    expect(screen.getByText('+1.51%')).toBeTruthy();
    expect(await screen.findByTestId('kline-chart')).toBeTruthy();
    // The book is its own read: its levels come when it answers, after the chart's.
    const asks = await within(await screen.findByTestId('compact-asks')).findAllByRole('button');
    // Each level is named by its figures, then by what tapping it does.
    expect(asks.map((row) => row.querySelector('.visually-hidden')?.textContent)).toEqual([
      ', Use 105.00 as the order price',
      ', Use 104.00 as the order price',
      ', Use 103.00 as the order price',
      ', Use 102.00 as the order price',
      ', Use 101.00 as the order price',
    ]);
    expect(asks[0]!.textContent).toMatch(/^105\.00/);
  });

  it('fills the price from a tapped level of the compact or the full book', async () => {
    serveSpot({});
    renderTradeAt();
    const bids = within(await screen.findByTestId('compact-bids')).getAllByRole('button');
    fireEvent.click(bids[1]!);
    expect((await priceField()).value).toBe('99.00');
    fireEvent.click(within(await screen.findByTestId('order-book-asks')).getAllByRole('button')[19]!);
    expect((await priceField()).value).toBe('120.00');
  });

  it('opens the market drawer as trade type 2 from the pair', async () => {
    const { sessionStore } = await import('../../../../src/client/lib/session/session-store');
    serveSpot({});
    renderTradeAt();
    fireEvent.click(await screen.findByTestId('spot-pair-button'));
    expect(sessionStore.get()).toMatchObject({ drawerVisible: true, drawerType: 2 });
    act(() => sessionStore.set({ drawerVisible: false }));
  });
});

describe('SpotScreen: live refresh', () => {
  it("reloads the orders, the balances, the book and the ticker on the app's 5000 ms tick", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = startAppRefresh();
    try {
      const server = serveSpot({});
      renderTradeAt();
      await screen.findByText('No orders for this pair.');
      await screen.findByTestId('compact-book');
      const watched = [marketPaths.details, marketPaths.depth, spotPaths.list, walletPaths.assets];
      const count = (path: string) => server.pathsCalled().filter((called) => called === path).length;
      const before = watched.map(count);
      act(() => vi.advanceTimersByTime(appRefreshIntervalMs));
      await waitFor(() => expect(watched.map(count)).toEqual(before.map((calls) => calls + 1)));
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});

describe('SpotScreen: the form', () => {
  it('checks the price and the amount before sending anything', async () => {
    const server = serveSpot({});
    renderTradeAt();
    await screen.findByTestId('spot-available');
    // The field starts at the last price (price-fill.test.tsx); emptied, it is refused.
    await waitFor(async () => expect((await priceField()).value).toBe('100.50'));
    fireEvent.change(await priceField(), { target: { value: '' } });
    await submit();
    expect(messageOf(await priceField())).toBe('Enter a price above 0 with at most 2 decimal places.');
    expect(messageOf(await amountField())).toBe(
      'Enter an amount of at least 0.00001 with at most 8 decimal places.',
    );
    await typeOrder('100.123', '0.000001');
    expect(messageOf(await priceField())).toBe('Enter a price above 0 with at most 2 decimal places.');
    expect(messageOf(await amountField())).toBe(
      'Enter an amount of at least 0.00001 with at most 8 decimal places.',
    );
    await typeOrder('0', '1');
    expect(messageOf(await priceField())).toBe('Enter a price above 0 with at most 2 decimal places.');
    // 100 × 10.00000001 = 1000.000001 USDT, more than the 1000 available.
    await typeOrder('100', '10.00000001');
    await submit();
    expect(messageOf(await amountField())).toBe('Insufficient available balance of USDT.');
    expect(screen.getByTestId('spot-transfer-link').getAttribute('href')).toBe(
      '#/assert/transfer/2?currency=USDT',
    );
    expect(server.callsTo(spotPaths.place)).toHaveLength(0);
  });

  it('shows the total and the balance of the coin each side spends, with the coin account note', async () => {
    serveSpot({ balances: { USDT: '1000.123456789', BTC: '2' } });
    renderTradeAt();
    await waitFor(() =>
      expect(screen.getByTestId('spot-available').textContent).toBe('Available 1,000.12 USDT'),
    );
    expect(screen.getByText('Spot orders use your coin account.')).toBeTruthy();
    expect(screen.queryByTestId('spot-transfer-link')).toBeNull();
    await typeOrder('3', '0.33333333');
    expect(screen.getByTestId('spot-total').textContent).toBe('0.99 USDT');
    fireEvent.click(screen.getByTestId('spot-side-sell'));
    expect(screen.getByTestId('spot-available').textContent).toBe('Available 2 BTC');
    expect(screen.getByRole('button', { name: 'Sell BTC' })).toBeTruthy();
  });

  it('fills exact shares of the available balance, never more', async () => {
    serveSpot({ balances: { USDT: '1000', BTC: '1.123456789' } });
    renderTradeAt();
    await waitFor(() =>
      expect(screen.getByTestId('spot-available').textContent).toBe('Available 1,000.00 USDT'),
    );
    const percent = (share: number) => screen.getByTestId(`spot-percent-${share}`) as HTMLButtonElement;
    // A buy needs the price first (the field starts at the last price, so it is emptied here), and the hint says
    // so in plain words.
    await waitFor(async () => expect((await priceField()).value).toBe('100.50'));
    fireEvent.change(await priceField(), { target: { value: '' } });
    expect(percent(100).disabled).toBe(true);
    const hint = 'Enter a price first, then tap a percentage to buy with that share of your USDT.';
    expect(screen.getByText(hint)).toBeTruthy();
    fireEvent.change(await priceField(), { target: { value: '3' } });
    expect(screen.queryByText(hint)).toBeNull();
    fireEvent.click(percent(100));
    expect((await amountField()).value).toBe('333.33333333');
    expect(screen.getByTestId('spot-total').textContent).toBe('999.99 USDT');
    fireEvent.click(percent(25));
    expect((await amountField()).value).toBe('83.33333333');
    fireEvent.click(screen.getByTestId('spot-side-sell'));
    fireEvent.click(percent(75));
    expect((await amountField()).value).toBe('0.84259259');
    fireEvent.click(percent(100));
    expect((await amountField()).value).toBe('1.12345678');
  });
});

describe('SpotScreen: placing and cancelling', () => {
  it('reuses the Idempotency-Key when the same order is sent again after a lost answer', async () => {
    const placed = spotOrder({ price: '100.00', amount: '0.5' });
    const server = serveSpot({
      place: [
        () => {
          throw new TypeError('Failed to fetch');
        },
        () => envelope(placed),
        () => envelope(spotOrder()),
      ],
    });
    renderTradeAt();
    await screen.findByTestId('spot-available');
    await typeOrder('100', '0.5');
    await submit();
    expect(toastText()).toBe('No connection. Please check your network.');
    // The lost answer made the app count itself offline; the connection comes back and the user presses again.
    act(() => setOnline(true));
    await submit();
    await waitFor(() => expect(toastText()).toBe('Order has been placed'));
    const sent = server.callsTo(spotPaths.place);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(Object.fromEntries(sent[1]!.form)).toEqual({
      symbol: 'btcusdt',
      side: '1',
      price: '100',
      amount: '0.5',
    });
    // The next order is a new submission with a new key.
    fireEvent.change(await amountField(), { target: { value: '0.5' } });
    await submit();
    await waitFor(() => expect(server.callsTo(spotPaths.place)).toHaveLength(3));
    expect(server.callsTo(spotPaths.place)[2]!.key).not.toBe(sent[0]!.key);
  });

  it('after an order: the toast, the amount cleared (the price kept, no error shown) and the lists reloaded', async () => {
    const placed = spotOrder({ price: '100.00', amount: '0.5' });
    let open = [] as ReturnType<typeof spotOrder>[];
    const server = serveSpot({
      orders: (form) => page(form.get('status') === '0' ? open : []),
      place: [
        () => {
          open = [placed];
          return envelope(placed);
        },
      ],
    });
    renderTradeAt();
    await screen.findByText('No orders for this pair.');
    const assetReads = server.pathsCalled().filter((path) => path === walletPaths.assets).length;
    await typeOrder('100', '0.5');
    await submit();
    await waitFor(() => expect(toastText()).toBe('Order has been placed'));
    expect((await amountField()).value).toBe('');
    expect((await priceField()).value).toBe('100');
    // No error: the field's hint, the exact minimum, is back under it.
    expect(messageOf(await amountField())).toBe('At least 0.00001');
    const current = await screen.findByTestId('spot-current-orders');
    expect(within(current).getAllByTestId('spot-order')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Current orders (1)' })).toBeTruthy();
    expect(server.pathsCalled().filter((path) => path === walletPaths.assets).length).toBeGreaterThan(
      assetReads,
    );
  });

  it("shows the server's refusals: about the amount under it, anything else in the toast", async () => {
    const short = 'Insufficient available balance of USDT.';
    const closed = 'Market prices are unavailable right now, so no order can be placed.';
    serveSpot({
      place: [
        () => failure('INSUFFICIENT_BALANCE', short),
        () => failure('TRADING_MARKET_UNAVAILABLE', closed),
      ],
    });
    renderTradeAt();
    await screen.findByTestId('spot-available');
    await typeOrder('100', '1');
    await submit();
    await waitFor(() => expect(messageOf(screen.getByLabelText('Amount (BTC)'))).toBe(short));
    await submit();
    await waitFor(() => expect(toastText()).toBe(closed));
    expect(messageOf(await amountField())).toBe('At least 0.00001');
  });

  it('cancels a current order with its id and a key, says "Cancelled" and reloads the lists', async () => {
    const order = spotOrder({ price: '99.00', amount: '0.25' });
    let open = [order];
    const server = serveSpot({
      orders: (form) =>
        form.get('status') === '0'
          ? page(open)
          : page(form.get('status') === '2' && open.length === 0 ? [{ ...order, status: 2 }] : []),
      cancel: [
        () => {
          open = [];
          return envelope({ ...order, status: 2, finishedAt: Date.now() });
        },
      ],
    });
    renderTradeAt();
    const current = await screen.findByTestId('spot-current-orders');
    const cancel = within(current).getByRole('button', { name: 'Cancel: Buy 0.25 BTC at 99.00' });
    await act(async () => fireEvent.click(cancel));
    await waitFor(() => expect(toastText()).toBe('Cancelled'));
    const sent = server.callsTo(spotPaths.cancel);
    expect(Object.fromEntries(sent[0]!.form)).toEqual({ id: order.id });
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('No orders for this pair.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Order history' }));
    const history = await screen.findByTestId('spot-order-history');
    expect(within(history).getByTestId('spot-order-status').textContent).toBe('Cancelled');
  });
});
