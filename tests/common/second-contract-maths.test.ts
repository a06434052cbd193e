// Proves the money arithmetic of a second contract (src/common/second-contract-maths.ts), the one formula the order
// form, its confirm sheet, the server's opening and the settlement engine all use: the fee rounded UP to 8 places,
// the profit of a win rounded DOWN, the payout and the opening cost exact sums, checked on known inputs, at the
// rounding boundary, and on seeded cases against the exact product.
import { describe, expect, it } from 'vitest';
import { add, compare, decimalConstant, mul, sub, type DecimalString } from '../../src/common/decimal';
import {
  secondOpeningCost,
  secondOpeningFee,
  secondWinPayout,
  secondWinProfit,
} from '../../src/common/second-contract-maths';
import { toDecimal } from '../support/minor-units';
import { seededRandom } from '../support/seeded-random';

const d = (text: string): DecimalString => decimalConstant(text);
/** Places at which a stake (8 places) times a rate is exact here. */
const exact = { scale: 24, rounding: 'down' } as const;
const minorUnit = d('0.00000001');

describe('secondOpeningFee', () => {
  it('charges stake × feeRate rounded up to 8 places, as the server does', () => {
    expect(secondOpeningFee(d('100'), d('0.002'))).toBe('0.2');
    expect(secondOpeningFee(d('33.33333333'), d('0.003'))).toBe('0.1');
    expect(secondOpeningFee(d('12.345'), d('0.00000001'))).toBe('0.00000013');
    expect(secondOpeningFee(d('100'), d('0'))).toBe('0');
  });

  it('rounds up, never down: a fee below the minor unit is still one minor unit', () => {
    expect(secondOpeningFee(d('0.00001'), d('0.002'))).toBe('0.00000002');
    expect(secondOpeningFee(d('0.00000001'), d('0.001'))).toBe('0.00000001');
    // 10.00000001 × 0.002 = 0.02000000002 → up.
    expect(secondOpeningFee(d('10.00000001'), d('0.002'))).toBe('0.02000001');
  });
});

describe('secondWinProfit and secondWinPayout', () => {
  it('pays stake × incomeRate on a win, rounded down to 8 places', () => {
    expect(secondWinProfit(d('100'), d('0.85'))).toBe('85');
    expect(secondWinProfit(d('0.00001'), d('0.88'))).toBe('0.0000088');
    expect(secondWinProfit(d('0.00000003'), d('0.5'))).toBe('0.00000001');
  });

  it('rounds down, never up: a profit below the minor unit is nothing', () => {
    expect(secondWinProfit(d('0.00000001'), d('0.85'))).toBe('0');
    // 10.00000001 × 0.85 = 8.5000000085 → down.
    expect(secondWinProfit(d('10.00000001'), d('0.85'))).toBe('8.5');
  });

  it('gives back the stake with the profit on a win', () => {
    expect(secondWinPayout(d('100'), d('0.85'))).toBe('185');
    expect(secondWinPayout(d('10.00000001'), d('0.85'))).toBe('18.50000001');
    expect(secondWinPayout(d('0.00000001'), d('0.85'))).toBe('0.00000001');
  });
});

describe('secondOpeningCost', () => {
  it('takes the stake and the fee rounded up from the available balance', () => {
    expect(secondOpeningCost(d('100'), d('0.002'))).toBe('100.2');
    expect(secondOpeningCost(d('998.003992'), d('0.002'))).toBe('999.99999999');
    expect(secondOpeningCost(d('50'), d('0'))).toBe('50');
  });
});

describe('rounding direction on seeded cases', () => {
  it('charges at least and at most one minor unit above the exact fee, pays at most and less than one below', () => {
    const random = seededRandom(22);
    for (let index = 0; index < 500; index += 1) {
      // Drawn as whole minor units, so no float ever becomes an amount.
      const stake = d(toDecimal(BigInt(Math.floor(random() * 1e12)) + 1000n));
      const rate = d(toDecimal(BigInt(Math.floor(random() * 1e4)) * 10_000n));
      const exactProduct = mul(stake, rate, exact);
      const fee = secondOpeningFee(stake, rate);
      const profit = secondWinProfit(stake, rate);
      expect(compare(fee, exactProduct)).toBeGreaterThanOrEqual(0);
      expect(compare(sub(fee, exactProduct), minorUnit)).toBeLessThan(0);
      expect(compare(profit, exactProduct)).toBeLessThanOrEqual(0);
      expect(compare(sub(exactProduct, profit), minorUnit)).toBeLessThan(0);
      expect(secondWinPayout(stake, rate)).toBe(add(stake, profit));
    }
  });
});
