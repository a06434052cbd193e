// Proves the money arithmetic of a new-coin sale (src/common/launchpad-maths.ts), the one formula the join form, the
// server's join and the allocation engine all use: the cost rounded UP to 8 places, the ratio and each share
// rounded DOWN, the payment rounded up but never above the frozen cost, and paid + refunded = cost exactly.
import { describe, expect, it } from 'vitest';
import { add, compare, decimalConstant, mul, sub, type DecimalString } from '../../src/common/decimal';
import {
  allocatedShare,
  allocationRatio,
  allocationSettlement,
  isOversubscribed,
  launchpadCost,
} from '../../src/common/launchpad-maths';

const d = (text: string): DecimalString => decimalConstant(text);

describe('launchpadCost', () => {
  it('rounds amount × price up to 8 places, so the figure shown is never less than what is frozen', () => {
    // 3 × 0.123456789 = 0.370370367 → 0.37037037 rounded up.
    expect(launchpadCost(d('3'), d('0.123456789'))).toBe('0.37037037');
    expect(launchpadCost(d('1'), d('0.000000001'))).toBe('0.00000001');
    expect(launchpadCost(d('100'), d('0.05'))).toBe('5');
  });

  it('is exact where floats are not', () => {
    // As floats 0.1 × 3 is 0.30000000000000004.
    expect(launchpadCost(d('3'), d('0.1'))).toBe('0.3');
    expect(launchpadCost(d('123456789.12345678'), d('0.00000003'))).toBe('3.70370368');
  });

  it('rounds up, never down, and never more than one minor unit above the exact product', () => {
    // 0.33333333 × 0.5 = 0.166666665 → 0.16666667.
    expect(launchpadCost(d('0.33333333'), d('0.5'))).toBe('0.16666667');
    const exact = mul(d('0.33333333'), d('0.5'), { scale: 16, rounding: 'down' });
    const cost = launchpadCost(d('0.33333333'), d('0.5'));
    expect(compare(cost, exact)).toBe(1);
    expect(compare(sub(cost, exact), d('0.00000001'))).toBe(-1);
  });
});

describe('allocationRatio and allocatedShare', () => {
  it('gives everyone what they asked, ratio 1, when the requests do not exceed the offer', () => {
    expect(isOversubscribed(d('10'), d('10'))).toBe(false);
    expect(allocationRatio(d('10'), d('10'))).toBe('1');
    expect(allocationRatio(d('10'), d('3'))).toBe('1');
    expect(allocatedShare(d('2'), d('10'), d('3'))).toBe('2');
  });

  it('rounds the ratio down to 8 places when oversubscribed', () => {
    expect(isOversubscribed(d('1'), d('3'))).toBe(true);
    expect(allocationRatio(d('1'), d('3'))).toBe('0.33333333');
    expect(allocationRatio(d('2'), d('3'))).toBe('0.66666666');
  });

  it('rounds each share down from the exact share, so the shares never add up to more than the offer', () => {
    // 1 × 2 ÷ 3 = 0.666…: 0.66666666, not 1 × the rounded ratio then rounded again.
    expect(allocatedShare(d('1'), d('2'), d('3'))).toBe('0.66666666');
    expect(allocatedShare(d('2'), d('2'), d('3'))).toBe('1.33333333');
    const shares = ['1', '1', '1'].map((requested) => allocatedShare(d(requested), d('1'), d('3')));
    expect(shares).toEqual(['0.33333333', '0.33333333', '0.33333333']);
    const handedOut = shares.reduce((sum, share) => add(sum, share), d('0'));
    expect(compare(handedOut, d('1'))).toBe(-1);
  });
});

describe('allocationSettlement', () => {
  it('pays the allocation at the price rounded up and refunds the rest of the cost exactly', () => {
    const cost = launchpadCost(d('1'), d('0.5'));
    expect(allocationSettlement(d('0.33333333'), d('0.5'), cost)).toEqual({
      paid: '0.16666667',
      refunded: '0.33333333',
    });
  });

  it('never pays more than the frozen cost, so a refund is never negative', () => {
    expect(allocationSettlement(d('3'), d('0.123456789'), d('0.37037036'))).toEqual({
      paid: '0.37037036',
      refunded: '0',
    });
  });

  it('refunds the whole cost when nothing was allocated', () => {
    expect(allocationSettlement(d('0'), d('0.5'), d('5'))).toEqual({ paid: '0', refunded: '5' });
  });
});
