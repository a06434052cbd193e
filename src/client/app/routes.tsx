/**
 * The route table (spec section 2). A route's tab says which tab it belongs to; routes without a tab hide the
 * tab bar (the spec's index -1). Tabs appear in the bar only when their screens exist.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from './lazy-screen';

export type TabKey = 'home' | 'market' | 'action' | 'position' | 'account';

export interface AppRoute {
  path: string;
  screen: LazyExoticComponent<ComponentType>;
  tab: TabKey | null;
}

export const routes: readonly AppRoute[] = [
  { path: '/home', screen: lazyScreen(() => import('../features/home/home-screen')), tab: 'home' },
  { path: '/market', screen: lazyScreen(() => import('../features/market/market-screen')), tab: 'market' },
  { path: '/market/kline', screen: lazyScreen(() => import('../features/kline/kline-screen')), tab: null },
  { path: '/me/lang', screen: lazyScreen(() => import('../features/settings/language-screen')), tab: null },
];

export const homePath = '/home';

export function routeFor(path: string): AppRoute | undefined {
  return routes.find((route) => route.path === path);
}
