/** The "Order book" tab: all 20 levels a side, bids on the left and asks on the right, mirrored around the middle. */
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Depth } from '../../../common/market-types';
import type { PairInfo } from '../../../common/pairs';
import { EmptyState } from '../screen-states';
import { BookLevel, type PricePicker } from './book-row';
import { bookSides } from './compact-book';
import './market-parts.css';

interface FullBookViewProps {
  depth: Depth;
  pair: PairInfo;
  /** Set on a trade screen: tapping a level fills the order form's price. */
  picker?: PricePicker | undefined;
}

export function FullBookView({ depth, pair, picker }: FullBookViewProps) {
  const { asks, bids } = useMemo(() => bookSides(depth), [depth]);
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
    <div className="kline-full-book" data-testid="order-book">
      <div className="kline-full-book__side">
        <div className="kline-book-head">
          <span>
            <Trans>Amount ({base})</Trans>
          </span>
          <span>
            <Trans>Bid ({quote})</Trans>
          </span>
        </div>
        <ul className="kline-book-list" data-testid="order-book-bids">
          {bids.map((row, index) => (
            <BookLevel
              key={index}
              row={row}
              side="bid"
              precision={pair.precision}
              amountFirst
              picker={picker}
            />
          ))}
        </ul>
      </div>
      <div className="kline-full-book__side">
        <div className="kline-book-head">
          <span>
            <Trans>Ask ({quote})</Trans>
          </span>
          <span>
            <Trans>Amount ({base})</Trans>
          </span>
        </div>
        <ul className="kline-book-list" data-testid="order-book-asks">
          {asks.map((row, index) => (
            <BookLevel
              key={index}
              row={row}
              side="ask"
              precision={pair.precision}
              barFrom="left"
              picker={picker}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}
