/**
 * The k-line screen (/market/kline): a pair's price block, candle chart by period, compact order book, full book
 * and recent trades. The pair comes from the link's query (default BTC/USDT); every part refreshes on the app's
 * 5 s tick through the cached market hooks.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { defaultKlinePeriod, type KlinePeriod } from '../../../common/constants';
import { trendOf } from '../../../common/number-format';
import type { PairInfo } from '../../../common/pairs';
import { DataSourceNote } from '../../components/data-source-note';
import { MenuIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { ErrorState } from '../../components/screen-states';
import { useTicker } from '../../lib/market-data/market-hooks';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { openDrawer } from '../../lib/session/session-store';
import { KlineChart } from '../../components/market/kline-chart';
import { MarketDepth } from '../../components/market/market-depth';
import { MarketFailureNotice, MarketFailureScope } from '../../components/market/market-failures';
import { PeriodTabs } from '../../components/market/period-tabs';
import { parseMarketQuery, type MarketPairQuery } from '../../lib/market-data/market-query';
import { PriceSummary } from './price-summary';
import './kline.css';

const backPath = '/market';

function KlineBody({ pair, query }: { pair: PairInfo; query: MarketPairQuery }) {
  const [period, setPeriod] = useState<KlinePeriod>(defaultKlinePeriod);
  const ticker = useTicker(pair.symbol);
  const tick = ticker.data?.tick;
  const open = tick?.open ?? query.open;
  const close = tick?.close ?? query.close;
  return (
    <MarketFailureScope>
      <MarketFailureNotice />
      <PriceSummary pair={pair} ticker={ticker} initialOpen={query.open} initialClose={query.close} />
      <DataSourceNote
        source={ticker.data?.source}
        savedAtMs={ticker.savedAtMs}
        fromCache={ticker.fromCache}
      />
      <PeriodTabs value={period} onChange={setPeriod} />
      <KlineChart symbol={pair.symbol} period={period} precision={pair.precision} />
      <MarketDepth
        pair={pair}
        lastPrice={close}
        trend={open !== undefined && close !== undefined ? trendOf(open, close) : 'flat'}
      />
    </MarketFailureScope>
  );
}

export default function KlineScreen() {
  const { t } = useLingui();
  const query = parseMarketQuery(useHashSearch());
  const { pair } = query;
  const name = pair ? `${pair.base}/${pair.quote}` : `${query.base}/${query.quote}`;
  return (
    <div className="screen kline">
      <PageHeader
        backTo={backPath}
        title={name}
        right={
          <button
            type="button"
            className="icon-button"
            aria-label={t`Spot markets`}
            onClick={() => openDrawer(1)}
          >
            <MenuIcon />
          </button>
        }
      />
      {pair ? (
        <KlineBody pair={pair} query={query} />
      ) : (
        <div className="kline-unknown">
          <ErrorState message={t`There is no market “${name}”.`} />
          <a className="button button--ghost" href={`#${backPath}`}>
            <Trans>Back to markets</Trans>
          </a>
        </div>
      )}
    </div>
  );
}
