/**
 * The candlestick chart on uPlot. This is the only module that imports lib/chart, and KlineChart loads it with
 * React.lazy, so uPlot travels with the screens that draw a chart (k-line, trade), never in the start-up code.
 * The chart is imperative: it is created once, in a task of its own just after the panel's first commit, and then
 * updated in place (new candles, colours, width) until the panel unmounts; only a new text size makes it again.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { Candle } from '../../../common/market-types';
import { pageTextScale } from '../../lib/chart/axis-format';
import {
  chartIsWarm,
  createCandleChart,
  warmUpCandleChart,
  type CandleChart,
  type ChartView,
} from '../../lib/chart/candle-chart';
import { chartLabels } from './chart-labels';
import { trendColors, useUpColor } from '../../lib/preferences/up-color';
import type { ChartSize } from './chart-size';

/**
 * Heights of the candle pane and of the volume sub-chart at the default text size (each grows by what its line of
 * text grows with larger text: candle-chart.ts). The trade screen's chart is lower, so the order form starts within
 * the first screenful. The placeholders in market-parts.css (which KlineChart imports) hold the same total heights.
 */
const chartHeightsPx: Record<ChartSize, { price: number; volume: number }> = {
  regular: { price: 240, volume: 72 },
  compact: { price: 160, volume: 56 },
};

/**
 * The chart opens on the last 100 candles: 2000 one-minute candles in a phone's 366 px would be a dense line
 * of sub-pixel candles. Panning reaches all of them, and a pinch shows up to all of them at once.
 */
export const defaultVisibleCandles = 100;

interface CandleChartPanelProps {
  candles: readonly Candle[];
  precision: number;
  timeFormat: 'time' | 'date';
  size: ChartSize;
}

/** Canvas text cannot use CSS variables, so the theme's colours are read once when the chart is made. */
function themeColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * What the chart shows is known only once it has drawn, outside React's render; writing it straight to the
 * element lets e2e tests assert the drawn candles and the visible time range without a re-render on every pan.
 */
function publishView(container: HTMLElement, view: ChartView): void {
  container.dataset['candles'] = String(view.candleCount);
  container.dataset['totalCandles'] = String(view.totalCount);
  container.dataset['viewMin'] = String(view.min);
  container.dataset['viewMax'] = String(view.max);
}

/** The width inside the element's padding: the screen's side margins are padding, and the chart fits inside them. */
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
  return Math.max(0, element.clientWidth - padding);
}

/** Calls back with the element's new width; ResizeObserver also catches layout changes a window resize misses. */
function watchWidth(element: HTMLElement, onWidth: (width: number) => void): () => void {
  let lastWidth = contentWidth(element);
  const check = () => {
    const width = contentWidth(element);
    if (width > 0 && width !== lastWidth) {
      lastWidth = width;
      onWidth(width);
    }
  };
  if (typeof ResizeObserver === 'undefined') {
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }
  const observer = new ResizeObserver(check);
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Calls back when the page's text size changes while the chart is open (the user's text-size setting): a hidden
 * 1rem probe in the container changes size with the root font, and ResizeObserver reports it. The chart's text,
 * spacing and pane heights are measured from the text size when it is made (axis-format.ts), so it is made again.
 */
function watchTextScale(container: HTMLElement, onScale: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const probe = document.createElement('span');
  probe.className = 'kline-chart__text-probe';
  probe.setAttribute('aria-hidden', 'true');
  container.append(probe);
  let lastScale = pageTextScale();
  const observer = new ResizeObserver(() => {
    const scale = pageTextScale();
    if (scale === lastScale) return;
    lastScale = scale;
    onScale();
  });
  observer.observe(probe);
  return () => {
    observer.disconnect();
    probe.remove();
  };
}

export default function CandleChartPanel({ candles, precision, timeFormat, size }: CandleChartPanelProps) {
  const { price: priceHeightPx, volume: volumeHeightPx } = chartHeightsPx[size];
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<CandleChart | null>(null);
  // What the chart last drew, so the update effects skip work the creation already did.
  const drawnCandles = useRef<readonly Candle[] | null>(null);
  const drawnColors = useRef('');
  const { up, down } = trendColors(useUpColor());
  const { i18n } = useLingui();

  const create = useEffectEvent((container: HTMLDivElement): CandleChart => {
    drawnCandles.current = candles;
    drawnColors.current = `${up}/${down}`;
    return createCandleChart(container, candles, {
      width: contentWidth(container),
      priceHeight: priceHeightPx,
      volumeHeight: volumeHeightPx,
      upColor: up,
      downColor: down,
      pricePrecision: precision,
      textColor: themeColor('--muted', '#8a94a8'),
      gridColor: themeColor('--line', '#262f45'),
      textScale: pageTextScale(),
      timeFormat,
      visibleCandles: defaultVisibleCandles,
      labels: chartLabels(i18n),
      onViewChange: (view) => publishView(container, view),
    });
  });

  const resize = useEffectEvent((chart: CandleChart, width: number) =>
    chart.setSize(width, priceHeightPx, volumeHeightPx),
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let chart: CandleChart | null = null;
    let stopWatching = () => {};
    // uPlot's setup and first draw take 100–130 ms at 4× CPU: run in React's passive effects, they made one task of
    // about 200 ms with the rest of the screen's commit (issue 23's trace of the trade screen). In a task of their
    // own, the browser can paint the screen and take input in between. It draws the candles current by then.
    // The page's first chart also pays for the cold start (compiling uPlot, canvas text; about half of a cold first
    // draw in the chart bench): a warm-up takes that in the task before, so the draw is two shorter tasks.
    let timer = setTimeout(function draw() {
      if (!chartIsWarm()) {
        warmUpCandleChart();
        timer = setTimeout(draw, 0);
        return;
      }
      chart = create(container);
      chartRef.current = chart;
      const stopWatchingWidth = watchWidth(container, (width) => chart && resize(chart, width));
      const stopWatchingText = watchTextScale(container, () => {
        chart?.destroy();
        chart = create(container);
        chartRef.current = chart;
      });
      stopWatching = () => {
        stopWatchingWidth();
        stopWatchingText();
      };
    }, 0);
    return () => {
      clearTimeout(timer);
      stopWatching();
      chart?.destroy();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    const container = containerRef.current;
    if (!chart || !container || drawnCandles.current === candles) return;
    drawnCandles.current = candles;
    chart.setCandles(candles);
  }, [candles]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || drawnColors.current === `${up}/${down}`) return;
    drawnColors.current = `${up}/${down}`;
    chart.setColors(up, down);
  }, [up, down]);

  return (
    <div
      ref={containerRef}
      className={`kline-chart${size === 'compact' ? ' kline-chart--compact' : ''}`}
      data-testid="kline-chart"
    />
  );
}
