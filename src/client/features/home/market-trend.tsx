/** "Market trend": the five most traded USDT pairs by 24 h turnover, each opening its k-line. */
import { Trans } from '@lingui/react/macro';
import type { QuoteCoinTickersResponse } from '../../../common/market-types';
import { defaultQuoteCoin, pairsOfQuote } from '../../../common/pairs';
import { PairRow } from '../../components/pair-row';
import { EmptyState, ErrorState, LoadingRows } from '../../components/screen-states';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { klineHref, marketQueryOf } from '../../lib/market-data/market-links';
import { navigate } from '../../lib/router/hash-location';
import { topByTurnover, trendPairCount } from './platform-figures';

type Tickers = CachedQuery<QuoteCoinTickersResponse>;

const quote = defaultQuoteCoin;
const precisionOf = new Map(pairsOfQuote(quote).map((pair) => [pair.base, pair.precision]));

function TrendRows({ tickers }: { tickers: Tickers }) {
  if (!tickers.data) {
    if (tickers.error) return <ErrorState message={tickers.error.message} onRetry={tickers.reload} />;
    if (tickers.loading) return <LoadingRows count={trendPairCount} />;
    return (
      <EmptyState>
        <Trans>No saved market data yet. Connect once to load it.</Trans>
      </EmptyState>
    );
  }
  const rows = topByTurnover(tickers.data.data);
  if (rows.length === 0) {
    return (
      <EmptyState>
        <Trans>No markets are trading right now.</Trans>
      </EmptyState>
    );
  }
  return (
    <ul className="pair-list" data-testid="home-trend">
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
              navigate(klineHref({ ...marketQueryOf(item.baseCoin, quote, precision, item.tick), type: 1 }))
            }
          />
        );
      })}
    </ul>
  );
}

export function MarketTrend({ tickers }: { tickers: Tickers }) {
  return (
    <section className="home-section" aria-labelledby="home-trend-title">
      <div className="home-section__head">
        <h2 id="home-trend-title" className="home-section__title">
          <Trans>Market trend</Trans>
        </h2>
        <a className="home-section__link" href="#/market">
          <Trans>See all</Trans>
        </a>
      </div>
      <TrendRows tickers={tickers} />
    </section>
  );
}
