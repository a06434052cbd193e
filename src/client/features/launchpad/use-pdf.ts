/**
 * Opens a PDF with pdf.js: loads the engine chunk (pdf-engine.ts, only now), fetches and parses the document, and
 * destroys it (its worker included) when the screen goes or the address changes.
 */
import { useEffect, useState } from 'react';
import type * as PdfEngine from './pdf-engine';
import type { PDFDocumentProxy } from './pdf-engine';

/** The engine module's shape; a type-only import, so pdf.js still loads only through the dynamic import. */
type Engine = typeof PdfEngine;

export type PdfState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; engine: Engine; pdf: PDFDocumentProxy };

export function usePdf(url: string | undefined): [PdfState, () => void] {
  const [state, setState] = useState<PdfState>({ status: 'loading' });
  useEffect(() => {
    if (url === undefined) return;
    setState({ status: 'loading' });
    let destroy: (() => Promise<void>) | undefined;
    let current = true;
    import('./pdf-engine')
      .then((engine) => {
        if (!current) return;
        const opened = engine.openPdf(url);
        destroy = opened.destroy;
        return opened.promise.then((pdf) => current && setState({ status: 'ready', engine, pdf }));
      })
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
      void destroy?.();
    };
  }, [url]);
  return [state, () => setState({ status: 'failed' })];
}
