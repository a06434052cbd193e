/**
 * The client's Lingui setup. Each language's compiled catalog is its own chunk, loaded on demand (and precached by
 * the service worker, so switching languages works offline). The choice is stored; the default is en-US.
 */
import { i18n, type Messages } from '@lingui/core';
import { useEffect } from 'react';
import { defaultLocale, isLocale, type Locale } from '../../../common/locales';
import { createStore, useStore } from '../store/create-store';
import { safeStorage, storageKeys } from '../session/storage-keys';

export { i18n };

const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../../../../locales/en-US/messages'),
  'zh-CN': () => import('../../../../locales/zh-CN/messages'),
  'ko-KR': () => import('../../../../locales/ko-KR/messages'),
  'ja-JP': () => import('../../../../locales/ja-JP/messages'),
};

/** The long legal and about texts are a catalog of their own, loaded only by the screens that show them. */
const documentLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../../../../locales/en-US/documents'),
  'zh-CN': () => import('../../../../locales/zh-CN/documents'),
  'ko-KR': () => import('../../../../locales/ko-KR/documents'),
  'ja-JP': () => import('../../../../locales/ja-JP/documents'),
};

export const localeStore = createStore<{ locale: Locale }>({ locale: storedLocale() });

/** Which languages' documents are in the Lingui catalogs already. */
export const documentsStore = createStore<{ loaded: readonly Locale[] }>({ loaded: [] });

export async function loadDocuments(locale: Locale): Promise<void> {
  if (documentsStore.get().loaded.includes(locale)) return;
  const { messages } = await documentLoaders[locale]();
  // load() merges into the language's catalog, next to the interface messages.
  i18n.load(locale, messages);
  documentsStore.set((state) => ({ loaded: [...state.loaded, locale] }));
}

/** True once the current language's documents can be shown; starts loading them when they are not. */
export function useDocumentsReady(): boolean {
  const locale = useLocale();
  const ready = useStore(documentsStore, (state) => state.loaded.includes(locale));
  useEffect(() => {
    if (!ready) void loadDocuments(locale);
  }, [locale, ready]);
  return ready;
}

export function storedLocale(): Locale {
  const stored = safeStorage.get(storageKeys.language);
  return isLocale(stored) ? stored : defaultLocale;
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogLoaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  safeStorage.set(storageKeys.language, locale);
  localeStore.set({ locale });
}

export function useLocale(): Locale {
  return useStore(localeStore, (state) => state.locale);
}
