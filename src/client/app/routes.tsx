/**
 * The route table (spec section 2). A route's tab says which tab it belongs to; routes without a tab hide the
 * tab bar (the spec's index -1). Tabs appear in the bar only when their screens exist.
 */
import HomeScreen from '../features/home/home-screen';
import type { CatalogPart } from '../lib/i18n/i18n';
import { homePath } from '../lib/router/home-path';
import { bundledScreen, lazyScreen, withCatalogPart, type LazyScreen } from './lazy-screen';
import type * as TradingScreenModule from './trading-screens';
import type * as CommunityScreenModule from './community-screens';
import type * as LaunchpadScreenModule from './launchpad-screens';
import type * as AssetsScreenModule from '../features/assets/assets-screens';

export type TabKey = 'home' | 'market' | 'action' | 'position' | 'account';

export interface AppRoute {
  path: string;
  screen: LazyScreen;
  tab: TabKey | null;
  /** Private screens ask a visitor to log in first, then come back (spec: "Please login first"). */
  private?: boolean;
}

const screen = lazyScreen;

type TradingScreens = typeof TradingScreenModule;
/** One of the trading chunk's screens (one lazy import for all of them: see app/trading-screens.tsx). */
const tradingScreen = (name: keyof TradingScreens, parts: readonly CatalogPart[] = ['trading']) =>
  screen(withCatalogPart(parts, () => import('./trading-screens').then((m) => ({ default: m[name] }))));

/** One of the messages and invitation screens: one chunk for the five (app/community-screens.ts). */
const communityScreen = (name: keyof typeof CommunityScreenModule) =>
  screen(
    withCatalogPart('community', () => import('./community-screens').then((m) => ({ default: m[name] }))),
  );
/**
 * The launchpad's five screens, /home/<name>, from one lazy chunk (app/launchpad-screens.ts) whose exports are
 * named by the path, so the start-up bundle holds each name once: the table is paid for by every start.
 */
/** The Assets tab's screens: one chunk (features/assets/assets-screens.ts) with the assets catalog part. */
const assetsScreen = (name: keyof typeof AssetsScreenModule) =>
  screen(
    withCatalogPart('assets', () =>
      import('../features/assets/assets-screens').then((m) => ({ default: m[name] })),
    ),
  );

/**
 * The accounts' one screen, shared by their three paths: loaded for one, it is loaded for all, so the move from
 * /account to /account/assert/1 draws the screen again at once, not its loading rows while a lazy component of
 * its own resolved (seen as a flash of loading rows between a start's saved balances and the same balances).
 */
const accountsScreen = assetsScreen('AssetsScreen');

const launchpadNames = ['new', 'detail', 'join', 'record', 'wbook'] as const satisfies ReadonlyArray<
  keyof typeof LaunchpadScreenModule
>;
const launchpadScreen = (name: keyof typeof LaunchpadScreenModule) =>
  screen(
    withCatalogPart('launchpad', () => import('./launchpad-screens').then((m) => ({ default: m[name] }))),
  );

