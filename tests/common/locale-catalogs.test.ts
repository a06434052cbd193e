// Proves the catalogs are complete: every message translated in every language, placeholders kept, and the server's error texts in en-US matching the error table.
import { describe, expect, it } from 'vitest';
import { errorTable } from '../../src/common/errors';
import { locales } from '../../src/common/locales';
import { catalogNames, readCatalog } from './support/po-catalogs';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(catalogNames)('the %s catalogs', (catalog) => {
  const source = readCatalog('en-US', catalog);

  it('hold the same messages in every language', () => {
    expect(source.size).toBeGreaterThan(0);
    for (const locale of locales) {
      expect([...readCatalog(locale, catalog).keys()].sort()).toEqual([...source.keys()].sort());
    }
  });

  it.each(locales.filter((locale) => locale !== 'en-US'))(
    '%s translates every message and keeps its placeholders',
    (locale) => {
      const translations = readCatalog(locale, catalog);
      for (const [id, english] of source) {
        const translated = translations.get(id) ?? '';
        expect(translated, `${locale}: ${id}`).not.toBe('');
        expect(placeholders(translated), `${locale}: ${id}`).toEqual(placeholders(english || id));
      }
    },
  );
});

describe('the error table', () => {
  it('keeps its en-US texts in step with the code', () => {
    const source = readCatalog('en-US', 'errors');
    for (const definition of Object.values(errorTable)) {
      expect(source.get(definition.message.id)).toBe(definition.message.message);
    }
  });
});
