// Proves one message reads one way: the client merges its catalog parts into one Lingui catalog per language (the
// server its three), so a source and context that two catalogs translate differently shows whichever loaded last
// (the transfer screen's From and To read as the flash exchange's once that screen had been opened). Such messages
// need a context of their own.
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/common/locales';
import { readAllEntries } from './support/po-catalogs';

describe.each(locales)('the %s catalogs', (locale) => {
  it('translate each source and context one way, across catalogs and within one', () => {
    const translations = new Map<string, Map<string, string[]>>();
    for (const entry of readAllEntries(locale)) {
      const key = entry.context === undefined ? entry.id : `${entry.id} (context: ${entry.context})`;
      const byText = translations.get(key) ?? new Map<string, string[]>();
      byText.set(entry.translation, [...(byText.get(entry.translation) ?? []), entry.catalog]);
      translations.set(key, byText);
    }
    const twoWays = [...translations]
      .filter(([, byText]) => byText.size > 1)
      .map(
        ([key, byText]) =>
          `${key}: ${[...byText].map(([text, catalogs]) => `${catalogs.join('+')} "${text}"`).join(' / ')}`,
      );
    expect(twoWays).toEqual([]);
  });
});

describe('the check itself', () => {
  it('sees contexts: the transfer and the flash exchange have their own From and To', () => {
    const froms = readAllEntries('zh-CN').filter((entry) => entry.id === 'From');
    expect(new Set(froms.map((entry) => entry.context)).size).toBe(froms.length);
    expect(froms.find((entry) => entry.catalog === 'assets')?.translation).toBe('从');
    expect(froms.find((entry) => entry.catalog === 'exchange')?.translation).toBe('兑换币种');
  });
});
