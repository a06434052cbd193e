// Proves the four catalogs are complete: every message translated in every language, placeholders kept, and the server's error texts in en-US matching the error table.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorTable } from '../../src/common/errors';
import { locales } from '../../src/common/locales';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Reads msgid → msgstr from a .po file (Lingui writes each on one line, with "" continuation lines possible). */
function readCatalog(locale: string): Map<string, string> {
  const text = fs.readFileSync(path.join(root, 'locales', locale, 'messages.po'), 'utf8');
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

const source = readCatalog('en-US');

describe('catalogs', () => {
  it('hold the same messages in every language', () => {
    for (const locale of locales)
      expect([...readCatalog(locale).keys()].sort()).toEqual([...source.keys()].sort());
  });

  it.each(locales.filter((locale) => locale !== 'en-US'))(
    '%s translates every message and keeps its placeholders',
    (locale) => {
      const catalog = readCatalog(locale);
      for (const [id, english] of source) {
        const translated = catalog.get(id) ?? '';
        expect(translated, `${locale}: ${id}`).not.toBe('');
        const sourceText = english || id;
        expect(placeholders(translated), `${locale}: ${id}`).toEqual(placeholders(sourceText));
      }
    },
  );

  it('keeps the en-US texts of the error table in step with the code', () => {
    for (const definition of Object.values(errorTable)) {
      expect(source.get(definition.message.id)).toBe(definition.message.message);
    }
  });
});
