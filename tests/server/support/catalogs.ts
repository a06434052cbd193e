/**
 * Reads the translators' catalogs the server uses (locales/<locale>/{messages,errors,server}.po) and finds every
 * message id the server answers in, so tests can demand that each one reads in every language's own words: a message
 * a language lacks fails, it never quietly falls back to English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Locale } from '../../../src/common/locales';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

/** msgid → msgstr of one catalog; continuation lines are joined. */
export function readCatalog(locale: Locale): Map<string, string> {
  const text = ['messages.po', 'errors.po', 'server.po']
    .map((file) => fs.readFileSync(path.join(root, 'locales', locale, file), 'utf8'))
    .join('\n\n');
  const entries = new Map<string, string>();
  let id: string | undefined;
  let current: 'id' | 'str' | undefined;
  let value = '';
  const flush = () => {
    if (current === 'str' && id !== undefined) entries.set(id, value);
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line.slice(6));
      current = 'id';
    } else if (line.startsWith('msgstr ')) {
      value = unquote(line.slice(7));
      current = 'str';
    } else if (line.startsWith('"')) {
      if (current === 'id' && id !== undefined) id += unquote(line);
      else if (current === 'str') value += unquote(line);
    } else {
      flush();
      current = undefined;
    }
  }
  flush();
  return entries;
}

/**
 * A letter each language's own text carries: Chinese is written in Han characters, Korean in Hangul, Japanese in kana
 * or kanji. A "translation" without one is English (or a typo of it) left in the catalog.
 */
const nativeScripts: Record<Exclude<Locale, 'en-US'>, RegExp> = {
  'zh-CN': /\p{Script=Han}/u,
  'ko-KR': /\p{Script=Hangul}/u,
  'ja-JP': /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
};

/** A text with no words once its placeholders are gone (a number, punctuation) reads the same in every language. */
export function isLanguageNeutral(english: string): boolean {
  return !/\p{L}/u.test(english.replace(/\{\w+\}/g, ''));
}

/**
 * Asserts a text the server produced is the language's own: the English itself in en-US; elsewhere a different text
 * written in the language's script. A message missing from a language's catalog comes back in English and fails.
 */
export function expectNativeText(text: string, english: string, locale: Locale, label: string): void {
  if (locale === 'en-US') {
    expect(text, label).toBe(english);
    return;
  }
  if (isLanguageNeutral(english)) return;
  expect(text, `${label}: ${locale} has no translation`).not.toBe(english);
  expect(text, `${label}: ${locale} text is not written in ${locale}`).toMatch(nativeScripts[locale]);
}

const descriptorId = /\/\*i18n\*\/\s*\{\s*id:\s*'([^']+)'/g;
const descriptorMark = /\/\*i18n\*\//g;

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/**
 * Every message id the server can answer in: each descriptor marked for extraction (the i18n comment before
 * `{ id: '…' }`) under src/server and in the error table (src/common/errors.ts), read from the source so a new message is
 * covered without a list to update. `marks` counts the descriptor comments, so a descriptor written in a form the pattern misses is noticed.
 */
export function serverMessageIds(): { ids: string[]; marks: number } {
  const files = [
    ...sourceFiles(path.join(root, 'src', 'server')),
    path.join(root, 'src', 'common', 'errors.ts'),
  ];
  const ids: string[] = [];
  let marks = 0;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    marks += text.match(descriptorMark)?.length ?? 0;
    for (const match of text.matchAll(descriptorId)) if (match[1]) ids.push(match[1]);
  }
  return { ids, marks };
}

/** The English source with its placeholders filled, as Lingui does. */
export function fillPlaceholders(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
