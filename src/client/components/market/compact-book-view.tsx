/**
 * The compact book under the chart: the five best asks (highest on top), the last price, the five best bids. Until
 * the book arrives its levels are placeholders of their own height around the last price, which shows as soon as
 * the ticker has it: the price a trader looks for does not wait for the book, and nothing moves when the book comes.
 */
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Depth } from '../../../common/market-types';
import { priceText, type Trend } from '../../../common/number-format';
import type { PairInfo } from '../../../common/pairs';
import { EmptyState } from '../screen-states';
import { BookLevel, type PricePicker } from './book-row';
import { compactBook } from './compact-book';
import './market-parts.css';

/** The levels a side the book shows (compactBook), held by placeholders while it loads. */
const levelsPerSide = 5;

interface CompactBookViewProps {
  /** Undefined while the book is loading. */
  depth: Depth | undefined;
  pair: PairInfo;
  lastPrice: number | undefined;
  trend: Trend;
  /** Set on a trade screen: tapping a level fills the order form's price. */
  picker?: PricePicker | undefined;
}

export function CompactBookView({ depth, pair, lastPrice, trend, picker }: CompactBookViewProps) {
  const book = useMemo(() => (depth ? compactBook(depth) : undefined), [depth]);
  // Named, so translators see {quote} and {base} rather than {0} and {1}.
  const { base, quote } = pair;
  if (book && book.asks.length === 0 && book.bids.length === 0) {
    return (
      <EmptyState>
        <Trans>The order book is empty.</Trans>
      </EmptyState>
    );
  }
  const levels = (side: 'ask' | 'bid') =>
    book
      ? book[side === 'ask' ? 'asks' : 'bids'].map((row, index) => (
          <BookLevel key={index} row={row} side={side} precision={pair.precision} picker={picker} />
        ))
      : picker
        ? pickablePlaceholderLevels
        : placeholderLevels;
  // One element tree in both states, so the last price's element stays as the book arrives: React updates it.
  return (
    <div
      className="kline-compact-book"
      data-testid={book ? 'compact-book' : 'compact-book-loading'}
      aria-busy={!book}
    >
      {book ? null : (
        <span className="visually-hidden" role="status">
          <Trans>Loading…</Trans>
        </span>
      )}
      <div className="kline-book-head">
        <span>
          <Trans>Price ({quote})</Trans>
        </span>
        <span>
          <Trans>Amount ({base})</Trans>
        </span>
      </div>
      <ul className="kline-book-list" data-testid="compact-asks">
        {levels('ask')}
      </ul>
      <p className={`kline-compact-book__last num trend-text--${trend}`}>
        {lastPrice !== undefined ? priceText(lastPrice, pair.precision) : '--'}
      </p>
      <ul className="kline-book-list" data-testid="compact-bids">
        {levels('bid')}
      </ul>
    </div>
  );
}

/**
 * Levels' rows with nothing in them yet, each the height of the row of figures that replaces it: a row whose level
 * can be picked is a button of the touch target's height, taller than a row of text at the default size.
 */
function placeholderRows(pickable: boolean) {
  const className = `kline-book-row kline-book-row--placeholder${pickable ? ' kline-book-row--pickable' : ''}`;
  return Array.from({ length: levelsPerSide }, (_, index) => (
    <li key={index} className={className} aria-hidden="true">
      {'\u00a0'}
    </li>
  ));
}

const placeholderLevels = placeholderRows(false);
const pickablePlaceholderLevels = placeholderRows(true);
