/**
 * The console's languages: its own catalog part (locales/<locale>/admin, lingui.config.ts), one chunk per language
 * loaded on demand. The operator's choice is kept in localStorage; until there is one, the browser's languages
 * decide, as the server negotiates them (src/common/locales.ts).
 */
import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { isLocale, negotiateLocale, type Locale } from '../common/locales';

export { i18n };

export const localeStorageKey = 'petrel.admin.locale';

const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../../locales/en-US/admin'),
  'zh-CN': () => import('../../locales/zh-CN/admin'),
  'ko-KR': () => import('../../locales/ko-KR/admin'),
  'ja-JP': () => import('../../locales/ja-JP/admin'),
};

function storedLocale(): string | null {
  try {
    return window.localStorage.getItem(localeStorageKey);
  } catch {
    return null;
  }
}

export function startLocale(): Locale {
  const stored = storedLocale();
  if (isLocale(stored)) return stored;
  return negotiateLocale(navigator.languages.join(','));
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogLoaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/** The operator's choice: stored, then shown. */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Not kept past this page, but still shown.
  }
  await activateLocale(locale);
}

function subscribe(listener: () => void): () => void {
  return i18n.on('change', listener);
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, () => (isLocale(i18n.locale) ? i18n.locale : 'en-US'));
}
