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
 * Waits until the app has replaced index.html's prerendered copies with its first commit. A copy's buttons have no
 * handler (createRoot replaces the copy without reading it), so a test that clicks a button of a screen that has a
 * copy (Me's rows, Home's links) must wait for the app first.
 */
export async function appReplacedCopies(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root > .first-screen') === null);
}
