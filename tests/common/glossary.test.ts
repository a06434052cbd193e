// Proves the catalogs name each thing one way per language: wherever an English message (or its context) holds a
// glossary term (locales/glossary.json), its translation holds that language's word for it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/common/locales';
import { readAllEntries, type CatalogEntry } from './support/po-catalogs';

type TranslatedLocale = Exclude<(typeof locales)[number], 'en-US'>;

interface GlossaryTerm extends Record<TranslatedLocale, readonly string[]> {
  readonly en: string;
}

interface Glossary {
  readonly terms: readonly GlossaryTerm[];
  readonly exceptions: readonly {
    readonly term: string;
    readonly why: string;
    readonly en: readonly string[];
  }[];
}

const glossary = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'locales', 'glossary.json'), 'utf8'),
) as Glossary;

const translatedLocales = locales.filter((locale): locale is TranslatedLocale => locale !== 'en-US');

/** The English term as a word, with the endings English adds to it (transfers, withdrawals, subscribed…). */
const termPattern = (term: string) => new RegExp(`\\b${term}(?:s|es|d|ed|red|ing|al|als)?\\b`, 'i');

/**
 * A context that starts with a term ("the flash exchange, on an Assets tile") says the message names it, though its
 * English is shorter ("Exchange"); a context that only mentions one ("the coin a flash exchange sells") does not.
 */
const contextNames = (context: string | undefined, term: string) =>
  context !== undefined && new RegExp(`^(?:the |an? )?${term}\\b`, 'i').test(context);

/** The English a message shows: its source, or for a message with an explicit id, the en-US catalog's text. */
function readEnglish(): Map<string, string> {
  const english = new Map<string, string>();
  for (const entry of readAllEntries('en-US'))
    english.set(key(entry), entry.explicitId ? entry.translation : entry.id);
  return english;
}

const key = (entry: CatalogEntry) => `${entry.catalog}\u0004${entry.context ?? ''}\u0004${entry.id}`;

const english = readEnglish();

const isException = (text: string, term: string) =>
  glossary.exceptions.some((exception) => exception.term === term && exception.en.includes(text));

describe('the glossary', () => {
  it('gives every term a word in every language and every exception a reason', () => {
    expect(glossary.terms.length).toBeGreaterThan(10);
    for (const term of glossary.terms) {
      for (const locale of translatedLocales)
        expect(term[locale].length, `${term.en} ${locale}`).toBeGreaterThan(0);
    }
    const englishTexts = new Set(english.values());
    for (const exception of glossary.exceptions) {
      expect(exception.why.length, exception.term).toBeGreaterThan(20);
      expect(glossary.terms.map((term) => term.en)).toContain(exception.term);
      for (const text of exception.en) {
        expect(termPattern(exception.term).test(text), text).toBe(true);
        expect(englishTexts.has(text), `a stale exception: ${text}`).toBe(true);
      }
    }
  });

  it.each(translatedLocales)('is followed by every %s catalog', (locale) => {
    const misses: string[] = [];
    for (const entry of readAllEntries(locale)) {
      const text = english.get(key(entry)) ?? entry.id;
      for (const term of glossary.terms) {
        const pattern = termPattern(term.en);
        if (!pattern.test(text) && !contextNames(entry.context, term.en)) continue;
        if (isException(text, term.en)) continue;
        if (term[locale].some((word) => entry.translation.includes(word))) continue;
        misses.push(
          `${entry.catalog}: "${term.en}" is "${term[locale][0]}" in: ${text} → ${entry.translation}`,
        );
      }
    }
    expect(misses).toEqual([]);
  });
});
