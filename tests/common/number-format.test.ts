// Proves the one number-format policy (docs/formats.md): every kind of figure's places, grouping, sign and truncation toward zero, and the percentage rule of the spec: (close-open)/open*100, 2 places, "+" when positive.
import { describe, expect, it } from 'vitest';
import {
  amountText,
  bookAmountText,
  compactNumber,
  exactText,
  groupThousands,
  percentChange,
  percentFigure,
  percentText,
  priceText,
  rateText,
  signedAmountText,
  signedPercentText,
  symbolPriceText,
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
    expect(percentChange(100, 101.239)).toBe('+1.23%');
    expect(percentChange(100, 98.765)).toBe('-1.23%');
    expect(percentChange(200, 200)).toBe('0.00%');
  });

  it('is not thrown off by float noise', () => {
    // (0.3 - 0.1) / 0.1 * 100 is 199.99999999999997 in floating point.
    expect(percentChange(0.1, 0.3)).toBe('+200.00%');
  });

  it('shows 0.00 for an open of zero and a positive change too small to show', () => {
    expect(percentChange(0, 5)).toBe('0.00%');
    expect(percentChange(100, 100.001)).toBe('0.00%');
    expect(percentChange(100, 99.999)).toBe('0.00%');
    expect(percentChange(Number.NaN, 5)).toBe('0.00%');
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

describe('prices', () => {
  it("show the pair's precision, always all its places, grouped", () => {
    expect(priceText('102059.889', 2)).toBe('102,059.88');
    expect(priceText(102059.88, 2)).toBe('102,059.88');
    expect(priceText('102393.04', 2)).toBe('102,393.04');
    expect(priceText('100000', 2)).toBe('100,000.00');
    expect(priceText('0.123456789', 6)).toBe('0.123456');
    expect(priceText(0.00000123, 9)).toBe('0.000001230');
  });

  it('cut toward zero: a number and its decimal text give the same string', () => {
    expect(priceText('99.999', 2)).toBe('99.99');
    expect(priceText(-99.999, 2)).toBe('-99.99');
    expect(priceText(0, 2)).toBe('0.00');
    expect(priceText('123456789012.345', 2)).toBe('123,456,789,012.34');
  });

  it('of a pair named by its symbol use that pair, and an unknown pair shows the price as recorded', () => {
    expect(symbolPriceText('102059.8899', 'btcusdt')).toBe('102,059.88');
    expect(symbolPriceText('0.05', 'ethbtc')).toBe('0.050000');
    expect(symbolPriceText('1234.5', 'nonesuch')).toBe('1,234.5');
  });
});

describe('amounts', () => {
  it('of USDT have 2 places, always shown, cut toward zero so a balance is never shown larger', () => {
    expect(amountText('10000', 'USDT')).toBe('10,000.00');
    expect(amountText('10000.00000000', 'USDT')).toBe('10,000.00');
    expect(amountText('199.83105331', 'USDT')).toBe('199.83');
    expect(amountText('0.999999', 'USDT')).toBe('0.99');
    expect(amountText('0.001', 'usdt')).toBe('0.00');
    expect(amountText('0', 'USDT')).toBe('0.00');
  });

  it('of any other coin have up to 8 places, without trailing zeros', () => {
    expect(amountText('0.5', 'BTC')).toBe('0.5');
    expect(amountText('0.50000000', 'BTC')).toBe('0.5');
    expect(amountText('5', 'ETH')).toBe('5');
    expect(amountText('0.123456789', 'BTC')).toBe('0.12345678');
    expect(amountText('0.000000009', 'BTC')).toBe('0');
    expect(amountText('1234567.00001', 'DOGE')).toBe('1,234,567.00001');
  });

  it('read huge, tiny and exponent figures exactly, and a negative one is cut toward zero', () => {
    expect(amountText('999999999999999999999999.99999', 'USDT')).toBe('999,999,999,999,999,999,999,999.99');
    expect(amountText(1e-7, 'BTC')).toBe('0.0000001');
    expect(amountText('-12.349', 'USDT')).toBe('-12.34');
    expect(amountText('-0.004', 'USDT')).toBe('0.00');
  });

  it('signed for P/L: "+" for a gain, "-" for a loss, no sign when it shows as zero', () => {
    expect(signedAmountText('0.01054669', 'USDT')).toBe('+0.01');
    expect(signedAmountText('-3.2', 'USDT')).toBe('-3.20');
    expect(signedAmountText('-0.009', 'USDT')).toBe('0.00');
    expect(signedAmountText('0.009', 'USDT')).toBe('0.00');
    expect(signedAmountText('0', 'USDT')).toBe('0.00');
    expect(signedAmountText('1234.5', 'USDT')).toBe('+1,234.50');
    expect(signedAmountText('0.0005', 'BTC')).toBe('+0.0005');
  });
});

describe('exact figures', () => {
  it('show a minimum, a maximum or a set price as it is, never cut', () => {
    expect(exactText('0.00001')).toBe('0.00001');
    expect(exactText('10')).toBe('10');
    expect(exactText('1000000')).toBe('1,000,000');
    expect(exactText('0.050')).toBe('0.05');
    expect(exactText('0.000000123')).toBe('0.000000123');
  });
});

describe('percentages', () => {
  it('have 2 places, cut, and the "%" without a space', () => {
    expect(percentText('50')).toBe('50.00%');
    expect(percentText('87.5')).toBe('87.50%');
    expect(percentText('55.559')).toBe('55.55%');
    expect(percentFigure('85')).toBe('85.00');
    expect(percentFigure(0)).toBe('0.00');
  });

  it('signed for a change or a return', () => {
    expect(signedPercentText('1.259')).toBe('+1.25%');
    expect(signedPercentText('-0.5')).toBe('-0.50%');
    expect(signedPercentText('0')).toBe('0.00%');
    expect(signedPercentText('-0.001')).toBe('0.00%');
  });
});

describe('market figures', () => {
  it('show book amounts with 4 places and rates with 8 significant digits, cut and grouped', () => {
    expect(bookAmountText('1234.56789')).toBe('1,234.5678');
    expect(bookAmountText(0.00009)).toBe('0.0000');
    expect(rateText('0.000009393006981446')).toBe('0.0000093930069');
    expect(rateText('106462.979999999')).toBe('106,462.97');
    expect(rateText('1')).toBe('1');
    expect(rateText('0.5')).toBe('0.5');
    expect(rateText('123456789.5')).toBe('123,456,789');
  });
});
