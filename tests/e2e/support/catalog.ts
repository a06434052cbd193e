/**
 * Reads the message catalogs (locales/<locale>/messages.po, errors.po and assets.po) so a spec can assert that a
 * screen shows exactly the catalog's translation rather than a copy of it typed into the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './server-process';

const catalogs = new Map<string, Map<string, string>>();

function unquote(line: string): string {
  const quoted = line.slice(line.indexOf('"'));
  return JSON.parse(quoted) as string;
}

function parsePo(text: string): Map<string, string> {
  const messages = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let msgid = '';
  let msgstr = '';
  const flush = () => {
    if (field !== null && msgid !== '') messages.set(msgid, msgstr);
    field = null;
    msgid = '';
    msgstr = '';
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      if (field === 'msgstr') flush();
      field = 'msgid';
      msgid = unquote(line);
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      msgstr = unquote(line);
    } else if (line.startsWith('"') && field !== null) {
      if (field === 'msgid') msgid += unquote(line);
      else msgstr += unquote(line);
    } else if (line === '' || line.startsWith('#')) {
      if (field === 'msgstr') flush();
    }
  }
  flush();
  return messages;
}

/** The translation of `msgid` in `locale`'s catalog; throws when the entry is missing or untranslated. */
export function catalogMessage(locale: string, msgid: string): string {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    const read = (file: string) => fs.readFileSync(path.join(projectRoot, 'locales', locale, file), 'utf8');
    catalog = new Map([
      ...parsePo(read('messages.po')),
      ...parsePo(read('errors.po')),
      ...parsePo(read('assets.po')),
    ]);
    catalogs.set(locale, catalog);
  }
  const message = catalog.get(msgid);
  if (!message)
    throw new Error(`No translation of "${msgid}" in locales/${locale}/messages.po, errors.po or assets.po`);
  return message;
}
