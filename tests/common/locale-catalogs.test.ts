// Proves the catalogs are complete: every message translated in every language, placeholders kept, and the server's error texts in en-US matching the error table.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorTable } from '../../src/common/errors';
import { locales } from '../../src/common/locales';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Reads msgid → msgstr from a .po file (Lingui writes each on one line, with "" continuation lines possible). */
function readCatalog(locale: string, catalog: string): Map<string, string> {
  const text = fs.readFileSync(path.join(root, 'locales', locale, `${catalog}.po`), 'utf8');
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\s*\n/)) {
    const field = (name: string) => {
      const match = new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(block);
      if (!match?.[1]) return undefined;
      return match[1]
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string)
        .join('');
    };
    const id = field('msgid');
    if (id) entries.set(id, field('msgstr') ?? '');
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/**
 * Every catalog lingui.config.ts declares (the interface, the error table, the documents, each tab's screens, the
 * server's mails), read from the en-US folder so a catalog added later is checked without a list to update.
 */
const catalogNames = fs
  .readdirSync(path.join(root, 'locales', 'en-US'))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -'.po'.length))
  .sort();

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
