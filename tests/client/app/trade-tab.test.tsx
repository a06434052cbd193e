// Proves the Trade tab: /action redirects to spot trading keeping the query, shows the Trade tab, and is kept alive: after another tab, coming back through the tab bar finds the same pair, side, typed price and amount and chart period.
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/client/app/app';
import { tradeTabStore } from '../../../src/client/app/trade-tab';
import { resetDrafts } from '../../../src/client/components/form/form-draft';
import { clearSession } from '../../../src/client/lib/session/session-store';
import { setOnline } from '../features/me/me-test-kit';
import { serveSpot } from '../features/spot/spot-kit';
import { clearDeviceCache } from '../support/device-cache';

// The update prompt needs the PWA plugin's virtual module, which exists only in a Vite build.
vi.mock('../../../src/client/app/update-prompt', () => ({ UpdatePrompt: () => null }));
vi.mock(
  '../../../src/client/lib/chart/candle-chart',
  async () => (await import('../features/spot/spot-kit')).chartStub,
);

/** How long a first lazy import may take under the test transform on a busy machine. */
const lazyChunkWaitMs = 15_000;

function renderAppAt(hash: string) {
  window.history.replaceState(null, '', `/mobile/${hash}`);
  return render(<App />);
}

const tabBar = () => screen.getByRole('navigation', { name: 'Main navigation' });
const tab = (name: string) => {
  const link = [...tabBar().querySelectorAll('a')].find((item) => item.textContent === name);
  if (!link) throw new Error(`no tab ${name}`);
  return link;
};
const field = (label: string) => screen.findByLabelText(label) as Promise<HTMLInputElement>;

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(async () => {
  await clearDeviceCache();
  resetDrafts();
  tradeTabStore.set({ lastAddress: '' });
  clearSession();
  setOnline(true);
  serveSpot({});
});
afterEach(() => vi.unstubAllGlobals());

describe('the Trade tab', () => {
  it('redirects /action to spot trading, keeping the query, with the Trade tab current', async () => {
    renderAppAt('#/action?currency=ETH&baseCurrency=USDT');
    // The redirect loads with the trading chunk; its first import in a test run takes a while to transform.
    await waitFor(() => expect(window.location.hash).toBe('#/action/trade?currency=ETH&baseCurrency=USDT'), {
      timeout: lazyChunkWaitMs,
    });
    expect(await screen.findByRole('button', { name: 'ETH/USDT: choose another market' })).toBeTruthy();
    expect(tab('Trade').getAttribute('aria-current')).toBe('page');
  });

  it('opens spot trading on BTC/USDT the first time', async () => {
    renderAppAt('#/action');
    await waitFor(() => expect(window.location.hash).toBe('#/action/trade'), { timeout: lazyChunkWaitMs });
    expect(await screen.findByRole('button', { name: 'BTC/USDT: choose another market' })).toBeTruthy();
  });

  it('is kept alive: another tab and back finds the same pair, side, price, amount and chart period', async () => {
    renderAppAt('#/action/trade?currency=ETH&baseCurrency=USDT');
    fireEvent.click(await screen.findByTestId('spot-side-sell'));
    fireEvent.change(await field('Price (USDT)'), { target: { value: '3100.5' } });
    fireEvent.change(await field('Amount (ETH)'), { target: { value: '0.25' } });
    fireEvent.click(screen.getByRole('tab', { name: '5m' }));

    await act(async () => fireEvent.click(tab('Market')));
    await waitFor(() => expect(window.location.hash).toBe('#/market'));
    await waitFor(() => expect(screen.queryByTestId('spot-screen')).toBeNull());

    await act(async () => fireEvent.click(tab('Trade')));
    // The redirect loads with the trading chunk; its first import in a test run takes a while to transform.
    await waitFor(() => expect(window.location.hash).toBe('#/action/trade?currency=ETH&baseCurrency=USDT'), {
      timeout: lazyChunkWaitMs,
    });
    expect((await field('Price (USDT)')).value).toBe('3100.5');
    expect((await field('Amount (ETH)')).value).toBe('0.25');
    expect(screen.getByTestId('spot-side-sell').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('tab', { name: '5m' }).getAttribute('aria-selected')).toBe('true');
  });
});
