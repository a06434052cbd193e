/** One order-book level: price in its side's colour and amount, over a depth bar at low opacity. */
import { truncate } from '../../../common/number-format';
import type { BookRow } from './compact-book';

/** Amounts in the book and in trades are shown with four decimals (truncated). */
export const bookAmountDecimals = 4;

interface BookRowProps {
  row: BookRow;
  side: 'ask' | 'bid';
  precision: number;
  /** Which edge the bar grows from; the full book mirrors its two columns around the middle. */
  barFrom?: 'left' | 'right';
  /** Price first (default) or amount first, for the mirrored left column of the full book. */
  amountFirst?: boolean;
}

export function BookLevel({ row, side, precision, barFrom = 'right', amountFirst = false }: BookRowProps) {
  const price = (
    <span className={`kline-book-row__price trend-text--${side === 'ask' ? 'down' : 'up'}`}>
      {truncate(row.price, precision)}
    </span>
  );
  const amount = <span className="kline-book-row__amount">{truncate(row.amount, bookAmountDecimals)}</span>;
  return (
    <li className={`kline-book-row kline-book-row--${side} num`}>
      <span
        className={`kline-book-row__bar kline-book-row__bar--${barFrom}`}
        style={{ width: `${Math.min(1, row.depthShare) * 100}%` }}
        aria-hidden="true"
      />
      {amountFirst ? amount : price}
      {amountFirst ? price : amount}
    </li>
  );
}
