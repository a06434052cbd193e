/**
 * What tapping a market in the drawer opens, by the drawer's type (spec section 2): 1 the k-line screen; 2 spot
 * trading, with the account type set to 1 (coin); 3 contract trading, with the account type set to 2 (contract).
 * The market's fields travel in the query together with the base currency and the type.
 */
import type { QuoteCoinTicker } from '../../common/market-types';
import { klinePath, marketQueryOf, type DrawerType } from '../lib/market-data/market-links';
import { navigate, withQuery } from '../lib/router/hash-location';
import { sessionStore, type AccountType } from '../lib/session/session-store';
import { tradeModePaths } from './trade-mode-tabs';

const targets: Record<DrawerType, { path: string; accountType?: AccountType }> = {
  1: { path: klinePath },
  2: { path: tradeModePaths.spot, accountType: 1 },
  3: { path: tradeModePaths.contract, accountType: 2 },
};

export function openFromDrawer(
  type: DrawerType,
  quote: string,
  item: QuoteCoinTicker,
  precision: number,
): void {
  const target = targets[type];
  if (target.accountType !== undefined) sessionStore.set({ accountType: target.accountType });
  navigate(withQuery(target.path, { ...marketQueryOf(item.baseCoin, quote, precision, item.tick), type }));
}
