/**
 * The left drawer (75% of the width) listing spot markets with a tab per quote currency. What a tap opens depends
 * on the drawer's type (spec section 2): 1 the k-line screen; 2 spot trading, with the coin account (1) as the
 * account type; 3 contract trading, with the contract account (2). Each carries the market's fields in the query,
 * as type 1 always has. Type 3 offers only USDT markets.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { QuoteCoinTicker } from '../../common/market-types';
import { defaultQuoteCoin, quoteCoins, type QuoteCoin } from '../../common/pairs';
import { openKline, PairList } from '../components/pair-list';
import { tradeModePaths } from '../components/trade-mode-tabs';
import { SegmentedTabs } from '../components/segmented-tabs';
import { ErrorState, LoadingRows } from '../components/screen-states';
import { useQuoteTickers } from '../lib/market-data/market-hooks';
import { marketQueryOf } from '../lib/market-data/market-links';
import { navigate, withQuery } from '../lib/router/hash-location';
import { closeDrawer, sessionStore, type SessionState } from '../lib/session/session-store';
import { useStore } from '../lib/store/create-store';

export function MarketDrawer() {
  const { t } = useLingui();
  const { drawerVisible, drawerType } = useStore(sessionStore, (state) => state);
  const [quote, setQuote] = useState<QuoteCoin>(defaultQuoteCoin);
  const tabs = drawerType === 3 ? [defaultQuoteCoin] : quoteCoins;

  useEffect(() => {
    if (!drawerVisible) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeDrawer();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerVisible]);

  if (!drawerVisible) return null;
  return (
    <div className="drawer" data-testid="market-drawer">
      <button type="button" className="drawer__scrim" aria-label={t`Close`} onClick={closeDrawer} />
      <aside className="drawer__panel" aria-label={t`Spot markets`}>
        <h2 className="drawer__title">{t`Spot markets`}</h2>
        <SegmentedTabs
          label={t`Quote currency`}
          value={tabs.includes(quote) ? quote : defaultQuoteCoin}
          options={tabs.map((coin) => ({ value: coin, label: coin }))}
          onChange={setQuote}
        />
        <DrawerMarkets quote={tabs.includes(quote) ? quote : defaultQuoteCoin} />
      </aside>
    </div>
  );
}

type DrawerType = SessionState['drawerType'];

/** Where types 2 and 3 lead, and the account type each sets: spot trades the coin account, contracts the other. */
const tradeTargets = {
  2: { path: tradeModePaths.spot, accountType: 1 },
  3: { path: tradeModePaths.contract, accountType: 2 },
} as const;

/** Opens the tapped market the way the drawer's type asks. */
function openMarket(type: DrawerType, quote: string, item: QuoteCoinTicker, precision: number): void {
  if (type === 1) {
    openKline(quote)(item, precision);
    return;
  }
  const target = tradeTargets[type];
  sessionStore.set({ accountType: target.accountType });
  navigate(withQuery(target.path, { ...marketQueryOf(item.baseCoin, quote, precision, item.tick), type }));
}

function DrawerMarkets({ quote }: { quote: QuoteCoin }) {
  const drawerType = useStore(sessionStore, (state) => state.drawerType);
  const tickers = useQuoteTickers(quote);
  if (!tickers.data) {
    return tickers.error ? (
      <ErrorState message={tickers.error.message} onRetry={tickers.reload} />
    ) : (
      <LoadingRows />
    );
  }
  return (
    <PairList
      quote={quote}
      items={tickers.data.data}
      compact
      onSelect={(item, precision) => {
        closeDrawer();
        openMarket(drawerType, quote, item, precision);
      }}
    />
  );
}
