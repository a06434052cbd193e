// Proves the exchange amount rules (format, the 0.00001 minimum and the available balance, checked exactly on decimal text, no floats; "all" cuts the balance to 8 places without rounding up), the pair choice, and the quote's validity count.
import { describe, expect, it } from 'vitest';
import {
  allOf,
  checkExchangeAmount,
  quotableAmount,
} from '../../../../src/client/features/exchange/exchange-amount';
import { choosePair } from '../../../../src/client/features/exchange/currency-pair-picker';
import { quoteDeadlineMs, secondsLeft } from '../../../../src/client/features/exchange/quote-validity';

describe('exchange amount rules', () => {
  it('names what is wrong with the amount', () => {
    expect(checkExchangeAmount('', '10')).toBe('EXCHANGE_AMOUNT');
    expect(checkExchangeAmount('1e3', '10')).toBe('EXCHANGE_AMOUNT');
    expect(checkExchangeAmount('0.123456789', '10')).toBe('EXCHANGE_AMOUNT');
    expect(checkExchangeAmount('0.000009', '10')).toBe('EXCHANGE_AMOUNT');
    expect(checkExchangeAmount('0.00001', '10')).toBeNull();
  });

  it('compares with the available balance exactly, where floats would not', () => {
    expect(checkExchangeAmount('0.30000001', '0.3')).toBe('INSUFFICIENT_BALANCE');
    expect(checkExchangeAmount('0.3', '0.30000000')).toBeNull();
    expect(checkExchangeAmount('9007199254740993', '9007199254740992')).toBe('INSUFFICIENT_BALANCE');
    expect(checkExchangeAmount('5', undefined)).toBeNull();
  });

  it('quotes only an amount that passes the format and the minimum', () => {
    expect(quotableAmount('007.50')).toBe('7.5');
    expect(quotableAmount('0.000001')).toBeUndefined();
    expect(quotableAmount('abc')).toBeUndefined();
  });

  it('"all" is the balance cut (never rounded) to 8 places', () => {
    expect(allOf('10000.123456789')).toBe('10000.12345678');
    expect(allOf('0.999999999')).toBe('0.99999999');
    expect(allOf('12')).toBe('12');
    expect(allOf('0')).toBe('');
    expect(allOf('0.000000009')).toBe('');
  });

  it("choosing the other side's coin swaps the pair instead of making a pair of one coin", () => {
    expect(choosePair({ from: 'USDT', to: 'BTC' }, 'from', 'BTC')).toEqual({ from: 'BTC', to: 'USDT' });
    expect(choosePair({ from: 'USDT', to: 'BTC' }, 'to', 'ETH')).toEqual({ from: 'USDT', to: 'ETH' });
  });
});

describe('quote validity', () => {
  it('counts whole seconds up, and never lets a quote live less than a second', () => {
    expect(secondsLeft(quoteDeadlineMs({ validSeconds: 10 }, 1000), 1000)).toBe(10);
    expect(secondsLeft(quoteDeadlineMs({ validSeconds: 10 }, 1000), 10_999)).toBe(1);
    expect(secondsLeft(quoteDeadlineMs({ validSeconds: 10 }, 1000), 11_000)).toBe(0);
    expect(quoteDeadlineMs({ validSeconds: 0 }, 1000)).toBe(2000);
  });
});
