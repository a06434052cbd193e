/**
 * Reads the translators' catalogs (locales/<locale>/<catalog>.po) entry by entry, with each entry's context, so tests
 * can check the catalogs as a whole: complete, consistent between catalogs, free of stale promises, true to the
 * glossary.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

export interface CatalogEntry {
  readonly catalog: string;
  /** The English source, or the explicit id (`error.…`) of a message that has one. */
  readonly id: string;
  readonly context: string | undefined;
  readonly translation: string;
  /** True for a message with an explicit id: the English text is then the en-US catalog's translation. */
  readonly explicitId: boolean;
}

/** Every catalog lingui.config.ts declares, read from the en-US folder so one added later needs no list to update. */
export const catalogNames: readonly string[] = fs
  .readdirSync(path.join(root, 'locales', 'en-US'))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -'.po'.length))
  .sort();

function field(block: string, name: string): string | undefined {
  const match = new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(block);
  if (!match?.[1]) return undefined;
  return match[1]
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string)
    .join('');
}

/** The entries of one catalog of one language, in file order (the header left out). */
export function readCatalogEntries(locale: string, catalog: string): CatalogEntry[] {
  const text = fs.readFileSync(path.join(root, 'locales', locale, `${catalog}.po`), 'utf8');
  const entries: CatalogEntry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const id = field(block, 'msgid');
    if (!id) continue;
    entries.push({
      catalog,
      id,
      context: field(block, 'msgctxt'),
      translation: field(block, 'msgstr') ?? '',
      explicitId: block.includes('#. js-lingui-explicit-id'),
    });
  }
  return entries;
}

/** msgid → msgstr of one catalog; an entry with a context is keyed `context \u0004 msgid`, as gettext does. */
export function readCatalog(locale: string, catalog: string): Map<string, string> {
  return new Map(
    readCatalogEntries(locale, catalog).map((entry) => [
      entry.context === undefined ? entry.id : `${entry.context}\u0004${entry.id}`,
      entry.translation,
    ]),
  );
}

/** Every entry of every catalog of one language. */
export function readAllEntries(locale: string): CatalogEntry[] {
  return catalogNames.flatMap((catalog) => readCatalogEntries(locale, catalog));
}
