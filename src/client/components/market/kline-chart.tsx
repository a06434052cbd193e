/**
 * The candle chart area: 2000 candles of the chosen period, with designed loading and empty states; a failure is
 * reported to the screen's one error and the area stays quiet. The chart itself (and uPlot with it) is a
 * separate chunk, requested as the area first renders, so that it loads while the candles do, not after them.
 * Until the candles arrive, the chart draws this device's preview of the series' latest candles, if any.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo } from 'react';
import type { KlinePeriod } from '../../../common/constants';
import { EmptyState } from '../screen-states';
import { useCandles } from '../../lib/market-data/market-hooks';
import { readCandlePreview, saveCandlePreview } from './candle-preview';
import { useReportFailure } from './market-failures';
import './market-parts.css';
import type { ChartSize } from './chart-size';

const importPanel = () => import('./candle-chart-panel');
let panelChunk: ReturnType<typeof importPanel> | undefined;
/** The chart's chunk, requested once; later calls share the same request. */
function loadCandleChartPanel() {
  if (!panelChunk) {
    panelChunk = importPanel();
    // A failed load is reported by the lazy panel itself; this catch, attached once, keeps the early ask quiet.
    panelChunk.catch(() => undefined);
  }
  return panelChunk;
}

const CandleChartPanel = lazy(loadCandleChartPanel);

interface KlineChartProps {
  symbol: string;
  period: KlinePeriod;
  precision: number;
  size?: ChartSize;
}

/** Holds the chart's place while candles or the chart chunk load, so the page does not jump. */
function ChartPlaceholder({ size }: { size: ChartSize }) {
  return (
    <div
      className={`kline-chart-placeholder${size === 'compact' ? ' kline-chart-placeholder--compact' : ''}`}
      role="status"
    >
      <span className="visually-hidden">
        <Trans>Loading chart…</Trans>
      </span>
    </div>
  );
}

/**
 * The series' candles as a query, and what to draw: its answer (fresh or saved), else the preview saved on this
 * device. Each fresh answer refreshes the preview.
 */
function useChartCandles(symbol: string, period: KlinePeriod) {
  const candles = useCandles(symbol, period, (answer) => saveCandlePreview(symbol, period, answer.data));
  const hasAnswer = candles.data !== undefined;
  const preview = useMemo(
    () => (hasAnswer ? undefined : readCandlePreview(symbol, period)),
    [symbol, period, hasAnswer],
  );
  return { candles, drawn: candles.data?.data ?? preview };
}

export function KlineChart({ symbol, period, precision, size = 'regular' }: KlineChartProps) {
  // Rendering asks for the chunk (once): the lazy panel would ask only when it first renders, after the candles.
  void loadCandleChartPanel();
  const { candles, drawn } = useChartCandles(symbol, period);
  const { i18n } = useLingui();
  const failed = useReportFailure('chart', candles);
  if (!drawn) {
    if (failed) {
      return (
        <EmptyState>
          <Trans>The chart is not available right now.</Trans>
        </EmptyState>
      );
    }
    if (candles.loading) return <ChartPlaceholder size={size} />;
    return (
      <EmptyState>
        <Trans>No saved chart for this period yet. Connect once to load it.</Trans>
      </EmptyState>
    );
  }
  if (drawn.length === 0) {
    return (
      <EmptyState>
        <Trans>No candles for this period yet.</Trans>
      </EmptyState>
    );
  }
  return (
    <Suspense fallback={<ChartPlaceholder size={size} />}>
      {/* A new pair, period or language is a new chart: its time labels, read-out labels and zoom do not carry over. */}
      <CandleChartPanel
        key={`${symbol}:${period}:${i18n.locale}`}
        candles={drawn}
        precision={precision}
        timeFormat={period === '1day' ? 'date' : 'time'}
        size={size}
      />
    </Suspense>
  );
}
