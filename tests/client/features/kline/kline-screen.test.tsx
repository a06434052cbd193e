// Proves the k-line screen wires its parts: pair from the query, ticker price block, chart panel fed with every candle, opening on the last 100, and recoloured, compact book order, unknown pairs.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CandleChartOptions } from '../../../../src/client/lib/chart/candle-chart';
import type { Candle, DepthLevel } from '../../../../src/common/market-types';
import KlineScreen from '../../../../src/client/features/kline/kline-screen';
import { connectivityStore } from '../../../../src/client/lib/connectivity/connectivity-store';
import { chooseUpColor } from '../../../../src/client/lib/preferences/up-color';
import { clearDeviceCache } from '../../support/device-cache';

const chart = vi.hoisted(() => ({
  created: 0,
  colors: [] as string[],
  destroyed: 0,
  visibleCandles: undefined as number | undefined,
}));

/** A stand-in for the uPlot chart (happy-dom has no canvas): it reports the view the real chart would. */
vi.mock('../../../../src/client/lib/chart/candle-chart', () => ({
  chartIsWarm: () => true,
  warmUpCandleChart: () => undefined,
  createCandleChart: (container: HTMLElement, candles: readonly Candle[], options: CandleChartOptions) => {
    chart.created += 1;
    chart.visibleCandles = options.visibleCandles;
    let count = candles.length;
    const publish = () =>
      options.onViewChange?.({
        min: 0,
        max: 0,
        candleCount: Math.min(count, options.visibleCandles ?? count),
        totalCount: count,
      });
    container.append(document.createElement('canvas'));
    publish();
    return {
      setCandles: (next: readonly Candle[]) => {
        count = next.length;
        publish();
      },
      setSize: () => undefined,
      setColors: (up: string) => chart.colors.push(up),
      destroy: () => (chart.destroyed += 1),
      get candleCount() {
        return count;
      },
    };
  },
}));

const candles: Candle[] = Array.from({ length: 2000 }, (_, i) => ({
  id: 1_700_000_000 + i * 60,
  open: 3000,
  close: 3001,
  high: 3002,
  low: 2999,
  vol: 1,
}));
const levels = (from: number, step: number): DepthLevel[] =>
  Array.from({ length: 20 }, (_, i) => [from + i * step, 1]);

vi.mock('../../../../src/client/lib/market-data/market-api', () => {
  const base = { status: 'ok' as const, ts: 0, source: 'sim' as const };
  const tick = { id: 0, open: 3000, close: 3123.456, high: 3200.999, low: 2950.5, vol: 12_345, count: 9 };
  return {
    fetchQuoteTickers: async () => ({ ...base, data: [] }),
    fetchDetails: async () => ({ ...base, tick }),
    fetchKline: async () => ({ ...base, data: candles }),
    fetchDepth: async () => ({ ...base, tick: { ts: 0, asks: levels(3124, 1), bids: levels(3123, -1) } }),
    fetchTrades: async () => ({ ...base, data: [] }),
  };
});

function renderAt(hash: string) {
  window.location.hash = hash;
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
});

describe('KlineScreen', () => {
  it('shows the pair, its ticker at the pair precision, the chart fed 2000 candles showing 100, and the compact book', async () => {
    const view = renderAt('#/market/kline?currency=eth&baseCurrency=usdt&open=3000&close=3100&type=1');
    expect(screen.getByRole('heading', { name: 'ETH/USDT' })).toBeTruthy();
    // Before the ticker answers, the list's close is shown.
    expect(screen.getByTestId('kline-last-price').textContent).toBe('3,100.00');
    await waitFor(() => expect(screen.getByTestId('kline-last-price').textContent).toBe('3,123.45'));
    const chartEl = await screen.findByTestId('kline-chart');
    // Every candle is handed to the chart, which opens on the most recent 100 of them.
    await waitFor(() => expect(chartEl.dataset['totalCandles']).toBe('2000'));
    expect(chartEl.dataset['candles']).toBe('100');
    expect(chart.visibleCandles).toBe(100);
    const asks = within(await screen.findByTestId('compact-asks')).getAllByRole('listitem');
    expect(asks.map((row) => row.textContent?.slice(0, 8))).toEqual([
      '3,128.00',
      '3,127.00',
      '3,126.00',
      '3,125.00',
      '3,124.00',
    ]);
    act(() => chooseUpColor('red-up'));
    expect(chart.colors).toHaveLength(1);
    view.unmount();
    expect(chart.destroyed).toBe(chart.created);
  });

  it('offers a way back for a pair outside the table', () => {
    renderAt('#/market/kline?currency=FOO&baseCurrency=USDT');
    expect(screen.getByRole('alert').textContent).toContain('FOO/USDT');
    expect(screen.getByRole('link', { name: 'Back to markets' }).getAttribute('href')).toBe('#/market');
  });
});
