/**
 * The left drawer (75% of the width) listing spot markets with a tab per quote currency. What a tap opens depends
 * on the drawer's type (components/drawer-target.ts): 1 the k-line screen, 2 spot and 3 contract trading. Type 3
 * offers only USDT markets. Each row shows the open price, coloured by close versus open (spec section 2).
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { defaultQuoteCoin, quoteCoins, type QuoteCoin } from '../../common/pairs';
import { openFromDrawer } from '../components/drawer-target';
import { PairList } from '../components/pair-list';
import { SegmentedTabs } from '../components/segmented-tabs';
import { ErrorState, LoadingRows } from '../components/screen-states';
import { useQuoteTickers } from '../lib/market-data/market-hooks';
import { closeDrawer, sessionStore } from '../lib/session/session-store';
import { useStore } from '../lib/store/use-store';
import './market-drawer.css';

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

function DrawerMarkets({ quote }: { quote: QuoteCoin }) {
  const tickers = useQuoteTickers(quote);
  const drawerType = useStore(sessionStore, (state) => state.drawerType);
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
      // Spec section 2: each row shows the open price, coloured by the close-versus-open change.
      price="open"
      onSelect={(item, precision) => {
        closeDrawer();
        openFromDrawer(drawerType, quote, item, precision);
      }}
    />
  );
}
