/**
 * Reads the translators' catalogs the server uses (locales/<locale>/{messages,errors,server}.po) to know which message ids a language has
 * translated so far, so tests can demand a different text exactly where a translation exists.
 */
import fs from 'node:fs';
import path from 'node:path';
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

const catalogs = new Map<Locale, Map<string, string>>();

/** Whether a language has its own text for a message id (not empty, not the English source). */
export function isTranslated(locale: Locale, id: string, english: string): boolean {
  if (!catalogs.has(locale)) catalogs.set(locale, readCatalog(locale));
  const translation = catalogs.get(locale)?.get(id);
  return translation !== undefined && translation !== '' && translation !== english;
}

/** The English source with its placeholders filled, as Lingui does. */
export function fillPlaceholders(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
