// Proves the spot order rules: price and amount formats, the balance check on what a buy or sell spends, and the 25/50/75/100 % shortcuts cut exactly to 8 places and never above what is available.
import { describe, expect, it } from 'vitest';
import { add, compare, mul, type DecimalString } from '../../../../src/common/decimal';
import { findPair } from '../../../../src/common/pairs';
import { spotSides } from '../../../../src/common/trading-types';
import {
  balanceOf,
  checkAmount,
  checkPrice,
  orderTotal,
  percentAmount,
  percentChoices,
} from '../../../../src/client/features/spot/order-rules';

const d = (text: string) => text as DecimalString;
const fraction = (percent: number) => percentChoices.find((choice) => choice.percent === percent)!.fraction;

describe('checkPrice', () => {
  it('wants a price above 0 with at most the pair precision in places', () => {
    expect(checkPrice('', 2)).toBe('FIELD_MISSING');
    expect(checkPrice('0', 2)).toBe('FIELD_INVALID');
    expect(checkPrice('0.00', 2)).toBe('FIELD_INVALID');
    expect(checkPrice('-1', 2)).toBe('FIELD_INVALID');
    expect(checkPrice('1e3', 2)).toBe('FIELD_INVALID');
    expect(checkPrice('100.123', 2)).toBe('FIELD_INVALID');
    expect(checkPrice('100.12', 2)).toBeNull();
    expect(checkPrice('0.000000001', findPair('xrpbtc')!.precision)).toBeNull();
  });
});

describe('checkAmount', () => {
  const buy = { side: spotSides.buy, price: d('100'), available: d('50') };

  it('wants at least 0.00001 with at most 8 places', () => {
    expect(checkAmount({ ...buy, amountText: '' })).toBe('FIELD_MISSING');
    expect(checkAmount({ ...buy, amountText: '0.000009' })).toBe('FIELD_INVALID');
    expect(checkAmount({ ...buy, amountText: '0.123456789' })).toBe('FIELD_INVALID');
    expect(checkAmount({ ...buy, amountText: '0.00001' })).toBeNull();
  });

  it('refuses a buy whose total, rounded up to 8 places, is more than the quote coin available', () => {
    expect(checkAmount({ ...buy, amountText: '0.5' })).toBeNull();
    expect(checkAmount({ ...buy, amountText: '0.50000001' })).toBe('INSUFFICIENT_BALANCE');
    // 3 × 0.33333334 = 1.00000002 > 1.
    expect(
      checkAmount({ side: spotSides.buy, price: d('3'), available: d('1'), amountText: '0.33333334' }),
    ).toBe('INSUFFICIENT_BALANCE');
  });

  it('refuses a sell of more than the base coin available, and checks no balance while it is unknown', () => {
    const sell = { side: spotSides.sell, price: undefined, available: d('0.2') };
    expect(checkAmount({ ...sell, amountText: '0.2' })).toBeNull();
    expect(checkAmount({ ...sell, amountText: '0.20000001' })).toBe('INSUFFICIENT_BALANCE');
    expect(checkAmount({ ...sell, available: undefined, amountText: '99' })).toBeNull();
  });
});

describe('percentAmount', () => {
  it('sells a share of the base coin, cut to 8 places', () => {
    const available = balanceOf('1.123456789')!;
    expect(percentAmount(spotSides.sell, fraction(100), available, undefined)).toBe('1.12345678');
    expect(percentAmount(spotSides.sell, fraction(25), available, undefined)).toBe('0.28086419');
    expect(percentAmount(spotSides.sell, fraction(50), available, undefined)).toBe('0.56172839');
    expect(percentAmount(spotSides.sell, fraction(75), available, undefined)).toBe('0.84259259');
  });

  it('buys a share of the quote coin divided by the price, cut to 8 places, and needs the price', () => {
    const available = balanceOf('1000')!;
    expect(percentAmount(spotSides.buy, fraction(100), available, d('3'))).toBe('333.33333333');
    expect(percentAmount(spotSides.buy, fraction(25), available, d('64123.45'))).toBe('0.00389872');
    expect(percentAmount(spotSides.buy, fraction(50), available, undefined)).toBeUndefined();
    expect(percentAmount(spotSides.buy, fraction(50), undefined, d('3'))).toBeUndefined();
  });

  it('never asks for more than is available, whatever the balance and the price', () => {
    const balances = ['0.00000001', '0.00000003', '1', '7.77777777', '10000.123456789', '123456.99999999'];
    const prices = ['0.000000001', '0.00000123', '3', '7', '64123.45', '99999.99'];
    for (const text of balances) {
      const available = balanceOf(text)!;
      for (const { fraction: share } of percentChoices) {
        const sold = percentAmount(spotSides.sell, share, available, undefined)!;
        expect(compare(sold, available)).toBeLessThanOrEqual(0);
        for (const price of prices) {
          const amount = percentAmount(spotSides.buy, share, available, d(price))!;
          expect(compare(orderTotal(d(price), amount), available)).toBeLessThanOrEqual(0);
          // And it is the most that fits: one more unit of the 8th place would pass the share.
          const next = add(amount, d('0.00000001'));
          const share8 = mul(available, share, { scale: 8, rounding: 'down' });
          expect(compare(mul(d(price), next, { scale: 64, rounding: 'down' }), share8)).toBeGreaterThan(0);
        }
      }
    }
  });
});
