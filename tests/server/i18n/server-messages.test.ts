// Proves every message the server can answer in (errors, success notes, event messages, mails, form labels) has a text of its own in each of the four languages: found in the source, looked up in the en-US catalog, then translated as the server does and required to read in the language's own words.
import { describe, expect, it } from 'vitest';
import { locales } from '../../../src/common/locales';
import { translate } from '../../../src/server/i18n/translate';
import { expectNativeText, readCatalog, serverMessageIds } from '../support/catalogs';

const { ids, marks } = serverMessageIds();
const english = readCatalog('en-US');

/** Each placeholder filled with a value that reads the same in every language, as the server fills them. */
function sampleValues(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], '7']));
}

describe('the server messages', () => {
  it('are all found in the source, each id once', () => {
    expect(ids.length).toBeGreaterThan(150);
    expect(ids.length, 'a descriptor the search pattern does not read').toBe(marks);
    expect(new Set(ids).size, 'an id written twice').toBe(ids.length);
  });

  it.each(locales)('read in %s in its own words, every one of them', (locale) => {
    for (const id of ids) {
      const source = english.get(id) ?? '';
      expect(source, `${id} is missing from the en-US catalog (npm run i18n:extract)`).not.toBe('');
      const values = sampleValues(source);
      const text = translate(locale, { id }, values);
      expect(text, `${id} ${locale}`).not.toMatch(/\{\w+\}/);
      expectNativeText(text, translate('en-US', { id }, values), locale, id);
    }
  });
});
