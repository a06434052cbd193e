/**
 * Shows its children once a catalog part of the current language has loaded (see lib/i18n/i18n.ts), and loading
 * rows until then: texts of screens off the start-up path live in parts of their own, and without their part a
 * production build would show message ids.
 */
import type { ReactNode } from 'react';
import { type CatalogPart as Part } from '../lib/i18n/i18n';
import { useCatalogPartReady } from '../lib/i18n/use-locale';
import { LoadingRows } from './screen-states';

export function CatalogPart({ part, children }: { part: Part; children: ReactNode }) {
  return useCatalogPartReady(part) ? <>{children}</> : <LoadingRows count={4} />;
}
