// Proves the launchpad screens' arithmetic is exact decimal work (the join cost's own rounding is tests/common/launchpad-maths.test.ts): the limit's remainder, the progress and the ratio percentage, and the join amount's rules in the server's order.
import { describe, expect, it } from 'vitest';
import {
  checkJoinAmount,
  leftToJoin,
  progressPercent,
  ratioPercent,
} from '../../../../src/client/features/launchpad/launchpad-maths';

describe('limits and progress', () => {
  it('leaves the limit less what was asked for, never below zero', () => {
    expect(leftToJoin('1000', '250.5')).toBe('749.5');
    expect(leftToJoin('1000', '1200')).toBe('0');
    expect(leftToJoin('1000', '0')).toBe('1000');
  });

  it('shows subscribed ÷ offered as a percentage rounded down, capped at 100', () => {
    expect(progressPercent('333', '1000')).toBe('33.3');
    expect(progressPercent('1', '3')).toBe('33.33');
    expect(progressPercent('2500', '1000')).toBe('100');
    expect(progressPercent('0', '0')).toBe('0');
  });

  it('turns the allocation ratio into a percentage, exactly (number-format writes its 2 places)', () => {
    expect(ratioPercent('0.4')).toBe('40');
    expect(ratioPercent('1')).toBe('100');
    expect(ratioPercent('0.33333333')).toBe('33.333333');
  });
});

describe('checkJoinAmount', () => {
  const limits = {
    minPurchase: '10',
    purchaseLimit: '1000',
    myRequested: '900',
    price: '0.5',
    availableUsdt: '40',
  };

  it('asks for an amount, a number, and at most 8 places', () => {
    expect(checkJoinAmount('', limits)).toEqual({ kind: 'enter' });
    expect(checkJoinAmount('1e3', limits)).toEqual({ kind: 'malformed' });
    expect(checkJoinAmount('-5', limits)).toEqual({ kind: 'malformed' });
    expect(checkJoinAmount('10.123456789', limits)).toEqual({ kind: 'places' });
  });

  it('refuses below the minimum, over what the limit leaves, and over the available USDT', () => {
    expect(checkJoinAmount('9.99999999', limits)).toEqual({ kind: 'below-min', min: '10' });
    expect(checkJoinAmount('0', limits)).toEqual({ kind: 'below-min', min: '10' });
    expect(checkJoinAmount('100.00000001', limits)).toEqual({ kind: 'over-left', left: '100' });
    expect(checkJoinAmount('81', limits)).toEqual({ kind: 'balance', cost: '40.5', available: '40' });
  });

  it('compares the balance with the cost rounded up, the amount the server freezes', () => {
    // 80.00000001 × 0.5 = 40.000000005: rounded down it would fit in 40, rounded up (as frozen) it does not.
    expect(checkJoinAmount('80.00000001', limits)).toEqual({
      kind: 'balance',
      cost: '40.00000001',
      available: '40',
    });
  });

  it('accepts the edges and leaves the balance to the server while it is unknown', () => {
    expect(checkJoinAmount('10', limits)).toBeNull();
    expect(checkJoinAmount('80', limits)).toBeNull();
    expect(checkJoinAmount('100', { ...limits, availableUsdt: undefined })).toBeNull();
  });
});
