/**
 * Saved rows in the prerendered first screen. A list a first screen draws from a saved answer (Home's market trend,
 * Market's pairs, the coin account's balances) is a slot: the app wraps it in an element with
 * `firstFillSlotAttribute`, and each time the list is on screen in the state a start draws it in, saves its markup
 * as plain data (a snapshot) with the saved answer it was drawn from (src/client/lib/cache/first-fill.tsx).
 * index.html's inline script (first-screen-script.ts) puts a snapshot into the prerendered copy's slot, in place of
 * its loading rows, when the app's first render will draw that same answer: the rule the warm start reads answers
 * by. A repeat visit then shows its saved rows with the HTML instead of with the app (0.9–1.4 s at 4× CPU, issue 23).
 *
 * The snapshot is rebuilt element by element (createElement, setAttribute, text nodes), never parsed as markup, and
 * only from the tags and attributes below: a snapshot is data the app wrote, and the script treats it as such.
 */

/** Where the snapshots are kept: `{ [slot]: FirstFillSnapshot }`. */
export const storedFirstFillsKey = 'petrel.firstFills';

/** The slot's wrapper: `display: contents`, so the rows lay out as if it were not there. */
export const firstFillSlotAttribute = 'data-first-fill-slot';
export const firstFillSlotClass = 'first-fill';

/** An element `[tag, attributes, ...children]`, or a text. */
export type FirstFillNode = string | [string, Record<string, string>, ...FirstFillNode[]];

export interface FirstFillSnapshot {
  /** The language it was drawn in: the script uses it only for a start in that language. */
  locale: string;
  /** The saved answer it was drawn from: its key, when it was fetched, and its owner ('' for public data). */
  key: string;
  savedAtMs: number;
  userId: string;
  nodes: FirstFillNode[];
}

/** The tags a snapshot may hold: what the lists draw (rows, figures, the coin icon's SVG). */
export const firstFillTags = ['ul', 'li', 'div', 'span', 'button', 'svg', 'circle', 'text'] as const;

/**
 * The attributes a snapshot may hold (a test compares each with this): classes, test ids and data, ARIA, a
 * button's type, the coin icon's geometry. No event handler, link or source can pass.
 */
export const firstFillAttributePattern =
  '^(?:class|type|title|role|focusable|data-[a-z-]+|aria-[a-z]+|viewBox|width|height|cx|cy|r|x|y|dy|fill|stroke|stroke-opacity|stroke-width|text-anchor|font-weight|font-size)$';

/** An inline style only of sizes (the coin icon's initials disc): no parenthesis, so no url() or function. */
export const firstFillStylePattern = '^[a-z0-9 .:;%-]*$';

/** A snapshot larger than this as JSON is not kept, and the slot then shows its loading rows at the next start. */
export const firstFillCharsMax = 24_000;
