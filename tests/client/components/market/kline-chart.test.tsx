// Proves the chart area asks for its chart chunk before the candles answer, draws this device's preview of the
// series first and then the full answer in the same chart, and saves a preview from a fresh answer.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle } from '../../../../src/common/market-types';
import {
  previewCandleCount,
  readCandlePreview,
  saveCandlePreview,
} from '../../../../src/client/components/market/candle-preview';
import { KlineChart } from '../../../../src/client/components/market/kline-chart';
import { connectivityStore } from '../../../../src/client/lib/connectivity/connectivity-store';
import { storageKeys } from '../../../../src/client/lib/session/storage-keys';
import { clearDeviceCache } from '../../support/device-cache';

const panel = vi.hoisted(() => ({ loads: 0, mounts: 0 }));
const kline = vi.hoisted(() => ({ answered: Promise.resolve() }));

/** The chart panel (uPlot cannot draw in happy-dom): it shows how many candles it was given and counts mounts. */
vi.mock('../../../../src/client/components/market/candle-chart-panel', () => {
  panel.loads += 1;
  return {
    default: function PanelStandIn({ candles }: { candles: readonly Candle[] }) {
      useEffect(() => {
        panel.mounts += 1;
      }, []);
      return <div data-testid="kline-chart" data-total-candles={candles.length} />;
    },
  };
});

const candles: Candle[] = Array.from({ length: 2000 }, (_, i) => ({
  id: 1_700_000_000 + i * 60,
  open: 3000,
  close: 3001,
  high: 3002,
  low: 2999,
  vol: 1,
}));

vi.mock('../../../../src/client/lib/market-data/market-api', () => ({
  fetchKline: async () => {
    await kline.answered;
    return { status: 'ok', ts: 0, source: 'sim', data: candles };
  },
}));

/** Holds the k-line answer back until the returned function is called. */
function holdKlineAnswer(): () => void {
  let release = () => undefined as void;
  kline.answered = new Promise<void>((resolve) => (release = resolve));
  return release;
}

/** Each test draws a pair of its own: this session's answers are remembered by pair and period. */
function renderChart(symbol: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <KlineChart symbol={symbol} period="1min" precision={2} />
    </I18nProvider>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(async () => {
  await clearDeviceCache();
  window.localStorage.removeItem(storageKeys.candlePreviews);
  connectivityStore.set({ browserOnline: true, lastRequestFailed: false });
  panel.mounts = 0;
});

describe('KlineChart', () => {
  // A module loads once per test file, so this test comes first: nothing else has asked for the panel yet.
  it('asks for the chart chunk while the candles are still on their way', async () => {
    const release = holdKlineAnswer();
    const view = renderChart('btcusdt');
    await waitFor(() => expect(panel.loads).toBe(1));
    expect(screen.getByRole('status').textContent).toBe('Loading chart…');
    expect(screen.queryByTestId('kline-chart')).toBeNull();
    release();
    await waitFor(() => expect(screen.getByTestId('kline-chart').dataset['totalCandles']).toBe('2000'));
    view.unmount();
  });

  it('draws the saved preview first, then the answer in the same chart', async () => {
    saveCandlePreview('ethusdt', '1min', candles.slice(0, 1500));
    const release = holdKlineAnswer();
    const view = renderChart('ethusdt');
    const chart = await screen.findByTestId('kline-chart');
    expect(chart.dataset['totalCandles']).toBe(String(previewCandleCount));
    release();
    await waitFor(() => expect(screen.getByTestId('kline-chart').dataset['totalCandles']).toBe('2000'));
    expect(panel.mounts).toBe(1);
    view.unmount();
  });

  it('saves the latest candles of a fresh answer as the next preview', async () => {
    const view = renderChart('ltcusdt');
    await waitFor(() => expect(screen.getByTestId('kline-chart').dataset['totalCandles']).toBe('2000'));
    expect(readCandlePreview('ltcusdt', '1min')?.at(-1)).toEqual(candles.at(-1));
    view.unmount();
  });
});
