/** Which of index.html's prerendered first-screen copies the inline CSS shows, as "home ja-JP" or "trade en-US signedIn". */
import type { Page } from 'playwright-core';

export async function shownCopies(page: Page): Promise<string[]> {
  return page
    .locator('#root > .first-screen')
    .evaluateAll((copies) =>
      copies
        .filter((copy) => getComputedStyle(copy).display !== 'none')
        .map((copy) => copy.getAttribute('data-first-screen') ?? ''),
    );
}

/**
 * Waits until the app has replaced index.html's prerendered copies with its first commit. Until then, text that
 * several copies share (one shown, the others hidden) matches more than once, and a copy's buttons have no handler
 * (its links, the tab bar and Me's rows, do work: they only change the address).
 */
export async function appReplacedCopies(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root > .first-screen') === null);
}
