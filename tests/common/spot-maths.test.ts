// Proves the spot order rules and arithmetic shared by the form and the server: price places per pair, amount
// minimum and places, the exact-total minimum, total rounded up, a sell's gross rounded down, the fee rounded up
// in the received coin, and a sane fee rate; by fixed cases where each rounding direction matters and by 2,000
// seeded cases checking that a fill never creates money (receive + fee = gross, the fee never under-charges).
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { DecimalString } from '../../src/common/decimal';
import { spotFeeRateDefault } from '../../src/common/money-constants';
import { findPair, type PairInfo } from '../../src/common/pairs';
import {
  checkSpotAmount,
  checkSpotPrice,
  spotFeeRateOf,
  spotFillAmounts,
  spotOrderTotal,
  spotReceivedCoin,
  spotTotalIsEnough,
} from '../../src/common/spot-maths';
import { spotSides, type SpotSide } from '../../src/common/trading-types';
import { seededRandom } from '../support/seeded-random';

const d = (text: string) => text as DecimalString;
const pair = (symbol: string): PairInfo => findPair(symbol)!;

describe('placement rules', () => {
  it('takes a price with at most the pair’s places, above 0', () => {
    expect(checkSpotPrice('60000.12', pair('btcusdt'))).toEqual({ ok: true, value: '60000.12' });
    expect(checkSpotPrice(' 060000.10 ', pair('btcusdt'))).toEqual({ ok: true, value: '60000.1' });
    expect(checkSpotPrice('60000.123', pair('btcusdt'))).toEqual({ ok: false, error: 'places' });
    expect(checkSpotPrice('0.000012345', pair('xrpbtc'))).toEqual({ ok: true, value: '0.000012345' });
    expect(checkSpotPrice('0.0000123456', pair('xrpbtc'))).toEqual({ ok: false, error: 'places' });
    expect(checkSpotPrice('1.2345', pair('eosusdt'))).toMatchObject({ ok: true });
    for (const invalid of ['0', '0.00', '-1', '1e5', 'abc', '+1', '.5', 'NaN', 12]) {
      expect(checkSpotPrice(invalid, pair('btcusdt'))).toEqual({ ok: false, error: 'invalid' });
    }
    for (const missing of ['', '  ', undefined, null]) {
      expect(checkSpotPrice(missing, pair('btcusdt'))).toEqual({ ok: false, error: 'missing' });
    }
  });

  it('takes an amount of at least 0.00001 with at most 8 places', () => {
    expect(checkSpotAmount('0.00001')).toEqual({ ok: true, value: '0.00001' });
    expect(checkSpotAmount('0.12345678')).toEqual({ ok: true, value: '0.12345678' });
    expect(checkSpotAmount('0.123456789')).toEqual({ ok: false, error: 'places' });
    expect(checkSpotAmount('0.00000999')).toEqual({ ok: false, error: 'invalid' });
    expect(checkSpotAmount('0')).toEqual({ ok: false, error: 'invalid' });
    expect(checkSpotAmount('')).toEqual({ ok: false, error: 'missing' });
  });

  it('measures the total minimum on the exact product, not a rounded one', () => {
    expect(spotTotalIsEnough(d('0.000000001'), d('10000'))).toBe(true);
    expect(spotTotalIsEnough(d('0.000000001'), d('9999.99999999'))).toBe(false);
    expect(spotTotalIsEnough(d('100'), d('0.00001'))).toBe(true);
  });

  it('rounds the total up to 8 places', () => {
    expect(spotOrderTotal(d('60000.12'), d('0.12345678'))).toBe('7407.42161482');
    expect(spotOrderTotal(d('0.000000001'), d('10000.00000001'))).toBe('0.00001001');
    expect(spotOrderTotal(d('100'), d('0.5'))).toBe('50');
  });

  it('names the received coin: the base to a buy, the quote to a sell', () => {
    expect(spotReceivedCoin(spotSides.buy, pair('ethbtc'))).toBe('ETH');
    expect(spotReceivedCoin(spotSides.sell, pair('ethbtc'))).toBe('BTC');
  });
});

describe('fee rate', () => {
  it('takes a configured rate from 0 to 0.5 and otherwise charges the default', () => {
    expect(spotFeeRateOf('0.001')).toBe('0.001');
    expect(spotFeeRateOf('0')).toBe('0');
    expect(spotFeeRateOf('0.5')).toBe('0.5');
    for (const bad of ['0.51', '2', '-0.1', 'abc', '', undefined])
      expect(spotFeeRateOf(bad)).toBe(spotFeeRateDefault);
  });
});

describe('fill amounts', () => {
  it('buy: pays the total, receives the amount less the fee rounded up in the base coin', () => {
    const order = {
      side: spotSides.buy,
      price: d('60000.12'),
      amount: d('0.12345678'),
      total: d('7407.42161482'),
    };
    expect(spotFillAmounts(order, d('0.002'))).toEqual({
      pay: '7407.42161482',
      gross: '0.12345678',
      fee: '0.00024692',
      receive: '0.12320986',
    });
  });

  it('sell: pays the amount, receives price × amount rounded down less the fee rounded up in the quote coin', () => {
    const order = {
      side: spotSides.sell,
      price: d('3000.01'),
      amount: d('0.33333333'),
      total: d('1000.00332334'),
    };
    expect(spotFillAmounts(order, d('0.002'))).toEqual({
      pay: '0.33333333',
      gross: '1000.00332333',
      fee: '2.00000665',
      receive: '998.00331668',
    });
  });

  it('charges the smallest unit on the smallest order rather than nothing', () => {
    const order = { side: spotSides.buy, price: d('1'), amount: d('0.00001'), total: d('0.00001') };
    expect(spotFillAmounts(order, d('0.0001'))).toMatchObject({ fee: '0.00000001', receive: '0.00000999' });
  });

  it('never creates money: receive + fee = gross ≤ exact value, fee ≥ exact fee (2,000 seeded cases)', () => {
    const random = seededRandom(20261125);
    const symbols = ['btcusdt', 'eosusdt', 'adausdt', 'xrpbtc', 'dogeeth', 'ethbtc'];
    for (let index = 0; index < 2000; index += 1) {
      const info = pair(symbols[index % symbols.length]!);
      const price = new Decimal(random())
        .times(10 ** Math.floor(random() * 6))
        .toDecimalPlaces(info.precision);
      const amount = new Decimal(random()).times(10 ** Math.floor(random() * 5)).toDecimalPlaces(8);
      if (price.isZero() || amount.lessThan('0.00001')) continue;
      const side: SpotSide = index % 2 === 0 ? spotSides.buy : spotSides.sell;
      const rate = new Decimal(random()).times('0.01').toDecimalPlaces(6);
      const order = {
        side,
        price: d(price.toFixed()),
        amount: d(amount.toFixed()),
        total: spotOrderTotal(d(price.toFixed()), d(amount.toFixed())),
      };
      const fill = spotFillAmounts(order, d(rate.toFixed()));
      const exactValue = side === spotSides.buy ? amount : price.times(amount);
      expect(new Decimal(fill.receive).plus(fill.fee).toFixed()).toBe(new Decimal(fill.gross).toFixed());
      expect(new Decimal(fill.gross).lessThanOrEqualTo(exactValue)).toBe(true);
      expect(new Decimal(fill.fee).greaterThanOrEqualTo(new Decimal(fill.gross).times(rate))).toBe(true);
      expect(new Decimal(order.total).greaterThanOrEqualTo(price.times(amount))).toBe(true);
      expect(fill.pay).toBe(side === spotSides.buy ? order.total : order.amount);
    }
  });
});
