/**
 * "Redraw during a pan" and "during a pinch": the chart opens on the last 100 of 2000 candles, as the app shows
 * it, and is then driven through panByPx and pinchTo, the very methods the touch handler calls on each
 * pointermove. Each step is timed until painted (see measure.ts), one step per frame as a finger would move.
 */
import type { CandleChart, CandleChartOptions } from '../../src/client/lib/chart/candle-chart';
import { createCandleChart } from '../../src/client/lib/chart/candle-chart';
import type { Candle } from '../../src/common/market-types';
import { forcePaint, freshContainer, median, nextFrame, percentile, roundMs } from './measure';

/** The app's default view (candle-chart-panel.tsx). */
export const appVisibleCandles = 100;
const panSteps = 120;
/** A brisk finger: about 12 px a frame. Over 120 frames the view moves some 1,200 px, far from either end. */
const panStepPx = 12;
const pinchSteps = 60;
/** The pinch opens from 1x to 4x the fingers' gap and closes again, so it zooms in and out. */
const pinchScaleMax = 4;
const p95 = 0.95;

async function timeSteps(
  chart: CandleChart,
  container: HTMLElement,
  steps: number,
  step: (i: number) => void,
) {
  const times: number[] = [];
  for (let i = 0; i < steps; i++) {
    const start = performance.now();
    step(i);
    forcePaint(container);
    times.push(performance.now() - start);
    await nextFrame();
  }
  return { median: roundMs(median(times)), p95: roundMs(percentile(times, p95)), count: chart.candleCount };
}

export interface GestureFigures {
  panRedrawMedianMs: number;
  panRedrawP95Ms: number;
  pinchRedrawMedianMs: number;
  pinchRedrawP95Ms: number;
}

export async function benchGestures(
  stage: HTMLElement,
  candles: readonly Candle[],
  options: CandleChartOptions,
): Promise<GestureFigures> {
  const container = freshContainer(stage);
  const chart = createCandleChart(container, candles, { ...options, visibleCandles: appVisibleCandles });
  await nextFrame();
  const pan = await timeSteps(chart, container, panSteps, () => chart.panByPx(panStepPx));
  const over = container.querySelector('.petrel-price-plot .u-over')?.getBoundingClientRect();
  const anchorX = over ? over.left + over.width / 2 : options.width / 2;
  chart.startPinch(anchorX);
  const pinch = await timeSteps(chart, container, pinchSteps, (i) => {
    // Up to pinchScaleMax over the first half, then back down to 1.
    const share = 1 - Math.abs(1 - (2 * (i + 1)) / pinchSteps);
    chart.pinchTo(1 + (pinchScaleMax - 1) * share, anchorX);
  });
  chart.destroy();
  container.remove();
  return {
    panRedrawMedianMs: pan.median,
    panRedrawP95Ms: pan.p95,
    pinchRedrawMedianMs: pinch.median,
    pinchRedrawP95Ms: pinch.p95,
  };
}
