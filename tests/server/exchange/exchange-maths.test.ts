// Proves the flash exchange's rounding rule on its own: gross truncated to 8 places, the fee rounded up, receive
// the exact difference, so the exchange account pays out exactly receive + fee and never more than the market
// value; and the rate for direct, inverse and cross pairs.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { DecimalString } from '../../../src/common/decimal';
import { ApiError } from '../../../src/server/http/api-error';
import { exchangeAmounts, exchangeRate, rateScale } from '../../../src/server/modules/wallet/exchange-maths';
import { seededRandom } from '../../support/seeded-random';
import { createFixedPriceFeed } from '../support/fixed-price-feed';

const d = (text: string) => text as DecimalString;
const down = (value: Decimal, places: number) => value.toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed();

describe('exchangeRate', () => {
  const feed = createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.01, DOGE: 0.123457 });

  it('quotes X → USDT at the close itself, exactly', async () => {
    expect(await exchangeRate(feed, 'BTC', 'USDT')).toBe('60000.12');
  });

  it('quotes USDT → Y as 1 ÷ close, truncated to the rate scale', async () => {
    const expected = down(new Decimal(1).div('60000.12'), rateScale);
    expect(await exchangeRate(feed, 'USDT', 'BTC')).toBe(expected);
    expect(expected).toBe('0.000016666633333399');
  });

  it('quotes a cross pair through USDT: close of X ÷ close of Y, truncated', async () => {
    const rate = await exchangeRate(feed, 'DOGE', 'BTC');
    expect(rate).toBe(down(new Decimal('0.123457').div('60000.12'), rateScale));
    expect(await exchangeRate(feed, 'ETH', 'BTC')).toBe(down(new Decimal('3000.01').div('60000.12'), 18));
  });

  it('refuses to quote when a price is 0 or the feed fails, rather than quote a rate of 0', async () => {
    const gaps = createFixedPriceFeed({ BTC: 60000.12 });
    await expect(exchangeRate(gaps, 'ETH', 'BTC')).rejects.toMatchObject({
      code: 'EXCHANGE_MARKET_UNAVAILABLE',
    });
    gaps.failing = true;
    const failure = await exchangeRate(gaps, 'BTC', 'USDT').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('EXCHANGE_MARKET_UNAVAILABLE');
  });
});

describe('exchangeAmounts (the rounding rule)', () => {
  it('truncates the gross to 8 places, never rounding it up', () => {
    // 0.12345678 × 0.000016666633333399 = 0.00000205760...: a nearest rounding would pay 0.00000206.
    const amounts = exchangeAmounts(d('0.12345678'), d('0.000016666633333399'), d('0'));
    expect(amounts).toEqual({ gross: '0.00000205', fee: '0', receive: '0.00000205' });
  });

  it('rounds the fee up to 8 places: the platform never under-charges', () => {
    // 1.00000001 × 0.002 = 0.00200000002 → 0.00200001 (down would be 0.002).
    const amounts = exchangeAmounts(d('1.00000001'), d('1'), d('0.002'));
    expect(amounts).toEqual({ gross: '1.00000001', fee: '0.00200001', receive: '0.998' });
  });

  it('charges at least one minor unit of fee on a tiny amount with a non-zero rate', () => {
    // gross 0.00001 × 0.002 = 0.00000002 exactly; 0.0000333 × 0.002 = 0.0000000666 → 0.00000007.
    expect(exchangeAmounts(d('0.00001'), d('1'), d('0.002')).fee).toBe('0.00000002');
    expect(exchangeAmounts(d('0.0000333'), d('1'), d('0.002'))).toEqual({
      gross: '0.0000333',
      fee: '0.00000007',
      receive: '0.00003323',
    });
  });

  it('creates no money on 2,000 random cases: receive + fee = gross ≤ amount × rate, fee ≥ gross × feeRate', () => {
    const random = seededRandom(7);
    const digits = (places: number) => (random() * 10 ** places).toFixed(0);
    for (let index = 0; index < 2000; index += 1) {
      const amount = new Decimal(`${digits(4)}.${digits(8).padStart(8, '0')}`).plus('0.00001');
      const rate = new Decimal(`${digits(5)}.${digits(18).padStart(18, '0')}`).plus('1e-18');
      const feeRate = new Decimal(`0.00${digits(3).padStart(3, '0')}`);
      const result = exchangeAmounts(d(amount.toFixed()), d(rate.toFixed()), d(feeRate.toFixed()));
      const exact = amount.times(rate);
      const gross = new Decimal(result.gross);
      expect(new Decimal(result.receive).plus(result.fee).equals(gross)).toBe(true);
      expect(gross.lte(exact)).toBe(true);
      expect(exact.minus(gross).lt('0.00000001')).toBe(true);
      expect(new Decimal(result.fee).gte(gross.times(feeRate))).toBe(true);
      expect(new Decimal(result.fee).minus(gross.times(feeRate)).lt('0.00000001')).toBe(true);
      for (const value of Object.values(result))
        expect(new Decimal(value).decimalPlaces()).toBeLessThanOrEqual(8);
    }
  });
});
