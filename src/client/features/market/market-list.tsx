/** The pairs of one quote coin, filtered by the search, with loading, empty, error and offline states. */
import { Trans, useLingui } from '@lingui/react/macro';
import { pairsOfQuote, type QuoteCoin } from '../../../common/pairs';
import { DataSourceNote } from '../../components/data-source-note';
import { PairRow } from '../../components/pair-row';
import { EmptyState, ErrorState, LoadingRows } from '../../components/screen-states';
import { klineHref, marketQueryOf } from '../../lib/market-data/market-links';
import { useQuoteTickers } from '../../lib/market-data/market-hooks';
import { navigate } from '../../lib/router/hash-location';
import { matchesQuery } from './filter-markets';

export function MarketList({ quote, query }: { quote: QuoteCoin; query: string }) {
  const { t } = useLingui();
  const tickers = useQuoteTickers(quote);
  if (!tickers.data) {
    if (tickers.error) return <ErrorState message={tickers.error.message} onRetry={tickers.reload} />;
    return tickers.loading ? (
      <LoadingRows />
    ) : (
      <EmptyState>{t`No saved market data yet. Connect once to load it.`}</EmptyState>
    );
  }
  const precisionOf = new Map(pairsOfQuote(quote).map((pair) => [pair.base, pair.precision]));
  const rows = tickers.data.data.filter((item) => matchesQuery(item.baseCoin, query));
  return (
    <>
      <DataSourceNote
        source={tickers.data.source}
        savedAtMs={tickers.savedAtMs}
        fromCache={tickers.fromCache}
      />
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
        <ul className="pair-list" data-testid="market-list">
          {rows.map((item) => {
            const precision = precisionOf.get(item.baseCoin) ?? 4;
            return (
              <PairRow
                key={item.baseCoin}
                base={item.baseCoin}
                quote={quote}
                precision={precision}
                tick={item.tick}
                onSelect={() =>
                  navigate(
                    klineHref({ ...marketQueryOf(item.baseCoin, quote, precision, item.tick), type: 1 }),
                  )
                }
              />
            );
          })}
        </ul>
      )}
    </>
  );
}
