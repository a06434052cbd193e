/**
 * The platform figures: total supply, protection fund and user count (operator parameters), and the market's
 * daily and 24 h volume in USDT. Each figure shows a placeholder until its source answers.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { KlineResponse, QuoteCoinTickersResponse } from '../../../common/market-types';
import { compactNumber } from '../../../common/number-format';
import { ErrorState } from '../../components/screen-states';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { usePlatformParams } from './home-data';
import { dailyVolume, readPlatformParams, turnover24h } from './platform-figures';

interface PlatformPanelProps {
  tickers: CachedQuery<QuoteCoinTickersResponse>;
  dailyCandles: CachedQuery<KlineResponse[]>;
}

interface Figure {
  key: string;
  label: string;
  value: number | undefined;
  loading: boolean;
}

function FigureCell({ figure }: { figure: Figure }) {
  return (
    <div className="home-figure" data-testid={`home-figure-${figure.key}`}>
      <dt className="home-figure__label">{figure.label}</dt>
      <dd className="home-figure__value num">
        {figure.value !== undefined ? (
          compactNumber(figure.value)
        ) : figure.loading ? (
          <span className="home-figure__placeholder" aria-hidden="true" />
        ) : (
          '--'
        )}
      </dd>
    </div>
  );
}

export function PlatformPanel({ tickers, dailyCandles }: PlatformPanelProps) {
  const { t } = useLingui();
  const params = usePlatformParams();
  const platform = params.data ? readPlatformParams(params.data) : undefined;
  const figures: Figure[] = [
    { key: 'supply', label: t`Total supply`, value: platform?.totalSupply, loading: params.loading },
    { key: 'fund', label: t`Protection fund`, value: platform?.protectionFund, loading: params.loading },
    { key: 'users', label: t`Users`, value: platform?.userCount, loading: params.loading },
    {
      key: 'daily',
      label: t`Today's volume (USDT)`,
      value: dailyCandles.data ? dailyVolume(dailyCandles.data.map((answer) => answer.data)) : undefined,
      loading: dailyCandles.loading,
    },
    {
      key: 'volume24h',
      label: t`24h volume (USDT)`,
      value: tickers.data ? turnover24h(tickers.data.data) : undefined,
      loading: tickers.loading,
    },
  ];
  // The market trend above already reports a failed ticker list; this reports only the panel's own sources.
  const failed = [params, dailyCandles].filter((query) => !query.data && query.error);
  return (
    <section className="home-section" aria-labelledby="home-figures-title">
      <div className="home-section__head">
        <h2 id="home-figures-title" className="home-section__title">
          <Trans>Platform</Trans>
        </h2>
      </div>
      <dl className="home-figures">
        {figures.map((figure) => (
          <FigureCell key={figure.key} figure={figure} />
        ))}
      </dl>
      {failed.length > 0 ? (
        <ErrorState
          message={t`Some figures could not be loaded.`}
          onRetry={() => failed.forEach((query) => query.reload())}
        />
      ) : null}
    </section>
  );
}
