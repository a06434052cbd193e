/**
 * Helpers that create the chart's DOM and its two uPlot instances: the root element, the plots' data arrays, and
 * the cursor-sync keys that keep two charts on one page from moving each other's cursors.
 */
import uPlot from 'uplot';

import type { CandleColumns } from './candle-columns';
import type { XWindow } from './x-window';

/**
 * uPlot keeps a registry entry per sync key for the life of the page, so keys of destroyed charts are handed out
 * again rather than growing the registry with every chart opened.
 */
const freeSyncKeys: string[] = [];
let syncKeyCount = 0;

export function takeSyncKey(): string {
  return freeSyncKeys.pop() ?? `petrel-candles-${++syncKeyCount}`;
}

export function releaseSyncKey(key: string): void {
  freeSyncKeys.push(key);
}

/**
 * Creates a plot in `parent` and draws it before returning. uPlot would otherwise draw on a microtask; drawing in
 * a batch means that when the chart's constructor returns the canvases hold the chart and candleCount is final.
 */
export function mountPlot(
  opts: uPlot.Options,
  data: uPlot.AlignedData,
  parent: HTMLElement,
  view: XWindow | null,
): uPlot {
  return new uPlot(opts, data, (u, init) => {
    parent.append(u.root);
    u.batch(() => {
      init();
      if (view !== null) u.setScale('x', view);
    });
  });
}

export function priceData(cols: CandleColumns): uPlot.AlignedData {
  return [cols.time, cols.open, cols.high, cols.low, cols.close];
}

export function volumeData(cols: CandleColumns): uPlot.AlignedData {
  return [cols.time, cols.vol];
}

export function rootElement(container: HTMLElement, width: number): HTMLDivElement {
  const root = document.createElement('div');
  root.className = 'petrel-candle-chart';
  root.style.position = 'relative';
  root.style.width = `${width}px`;
  root.dataset['crosshair'] = 'off';
  container.append(root);
  return root;
}
