/** The minimal page's pairs: deterministic, so every run renders the same page (the bench measures rendering). */
export interface PairRow {
  symbol: string;
  price: string;
  changePercent: string;
}

/** About as many rows as the market list shows on a phone's first screens. */
export const pairRowCount = 30;

export const pairRows: PairRow[] = Array.from({ length: pairRowCount }, (_, index) => ({
  symbol: `C${String(index).padStart(2, '0')}/USDT`,
  price: ((index + 1) * 137.29).toFixed(2),
  changePercent: (((index * 37) % 21) - 10).toFixed(2),
}));

/**
 * The floor of a screen whose largest paint comes with its data (Petrel's market list and its data-source line, Me
 * and its email): the page at `?data` draws nothing until one call to its own server has answered with the rows.
 */
export const pairRowsPath = 'pairs.json';
export const dataCallQuery = 'data';

/**
 * The floor of a repeat visit (bench/web/repeat-visit-bench.ts): the page at `?cached` keeps its rows in
 * localStorage, as Petrel's warm-start copies keep the first screen's saved answers, and is served by a cache-first
 * service worker (cache-first-worker.ts), as Petrel's precache serves the app: its second load draws the saved rows
 * without the network.
 */
export const cachedQuery = 'cached';
export const savedRowsKey = 'minimal.pairs';
export const workerPath = 'sw.js';
