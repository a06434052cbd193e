/** The compact book under the chart: the five best asks (highest on top), the last price, the five best bids. */
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Depth } from '../../../common/market-types';
import { priceText, type Trend } from '../../../common/number-format';
import type { PairInfo } from '../../../common/pairs';
import { EmptyState } from '../screen-states';
import { BookLevel, type PricePicker } from './book-row';
import { compactBook } from './compact-book';
import './market-parts.css';

interface CompactBookViewProps {
  depth: Depth;
  pair: PairInfo;
  lastPrice: number | undefined;
  trend: Trend;
  /** Set on a trade screen: tapping a level fills the order form's price. */
  picker?: PricePicker | undefined;
}

export function CompactBookView({ depth, pair, lastPrice, trend, picker }: CompactBookViewProps) {
  const { asks, bids } = useMemo(() => compactBook(depth), [depth]);
  // Named, so translators see {quote} and {base} rather than {0} and {1}.
  const { base, quote } = pair;
  if (asks.length === 0 && bids.length === 0) {
    return (
      <EmptyState>
        <Trans>The order book is empty.</Trans>
      </EmptyState>
    );
  }
  return (
    <div className="kline-compact-book" data-testid="compact-book">
      <div className="kline-book-head">
        <span>
          <Trans>Price ({quote})</Trans>
        </span>
        <span>
          <Trans>Amount ({base})</Trans>
        </span>
      </div>
      <ul className="kline-book-list" data-testid="compact-asks">
        {asks.map((row, index) => (
          <BookLevel key={index} row={row} side="ask" precision={pair.precision} picker={picker} />
        ))}
      </ul>
      <p className={`kline-compact-book__last num trend-text--${trend}`}>
        {lastPrice !== undefined ? priceText(lastPrice, pair.precision) : '--'}
      </p>
      <ul className="kline-book-list" data-testid="compact-bids">
        {bids.map((row, index) => (
          <BookLevel key={index} row={row} side="bid" precision={pair.precision} picker={picker} />
        ))}
      </ul>
    </div>
  );
}
