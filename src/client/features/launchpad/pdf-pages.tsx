/**
 * The pages of an open PDF as canvases, fitted to the screen's width (390 px on the phones the app is built for)
 * times the zoom, drawn one after another. Each canvas is an image named "Page n of m" whose text is also given
 * to screen readers (a canvas alone would be silent). A new zoom draws onto new canvases (the key), since pdf.js
 * refuses two renders on one canvas at once.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type * as PdfEngine from './pdf-engine';
import type { PDFDocumentProxy } from './pdf-engine';

/** The engine module's shape; a type-only import, so pdf.js still loads only through the dynamic import. */
type Engine = typeof PdfEngine;

interface PdfPagesProps {
  engine: Engine;
  pdf: PDFDocumentProxy;
  /** The CSS width of a page at zoom 1. */
  fitWidth: number;
  zoom: number;
  onFailed: () => void;
}

export function PdfPages({ engine, pdf, fitWidth, zoom, onFailed }: PdfPagesProps) {
  const pageNos = Array.from({ length: pdf.numPages }, (_, index) => index + 1);
  return (
    <div className="lp-pdf-pages" data-testid="lp-pdf-pages">
      {pageNos.map((pageNo) => (
        <PdfPage
          key={`${pageNo}:${zoom}`}
          engine={engine}
          pdf={pdf}
          pageNo={pageNo}
          width={fitWidth * zoom}
          onFailed={onFailed}
        />
      ))}
    </div>
  );
}

interface PdfPageProps extends Omit<PdfPagesProps, 'fitWidth' | 'zoom'> {
  pageNo: number;
  width: number;
}

function PdfPage({ engine, pdf, pageNo, width, onFailed }: PdfPageProps) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [text, setText] = useState('');
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    if (!canvas.current) return;
    let current = true;
    engine
      .renderPage(pdf, pageNo, canvas.current, width)
      .then((pageText) => current && setText(pageText))
      .catch(() => current && failed.current());
    return () => {
      current = false;
    };
  }, [engine, pdf, pageNo, width]);
  const total = pdf.numPages;
  return (
    <figure className="lp-pdf-page">
      <canvas ref={canvas} role="img" aria-label={t`Page ${pageNo} of ${total}`} />
      <figcaption className="visually-hidden">{text}</figcaption>
    </figure>
  );
}
