/** The layout shifts of a page's loads, as the CLS metric counts them, read from the page. */
import type { Page } from 'playwright-core';

/**
 * Collects every layout shift of the page's next loads (as the CLS metric counts them), each with the elements it
 * moved and from where to where, so a failure names them.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        };
        const moved = shift.sources.map(
          ({ node, previousRect: from, currentRect: to }) =>
            `${node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName)} ` +
            `x ${from.x}→${to.x}, y ${from.y}→${to.y}, ${from.width}×${from.height}→${to.width}×${to.height}`,
        );
        shifts.push(`${shift.value.toFixed(4)}: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, once two more frames have been drawn (a shift is reported with the frame that shows it). */
export function layoutShiftsAfterTwoFrames(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { layoutShifts: string[] }).layoutShifts),
          ),
        ),
      ),
  );
}

export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}
