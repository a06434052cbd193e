/**
 * Below the chart: the compact book, then tabs for the full order book and the recent trades. The book is read
 * once here and shared by both views, so a refresh costs one depth request.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DepthResponse } from '../../../common/market-types';
import type { Trend } from '../../../common/number-format';
import type { PairInfo } from '../../../common/pairs';
import { EmptyState, LoadingRows } from '../../components/screen-states';
import { SegmentedTabs } from '../../components/segmented-tabs';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { useDepth } from '../../lib/market-data/market-hooks';
import { CompactBookView } from './compact-book-view';
import { FullBookView } from './full-book-view';
import { useReportFailure } from './kline-failures';
import { RecentTrades } from './recent-trades';

type DetailTab = 'book' | 'trades';

interface MarketDepthProps {
  pair: PairInfo;
  lastPrice: number | undefined;
  trend: Trend;
}

/** The compact book, or why there is none: loading, failed (the screen's one error says why), or offline. */
function CompactBookState({ depth, ...props }: MarketDepthProps & { depth: CachedQuery<DepthResponse> }) {
  const failed = useReportFailure('book', depth);
  if (depth.data) return <CompactBookView depth={depth.data.tick} {...props} />;
  if (failed) {
    return (
      <EmptyState>
        <Trans>The order book is not available right now.</Trans>
      </EmptyState>
    );
  }
  if (depth.loading) return <LoadingRows count={4} />;
  return (
    <EmptyState>
      <Trans>No saved order book yet. Connect once to load it.</Trans>
    </EmptyState>
  );
}

export function MarketDepth({ pair, lastPrice, trend }: MarketDepthProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<DetailTab>('book');
  const depth = useDepth(pair.symbol);
  const book = depth.data?.tick;
  // Without a book, the compact view above already shows why; the book tab does not repeat it.
  const detail =
    tab === 'trades' ? <RecentTrades pair={pair} /> : book ? <FullBookView depth={book} pair={pair} /> : null;
  return (
    <>
      <section className="kline-section" aria-label={t`Best prices`}>
        <CompactBookState depth={depth} pair={pair} lastPrice={lastPrice} trend={trend} />
      </section>
      <SegmentedTabs
        label={t`Market details`}
        value={tab}
        options={[
          { value: 'book', label: t`Order book` },
          { value: 'trades', label: t`Recent trades` },
        ]}
        onChange={setTab}
      />
      <section className="kline-section">{detail}</section>
    </>
  );
}
