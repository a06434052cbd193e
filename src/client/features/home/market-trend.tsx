/** "Market trend": the five most traded USDT pairs by 24 h turnover, each opening its k-line. */
import { Trans } from '@lingui/react/macro';
import type { QuoteCoinTickersResponse } from '../../../common/market-types';
import { defaultQuoteCoin } from '../../../common/pairs';
import { PairList } from '../../components/pair-list';
import { EmptyState, ErrorState, LoadingRows } from '../../components/screen-states';
import { FirstFillSlot } from '../../lib/cache/first-fill';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { topByTurnover, trendPairCount } from './platform-figures';

type Tickers = CachedQuery<QuoteCoinTickersResponse>;

const quote = defaultQuoteCoin;

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
  return <PairList quote={quote} items={rows} testId="home-trend" />;
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
      <FirstFillSlot slot="home-trend" from={tickers.data ? tickers : undefined}>
        <TrendRows tickers={tickers} />
      </FirstFillSlot>
    </section>
  );
}
