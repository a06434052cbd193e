// Proves a failed market API shows the k-line screen's error once, with one retry that asks every failed part again, and quiet empty states in the parts (it used to show one error box per part).
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import KlineScreen from '../../../../src/client/features/kline/kline-screen';
import { connectivityStore } from '../../../../src/client/lib/connectivity/connectivity-store';
import { ApiFailure } from '../../../../src/client/lib/http/api-failure';
import { clearDeviceCache } from '../../support/device-cache';

const api = vi.hoisted(() => ({ failing: true, calls: { details: 0, kline: 0, depth: 0 } }));

vi.mock('../../../../src/client/lib/chart/candle-chart', () => ({
  chartIsWarm: () => true,
  warmUpCandleChart: () => undefined,
  createCandleChart: (container: HTMLElement) => {
    container.append(document.createElement('canvas'));
    return {
      setCandles: () => undefined,
      setSize: () => undefined,
      setColors: () => undefined,
      destroy: () => undefined,
      candleCount: 1,
    };
  },
}));

vi.mock('../../../../src/client/lib/market-data/market-api', () => {
  const base = { status: 'ok' as const, ts: 0, source: 'sim' as const };
  const tick = { id: 0, open: 3000, close: 3123.456, high: 3200.999, low: 2950.5, vol: 12_345, count: 9 };
  const answer = async <T,>(name: keyof typeof api.calls, value: T): Promise<T> => {
    api.calls[name] += 1;
    if (api.failing) throw new ApiFailure('The market service is unavailable.', 'http');
    return value;
  };
  return {
    fetchQuoteTickers: async () => ({ ...base, data: [] }),
    fetchDetails: () => answer('details', { ...base, tick }),
    fetchKline: () =>
      answer('kline', { ...base, data: [{ id: 1_700_000_000, open: 1, close: 2, high: 2, low: 1, vol: 1 }] }),
    fetchDepth: () => answer('depth', { ...base, tick: { ts: 0, asks: [[3124, 1]], bids: [[3123, 1]] } }),
    fetchTrades: async () => ({ ...base, data: [] }),
  };
});

function renderKline() {
  window.location.hash = '#/market/kline?currency=ETH&baseCurrency=USDT';
  return render(
    <I18nProvider i18n={i18n}>
      <KlineScreen />
    </I18nProvider>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(async () => {
  await clearDeviceCache();
  connectivityStore.set({ browserOnline: true, lastRequestFailed: false });
  api.failing = true;
  api.calls = { details: 0, kline: 0, depth: 0 };
});

describe('KlineScreen when the market API fails', () => {
  it('shows one error with one retry, and quiet parts', async () => {
    renderKline();
    await screen.findByText('The chart is not available right now.');
    await screen.findByText('The order book is not available right now.');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toContain('The market service is unavailable.');
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    expect(screen.getByTestId('kline-last-price').textContent).toBe('--');
  });

  it('asks every failed part again on retry, and the error goes once they answer', async () => {
    renderKline();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(api.calls).toEqual({ details: 1, kline: 1, depth: 1 }));
    api.failing = false;
    connectivityStore.set({ browserOnline: true, lastRequestFailed: false });
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('kline-last-price').textContent).toBe('3,123.45'));
    expect(api.calls).toEqual({ details: 2, kline: 2, depth: 2 });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByText('The chart is not available right now.')).toBeNull();
    expect(await screen.findByTestId('compact-book')).toBeTruthy();
  });
});
