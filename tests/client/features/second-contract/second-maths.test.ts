// Proves the order form's display figures on known inputs (the profit rate and the break-even win rate as exact strings; the fee and the profit of a win are tests/common/second-contract-maths.test.ts) and each open-amount rule in the spec's order.
import { describe, expect, it } from 'vitest';
import type { DecimalString } from '../../../../src/common/decimal';
import { openAmountError } from '../../../../src/client/features/second-contract/open-amount-rules';
import { breakEvenPercent, ratePercent } from '../../../../src/client/features/second-contract/second-maths';
import { formatCountdown } from '../../../../src/client/features/second-contract/second-labels';

const d = (text: string) => text as DecimalString;
const limits = { openAmountMin: d('10'), available: d('1000'), feeRate: d('0.002') };

describe('second-contract figures', () => {
  it('works out the profit rate as a percentage (cut) and the break-even win rate with 2 places, rounded up', () => {
    expect(ratePercent(d('0.8'))).toBe('80');
    expect(ratePercent(d('0.875'))).toBe('87.5');
    expect(ratePercent(d('0.87599'))).toBe('87.59');
    expect(breakEvenPercent(d('0.8'))).toBe('55.56');
    expect(breakEvenPercent(d('0.85'))).toBe('54.06');
    expect(breakEvenPercent(d('0.88'))).toBe('53.2');
    expect(breakEvenPercent(d('1'))).toBe('50');
  });

  it('counts down in minutes and seconds', () => {
    expect(formatCountdown(25)).toBe('00:25');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
  });
});

describe('openAmountError', () => {
  it('asks for the amount when it is missing, not a number or below 0.00001', () => {
    for (const text of ['', '  ', 'abc', '-5', '1e3', '0.000009', '0']) {
      expect(openAmountError(text, limits), text).toEqual({ kind: 'enter' });
    }
  });

  it('refuses more than 8 decimal places', () => {
    expect(openAmountError('10.123456789', limits)).toEqual({ kind: 'places' });
  });

  it("names the chosen duration's minimum", () => {
    expect(openAmountError('9.99999999', limits)).toEqual({ kind: 'below-min', min: '10' });
  });

  it('refuses a stake that, with its fee, is more than the available balance', () => {
    expect(openAmountError('1000', limits)).toEqual({ kind: 'balance', available: '1000' });
    expect(openAmountError('998.003992', limits)).toBeNull();
    expect(openAmountError('1000', { ...limits, feeRate: d('0') })).toBeNull();
  });

  it('checks only what is known while the limits are loading', () => {
    const unknown = { openAmountMin: undefined, available: undefined, feeRate: undefined };
    expect(openAmountError('5', unknown)).toBeNull();
    expect(openAmountError('', unknown)).toEqual({ kind: 'enter' });
  });
});
