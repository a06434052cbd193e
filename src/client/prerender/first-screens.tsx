/**
 * Each tab's first screen as HTML, rendered at build time (scripts/prerender/) with react-dom/server from the app
 * itself, so the markup is the live first render's: Home in full (its title is the page's largest paint), every
 * other tab its loading rows under the tab bar, as its screen's chunk is still on its way when React first renders.
 * Logged-in screens are skeletons here too; the saved answers fill them once the app runs. Nothing here runs in
 * the browser: React's createRoot replaces this markup with the same layout (start-app.tsx).
 */
import { renderToString } from 'react-dom/server';
import { locales, type Locale } from '../../common/locales';
import { App } from '../app/app';
import { routes, type TabKey } from '../app/routes';
import { i18n, loadLocaleCatalog, localeStore } from '../lib/i18n/i18n';
import { homePath } from '../lib/router/home-path';
import { prerenderAt } from '../lib/router/hash-location';

/** A tab, or `other`: a screen without the tab bar (the login, the k-line, /me, ...). */
export type FirstScreenKey = TabKey | 'other';

/** The path rendered for each key; a tab's other paths (/action/contract, ...) draw the same first render. */
export const firstScreenPaths: Readonly<Record<FirstScreenKey, string>> = {
  home: homePath,
  market: '/market',
  action: '/action/trade',
  position: '/position',
  account: '/account',
  other: '/me',
};

export interface FirstScreen {
  key: FirstScreenKey;
  locale: Locale;
  html: string;
}

/** Every path that shows a tab's first screen; "/" redirects to Home. Any path not listed is `other`. */
export function tabPaths(): Record<string, TabKey> {
  const byPath: Record<string, TabKey> = { '/': 'home' };
  for (const route of routes) if (route.tab) byPath[route.path] = route.tab;
  return byPath;
}

export async function renderFirstScreen(key: FirstScreenKey, locale: Locale): Promise<string> {
  const { messages } = await loadLocaleCatalog(locale);
  i18n.loadAndActivate({ locale, messages });
  localeStore.set({ locale });
  prerenderAt(firstScreenPaths[key]);
  return renderToString(<App />);
}

/** One after the other: the language and the address are module state of the one app being rendered. */
export async function renderFirstScreens(): Promise<FirstScreen[]> {
  const screens: FirstScreen[] = [];
  for (const locale of locales) {
    for (const key of Object.keys(firstScreenPaths) as FirstScreenKey[]) {
      screens.push({ key, locale, html: await renderFirstScreen(key, locale) });
    }
  }
  return screens;
}
