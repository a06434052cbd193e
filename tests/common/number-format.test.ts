// Proves display formatting truncates (never rounds), and the percentage rule of the spec: (close-open)/open*100, 2 places, "+" when positive.
import { describe, expect, it } from 'vitest';
import {
  compactNumber,
  groupThousands,
  percentChange,
  toPlainDecimal,
  trendOf,
  truncate,
} from '../../src/common/number-format';

describe('truncate', () => {
  it('cuts digits without rounding, 4 places by default', () => {
    expect(truncate(1.23456789)).toBe('1.2345');
    expect(truncate('1.99999999', 2)).toBe('1.99');
    expect(truncate(0.00009, 4)).toBe('0.0000');
    expect(truncate('123.45678901234', 8)).toBe('123.45678901');
  });

  it('pads to the number of places and keeps whole numbers whole', () => {
    expect(truncate(5, 2)).toBe('5.00');
    expect(truncate('7.1', 8)).toBe('7.10000000');
    expect(truncate(96543.219, 0)).toBe('96543');
  });

  it('truncates toward zero for negatives and never prints -0', () => {
    expect(truncate(-1.239, 2)).toBe('-1.23');
    expect(truncate(-0.004, 2)).toBe('0.00');
  });

  it('handles exponent notation and bad input', () => {
    expect(truncate(1e-7, 8)).toBe('0.00000010');
    expect(truncate(1.5e21, 2)).toBe('1500000000000000000000.00');
    expect(truncate(Number.NaN, 2)).toBe('0.00');
    expect(truncate('abc', 2)).toBe('0.00');
  });

  it('does not suffer from float representation', () => {
    // 0.1 + 0.2 is 0.30000000000000004; 1.005 is stored as 1.00499999999999989…
    expect(truncate(0.1 + 0.2, 2)).toBe('0.30');
    expect(truncate('1.005', 3)).toBe('1.005');
  });
});

describe('toPlainDecimal', () => {
  it('writes numbers positionally', () => {
    expect(toPlainDecimal(1.23e-5)).toBe('0.0000123');
    expect(toPlainDecimal('-4.5e3')).toBe('-4500');
    expect(toPlainDecimal('000.5000')).toBe('0.5');
  });
});

describe('percentChange', () => {
  it('follows the spec formula with 2 truncated places and a plus sign when positive', () => {
    expect(percentChange(100, 101.239)).toBe('+1.23');
    expect(percentChange(100, 98.765)).toBe('-1.23');
    expect(percentChange(200, 200)).toBe('0.00');
  });

  it('is not thrown off by float noise', () => {
    // (0.3 - 0.1) / 0.1 * 100 is 199.99999999999997 in floating point.
    expect(percentChange(0.1, 0.3)).toBe('+200.00');
  });

  it('shows 0.00 for an open of zero and a positive change too small to show', () => {
    expect(percentChange(0, 5)).toBe('0.00');
    expect(percentChange(100, 100.001)).toBe('0.00');
  });
});

describe('helpers', () => {
  it('reads the trend of a change', () => {
    expect(trendOf(1, 2)).toBe('up');
    expect(trendOf(2, 1)).toBe('down');
    expect(trendOf(1, 1)).toBe('flat');
  });

  it('groups thousands and compacts large figures, truncating', () => {
    expect(groupThousands('1234567.891')).toBe('1,234,567.891');
    expect(groupThousands('-1000')).toBe('-1,000');
    expect(compactNumber(1_289_999)).toBe('1.28M');
    expect(compactNumber(999)).toBe('999.00');
    expect(compactNumber(2_500_000_000)).toBe('2.50B');
  });
});
