/**
 * One order-book level: price in its side's colour and amount, over a depth bar at low opacity. On a trade screen
 * the row is a button that hands its price to the order form.
 */
import { memo } from 'react';
import { bookAmountText, priceText, truncate } from '../../../common/number-format';
import type { BookRow } from './compact-book';
import './market-parts.css';

/**
 * What tapping a level does, when anything: `pick` receives the price as shown (the pair's precision, truncated),
 * and `label` names the button for screen readers, in the words of the screen that offers it.
 */
export interface PricePicker {
  pick: (price: string) => void;
  label: (price: string) => string;
}

interface BookRowProps {
  row: BookRow;
  side: 'ask' | 'bid';
  precision: number;
  /** Which edge the bar grows from; the full book mirrors its two columns around the middle. */
  barFrom?: 'left' | 'right';
  /** Price first (default) or amount first, for the mirrored left column of the full book. */
  amountFirst?: boolean;
  picker?: PricePicker | undefined;
}

function BookLevelRow(props: BookRowProps) {
  const { row, side, precision, barFrom = 'right', amountFirst = false, picker } = props;
  // The form takes the plain figure (no grouping); the row and its name show the policy's.
  const pickedPrice = truncate(row.price, precision);
  const shownPrice = priceText(row.price, precision);
  // The row's second figure fills the row to its end (.figure-end, app/styles.css says why).
  const price = (
    <span
      className={`kline-book-row__price trend-text--${side === 'ask' ? 'down' : 'up'}${amountFirst ? ' figure-end' : ''}`}
    >
      {shownPrice}
    </span>
  );
  const amount = (
    <span className={`kline-book-row__amount${amountFirst ? '' : ' figure-end'}`}>
      {bookAmountText(row.amount)}
    </span>
  );
  const content = (
    <>
      <span
        className={`kline-book-row__bar kline-book-row__bar--${barFrom}`}
        style={{ transform: `scaleX(${Math.min(1, row.depthShare)})` }}
        aria-hidden="true"
      />
      {amountFirst ? amount : price}
      {amountFirst ? price : amount}
    </>
  );
  if (!picker) return <li className={`kline-book-row kline-book-row--${side} num`}>{content}</li>;
  return (
    <li className={`kline-book-row kline-book-row--${side} kline-book-row--pickable num`}>
      {/* The button is named by what it shows (price, amount) and then what it does: a name that left out the
          visible figures would not match what a voice-control user reads and says (WCAG 2.5.3). */}
      <button type="button" className="kline-book-row__pick" onClick={() => picker.pick(pickedPrice)}>
        {content}
        <span className="visually-hidden">{`, ${picker.label(shownPrice)}`}</span>
      </button>
    </li>
  );
}

/** Rows are rebuilt on every refresh; a level whose figures did not change is not rendered again. */
const sameLevel = (before: BookRowProps, after: BookRowProps): boolean =>
  before.row.price === after.row.price &&
  before.row.amount === after.row.amount &&
  before.row.depthShare === after.row.depthShare &&
  before.side === after.side &&
  before.precision === after.precision &&
  before.barFrom === after.barFrom &&
  before.amountFirst === after.amountFirst &&
  before.picker === after.picker;

export const BookLevel = memo(BookLevelRow, sameLevel);
