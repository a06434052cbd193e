/**
 * What a reader sees of a text: the Japanese and Chinese catalogs carry an invisible zero-width space at each phrase
 * boundary, for line breaking (scripts/phrase-breaks.ts), which a test comparing words leaves out.
 */
import { getDefaultNormalizer } from '@testing-library/react';
import { withoutPhraseBreaks } from '../../../src/common/phrase-break';

export function shownText(text: string | null | undefined): string {
  return withoutPhraseBreaks(text ?? '');
}

/** For the ByText and ByRole queries: text matched as shown (`{ normalizer: shownTextNormalizer }`). */
const defaultNormalizer = getDefaultNormalizer();
export const shownTextNormalizer = (text: string) => defaultNormalizer(shownText(text));

/** An accessible name matcher that compares names as shown. */
export const shownName = (expected: string) => (name: string) => shownText(name) === expected;
