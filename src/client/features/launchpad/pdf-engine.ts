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
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

/** The document at `url`. Eval stays off: the CSP forbids it, and pdf.js works without it. */
export function openPdf(url: string): { promise: Promise<PDFDocumentProxy>; destroy: () => Promise<void> } {
  const task = getDocument({ url, isEvalSupported: false, enableXfa: false });
  return { promise: task.promise, destroy: () => task.destroy() };
}

/** Thrown to the caller whose drawing a newer one on the same canvas replaced. */
export class PageRenderReplaced extends Error {
  constructor() {
    super('A newer drawing replaced this one.');
    this.name = 'PageRenderReplaced';
  }
}

interface CanvasRender {
  cancel(): void;
  settled: Promise<unknown>;
}

/**
 * The latest drawing on each canvas. pdf.js refuses a second render() on a canvas while one runs, and a page is
 * drawn again whenever its width changes (the screen measures itself once laid out, and again when its fonts or
 * scrollbar settle): the newer drawing cancels the older and starts once it has stopped.
 */
const latestRenders = new WeakMap<HTMLCanvasElement, CanvasRender>();

/**
 * Draws page `pageNo` (from 1) onto `canvas` at `cssWidth` CSS pixels wide, sharp on high-density screens (the
 * backing store is scaled by the device pixel ratio), and returns the page's text for screen readers.
 */
export function renderPage(
  pdf: PDFDocumentProxy,
  pageNo: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
): Promise<string> {
  const previous = latestRenders.get(canvas);
  previous?.cancel();
  let replaced = false;
  let task: RenderTask | undefined;
  const drawing = (async () => {
    await previous?.settled;
    if (replaced) throw new PageRenderReplaced();
    const page = await pdf.getPage(pageNo);
    if (replaced) throw new PageRenderReplaced();
    const unscaled = page.getViewport({ scale: 1 });
    const scale = cssWidth / unscaled.width;
    const pixelRatio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: scale * pixelRatio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(cssWidth)}px`;
    canvas.style.height = `${Math.floor(viewport.height / pixelRatio)}px`;
    task = page.render({ canvas, viewport });
    await task.promise;
    const content = await page.getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  })();
  latestRenders.set(canvas, {
    cancel: () => {
      replaced = true;
      task?.cancel();
    },
    settled: drawing.catch(() => undefined),
  });
  return drawing;
}
