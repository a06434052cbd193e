/**
 * Mozilla's pdf.js, loaded ONLY by the white paper screen (a dynamic import of this module; nothing else imports
 * it): about 120 KiB of gzip for the library and 370 KiB for its worker, which no other screen should pay for.
 *
 * Why pdf.js and not the browser's own viewer (an <iframe> or <object> on the PDF): Chrome on Android does not
 * render PDFs inline at all (it offers a download), iOS Safari shows only the first page in a frame, and a
 * standalone PWA has no browser chrome to fall back on. pdf.js draws the pages onto canvases the app controls, the
 * same on every phone, and the PDF itself is fetched like any other file, so the service worker can keep it for
 * offline reading (vite.config.ts: runtime caching of /mobile/whitepapers/ and of these chunks).
 *
 * The worker is a separate file (`?url`: Vite emits it as an asset and gives its hashed address), so parsing never
 * blocks the page; pdf.js starts it as a module worker from the app's own origin (CSP `worker-src 'self'`).
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

/** The document at `url`. Eval stays off: the CSP forbids it, and pdf.js works without it. */
export function openPdf(url: string): { promise: Promise<PDFDocumentProxy>; destroy: () => Promise<void> } {
  const task = getDocument({ url, isEvalSupported: false, enableXfa: false });
  return { promise: task.promise, destroy: () => task.destroy() };
}

/**
 * Draws page `pageNo` (from 1) onto `canvas` at `cssWidth` CSS pixels wide, sharp on high-density screens (the
 * backing store is scaled by the device pixel ratio), and returns the page's text for screen readers.
 */
export async function renderPage(
  pdf: PDFDocumentProxy,
  pageNo: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
): Promise<string> {
  const page = await pdf.getPage(pageNo);
  const unscaled = page.getViewport({ scale: 1 });
  const scale = cssWidth / unscaled.width;
  const pixelRatio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: scale * pixelRatio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(cssWidth)}px`;
  canvas.style.height = `${Math.floor(viewport.height / pixelRatio)}px`;
  await page.render({ canvas, viewport }).promise;
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}
