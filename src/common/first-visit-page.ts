/**
 * A page loaded from the network (a first visit, or a browser that never installed the service worker) gets an
 * index.html that carries the first screens in its reader's language only: 10–11 KB compressed, where the page with
 * all four languages is 18 KB (the bench prints both). The build writes one such page per language
 * (scripts/prerender/); the server picks it (src/server/http/first-visit-page.ts) by the reader's stored choice,
 * which the app mirrors into a cookie only /mobile/ requests carry, else by Accept-Language, which a browser derives
 * from the same list of languages index.html's inline script reads (first-screen-script.ts). The room this leaves
 * within the first round trip holds screens that did not fit beside three other languages. Later loads from the
 * service worker get the same page, picked the same way (src/client/service-worker/language-page.ts).
 */
import { isLocale, negotiateLocale, type Locale } from './locales';

/** The cookie that mirrors the stored language choice (storageKeys.language), for the server's pick. */
export const languageCookieName = 'petrel.lang';

/** Where the build puts the one-language pages, under the app's folder (dist/), out of Workbox's precache. */
export const firstVisitFolder = 'first-visit';

export const firstVisitPageFile = (locale: Locale) => `${firstVisitFolder}/index.${locale}.html`;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The language of a page's first screens: the stored choice when it names one of ours, else the browser's languages
 * (an Accept-Language list) in its order of preference, else the default, the order index.html's inline script
 * follows. The server and the service worker (src/client/service-worker/) both pick by this.
 */
export function pageLocale(choice: string | undefined, acceptLanguage: string | undefined): Locale {
  return isLocale(choice) ? choice : negotiateLocale(acceptLanguage);
}

/** The language a page request's first screen is in: by the stored choice's cookie and the Accept-Language header. */
export function firstVisitLocale(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  return pageLocale(cookieValue(cookieHeader, languageCookieName), acceptLanguage);
}
