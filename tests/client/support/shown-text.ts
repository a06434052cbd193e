/** Testing Library queries that match text as a reader sees it, without the catalogs' phrase marks. */
import { getDefaultNormalizer } from '@testing-library/react';
import { shownText } from '../../support/shown-text';

export { shownText };

/** For the ByText and ByRole queries: text matched as shown (`{ normalizer: shownTextNormalizer }`). */
const defaultNormalizer = getDefaultNormalizer();
export const shownTextNormalizer = (text: string) => defaultNormalizer(shownText(text));

/** An accessible name matcher that compares names as shown. */
export const shownName = (expected: string) => (name: string) => shownText(name) === expected;
