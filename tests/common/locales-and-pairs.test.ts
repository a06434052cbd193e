// Proves the language negotiation and colour defaults, and that the pair table is the spec's.
import { describe, expect, it } from 'vitest';
import { defaultUpColor, negotiateLocale } from '../../src/common/locales';
import { coinIconPath, findPair, pairs, pairsOfQuote, toSymbol } from '../../src/common/pairs';

describe('negotiateLocale', () => {
  it('picks the best supported language by quality and order', () => {
    expect(negotiateLocale('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(negotiateLocale('fr-FR, ko;q=0.5, ja;q=0.7')).toBe('ja-JP');
    expect(negotiateLocale('ko')).toBe('ko-KR');
    expect(negotiateLocale('zh-TW')).toBe('zh-CN');
  });

  it('falls back to en-US', () => {
    expect(negotiateLocale(undefined)).toBe('en-US');
    expect(negotiateLocale('fr,de;q=0.5')).toBe('en-US');
    expect(negotiateLocale('ja;q=0')).toBe('en-US');
  });

  it('defaults to red-up for Chinese and Korean, green-up otherwise', () => {
    expect(defaultUpColor('zh-CN')).toBe('red-up');
    expect(defaultUpColor('ko-KR')).toBe('red-up');
    expect(defaultUpColor('ja-JP')).toBe('green-up');
    expect(defaultUpColor('en-US')).toBe('green-up');
  });
});

describe('pairs', () => {
  it('has the 16 pairs of the spec with their precisions', () => {
    expect(pairs).toHaveLength(16);
    expect(pairsOfQuote('USDT').map((pair) => pair.base)).toEqual([
      'BTC',
      'ETH',
      'LTC',
      'EOS',
      'ADA',
      'XRP',
      'DOGE',
    ]);
    expect(pairsOfQuote('BTC').map((pair) => pair.base)).toEqual(['ETH', 'EOS', 'LTC', 'XRP', 'ADA', 'DOGE']);
    expect(pairsOfQuote('eth').map((pair) => pair.base)).toEqual(['EOS', 'ADA', 'DOGE']);
    expect(findPair('xrpbtc')?.precision).toBe(9);
    expect(findPair('ADAUSDT')?.precision).toBe(6);
    expect(findPair('btceth')).toBeUndefined();
  });

  it('joins lowercase base and quote into the symbol, and finds coin icons', () => {
    expect(toSymbol('BTC', 'USDT')).toBe('btcusdt');
    expect(coinIconPath('doge')).toBe('coins/doge.svg');
    expect(coinIconPath('ZZZ')).toBeUndefined();
  });
});
