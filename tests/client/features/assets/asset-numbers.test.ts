// Proves hide-small compares exactly (0.1 USDT hidden, a hair more shown, never a float comparison). Its figures are the number-format policy's (tests/common/number-format.test.ts).
import { describe, expect, it } from 'vitest';
import { isSmallBalance, visibleAssets } from '../../../../src/client/features/assets/asset-numbers';

const entry = (currencyName: string, total: string) => ({ currencyName, total });

describe('hide small balances', () => {
  it('hides a total of at most 0.1 USDT and keeps anything above', () => {
    expect(isSmallBalance(entry('A', '0'))).toBe(true);
    expect(isSmallBalance(entry('A', '0.1'))).toBe(true);
    expect(isSmallBalance(entry('A', '0.10000000'))).toBe(true);
    expect(isSmallBalance(entry('A', '0.10000001'))).toBe(false);
    expect(isSmallBalance(entry('A', '10000'))).toBe(false);
  });

  it('compares exact decimals where a float would get it wrong', () => {
    // As floats 0.1000000000000000000001 === 0.1; as decimals it is more than the threshold.
    expect(isSmallBalance(entry('A', '0.1000000000000000000001'))).toBe(false);
  });

  it('counts a malformed total as zero rather than guessing', () => {
    expect(isSmallBalance(entry('A', 'NaN'))).toBe(true);
  });

  it('filters the list only when asked, keeping the order', () => {
    const list = [entry('USDT', '10000'), entry('LTC', '0'), entry('BTC', '0.5'), entry('DOGE', '0.1')];
    expect(visibleAssets(list, false).map((item) => item.currencyName)).toEqual([
      'USDT',
      'LTC',
      'BTC',
      'DOGE',
    ]);
    expect(visibleAssets(list, true).map((item) => item.currencyName)).toEqual(['USDT', 'BTC']);
  });
});
