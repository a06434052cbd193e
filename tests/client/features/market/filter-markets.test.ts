// Proves the market search folds width, case and spaces (NFKC), so full-width "ＢＴＣ" typed on a CJK keyboard finds BTC.
import { describe, expect, it } from 'vitest';
import { matchesQuery, normalizeQuery } from '../../../../src/client/features/market/filter-markets';

describe('matchesQuery', () => {
  it('finds a coin typed in full-width letters', () => {
    expect(matchesQuery('BTC', 'ＢＴＣ')).toBe(true);
    expect(matchesQuery('ETH', 'ｅｔｈ')).toBe(true);
  });

  it('ignores case and every kind of space, the ideographic space included', () => {
    expect(matchesQuery('DOGE', ' do\u3000ge ')).toBe(true);
    expect(normalizeQuery('\u3000ｂ ｔ\tc')).toBe('BTC');
  });

  it('matches a part of the name and refuses other coins', () => {
    expect(matchesQuery('DOGE', 'ＯＧ')).toBe(true);
    expect(matchesQuery('BTC', 'ＥＴＨ')).toBe(false);
  });

  it('shows every coin for an empty or blank query', () => {
    expect(matchesQuery('BTC', '')).toBe(true);
    expect(matchesQuery('BTC', '\u3000')).toBe(true);
  });
});
