// Proves the market drawer opens a tapped market by its type with the market's fields in the query: 1 the k-line screen, 2 spot trading with the coin account, 3 contract trading with the contract account and only the USDT tab; and that each row shows the open price coloured by the close-versus-open change (spec section 2).
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketPaths } from '../../../src/common/api-paths';
import { MarketDrawer } from '../../../src/client/app/market-drawer';
import { sessionStore, type SessionState } from '../../../src/client/lib/session/session-store';
import { renderScreen, routeFetch, setOnline } from '../features/me/me-test-kit';
import { clearDeviceCache } from '../support/device-cache';

const tick = { id: 0, open: 3000, close: 3100.5, high: 3200, low: 2900, vol: 10, count: 1 };

function serveTickers() {
  return routeFetch({
    [marketPaths.tickersByQuoteCoin]: async (request) => {
      const quote = new URLSearchParams(await request.text()).get('quoteCoin');
      const data =
        quote === 'USDT' ? [{ baseCoin: 'ETH', logo: '', tick }] : [{ baseCoin: 'EOS', logo: '', tick }];
      return new Response(JSON.stringify({ status: 'ok', ts: 0, source: 'sim', data }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
}

function openAs(drawerType: SessionState['drawerType'], accountType: SessionState['accountType']) {
  act(() => sessionStore.set({ drawerVisible: true, drawerType, accountType }));
  return renderScreen(<MarketDrawer />);
}

const ethQuery = 'currency=ETH&baseCurrency=USDT&percision=2&open=3000&close=3100.5';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(async () => {
  await clearDeviceCache();
  setOnline(true);
  window.location.hash = '#/home';
  serveTickers();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.set({ drawerVisible: false });
});

describe('MarketDrawer', () => {
  it('type 1 opens the k-line screen and leaves the account type alone', async () => {
    openAs(1, 2);
    fireEvent.click(await screen.findByTestId('pair-ETH-USDT'));
    expect(window.location.hash).toBe(`#/market/kline?${ethQuery}&type=1`);
    expect(sessionStore.get()).toMatchObject({ drawerVisible: false, accountType: 2 });
  });

  it('type 2 opens spot trading with the market in the query and sets the coin account', async () => {
    openAs(2, 2);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['USDT', 'BTC', 'ETH']);
    fireEvent.click(await screen.findByTestId('pair-ETH-USDT'));
    expect(window.location.hash).toBe(`#/action/trade?${ethQuery}&type=2`);
    expect(sessionStore.get()).toMatchObject({ drawerVisible: false, accountType: 1 });
  });

  it('type 3 offers only USDT markets, opens contract trading and sets the contract account', async () => {
    openAs(3, 1);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['USDT']);
    fireEvent.click(await screen.findByTestId('pair-ETH-USDT'));
    expect(window.location.hash).toBe(`#/action/contract?${ethQuery}&type=3`);
    expect(sessionStore.get()).toMatchObject({ drawerVisible: false, accountType: 2 });
  });

  it('shows each open price coloured by close versus open: the rise colour up, the fall colour down', async () => {
    const falling = { ...tick, open: 0.9, close: 0.85 };
    routeFetch({
      [marketPaths.tickersByQuoteCoin]: async (request) => {
        const quote = new URLSearchParams(await request.text()).get('quoteCoin');
        const data =
          quote === 'USDT'
            ? [{ baseCoin: 'ETH', logo: '', tick }]
            : [{ baseCoin: 'EOS', logo: '', tick: falling }];
        return new Response(JSON.stringify({ status: 'ok', ts: 0, source: 'sim', data }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    openAs(1, 1);
    const rising = await screen.findByTestId('pair-ETH-USDT-price');
    // The open price (3000 at ETH's 2 places), not the last one (3100.5), named for screen readers.
    expect(rising.textContent).toBe('3,000.00');
    expect(rising.closest('button')?.textContent).toContain('Open price 3,000.00');
    expect(rising.className).toContain('trend-text--up');
    fireEvent.click(screen.getByRole('tab', { name: 'BTC' }));
    const down = await screen.findByTestId('pair-EOS-BTC-price');
    expect(down.textContent).toMatch(/^0\.9/);
    expect(down.closest('button')?.textContent).toMatch(/Open price 0\.9/);
    expect(down.className).toContain('trend-text--down');
  });
});
