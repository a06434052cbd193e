/**
 * A pair's book and trades: the compact book (five levels a side around the last price), then tabs for the full
 * order book and the recent trades. The book is read once and shared by both views, so a refresh costs one depth
 * request. The k-line screen shows them together (MarketDepth); the trade screen puts the compact book beside
 * its order form and the tabs further down, so it reads the book itself and passes it to both parts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import type { DepthResponse } from '../../../common/market-types';
import type { Trend } from '../../../common/number-format';
import type { PairInfo } from '../../../common/pairs';
import { EmptyState } from '../screen-states';
import { SegmentedTabs } from '../segmented-tabs';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { useDepth } from '../../lib/market-data/market-hooks';
import { useHeldOffScreen } from '../../lib/visibility/use-held-off-screen';
import type { PricePicker } from './book-row';
import { CompactBookView } from './compact-book-view';
import { FullBookView } from './full-book-view';
import { useReportFailure } from './market-failures';
import { RecentTrades } from './recent-trades';
import './market-parts.css';

export type DetailTab = 'book' | 'trades';

interface CompactBookProps {
  depth: CachedQuery<DepthResponse>;
  pair: PairInfo;
  lastPrice: number | undefined;
  trend: Trend;
  picker?: PricePicker | undefined;
}

/**
 * The compact book (while it loads, its placeholders around the last price), or why there is none: failed (the
 * screen's one error says why), or offline.
 */
export function CompactBook({ depth, ...props }: CompactBookProps) {
  const failed = useReportFailure('book', depth);
  if (depth.data || (depth.loading && !failed))
    return <CompactBookView depth={depth.data?.tick} {...props} />;
  if (failed) {
    return (
      <EmptyState>
        <Trans>The order book is not available right now.</Trans>
      </EmptyState>
    );
  }
  return (
    <EmptyState>
      <Trans>No saved order book yet. Connect once to load it.</Trans>
    </EmptyState>
  );
}

interface MarketDetailsProps {
  depth: CachedQuery<DepthResponse>;
  pair: PairInfo;
  picker?: PricePicker | undefined;
  /** The chosen tab, when the screen keeps it (the trade screen keeps it while the user visits other tabs). */
  tab?: DetailTab;
  onTab?: (tab: DetailTab) => void;
}

/** The tabs for the full order book and the recent trades. */
export function MarketDetails({ depth, pair, picker, tab: keptTab, onTab }: MarketDetailsProps) {
  const { t } = useLingui();
  const [ownTab, setOwnTab] = useState<DetailTab>('book');
  const tab = keptTab ?? ownTab;
  // The full book (40 levels, below the fold) renders in the background, in slices React can interrupt: at the
  // screen's first render and on every refresh, it never adds a long task to the screen's own work.
  const deferredBook = useDeferredValue(depth.data?.tick ?? null, null);
  // Scrolled away, it keeps the levels it drew: 40 rows re-laid out every second for nobody (use-held-off-screen.ts).
  const [sectionRef, book] = useHeldOffScreen(deferredBook);
  // Without a book, the compact view already shows why; the book tab does not repeat it.
  const detail =
    tab === 'trades' ? (
      <RecentTrades pair={pair} />
    ) : book ? (
      <FullBookView depth={book} pair={pair} picker={picker} />
    ) : null;
  return (
    <>
      <SegmentedTabs
        label={t`Market details`}
        value={tab}
        options={[
          { value: 'book', label: t`Order book` },
          { value: 'trades', label: t`Recent trades` },
        ]}
        onChange={(next) => (onTab ?? setOwnTab)(next)}
      />
      <section className="kline-section" ref={sectionRef}>
        {detail}
      </section>
    </>
  );
}

interface MarketDepthProps {
  pair: PairInfo;
  lastPrice: number | undefined;
  trend: Trend;
}

export function MarketDepth({ pair, lastPrice, trend }: MarketDepthProps) {
  const { t } = useLingui();
  const depth = useDepth(pair.symbol);
  return (
    <>
      <section className="kline-section" aria-label={t`Best prices`}>
        <CompactBook depth={depth} pair={pair} lastPrice={lastPrice} trend={trend} />
      </section>
      <MarketDetails depth={depth} pair={pair} />
    </>
  );
}
