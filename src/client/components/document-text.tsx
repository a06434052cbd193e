/** Shows a long document (agreement, privacy, legal, about) once its catalog has loaded, a loader until then. */
import type { ReactNode } from 'react';
import { useDocumentsReady } from '../lib/i18n/use-locale';
import { LoadingRows } from './screen-states';

export function DocumentText({ children }: { children: ReactNode }) {
  return useDocumentsReady() ? <>{children}</> : <LoadingRows count={4} />;
}
