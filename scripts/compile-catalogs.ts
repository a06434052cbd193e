/**
 * `npm run i18n:compile`: compiles the message catalogs (locales/<locale>/<catalog>.po) into the TypeScript modules
 * the app and the server import (locales/<locale>/<catalog>.ts), as `lingui compile --typescript` does, but writes
 * a module only when its text changes. `lingui compile` rewrote all of them on every run, which made every compiled
 * catalog newer than the build and so had the build rebuilt by the next `npm start` or end-to-end run although
 * nothing had changed. Every script that compiles the catalogs (build, the pretest scripts, pretypecheck and
 * scripts/start.mjs) runs this one.
 *
 * Same options as the CLI without `--strict`: a missing translation falls back to the source locale's text, and a
 * message that does not compile is reported, not fatal.
 *
 * Japanese and Chinese translations get a zero-width space at each phrase boundary (scripts/phrase-breaks.ts), so
 * lines break between phrases; the server's own catalog (mails) gets none, and the server strips them from the
 * interface texts it sends (src/server/i18n/translate.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { markMessagePhrases, phraseParserFor } from './phrase-breaks';

const root = path.resolve(import.meta.dirname, '..');

/** Writes `text` to `file` unless the file holds exactly that already; true when it wrote. */
export function writeIfChanged(file: string, text: string): boolean {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (current === text) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return true;
}

/** The catalogs whose texts only the server uses: no phrase marks (a mail's text is copied and forwarded). */
const serverOnlyCatalog = /[\\/]server$/;

function withPhraseMarks(
  messages: Record<string, string>,
  locale: string,
  catalogPath: string,
): Record<string, string> {
  const parser = serverOnlyCatalog.test(catalogPath) ? undefined : phraseParserFor(locale);
  if (!parser) return messages;
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, markMessagePhrases(message, parser)]),
  );
}

async function main(): Promise<void> {
  const startedMs = performance.now();
  const config = getConfig({ cwd: root });
  const { fallbackLocales, sourceLocale, pseudoLocale } = config;
  // Set in lingui.config.ts; the library types them optional.
  if (!fallbackLocales || !sourceLocale)
    throw new Error('lingui.config.ts names no source or fallback locale');
  const catalogs = await getCatalogs(config);
  let written = 0;
  let total = 0;
  const problems: string[] = [];
  for (const locale of config.locales) {
    for (const catalog of catalogs) {
      const translations = await catalog.getTranslations(locale, { fallbackLocales, sourceLocale });
      const messages = withPhraseMarks(translations.messages, locale, catalog.path);
      const { source, errors } = createCompiledCatalog(locale, messages, {
        strict: false,
        namespace: 'ts',
        ...(pseudoLocale === undefined ? {} : { pseudoLocale }),
        compilerBabelOptions: config.compilerBabelOptions,
      });
      for (const error of errors) problems.push(`${locale}: ${error.id}: ${error.error.message}`);
      total += 1;
      if (writeIfChanged(`${catalog.path.replace('{locale}', locale)}.ts`, source)) written += 1;
    }
  }
  if (problems.length > 0) console.error(`Messages that did not compile:\n  ${problems.join('\n  ')}`);
  const seconds = ((performance.now() - startedMs) / 1000).toFixed(1);
  console.log(`Catalogs compiled in ${seconds} s: ${written} of ${total} modules changed and written.`);
}

await main();
