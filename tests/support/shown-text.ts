/**
 * What a reader sees of a text: the Japanese and Chinese catalogs carry an invisible zero-width space at each phrase
 * boundary, for line breaking (scripts/phrase-breaks.ts), which a test comparing words leaves out. (Playwright's
 * text and role locators leave it out themselves; a textContent read does not.)
 */
import { withoutPhraseBreaks } from '../../src/common/phrase-break';

export function shownText(text: string | null | undefined): string {
  return withoutPhraseBreaks(text ?? '');
}
