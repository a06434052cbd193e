/**
 * Each tab's first screen as HTML, rendered at build time (scripts/prerender/) with react-dom/server from the app
 * itself, so the markup is the live first render's. Home renders in full (its title is the page's largest paint).
 * For a signed-in user the Trade tab's three screens, the Position tab and the Assets tab's two accounts render in
 * full too (their forms and labels; balances still to come), since the app's first render waits for their chunk
 * (start-app.tsx) and draws them: their largest paint (an account note, the hide-small label) is then in the HTML.
 * A visitor's copy of those is their loading rows: a visitor's screen differs (a login prompt), and visitors start
 * on Home. index.html's inline script picks the copy by the stored session. Market and the k-line render in full for
 * anyone (their title, search box or price block, tabs; the list's rows still to come). Nothing here runs in the
 * browser: React's createRoot replaces this markup with its first render.
 *
 * Every copy is paid for by every visit of every tab, and the page must stay within the first round trip of a slow
 * connection: ten TCP segments, 14,600 bytes with the response's headers (about 1.2 KB of them), which Lighthouse's
 * model counts. With all four languages the copies took index.html to 12.7 KB compressed, and a signed-in copy of
 * Assets (1 KB) took it past that line and Home's LCP from 1.11 to 1.28 s (issue 23, measured interleaved). A load
 * from the network now gets the page in its reader's language only (src/common/first-visit-page.ts), 7.5–8.7 KB;
 * the page of every language is the service worker's, read from the device. A copy is added only when the largest
 * one-language page stays within the first round trip.
 */
import { renderToString } from 'react-dom/server';
import { klinePath } from '../../common/first-screen-names';
import { locales, type Locale } from '../../common/locales';
import { App } from '../app/app';
import { routeFor, routes } from '../app/routes';
import { i18n, loadLocaleCatalog, localeStore } from '../lib/i18n/i18n';
import { homePath } from '../lib/router/home-path';
import { prerenderAt } from '../lib/router/hash-location';
import { sessionStore } from '../lib/session/session-store';

export { renderFirstFillSamples } from './first-fill-samples';

/** A tab's first screen, the Trade tab's and Assets' each of its own, Me, the k-line, or `other`: any other screen without the tab bar. */
export type FirstScreenKey =
  | 'home'
  | 'market'
  | 'trade'
  | 'contract'
  | 'secondContract'
  | 'position'
  | 'account'
  | 'contractAccount'
  | 'me'
  | 'kline'
  | 'other';

/** The path rendered for each key; a tab's other paths (/account/assert/1, ...) draw the same first render. */
export const firstScreenPaths: Readonly<Record<FirstScreenKey, string>> = {
  home: homePath,
  market: '/market',
  trade: '/action/trade',
  contract: '/action/contract',
  secondContract: '/action/secondContract',
  position: '/position',
  // /account opens the coin account's address, which draws the same.
  account: '/account/assert/1',
  contractAccount: '/account/assert/2',
  me: '/me',
  // The pair's chart: its title, the pair in the address, is its largest paint, and index.html's inline script
  // writes it into the copy (src/common/first-screen-script.ts); the build renders the default pair's.
  kline: klinePath,
  // Any other screen without the tab bar draws its loading rows first; the help centre's stands for them all.
  other: '/me/help',
};

/** The screens with a copy per session state: a visitor's (loading rows) and a signed-in user's (the screen). */
export const sessionScreens: ReadonlySet<FirstScreenKey> = new Set([
  'trade',
  'contract',
  'secondContract',
  'position',
  'account',
  'contractAccount',
  'me',
]);

/**
 * A visitor's copy of the Trade tab's screens is one: the same loading rows under the tab bar, Trade current. The
 * spot screen's serves the other two paths.
 */
export const sharedVisitorCopies: Readonly<Partial<Record<FirstScreenKey, FirstScreenKey>>> = {
  contract: 'trade',
  secondContract: 'trade',
  contractAccount: 'account',
};

