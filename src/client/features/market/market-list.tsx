/** The pairs of one quote coin, filtered by the search, with loading, empty, error and offline states. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuoteCoinTicker } from '../../../common/market-types';
import { defaultQuoteCoin, type QuoteCoin } from '../../../common/pairs';
import { DataSourceNote } from '../../components/data-source-note';
import { PairList } from '../../components/pair-list';
import { EmptyState, ErrorState, LoadingRows } from '../../components/screen-states';
import { FirstFillSlot } from '../../lib/cache/first-fill';
import { useQuoteTickers } from '../../lib/market-data/market-hooks';
import { matchesQuery } from './filter-markets';

/** The slot of the prerendered copy (lib/cache/first-fill.tsx) the list's saved rows go into. */
const marketSlot = 'market-list';

export function MarketList({ quote, query }: { quote: QuoteCoin; query: string }) {
  const { t } = useLingui();
  const tickers = useQuoteTickers(quote);
  if (!tickers.data) {
    if (tickers.error) return <ErrorState message={tickers.error.message} onRetry={tickers.reload} />;
    // While loading, the data-source line is there already: told the source with the page, it is the screen's
    // largest text from the first paint (data-source-note.tsx), and it stays in place when the rows come.
    return tickers.loading ? (
      <>
        <DataSourceNote source={undefined} savedAtMs={undefined} fromCache={false} />
        <FirstFillSlot slot={marketSlot} from={undefined}>
          <LoadingRows />
        </FirstFillSlot>
      </>
    ) : (
      <EmptyState>{t`No saved market data yet. Connect once to load it.`}</EmptyState>
    );
  }
  const rows = tickers.data.data.filter((item) => matchesQuery(item.baseCoin, query));
  // A start shows the first quote coin's tab without a search: only that list is kept for its first paint.
  const asStarted = quote === defaultQuoteCoin && query === '';
  return (
    <>
      <DataSourceNote
        source={tickers.data.source}
        savedAtMs={tickers.savedAtMs}
        fromCache={tickers.fromCache}
      />
      <FirstFillSlot slot={marketSlot} from={asStarted ? tickers : undefined}>
        <MarketRows quote={quote} query={query} rows={rows} />
      </FirstFillSlot>
    </>
  );
}

/** The list's header and rows once the quote coin's markets are in. */
export function MarketRows({
  quote,
  query,
  rows,
}: {
  quote: QuoteCoin;
  query: string;
  rows: readonly QuoteCoinTicker[];
}) {
  return (
    <>
      <div className="list-header">
        <span>
          <Trans>Pair / Vol</Trans>
        </span>
        <span>
          <Trans>Last price</Trans>
        </span>
        <span>
          <Trans>24h change</Trans>
        </span>
      </div>
      {rows.length === 0 ? (
        <EmptyState>
          <Trans>No markets match “{query}”.</Trans>
        </EmptyState>
      ) : (
        <PairList quote={quote} items={rows} testId="market-list" />
      )}
    </>
  );
}
