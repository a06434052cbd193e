// Proves a catalog part keeps translating whatever order it and its language's interface catalog arrive in: the
// first screen's chunk brings its part beside the language (start-app.tsx), and a language shown again keeps the
// parts it had.
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, catalogPartsStore, loadCatalogPart } from '../../../../src/client/lib/i18n/i18n';
import { messages as japaneseTrading } from '../../../../locales/ja-JP/trading';

afterAll(() => activateLocale('en-US'));

/** A message of the Japanese trading part without placeholders, with its text. */
function tradingMessage(): { id: string; japanese: string } {
  for (const [id, compiled] of Object.entries(japaneseTrading)) {
    if (Array.isArray(compiled) && compiled.every((part) => typeof part === 'string')) {
      return { id, japanese: compiled.join('') };
    }
  }
  throw new Error('The Japanese trading catalog has no plain message.');
}

describe('catalog parts', () => {
  it('keep translating when the part arrived before its language was activated, and after a switch back', async () => {
    const { id, japanese } = tradingMessage();
    await loadCatalogPart('trading', 'ja-JP');
    await activateLocale('ja-JP');
    expect(catalogPartsStore.get().loaded).toContain('trading:ja-JP');
    expect(i18n._(id)).toBe(japanese);
    await activateLocale('en-US');
    await activateLocale('ja-JP');
    expect(i18n._(id)).toBe(japanese);
  });
});
