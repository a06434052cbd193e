/**
 * One market in a list: coin, pair, a price at the pair's precision, 24 h volume and the change badge. The price
 * is the last one, or the day's open price where the spec asks for it (the drawer, spec section 2); either way it
 * is coloured by close versus open in the reader's rise and fall colours.
 */
import { Trans } from '@lingui/react/macro';
import { compactNumber, priceText, trendOf } from '../../common/number-format';
import type { Ticker } from '../../common/market-types';
import { ChangeBadge } from './change-badge';
import { CoinIcon } from './coin-icon';
import './pair-row.css';

interface PairRowProps {
  base: string;
  quote: string;
  precision: number;
  tick: Ticker;
  onSelect: () => void;
  compact?: boolean;
  /** Which price the row shows: the last (close) price, or the open price (the drawer). */
  price?: 'close' | 'open';
}

export function PairRow(props: PairRowProps) {
  const { base, quote, precision, tick, onSelect, compact = false, price = 'close' } = props;
  const volume = compactNumber(tick.vol);
  return (
    <li>
      <button type="button" className="pair-row" onClick={onSelect} data-testid={`pair-${base}-${quote}`}>
        {compact ? null : <CoinIcon coin={base} />}
        <span className="pair-row__name">
          <span className="pair-row__base">{base}</span>
          <span className="pair-row__quote">/{quote}</span>
          {compact ? null : (
            <span className="pair-row__volume">
              <Trans>Vol {volume}</Trans>
            </span>
          )}
        </span>
        {/* Read out before the figure, and kept outside its box so the figure alone decides its line. */}
        {price === 'open' ? (
          <span className="visually-hidden">
            <Trans context="a market's opening price of the day">Open price</Trans>{' '}
          </span>
        ) : null}
        <span
          className={`pair-row__price trend-text--${trendOf(tick.open, tick.close)}`}
          data-testid={`pair-${base}-${quote}-price`}
        >
          {priceText(price === 'open' ? tick.open : tick.close, precision)}
        </span>
        <ChangeBadge open={tick.open} close={tick.close} variant={compact ? 'text' : 'solid'} />
      </button>
    </li>
  );
}