/**
 * Me is open to visitors, so a visitor's copy of it is the screen itself (the login prompt, the rows for help and
 * language), as a signed-in user's is; a visitor's copy of a private screen is its loading rows.
 */
export const visitorScreensInFull: ReadonlySet<FirstScreenKey> = new Set(['me']);

/**
 * Screens that draw in full for anyone, as the app's first render does once their chunk is in (start-app.tsx waits
 * for it): Market (its title, search box and quote tabs; the list's loading rows, as its rows come with their data:
 * 150–160 bytes more per one-language page) and the k-line, opened from a shared link or the home screen's list.
 */
export const screensInFull: ReadonlySet<FirstScreenKey> = new Set(['kline', 'market']);

/** `any`: the screen draws the same for both (its private parts are loading rows until the app runs). */
export type FirstScreenSession = 'visitor' | 'signedIn' | 'any';

export interface FirstScreen {
  key: FirstScreenKey;
  locale: Locale;
  session: FirstScreenSession;
  html: string;
}

/**
 * The copy each path shows; "/" redirects to Home, and /action to the last trade screen, most often spot's. Any
 * path not listed is `other`.
 */
export function firstScreenKeysByPath(): Record<string, FirstScreenKey> {
  const keyOfPath = new Map(
    Object.entries(firstScreenPaths).map(([key, path]) => [path, key as FirstScreenKey]),
  );
  const byPath: Record<string, FirstScreenKey> = { '/': 'home' };
  for (const route of routes) {
    if (!route.tab) continue;
    byPath[route.path] = keyOfPath.get(route.path) ?? (route.tab === 'action' ? 'trade' : route.tab);
  }
  // The screens without the tab bar that have copies of their own.
  byPath[firstScreenPaths.me] = 'me';
  byPath[firstScreenPaths.kline] = 'kline';
  return byPath;
}

/**
 * A signed-in copy of a session screen, and Me's visitor copy, load the screen's chunk (with its catalog part) before
 * they render, as the app does before its first commit. Other copies draw a lazy screen's loading rows only while its chunk has not
 * been loaded by this module: renderFirstScreens renders them first.
 */
export async function renderFirstScreen(
  key: FirstScreenKey,
  locale: Locale,
  session: FirstScreenSession = 'any',
): Promise<string> {
  const path = firstScreenPaths[key];
  const { messages } = await loadLocaleCatalog(locale);
  i18n.loadAndActivate({ locale, messages });
  localeStore.set({ locale });
  if (
    session === 'signedIn' ||
    (session === 'visitor' && visitorScreensInFull.has(key)) ||
    screensInFull.has(key)
  ) {
    await routeFor(path)?.screen.preload();
  }
  const signedIn = session === 'signedIn';
  sessionStore.set({ isLogin: signedIn, token: signedIn ? 'prerender' : '', userId: '' });
  prerenderAt(path);
  try {
    return renderToString(<App />);
  } finally {
    sessionStore.set({ isLogin: false, token: '', userId: '' });
  }
}

/**
 * One after the other: the language, the session and the address are module state of the one app being rendered.
 * The signed-in copies come last, once every loading-rows copy is drawn (their chunks load for them). Copies of
 * one screen sit side by side, its languages in turn, so the compressed page finds their shared markup within its
 * window.
 */
export async function renderFirstScreens(): Promise<FirstScreen[]> {
  const keys = Object.keys(firstScreenPaths) as FirstScreenKey[];
  const passes: Array<[FirstScreenSession, FirstScreenKey[]]> = [
    ['any', keys.filter((key) => !sessionScreens.has(key))],
    ['visitor', keys.filter((key) => sessionScreens.has(key) && !sharedVisitorCopies[key])],
    ['signedIn', keys.filter((key) => sessionScreens.has(key))],
  ];
  const screens: FirstScreen[] = [];
  for (const [session, passKeys] of passes) {
    for (const key of passKeys) {
      for (const locale of locales) {
        screens.push({ key, locale, session, html: await renderFirstScreen(key, locale, session) });
      }
    }
  }
  return screens;
}
