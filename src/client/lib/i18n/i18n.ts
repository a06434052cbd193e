/**
 * The client's Lingui setup. Each language's compiled catalog is its own chunk, loaded on demand (and precached by
 * the service worker, so switching languages works offline). The reader's choice is stored and wins; until there
 * is one, the language is the browser's when it is one of ours, else en-US, as index.html's inline script decided.
 * React's hooks over it are in use-locale.ts: this module runs before the first paint (start-early.ts), without React.
 */
import { i18n, type Messages } from '@lingui/core';
import { firstScreenLocaleAttribute } from '../../../common/first-screen-names';
import { defaultLocale, isLocale, type Locale } from '../../../common/locales';
import { createStore } from '../store/create-store';
import { mirrorLanguageChoice } from './language-cookie';
import { safeStorage, storageKeys } from '../session/storage-keys';

export { i18n };

const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../../../../locales/en-US/messages'),
  'zh-CN': () => import('../../../../locales/zh-CN/messages'),
  'ko-KR': () => import('../../../../locales/ko-KR/messages'),
  'ja-JP': () => import('../../../../locales/ja-JP/messages'),
};

/**
 * Catalogs loaded only by the screens that need them: the long legal and about texts, the error table's messages
 * (the forms show them; the server answers in its own words), the Assets tab's screens, the recharge, withdrawal and
 * address book screens, the flash-exchange and bank-card screens, the trading screens (Trade and Position tabs) and
 * the messages and invitation screens, the launchpad's new-coin screens and the private screens' login prompts, so
 * the start-up catalog stays small.
 */
const partLoaders = {
  documents: {
    'en-US': () => import('../../../../locales/en-US/documents'),
    'zh-CN': () => import('../../../../locales/zh-CN/documents'),
    'ko-KR': () => import('../../../../locales/ko-KR/documents'),
    'ja-JP': () => import('../../../../locales/ja-JP/documents'),
  },
  errors: {
    'en-US': () => import('../../../../locales/en-US/errors'),
    'zh-CN': () => import('../../../../locales/zh-CN/errors'),
    'ko-KR': () => import('../../../../locales/ko-KR/errors'),
    'ja-JP': () => import('../../../../locales/ja-JP/errors'),
  },
  assets: {
    'en-US': () => import('../../../../locales/en-US/assets'),
    'zh-CN': () => import('../../../../locales/zh-CN/assets'),
    'ko-KR': () => import('../../../../locales/ko-KR/assets'),
    'ja-JP': () => import('../../../../locales/ja-JP/assets'),
  },
  funding: {
    'en-US': () => import('../../../../locales/en-US/funding'),
    'zh-CN': () => import('../../../../locales/zh-CN/funding'),
    'ko-KR': () => import('../../../../locales/ko-KR/funding'),
    'ja-JP': () => import('../../../../locales/ja-JP/funding'),
  },
  exchange: {
    'en-US': () => import('../../../../locales/en-US/exchange'),
    'zh-CN': () => import('../../../../locales/zh-CN/exchange'),
    'ko-KR': () => import('../../../../locales/ko-KR/exchange'),
    'ja-JP': () => import('../../../../locales/ja-JP/exchange'),
  },
  trading: {
    'en-US': () => import('../../../../locales/en-US/trading'),
    'zh-CN': () => import('../../../../locales/zh-CN/trading'),
    'ko-KR': () => import('../../../../locales/ko-KR/trading'),
    'ja-JP': () => import('../../../../locales/ja-JP/trading'),
  },
  community: {
    'en-US': () => import('../../../../locales/en-US/community'),
    'zh-CN': () => import('../../../../locales/zh-CN/community'),
    'ko-KR': () => import('../../../../locales/ko-KR/community'),
    'ja-JP': () => import('../../../../locales/ja-JP/community'),
  },
  launchpad: {
    'en-US': () => import('../../../../locales/en-US/launchpad'),
    'zh-CN': () => import('../../../../locales/zh-CN/launchpad'),
    'ko-KR': () => import('../../../../locales/ko-KR/launchpad'),
    'ja-JP': () => import('../../../../locales/ja-JP/launchpad'),
  },
  security: {
    'en-US': () => import('../../../../locales/en-US/security'),
    'zh-CN': () => import('../../../../locales/zh-CN/security'),
    'ko-KR': () => import('../../../../locales/ko-KR/security'),
    'ja-JP': () => import('../../../../locales/ja-JP/security'),
  },
  gates: {
    'en-US': () => import('../../../../locales/en-US/gates'),
    'zh-CN': () => import('../../../../locales/zh-CN/gates'),
    'ko-KR': () => import('../../../../locales/ko-KR/gates'),
    'ja-JP': () => import('../../../../locales/ja-JP/gates'),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ messages: Messages }>>>;

export type CatalogPart = keyof typeof partLoaders;

export const localeStore = createStore<{ locale: Locale }>({ locale: startLocale() });

/** Which parts are in the Lingui catalogs already, as `part:locale`. */
export const catalogPartsStore = createStore<{ loaded: readonly string[] }>({ loaded: [] });

export async function loadCatalogPart(part: CatalogPart, locale: Locale): Promise<void> {
  const key = `${part}:${locale}`;
  if (catalogPartsStore.get().loaded.includes(key)) return;
  const { messages } = await partLoaders[part][locale]();
  // load() merges into the language's catalog, next to the interface messages.
  i18n.load(locale, messages);
  catalogPartsStore.set((state) => ({ loaded: [...state.loaded, key] }));
}

/** The stored choice, or null while the reader has made none (the browser's language is followed). */
export function storedLocaleChoice(): Locale | null {
  const stored = safeStorage.get(storageKeys.language);
  return isLocale(stored) ? stored : null;
}

/**
 * The language to start in: the stored choice, else the one index.html's inline script noted on <html> from the
 * browser's languages (src/common/first-screen-script.ts: one decision for the prerendered screen and the app),
 * else the default (where no inline script ran: the build's render, the tests).
 */
export function startLocale(): Locale {
  const stored = storedLocaleChoice();
  if (stored) return stored;
  // No document when the build renders the first screens in Node.
  const noted =
    typeof document === 'undefined'
      ? null
      : document.documentElement.getAttribute(firstScreenLocaleAttribute);
  return isLocale(noted) ? noted : defaultLocale;
}

/** Loads a language's interface catalog (once: the browser keeps one module per URL). */
export function loadLocaleCatalog(locale: Locale): Promise<{ messages: Messages }> {
  return catalogLoaders[locale]();
}

/** Shows the app in `locale`; only the reader's own choice (`chooseLocale`) is stored. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await loadLocaleCatalog(locale);
  // load() merges into the language's messages: a catalog part that came first (the first screen's chunk brings
  // its own beside this catalog, and a language shown before keeps its parts) stays. loadAndActivate would replace
  // them while catalogPartsStore still counts them as loaded, and the screen would show message ids.
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  localeStore.set({ locale });
}

/** The reader picked a language (/me/lang): it is shown, and kept over the browser's from now on. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  safeStorage.set(storageKeys.language, locale);
  mirrorLanguageChoice(locale);
}
