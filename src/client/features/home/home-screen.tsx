/** Home (tab 1): the brand, a marketing hero with "Trade now", the market trend and the platform figures. */
import { useLingui } from '@lingui/react/macro';
import { defaultQuoteCoin } from '../../../common/pairs';
import { DataSourceNote } from '../../components/data-source-note';
import { GlobeIcon, UserIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { UnreadBadge } from '../../components/unread-badge';
import { useSession } from '../../lib/account/use-session';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { useQuoteTickers } from '../../lib/market-data/market-hooks';
import { navigate } from '../../lib/router/hash-location';
import { useDailyCandles } from './home-data';
import { HomeFooter } from './home-footer';
import { HomeHero } from './home-hero';
import { MarketTrend } from './market-trend';
import { PlatformPanel } from './platform-panel';
import './home.css';

const logoSrc = `${import.meta.env.BASE_URL}favicon.svg`;

/** The market figures come from two reads; the note reports them as stale when either is, with the older age. */
function staleness(queries: ReadonlyArray<CachedQuery<unknown>>): {
  fromCache: boolean;
  savedAtMs: number | undefined;
} {
  const stale = queries.filter((query) => query.fromCache && query.savedAtMs !== undefined);
  if (stale.length === 0) return { fromCache: false, savedAtMs: queries[0]?.savedAtMs };
  return { fromCache: true, savedAtMs: Math.min(...stale.map((query) => query.savedAtMs ?? Date.now())) };
}

export default function HomeScreen() {
  const { t } = useLingui();
  const tickers = useQuoteTickers(defaultQuoteCoin);
  const dailyCandles = useDailyCandles();
  const source = tickers.data?.source ?? dailyCandles.data?.[0]?.source;
  const { fromCache, savedAtMs } = staleness([tickers, dailyCandles]);
  // From user info, which the app reads anyway: the badge costs no request.
  const unread = useSession((state) => state.unreadMessages);
  return (
    <div className="screen home">
      <PageHeader
        title={
          <span className="home-brand">
            <img src={logoSrc} alt="" width={26} height={26} />
            Petrel
          </span>
        }
        left={
          <button
            type="button"
            className="icon-button badge-host"
            aria-label={unread > 0 ? t`My account, unread messages: ${unread}` : t`My account`}
            onClick={() => navigate('/me')}
          >
            <UserIcon />
            <UnreadBadge count={unread} />
          </button>
        }
        right={
          <button
            type="button"
            className="icon-button"
            aria-label={t`Language`}
            onClick={() => navigate('/me/lang')}
          >
            <GlobeIcon />
          </button>
        }
      />
      <HomeHero />
      <DataSourceNote source={source} savedAtMs={savedAtMs} fromCache={fromCache} />
      <MarketTrend tickers={tickers} />
      <PlatformPanel tickers={tickers} dailyCandles={dailyCandles} />
      <HomeFooter />
    </div>
  );
}
