/**
 * The Trade tab is kept alive (spec section 2: /action is kept alive, and redirects to /action/trade). Going to
 * another tab and back returns to the same trade screen, pair and all: each trade screen remembers its address
 * (path and query) while it shows, and the tab's /action leads back there. All of it loads with the trading chunk
 * (app/trading-screens.tsx), not with the shell: the Trade tab needs that chunk anyway. The screens keep what the user was doing (side,
 * typed price and amount, chart period) in memory drafts that outlive their unmount (features/spot/trade-drafts).
 *
 * Why not keep the screen mounted and hidden instead: a hidden chart measures zero width and must be redrawn
 * anyway, a hidden screen keeps polling every 5 s for nothing, and its duplicate controls and test ids would sit
 * in the page beside the visible screen's.
 */
import { useEffect, type ComponentType } from 'react';
import { Redirect } from 'wouter';
import { tradeModePaths } from '../components/trade-mode-tabs';
import { useHashPath, useHashSearch } from '../lib/router/use-hash-location';
import { createStore } from '../lib/store/create-store';

export const tradeTabPath = '/action';
const tradeScreenPrefix = `${tradeTabPath}/`;

/** The last trade screen shown in this session, with its query: "/action/trade?currency=ETH&baseCurrency=USDT". */
export const tradeTabStore = createStore<{ lastAddress: string }>({ lastAddress: '' });

/** Called by the trade screens on every address: remembers it when it is one of the Trade tab's screens. */
function useRememberTradeAddress(): void {
  const [path] = useHashPath();
  const search = useHashSearch();
  useEffect(() => {
    if (!path.startsWith(tradeScreenPrefix)) return;
    tradeTabStore.set({ lastAddress: search ? `${path}?${search}` : path });
  }, [path, search]);
}

/**
 * /action: a link with a query (a pair) opens spot trading on it, as the spec's redirect keeps the query; the
 * tab itself (no query) goes back to the last trade screen, or to spot trading the first time.
 */
export function ActionRedirect() {
  const search = useHashSearch();
  const { lastAddress } = tradeTabStore.get();
  const to = search ? `${tradeModePaths.spot}?${search}` : lastAddress || tradeModePaths.spot;
  return <Redirect to={to} replace />;
}

/** The screen, remembering its address while it shows. */
export function rememberingTradeAddress(Screen: ComponentType): ComponentType {
  return function RememberingTradeAddress() {
    useRememberTradeAddress();
    return <Screen />;
  };
}
