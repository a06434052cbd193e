/**
 * Reads the message catalogs (every locales/<locale>/*.po) so a spec can assert that a
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
    // Every part of the app's catalog (messages, errors, assets, trading, launchpad, community…); server.po is the
    // server's own texts, which a screen shows only as the server sends them.
    const directory = path.join(projectRoot, 'locales', locale);
    const parts = fs.readdirSync(directory).filter((file) => file.endsWith('.po') && file !== 'server.po');
    catalog = new Map(
      parts.flatMap((file) => [...parsePo(fs.readFileSync(path.join(directory, file), 'utf8'))]),
    );
    catalogs.set(locale, catalog);
  }
  const message = catalog.get(msgid);
  if (!message) throw new Error(`No translation of "${msgid}" in locales/${locale}/*.po`);
  return message;
}
