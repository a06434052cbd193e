// Proves the light display arithmetic (no decimal.js) agrees exactly with decimal.js: truncation of plain decimals
// and the truncated percentage change, on fixed cases and 2,000 seeded random pairs of prices.
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/common/decimal';
import { percentChangeText, truncateText } from '../../src/common/decimal-text';
import { seededRandom } from '../support/seeded-random';

const reference = (from: string, to: string, places: number) =>
  new Decimal(to)
    .minus(from)
    .dividedBy(from)
    .times(100)
    .toDecimalPlaces(places, Decimal.ROUND_DOWN)
    .toFixed(places);

describe('decimal text', () => {
  it.each([
    ['1.23456', 2, '1.23'],
    ['-1.239', 2, '-1.23'],
    ['-0.009', 2, '0.00'],
    ['7', 3, '7.000'],
    ['0.000001594', 9, '0.000001594'],
    ['12.9', 0, '12'],
  ])('truncates %s to %i places as %s', (plain, places, expected) => {
    expect(truncateText(plain, places)).toBe(expected);
  });

  it('computes the truncated percentage change exactly, also for tiny and negative changes', () => {
    expect(percentChangeText('0.3', '0.6', 2)).toBe('100.00');
    expect(percentChangeText('3', '2.9999', 2)).toBe('0.00');
    expect(percentChangeText('100', '99.9', 2)).toBe('-0.10');
    expect(percentChangeText('0', '1', 2)).toBeUndefined();
    const random = seededRandom(7);
    for (let index = 0; index < 2000; index += 1) {
      const from = (random() * 10 ** Math.floor(random() * 8 - 3)).toFixed(Math.floor(random() * 9));
      const to = (Number(from) * (0.5 + random())).toFixed(Math.floor(random() * 9));
      if (new Decimal(from).isZero()) continue;
      expect([from, to, percentChangeText(from, to, 2)]).toEqual([from, to, reference(from, to, 2)]);
    }
  });
});
