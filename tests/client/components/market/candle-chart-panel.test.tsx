// Proves the chart panel draws its chart in a task after its commit, and that the page's first chart is preceded by
// the warm-up in a task of its own, so the cold start and the first draw are never one long task.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle } from '../../../../src/common/market-types';
import CandleChartPanel from '../../../../src/client/components/market/candle-chart-panel';

/** A stand-in for the uPlot chart (happy-dom has no canvas) that logs each step in the order it ran. */
const chart = vi.hoisted(() => ({ warm: false, steps: [] as string[] }));

vi.mock('../../../../src/client/lib/chart/candle-chart', () => ({
  chartIsWarm: () => chart.warm,
  warmUpCandleChart: () => {
    chart.steps.push('warm-up');
    chart.warm = true;
  },
  createCandleChart: (container: HTMLElement) => {
    chart.steps.push('draw');
    chart.warm = true;
    container.append(document.createElement('canvas'));
    return {
      setCandles: () => undefined,
      setSize: () => undefined,
      setColors: () => undefined,
      destroy: () => chart.steps.push('destroy'),
      candleCount: 1,
    };
  },
}));

const candles: Candle[] = [{ id: 1_700_000_000, open: 1, close: 2, high: 2, low: 1, vol: 1 }];

function renderPanel() {
  return render(
    <I18nProvider i18n={i18n}>
      <CandleChartPanel candles={candles} precision={2} timeFormat="time" size="compact" />
    </I18nProvider>,
  );
}

/** Runs the one task the panel has scheduled, as the browser would between two paints. */
const runNextTask = () => act(() => vi.advanceTimersToNextTimer());

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => {
  vi.useFakeTimers();
  chart.warm = false;
  chart.steps = [];
});
afterEach(() => vi.useRealTimers());

describe('CandleChartPanel', () => {
  it("warms the chart up in one task and draws the page's first chart in the next", async () => {
    renderPanel();
    expect(chart.steps).toEqual([]);
    await runNextTask();
    expect(chart.steps).toEqual(['warm-up']);
    await runNextTask();
    expect(chart.steps).toEqual(['warm-up', 'draw']);
  });

  it('draws a later chart in its first task, with no warm-up', async () => {
    chart.warm = true;
    renderPanel();
    await runNextTask();
    expect(chart.steps).toEqual(['draw']);
  });

  it('draws nothing when it leaves between the warm-up and the draw', async () => {
    const view = renderPanel();
    await runNextTask();
    view.unmount();
    await runNextTask();
    expect(chart.steps).toEqual(['warm-up']);
  });
});
