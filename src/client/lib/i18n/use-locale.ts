/** React's view of the language (i18n.ts): the shown locale, and whether a catalog part is in. */
import { useEffect } from 'react';
import { useStore } from '../store/use-store';
import { catalogPartsStore, loadCatalogPart, localeStore, type CatalogPart } from './i18n';
import type { Locale } from '../../../common/locales';

export function useLocale(): Locale {
  return useStore(localeStore, (state) => state.locale);
}

/** True once the current language's part can be shown; starts loading it when it is not. */
export function useCatalogPartReady(part: CatalogPart): boolean {
  const locale = useLocale();
  const ready = useStore(catalogPartsStore, (state) => state.loaded.includes(`${part}:${locale}`));
  useEffect(() => {
    if (!ready) void loadCatalogPart(part, locale);
  }, [part, locale, ready]);
  return ready;
}

export const useDocumentsReady = () => useCatalogPartReady('documents');
