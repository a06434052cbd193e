/**
 * The candle chart area: 2000 candles of the chosen period, with designed loading and empty states; a failure is
 * reported to the screen's one error and the area stays quiet. The chart itself (and uPlot with it) is a
 * separate chunk, fetched only when there are candles to draw.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { KlinePeriod } from '../../../common/constants';
import { EmptyState } from '../screen-states';
import { useCandles } from '../../lib/market-data/market-hooks';
import { useReportFailure } from './market-failures';
import './market-parts.css';
import type { ChartSize } from './chart-size';

const CandleChartPanel = lazy(() => import('./candle-chart-panel'));

/** The k-line screen's full-height chart, or the trade screen's lower one. */
export type { ChartSize } from './chart-size';

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

export function KlineChart({ symbol, period, precision, size = 'regular' }: KlineChartProps) {
  const candles = useCandles(symbol, period);
  const { i18n } = useLingui();
  const failed = useReportFailure('chart', candles);
  if (!candles.data) {
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
  if (candles.data.data.length === 0) {
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
        candles={candles.data.data}
        precision={precision}
        timeFormat={period === '1day' ? 'date' : 'time'}
        size={size}
      />
    </Suspense>
  );
}
