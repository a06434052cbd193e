// Proves the compiled Japanese and Chinese catalogs mark line breaks only between phrases (暗号資産, 邀请码 never cut, クイック両替 only as クイック / 両替; no mark inside a Latin word or a figure, none beside a space), that marks are the only change and never enter a placeholder or a tag, that Korean, English and the server's mails carry none, and that the server's translations leave them out.
import fs from 'node:fs';
import path from 'node:path';
import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { markMessagePhrases, phraseParserFor, type Parser } from '../../scripts/phrase-breaks';
import { locales } from '../../src/common/locales';
import { phraseBreak, withoutPhraseBreaks } from '../../src/common/phrase-break';
import { translate } from '../../src/server/i18n/translate';

const root = path.resolve(import.meta.dirname, '..', '..');
const catalogNames = fs
  .readdirSync(path.join(root, 'locales', 'en-US'))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -'.po'.length));

/** The prose of every compiled message of a catalog (the compiled module `npm run i18n:compile` writes). */
async function compiledProse(locale: string, catalog: string): Promise<string[]> {
  const { messages } = (await import(`../../locales/${locale}/${catalog}.ts`)) as { messages: Messages };
  const prose: string[] = [];
  const collect = (part: unknown): void => {
    if (typeof part === 'string') prose.push(part);
    else if (Array.isArray(part)) part.forEach(collect);
    else if (part && typeof part === 'object') Object.values(part).forEach(collect);
  };
  Object.values(messages).forEach(collect);
  return prose;
}

/** msgstr of every entry of a .po file. */
function translations(locale: string, catalog: string): string[] {
  const text = fs.readFileSync(path.join(root, 'locales', locale, `${catalog}.po`), 'utf8');
  return [...text.matchAll(/^msgstr ((?:".*"\n?)+)/gm)]
    .map((match) =>
      (match[1] ?? '')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string)
        .join(''),
    )
    .filter((message) => message !== '');
}

const interfaceCatalogs = catalogNames.filter((catalog) => catalog !== 'server');

describe.each([
  // "|": the one place the compound may break in a box narrower than it (an Assets tile), never "クイック両 / 替".
  ['ja-JP', ['クイック|両替', '暗号資産', '招待コード', 'QRコード']],
  ['zh-CN', ['邀请码', '二维码', '手续费', '地址', '加密货币']],
] as const)('the compiled %s catalogs', (locale, wholeWords) => {
  it('mark the phrase boundaries of the interface texts', async () => {
    const prose = (
      await Promise.all(interfaceCatalogs.map((catalog) => compiledProse(locale, catalog)))
    ).flat();
    const marked = prose.filter((text) => text.includes(phraseBreak));
    // Most sentences have several phrases: far more than a few are marked.
    expect(marked.length).toBeGreaterThan(prose.length / 3);
    for (const word of wholeWords) {
      const holding = prose.filter((text) => withoutPhraseBreaks(text).includes(word.replace('|', '')));
      expect(holding.length, word).toBeGreaterThan(0);
      for (const text of holding) expect(text, `${word} cut`).toContain(word.replace('|', phraseBreak));
    }
    for (const text of marked) {
      // A mark never beside a space (the break is there already) nor inside a Latin word or a figure.
      expect(text).not.toMatch(new RegExp(`\\s${phraseBreak}|${phraseBreak}\\s`, 'u'));
      expect(text).not.toMatch(
        new RegExp(`[\\p{Script=Latin}\\p{Nd}]${phraseBreak}[\\p{Script=Latin}\\p{Nd}]`, 'u'),
      );
    }
  });

  it('change nothing but the marks, outside placeholders and tags', () => {
    const parser = phraseParserFor(locale) as Parser;
    for (const catalog of interfaceCatalogs) {
      for (const message of translations(locale, catalog)) {
        const marked = markMessagePhrases(message, parser);
        expect(withoutPhraseBreaks(marked)).toBe(message);
        for (const syntax of marked.matchAll(/\{[^{}]*\}|<\/?\d+\/?>/g))
          expect(syntax[0]).not.toContain(phraseBreak);
      }
    }
  });

  it('leave the server catalog (mails) unmarked', async () => {
    for (const text of await compiledProse(locale, 'server')) expect(text).not.toContain(phraseBreak);
  });
});

describe('markMessagePhrases', () => {
  const parser = phraseParserFor('ja-JP') as Parser;

  it('marks the prose around placeholders, tags and plurals but never inside them', () => {
    const message =
      '<0>利用規約</0>に同意して{amount}を送金します{count, plural, other {#件の注文を確認してください}}';
    const marked = markMessagePhrases(message, parser);
    expect(marked).toContain(`に${phraseBreak}同意して{amount}を${phraseBreak}送金します`);
    expect(marked).toContain('{amount}');
    expect(marked).toContain('{count, plural, other {#件の注文を確認してください}}');
    expect(marked).toContain('<0>利用規約</0>');
  });

  it('has no parser for Korean and English, which break at their spaces', () => {
    expect(phraseParserFor('ko-KR')).toBeUndefined();
    expect(phraseParserFor('en-US')).toBeUndefined();
  });
});

describe('unmarked catalogs', () => {
  it.each(locales.filter((locale) => locale === 'ko-KR' || locale === 'en-US'))(
    '%s carries no marks',
    async (locale) => {
      for (const catalog of catalogNames) {
        for (const text of await compiledProse(locale, catalog)) expect(text).not.toContain(phraseBreak);
      }
    },
  );

  it.each(['ja-JP', 'zh-CN'] as const)('the server translates %s texts without marks', async (locale) => {
    // The interface and error catalogs the server shares are marked; what it writes (mails, stored notices,
    // answers) is not.
    for (const catalog of ['messages', 'errors']) {
      const { messages } = (await import(`../../locales/${locale}/${catalog}.ts`)) as { messages: Messages };
      const markedIds = Object.entries(messages)
        .filter(([, compiled]) => JSON.stringify(compiled).includes(phraseBreak))
        .map(([id]) => id);
      expect(markedIds.length).toBeGreaterThan(0);
      for (const id of markedIds) {
        const text = translate(locale, { id });
        expect(text).not.toContain(phraseBreak);
        expect(text.length).toBeGreaterThan(0);
      }
    }
  });
});
