/**
 * The client's Lingui setup. Each language's compiled catalog is its own chunk, loaded on demand (and precached by
 * the service worker, so switching languages works offline). The choice is stored; the default is en-US.
 */
import { i18n, type Messages } from '@lingui/core';
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

export const localeStore = createStore<{ locale: Locale }>({ locale: storedLocale() });

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
