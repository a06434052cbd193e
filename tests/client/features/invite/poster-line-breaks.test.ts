// Proves the invite poster's canvas wrapping breaks the real catalog texts where a reader of each language expects: Japanese and Chinese between phrases (the compiled catalogs' marks; 暗号資産 and 加密货币 never cut), Korean and English at spaces only (암호화폐, 초대 and every English word kept whole), and that the marks themselves are never drawn.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { wrapLines } from '../../../../src/client/features/invite/poster-layout';
import { activateLocale, loadCatalogPart } from '../../../../src/client/lib/i18n/i18n';
import type { Locale } from '../../../../src/common/locales';
import { phraseBreak } from '../../../../src/common/phrase-break';

/** Every character 10 px wide: the breaks depend on the text, not on a font. */
const measureByChars = (text: string) => [...text].length * 10;
/** From a line of ten characters (the longest word here is eight) to one that holds nearly the whole text. */
const widthsPx = Array.from({ length: 30 }, (_, index) => 100 + index * 10);

const posterTexts: MessageDescriptor[] = [
  msg`Join me on Petrel and start trading crypto`,
  msg`Spot, contracts and new coins in one app. Register with my invite code.`,
  msg`Scan the QR code to register`,
];

async function textsIn(locale: Locale): Promise<string[]> {
  await activateLocale(locale);
  await loadCatalogPart('community', locale);
  return posterTexts.map((descriptor) => i18n._(descriptor));
}

afterAll(() => activateLocale('en-US'));

/** Each wrapping of `text` at every width keeps every one of `words` on one line. */
function expectWholeWords(text: string, words: readonly string[]): void {
  const present = words.filter((word) => text.replaceAll(phraseBreak, '').includes(word));
  for (const widthPx of widthsPx) {
    const lines = wrapLines(text, widthPx, measureByChars);
    expect(lines.join('')).not.toContain(phraseBreak);
    for (const word of present) {
      expect(
        lines.some((line) => line.includes(word)),
        `"${word}" cut at ${widthPx} px: ${lines.join(' / ')}`,
      ).toBe(true);
    }
  }
}

/** Each line is made of whole space-separated words of `text`. */
function expectBreaksAtSpacesOnly(text: string): void {
  const words = new Set(text.split(/\s+/));
  for (const widthPx of widthsPx) {
    for (const line of wrapLines(text, widthPx, measureByChars)) {
      for (const word of line.split(' ')) expect(words, `"${word}" at ${widthPx} px`).toContain(word);
    }
  }
}

describe('the poster wraps the catalog texts', () => {
  it('in Japanese between phrases: 暗号資産 whole', async () => {
    const [headline = '', ...rest] = await textsIn('ja-JP');
    expect(headline).toContain(phraseBreak);
    expectWholeWords(headline, ['暗号資産', '一緒に', '始めよう', 'Petrel']);
    for (const text of rest) expectWholeWords(text, ['招待コード', 'アプリ', 'QRコード', '登録']);
    // At a width that holds "Petrelで一緒に" but not the next phrase, the line ends there.
    expect(wrapLines(headline, 110, measureByChars)[0]).toBe('Petrelで一緒に');
  });

  it('in Chinese between phrases: 加密货币 whole', async () => {
    const [headline = '', ...rest] = await textsIn('zh-CN');
    expect(headline).toContain(phraseBreak);
    expectWholeWords(headline, ['加密货币', '一起', '交易']);
    for (const text of rest) expectWholeWords(text, ['邀请码', '注册', '二维码']);
  });

  it('in Korean at spaces only: 암호화폐 and 초대 whole', async () => {
    const texts = await textsIn('ko-KR');
    for (const text of texts) {
      expect(text).not.toContain(phraseBreak);
      expectBreaksAtSpacesOnly(text);
      expectWholeWords(text, ['암호화폐', '초대', '코드로']);
    }
  });

  it('in English at spaces only, never inside a word', async () => {
    for (const text of await textsIn('en-US')) expectBreaksAtSpacesOnly(text);
  });
});

describe('wrapLines', () => {
  it('cuts a CJK phrase wider than the whole line between characters rather than let it overflow', () => {
    expect(wrapLines('登録\u200b暗号資産取引所', 40, measureByChars)).toEqual(['登録', '暗号資産', '取引所']);
  });
});