export const routes: readonly AppRoute[] = [
  // The start screen ships with the shell: one request less before Home paints, and fewer, larger files.
  { path: homePath, screen: bundledScreen(HomeScreen), tab: 'home' },
  { path: '/market', screen: screen(() => import('../features/market/market-screen')), tab: 'market' },
  { path: '/market/kline', screen: screen(() => import('../features/kline/kline-screen')), tab: null },
  { path: '/me/lang', screen: screen(() => import('../features/settings/language-screen')), tab: null },
  { path: '/login', screen: screen(() => import('../features/auth/login-screen')), tab: null },
  { path: '/register', screen: screen(() => import('../features/auth/register-screen')), tab: null },
  { path: '/password', screen: screen(() => import('../features/auth/forgot-password-screen')), tab: null },
  { path: '/protocol', screen: screen(() => import('../features/auth/protocol-screen')), tab: null },
  { path: '/me', screen: screen(() => import('../features/me/me-screen')), tab: null },
  {
    path: '/me/profile',
    screen: screen(() => import('../features/me/profile-screen')),
    tab: null,
    private: true,
  },
  {
    path: '/me/safety',
    screen: screen(() => import('../features/security/safety-screen')),
    tab: null,
    private: true,
  },
  {
    path: '/me/verify',
    screen: screen(() => import('../features/kyc/verify-screen')),
    tab: null,
    private: true,
  },
  // Verify a recorded price against the day's commitment (public: the proof is for anyone); no tab.
  {
    path: '/verify/price',
    screen: screen(() => import('../features/fairness/verify-price-screen')),
    tab: null,
  },
  { path: '/me/about', screen: screen(() => import('../features/documents/about-screen')), tab: null },
  { path: '/me/help', screen: screen(() => import('../features/help/help-screen')), tab: null },
  { path: '/me/contact', screen: screen(() => import('../features/help/contact-screen')), tab: null },
  { path: '/me/privacy', screen: screen(() => import('../features/documents/privacy-screen')), tab: null },
  { path: '/me/legal', screen: screen(() => import('../features/documents/legal-screen')), tab: null },
  // Assets: the asset list, detail, records and transfer.
  // The Assets tab. Its two accounts are two paths (not "/account/assert/:type"), so routeFor() finds the tab of
  // either without pattern matching in the start-up bundle; /account shows the coin account's screen, which
  // moves the address to /account/assert/1. All of them are one chunk
  // (features/assets/assets-screens.ts).
  { path: '/account', screen: accountsScreen, tab: 'account' },
  { path: '/account/assert/1', screen: accountsScreen, tab: 'account', private: true },
  { path: '/account/assert/2', screen: accountsScreen, tab: 'account', private: true },
  {
    path: '/assert/detail/:currency',
    screen: assetsScreen('AssetDetailScreen'),
    tab: null,
    private: true,
  },
  {
    path: '/assert/record',
    screen: assetsScreen('RecordsScreen'),
    tab: null,
    private: true,
  },
  {
    path: '/assert/transfer/:type',
    screen: assetsScreen('TransferScreen'),
    tab: null,
    private: true,
  },

  // Recharge, withdrawal and the withdrawal address book.
  {
    path: '/assert/recharge',
    screen: screen(() => import('../features/funding/recharge-screen')),
    tab: null,
    private: true,
  },
  {
    path: '/assert/withdrawel',
    screen: screen(() => import('../features/funding/withdraw-screen')),
    tab: null,
    private: true,
  },
  {
    path: '/assert/addresslist',
    screen: screen(() => import('../features/funding/address-list-screen')),
    tab: null,
    private: true,
  },
  {
    path: '/assert/addresscurrencylist',
    screen: screen(() => import('../features/funding/address-currency-screen')),
    tab: null,
    private: true,
  },
  {
    path: '/assert/addaddress',
    screen: screen(() => import('../features/funding/add-address-screen')),
    tab: null,
    private: true,
  },

  // Flash exchange and bank cards: one chunk for the three (app/exchange-screens.ts).
  {
    path: '/assert/exchange',
    screen: screen(() => import('./exchange-screens').then((m) => ({ default: m.ExchangeScreen }))),
    tab: null,
    private: true,
  },
  {
    path: '/assert/bankcards',
    screen: screen(() => import('./exchange-screens').then((m) => ({ default: m.BankCardsScreen }))),
    tab: null,
    private: true,
  },
  {
    path: '/assert/bankcards/add',
    screen: screen(() => import('./exchange-screens').then((m) => ({ default: m.BankCardAddScreen }))),
    tab: null,
    private: true,
  },

  // The Trade tab (/action → /action/trade) and the Position tab: every screen in one chunk
  // (app/trading-screens.tsx); /action redirects to the last trade screen (app/trade-tab.tsx).
  { path: '/action', screen: tradingScreen('ActionRedirect'), tab: 'action' },
  // Its order form's rules speak from the errors part.
  { path: '/action/trade', screen: tradingScreen('SpotScreen', ['trading', 'errors']), tab: 'action' },
  { path: '/trade/record', screen: tradingScreen('SpotRecordsScreen'), tab: null, private: true },
  { path: '/action/contract', screen: tradingScreen('ContractScreen'), tab: 'action' },
  { path: '/contract/record', screen: tradingScreen('ContractRecordsScreen'), tab: null, private: true },
  { path: '/action/secondContract', screen: tradingScreen('SecondContractScreen'), tab: 'action' },
  { path: '/secondContract/record', screen: tradingScreen('SecondRecordsScreen'), tab: null, private: true },
  { path: '/secondContract/detail', screen: tradingScreen('SecondDetailScreen'), tab: null, private: true },
  { path: '/position', screen: tradingScreen('PositionTabScreen'), tab: 'position' },

  // New coins (launchpad): list, detail, join, records, white paper.
  ...launchpadNames.map((name) => ({
    path: `/home/${name}`,
    screen: launchpadScreen(name),
    tab: null,
    private: name === 'join' || name === 'record',
  })),

  // Messages and invitations under /me.
  { path: '/me/message', screen: communityScreen('MessagesScreen'), tab: null, private: true },
  { path: '/me/msgdetail', screen: communityScreen('MessageDetailScreen'), tab: null, private: true },
  { path: '/me/share', screen: communityScreen('ShareScreen'), tab: null, private: true },
  { path: '/me/mPdf', screen: communityScreen('PosterScreen'), tab: null, private: true },
  { path: '/me/share-record', screen: communityScreen('ShareRecordScreen'), tab: null, private: true },
];

/** Any address no route matches shows this, with a way home; the bare root ("/") still opens Home. */
export const notFoundScreen = screen(() => import('./not-found-screen'));

export function routeFor(path: string): AppRoute | undefined {
  return routes.find((route) => route.path === path);
}
