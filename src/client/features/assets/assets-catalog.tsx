/**
 * The Assets tab's words are a catalog of their own (lingui.config.ts), fetched when one of its screens opens, so
 * the start-up bundle does not carry them. Until it has arrived the screen shows its loading rows, never ids or a
 * flash of English; offline it comes from the service worker's precache like every other chunk.
 */
import type { ComponentType } from 'react';
import { LoadingRows } from '../../components/screen-states';
import { useCatalogPartReady } from '../../lib/i18n/use-locale';

export function withAssetsCatalog(Screen: ComponentType): ComponentType {
  return function AssetsCatalogScreen() {
    return useCatalogPartReady('assets') ? <Screen /> : <LoadingRows />;
  };
}
