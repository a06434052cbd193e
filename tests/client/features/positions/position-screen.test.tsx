// Proves the Position tab: open leveraged positions with live profit and ROI beside the running timed orders, each timed order counting down to its settleTime on the device clock (fake timers) and reading "Settling…" once due until a reload shows it settled; the empty states, the login prompt for a visitor (with nothing private asked), offline the saved lists with their age and every Close disabled, with one offline note that gives the reason, and the links to the three record screens.
import { i18n } from '@lingui/core';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contractPaths, secondContractPaths } from '../../../../src/common/api-paths';
import {
  secondEntryStatus,
  tradeDirections,
  type SecondContractOrder,
} from '../../../../src/common/trading-types';
import { PositionTabScreen } from '../../../../src/client/app/trading-screens';
import { cacheDatabase } from '../../../../src/client/lib/cache/cache-db';
import { forgetRememberedAnswers } from '../../../../src/client/lib/cache/use-cached-query';
import { clearSession } from '../../../../src/client/lib/session/session-store';
import { renderScreen, setOnline, signIn } from '../me/me-test-kit';
import { page, position, serveContracts, tick, type ContractServer } from '../contracts/contract-kit';
import { clearDeviceCache } from '../../support/device-cache';

const startMs = Date.UTC(2026, 0, 2, 3, 0, 0);

function timedOrder(overrides: Partial<SecondContractOrder> = {}): SecondContractOrder {
  return {
    id: 't1',
    baseCoin: 'BTC',
    quoteCoin: 'USDT',
    symbol: 'btcusdt',
    tradeType: tradeDirections.up,
    openAmount: '50',
    fee: '0',
    positionTime: 60,
    incomeRate: '0.85',
    openPrice: '60500',
    openTime: startMs - 57_000,
    settleTime: startMs + 3_000,
    settlePrice: null,
    openDay: '2026-01-02',
    settleDay: null,
    settledAt: null,
    priceSource: 'sim',
    entryStatus: secondEntryStatus.open,
    result: null,
    profit: null,
    ...overrides,
  };
}

const bb = (result: unknown) =>
  new Response(JSON.stringify({ code: 200, result, message: 'success' }), {
    headers: { 'content-type': 'application/json' },
  });

function serve(state: Partial<ContractServer> = {}, orders: SecondContractOrder[] = []) {
  const world = { btc: 61000, coin: '0', contract: '0', positions: page([]), ...state, orders };
  const asked: Array<Record<string, string>> = [];
  const server = serveContracts(world, {
    [secondContractPaths.getContractRecord]: async (request) => {
      asked.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return bb({ list: world.orders, totalRow: world.orders.length });
    },
  });
  return { ...server, world, asked };
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => {
  setOnline(true);
  window.location.hash = '#/position';
});
afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
  await clearDeviceCache();
});

