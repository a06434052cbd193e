/**
 * A part of the service worker (imported by the one Workbox writes, vite.config.ts `importScripts`): a load of the
 * app from the worker gets the page whose prerendered first screens are in the reader's language only, as a load
 * from the network does (src/common/first-visit-page.ts), instead of the page with all four, so the browser parses a
 * third of the HTML at every start. On the repeat-visit bench at 4× CPU the cached markets came 30–150 ms sooner
 * (bench/web/repeat-visit-bench.ts).
 *
 * The language is the one the server would pick: the stored choice's cookie, else the browser's languages. A
 * worker reads cookies only through the Cookie Store API (Chromium's workers have it); where there is none, it cannot know the
 * stored choice, keeps no pages, and Workbox's own route answers with the page of every language, as before.
 *
 * The four pages are kept in a cache of their own, named after the build's pages, filled when the worker installs
 * and dropped when a later worker activates: a worker waiting for the reader to accept an update (update-prompt.tsx)
 * never serves the waiting build's page, whose scripts the active worker does not have.
 */
import { appBasePath } from '../../common/api-paths';
import { firstVisitPageFile, languageCookieName, pageLocale } from '../../common/first-visit-page';
import { locales, type Locale } from '../../common/locales';

/** The parts of the worker's events and scope this uses (the client's TypeScript has no worker types). */
interface ExtendableEvent {
  waitUntil(work: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
  stopImmediatePropagation(): void;
}

export interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  cookieStore?: { get(name: string): Promise<{ value?: string } | null | undefined> };
  navigator: { languages: readonly string[] };
}

const cachePrefix = 'petrel-language-pages-';

/** The page's language, as the server picks it: the cookie's stored choice, else the browser's languages. */
export function languagePageLocale(cookieValue: string | undefined, languages: readonly string[]): Locale {
  return pageLocale(cookieValue, languages.join(','));
}

/** The app's page itself: /mobile/ and /mobile/index.html; any other path under /mobile/ is Workbox's to answer. */
export function isAppPage(url: URL): boolean {
  return url.pathname === appBasePath || url.pathname === `${appBasePath}index.html`;
}

const pageUrl = (locale: Locale) => `${appBasePath}${firstVisitPageFile(locale)}`;

async function languagePage(scope: WorkerScope, cacheName: string, request: Request): Promise<Response> {
  const cookie = await scope.cookieStore?.get(languageCookieName).catch(() => undefined);
  const locale = languagePageLocale(cookie?.value, scope.navigator.languages);
  const kept = await caches.open(cacheName).then((cache) => cache.match(pageUrl(locale)));
  // Not kept (the browser dropped the cache): the network's page, else Workbox's copy of the page of every language.
  if (kept) return kept;
  return fetch(request).catch(
    async (error: unknown) =>
      (await caches.match(`${appBasePath}index.html`, { ignoreSearch: true })) ?? Promise.reject(error),
  );
}

/** `version` names this build's pages (a hash of them), so each build keeps its own. */
export function answerAppPageInLanguage(scope: WorkerScope, version: string): void {
  if (!scope.cookieStore) return;
  const cacheName = `${cachePrefix}${version}`;
  scope.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(cacheName)
        .then((cache) =>
          cache.addAll(locales.map((locale) => new Request(pageUrl(locale), { cache: 'no-cache' }))),
        ),
    );
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith(cachePrefix) && name !== cacheName)
              .map((name) => caches.delete(name)),
          ),
        ),
    );
  });
  scope.addEventListener('fetch', (event) => {
    if (event.request.mode !== 'navigate' || !isAppPage(new URL(event.request.url))) return;
    event.respondWith(languagePage(scope, cacheName, event.request));
    // Workbox's listener comes after this one and would answer the same request with the page of every language.
    event.stopImmediatePropagation();
  });
}
