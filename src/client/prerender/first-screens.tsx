/**
 * Each tab's first screen as HTML, rendered at build time (scripts/prerender/) with react-dom/server from the app
 * itself, so the markup is the live first render's. Home renders in full (its title is the page's largest paint).
 * For a signed-in user the Trade tab's three screens and the Position tab render in full too (their forms, balances
 * still to come), since the app's first render waits for their chunk (start-app.tsx) and draws them: their largest
 * paint (an account note) is then in the HTML. A visitor's copy of those is their loading rows, as before: every copy
 * is paid for by every visit of every tab, a visitor's differs (a login prompt), and index.html must stay within the
 * first round trip of a slow connection; visitors start on Home. index.html's inline script picks the copy by the
 * stored session. Market and Assets keep their loading rows. Nothing here runs in the browser: React's createRoot
 * replaces this markup with its first render.
 *
 * The first round trip is ten TCP segments, 14,600 bytes with the response's headers (about 1.2 KB of them), and
 * Lighthouse's model counts it so: a signed-in copy of Assets (its largest paint, the hide-small label, in the
 * HTML) took its LCP from 2.86 to 1.31 s, but its 1 KB compressed took index.html past that line and Home's LCP
 * from 1.11 to 1.28 s (issue 23, measured interleaved). A copy is added only when the page stays within it.
 */
import { renderToString } from 'react-dom/server';
import { locales, type Locale } from '../../common/locales';
import { App } from '../app/app';
import { routeFor, routes } from '../app/routes';
import { i18n, loadLocaleCatalog, localeStore } from '../lib/i18n/i18n';
import { homePath } from '../lib/router/home-path';
import { prerenderAt } from '../lib/router/hash-location';
import { sessionStore } from '../lib/session/session-store';

/** A tab's first screen, the Trade tab's each of its own, or `other`: a screen without the tab bar (/me, ...). */
export type FirstScreenKey =
  'home' | 'market' | 'trade' | 'contract' | 'secondContract' | 'position' | 'account' | 'other';

/** The path rendered for each key; a tab's other paths (/account/assert/1, ...) draw the same first render. */
export const firstScreenPaths: Readonly<Record<FirstScreenKey, string>> = {
  home: homePath,
  market: '/market',
  trade: '/action/trade',
  contract: '/action/contract',
  secondContract: '/action/secondContract',
  position: '/position',
  account: '/account',
  other: '/me',
};

/** The screens with a copy per session state: a visitor's (loading rows) and a signed-in user's (the screen). */
export const sessionScreens: ReadonlySet<FirstScreenKey> = new Set([
  'trade',
  'contract',
  'secondContract',
  'position',
]);

/**
 * A visitor's copy of the Trade tab's screens is one: the same loading rows under the tab bar, Trade current. The
 * spot screen's serves the other two paths.
 */
export const sharedVisitorCopies: Readonly<Partial<Record<FirstScreenKey, FirstScreenKey>>> = {
  contract: 'trade',
  secondContract: 'trade',
};

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
  return byPath;
}

/**
 * A signed-in copy of a session screen loads the screen's chunk (with its catalog part) before it renders, as the
 * app does before its first commit. Other copies draw a lazy screen's loading rows only while its chunk has not
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
  if (session === 'signedIn') await routeFor(path)?.screen.preload();
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
