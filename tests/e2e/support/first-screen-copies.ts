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
