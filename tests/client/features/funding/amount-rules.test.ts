// Proves the funding forms' amount rules: the recharge minimum warning, the withdrawal limits, balance and fee, and that the actual arrival (amount − fee) and "all" are exact decimals, never floats.
import { describe, expect, it } from 'vitest';
import type { CurrencySettings } from '../../../../src/common/wallet-types';
import {
  allAmount,
  checkRechargeAmount,
  checkWithdrawAmount,
  realArrive,
} from '../../../../src/client/features/funding/amount-rules';

const usdt: CurrencySettings = {
  currency: 'USDT',
  rechargeMin: '1',
  withdrawMin: '10',
  withdrawMax: '50000',
  withdrawFee: '1.5',
  networks: [],
};

describe('the recharge amount', () => {
  it('is refused below the minimum, by the smallest step, and accepted at it', () => {
    expect(checkRechargeAmount('0.99999999', usdt)).toBe('belowMin');
    expect(checkRechargeAmount('1', usdt)).toBeNull();
    expect(checkRechargeAmount('1.00000001', usdt)).toBeNull();
  });

  it('follows the currency’s own configured minimum', () => {
    expect(checkRechargeAmount('0.001', { ...usdt, currency: 'BTC', rechargeMin: '0.0001' })).toBeNull();
    expect(checkRechargeAmount('0.00009', { ...usdt, currency: 'BTC', rechargeMin: '0.0001' })).toBe(
      'belowMin',
    );
  });

  it('must be present, positive, plain and have at most 8 decimals', () => {
    expect(checkRechargeAmount('', usdt)).toBe('missing');
    expect(checkRechargeAmount('   ', usdt)).toBe('missing');
    for (const text of ['0', '-5', '1e3', 'abc', '5.', '.5', '1.123456789', 'NaN']) {
      expect(checkRechargeAmount(text, usdt), text).toBe('invalid');
    }
  });
});

describe('the withdrawal amount', () => {
  it('stays within the minimum and the maximum per withdrawal', () => {
    expect(checkWithdrawAmount('9.99999999', usdt, '100000')).toBe('belowMin');
    expect(checkWithdrawAmount('10', usdt, '100000')).toBeNull();
    expect(checkWithdrawAmount('50000', usdt, '100000')).toBeNull();
    expect(checkWithdrawAmount('50000.00000001', usdt, '100000')).toBe('aboveMax');
  });

  it('is at most the available balance, once the balance is known', () => {
    expect(checkWithdrawAmount('100.00000001', usdt, '100')).toBe('overBalance');
    expect(checkWithdrawAmount('100', usdt, '100.00000000')).toBeNull();
    expect(checkWithdrawAmount('100000', { ...usdt, withdrawMax: '1000000' }, undefined)).toBeNull();
  });

  it('must be more than the fee, so that something arrives', () => {
    const highFee = { ...usdt, withdrawMin: '1', withdrawFee: '2' };
    expect(checkWithdrawAmount('2', highFee, '100')).toBe('notAboveFee');
    expect(checkWithdrawAmount('2.00000001', highFee, '100')).toBeNull();
  });
});

describe('the actual arrival (realarrive = amount − fee)', () => {
  it('is exact where floats are not', () => {
    // In floats, 0.3 − 0.1 is 0.19999999999999998 and 1.1 − 0.2 is 0.9000000000000001.
    expect(0.3 - 0.1).not.toBe(0.2);
    expect(realArrive('0.3', '0.1')).toBe('0.2');
    expect(1.1 - 0.2).not.toBe(0.9);
    expect(realArrive('1.1', '0.2')).toBe('0.9');
    expect(realArrive('12345678.87654321', '0.00000001')).toBe('12345678.8765432');
    expect(realArrive('10', '1.5')).toBe('8.5');
  });

  it('is undefined while the amount is not valid or nothing would arrive', () => {
    expect(realArrive('', '1.5')).toBeUndefined();
    expect(realArrive('abc', '1.5')).toBeUndefined();
    expect(realArrive('1.5', '1.5')).toBeUndefined();
  });
});

describe('"all"', () => {
  it('is the whole available balance, capped at the maximum, in canonical form', () => {
    expect(allAmount('10000.00000000', usdt)).toBe('10000');
    expect(allAmount('75000.5', usdt)).toBe('50000');
    expect(allAmount('0.12345678', usdt)).toBe('0.12345678');
  });
});