describe('Position tab', () => {
  it('shows open positions with live profit and ROI, and running timed orders with their figures', async () => {
    signIn();
    const server = serve({ positions: page([position()]) }, [
      timedOrder({ settleTime: Date.now() + 90_000 }),
    ]);
    renderScreen(<PositionTabScreen />);
    await vi.waitFor(() => expect(text('position-p1-pnl')).toBe('+16.66'));
    expect(text('position-p1-roi')).toBe('+16.66%');
    const order = within(await screen.findByTestId('timed-order-t1'));
    expect(order.getByText('Buy up')).toBeTruthy();
    expect(order.getByText('50.00')).toBeTruthy();
    expect(order.getByText('60,500.00')).toBeTruthy();
    await vi.waitFor(() => expect(order.getByTestId('timed-order-t1-price').textContent).toBe('61,000.00'));
    expect(order.getByText('+42.50')).toBeTruthy();
    expect(order.getByTestId('timed-order-t1-countdown').textContent).toMatch(/^01:(29|30)$/);
    expect(server.asked[0]).toMatchObject({ entryStatus: '1', pageNo: '1' });

    server.world.btc = 60000;
    act(() => tick());
    await vi.waitFor(() => expect(text('position-p1-pnl')).toBe('0.00'));
    expect(order.getByTestId('timed-order-t1-price').textContent).toBe('60,000.00');
    expect(within(order.getByTestId('timed-order-t1-price')).getByText('60,000.00').className).toBe(
      'trend-text--down',
    );
  });

  it('counts down to settleTime each second, then reads "Settling…" until a reload shows it settled', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(startMs);
    signIn();
    const server = serve({}, [timedOrder()]);
    renderScreen(<PositionTabScreen />);
    await vi.waitFor(() => expect(text('timed-order-t1-countdown')).toBe('00:03'));
    const countdown = screen.getByTestId('timed-order-t1-countdown');
    expect(countdown.getAttribute('role')).toBe('timer');
    expect(countdown.getAttribute('aria-label')).toBe('Settles in 3 seconds');

    // The fake clock moves only here, so waiting for the render cannot let a second pass unseen.
    act(() => vi.advanceTimersByTime(1000));
    await vi.waitFor(() => expect(text('timed-order-t1-countdown')).toBe('00:02'));
    act(() => vi.advanceTimersByTime(1000));
    await vi.waitFor(() => expect(text('timed-order-t1-countdown')).toBe('00:01'));
    act(() => vi.advanceTimersByTime(1000));
    await vi.waitFor(() => expect(text('timed-order-t1-countdown')).toBe('Settling…'));
    act(() => vi.advanceTimersByTime(4000));
    expect(text('timed-order-t1-countdown')).toBe('Settling…');

    // The engine settled it: the next refresh no longer lists it among the running orders.
    server.world.orders = [];
    act(() => tick());
    await vi.waitFor(() => expect(screen.queryByTestId('timed-order-t1')).toBeNull());
    expect(text('timed-orders-empty')).toBe('No running timed orders');
  });

  it('while both lists load, each holds one row, about the height of the note most accounts then get', async () => {
    signIn();
    const never = () => new Promise<Response>(() => undefined);
    serveContracts(
      { btc: 61000, coin: '0', contract: '0', positions: page([]) },
      { [contractPaths.list]: never, [secondContractPaths.getContractRecord]: never },
    );
    renderScreen(<PositionTabScreen />);
    const positions = await screen.findByTestId('contract-positions');
    await vi.waitFor(() => expect(positions.querySelectorAll('.skeleton-row')).toHaveLength(1));
    expect(screen.getByTestId('timed-orders').querySelectorAll('.skeleton-row')).toHaveLength(1);
  });

  it('says when there is nothing open', async () => {
    signIn();
    serve();
    renderScreen(<PositionTabScreen />);
    expect((await screen.findByTestId('contract-positions-empty')).textContent).toBe('No open positions');
    expect((await screen.findByTestId('timed-orders-empty')).textContent).toBe('No running timed orders');
    expect(screen.getByTestId('records-link-spot').getAttribute('href')).toBe('#/trade/record');
    expect(screen.getByTestId('records-link-contract').getAttribute('href')).toBe('#/contract/record');
    expect(screen.getByTestId('records-link-second').getAttribute('href')).toBe('#/secondContract/record');
  });

  it('asks a visitor to log in and asks the server for nothing private', async () => {
    clearSession();
    const server = serve();
    renderScreen(<PositionTabScreen />);
    const prompt = await screen.findByTestId('position-login');
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '#/login?redirect=%2Fposition',
    );
    expect(screen.queryByTestId('timed-orders')).toBeNull();
    expect(server.pathsCalled()).not.toContain(contractPaths.list);
    expect(server.pathsCalled()).not.toContain(secondContractPaths.getContractRecord);
  });

  it('offline: shows the saved lists with their age and disables every Close with the reason', async () => {
    const userId = signIn();
    serve({ positions: page([position()]) }, [timedOrder({ settleTime: Date.now() + 90_000 })]);
    renderScreen(<PositionTabScreen />);
    await screen.findByTestId('timed-order-t1');
    await screen.findByTestId('position-p1');
    await vi.waitFor(async () =>
      expect(await (await cacheDatabase()).entries.where('userId').equals(userId).count()).toBe(2),
    );
    cleanup();
    forgetRememberedAnswers(userId);
    vi.unstubAllGlobals();
    setOnline(false);

    renderScreen(<PositionTabScreen />);
    expect(await screen.findByTestId('timed-order-t1')).toBeTruthy();
    expect(await screen.findByTestId('position-p1')).toBeTruthy();
    const note =
      'You are offline. These figures are the last ones saved on this device, and closing and cancelling are available again when you reconnect.';
    expect(text('position-offline')).toBe(note);
    // One offline note for the screen: the leveraged list does not add its own.
    expect(document.querySelectorAll('.offline-note')).toHaveLength(1);
    expect(screen.queryByTestId('contract-positions-offline')).toBeNull();
    expect(text('timed-orders-age')).toMatch(/^Orders saved .+; not up to date\.$/);
    expect(text('contract-positions-age')).toMatch(/^Positions saved .+; not up to date\.$/);
    const close = screen.getByTestId('position-p1-close') as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    expect(document.getElementById(close.getAttribute('aria-describedby') ?? '')?.textContent).toBe(note);
  });

  it('offline with nothing saved yet says so instead of loading forever', async () => {
    signIn();
    setOnline(false);
    serve();
    renderScreen(<PositionTabScreen />);
    expect(
      await screen.findByText('You are offline and no timed orders are saved on this device yet.'),
    ).toBeTruthy();
    expect(
      await screen.findByText('You are offline and no positions are saved on this device yet.'),
    ).toBeTruthy();
  });
});
