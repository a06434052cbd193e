/**
 * A list of one quote coin's markets. Tapping a row opens its k-line (drawer type 1) unless the caller decides
 * otherwise, as the drawer does.
 */
import type { QuoteCoinTicker } from '../../common/market-types';
import { pairsOfQuote } from '../../common/pairs';
import { klineHref, marketQueryOf } from '../lib/market-data/market-links';
import { navigate } from '../lib/router/hash-location';
import { PairRow } from './pair-row';

/** Used when a coin is missing from the pair table, which only a misconfigured feed could cause. */
const fallbackPrecision = 4;

interface PairListProps {
  quote: string;
  items: readonly QuoteCoinTicker[];
  compact?: boolean;
  /** Which price the rows show (PairRow): the last one unless the caller asks for the open price. */
  price?: 'close' | 'open';
  testId?: string;
  onSelect?: (item: QuoteCoinTicker, precision: number) => void;
}

export function openKline(quote: string) {
  return (item: QuoteCoinTicker, precision: number) =>
    navigate(klineHref({ ...marketQueryOf(item.baseCoin, quote, precision, item.tick), type: 1 }));
}

export function PairList({
  quote,
  items,
  compact = false,
  price = 'close',
  testId,
  onSelect = openKline(quote),
}: PairListProps) {
  const precisionOf = new Map(pairsOfQuote(quote).map((pair) => [pair.base, pair.precision]));
  return (
    <ul className={`pair-list${compact ? ' pair-list--compact' : ''}`} data-testid={testId}>
      {items.map((item) => {
        const precision = precisionOf.get(item.baseCoin) ?? fallbackPrecision;
        return (
          <PairRow
            key={item.baseCoin}
            base={item.baseCoin}
            quote={quote}
            precision={precision}
            tick={item.tick}
            compact={compact}
            price={price}
            onSelect={() => onSelect(item, precision)}
          />
        );
      })}
    </ul>
  );
}
