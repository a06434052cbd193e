// Proves the spot engine's pure parts directly, with no database: decideFill fills a buy at or below its price and
// a sell at or above, and waits otherwise (exact decimal comparison, no float noise at the boundary); markPrice
// turns the feed's number into the pair's precision and refuses 0, negatives, NaN and the infinities.
import { describe, expect, it } from 'vitest';
import type { DecimalString } from '../../../src/common/decimal';
import { findPair } from '../../../src/common/pairs';
import { spotSides } from '../../../src/common/trading-types';
import { decideFill } from '../../../src/server/engines/spot-fills/decide-fill';
import { markPrice } from '../../../src/server/engines/spot-fills/market-marks';

const market = (text: string) => text as DecimalString;

describe('decideFill', () => {
  const buy = { side: spotSides.buy, price: '60000.12' };
  const sell = { side: spotSides.sell, price: '60000.12' };

  it('fills a buy when the market trades at or below its price', () => {
    expect(decideFill(buy, market('60000.12'))).toBe('fill');
    expect(decideFill(buy, market('60000.11'))).toBe('fill');
    expect(decideFill(buy, market('1'))).toBe('fill');
    expect(decideFill(buy, market('60000.13'))).toBe('wait');
    expect(decideFill(buy, market('60000.120000001'))).toBe('wait');
  });

  it('fills a sell when the market trades at or above its price', () => {
    expect(decideFill(sell, market('60000.12'))).toBe('fill');
    expect(decideFill(sell, market('60000.13'))).toBe('fill');
    expect(decideFill(sell, market('60000.11'))).toBe('wait');
    expect(decideFill(sell, market('60000.119999999'))).toBe('wait');
  });

  it('compares decimals as numbers, whatever their text ("60000.1" equals "60000.10")', () => {
    expect(decideFill({ side: spotSides.buy, price: '60000.10' }, market('60000.1'))).toBe('fill');
    expect(decideFill({ side: spotSides.sell, price: '60000.10' }, market('60000.1'))).toBe('fill');
    expect(decideFill({ side: spotSides.buy, price: '0.3' }, market('0.30000000000000004'))).toBe('wait');
  });
});

describe('markPrice', () => {
  it('keeps the pair’s precision, truncating float noise', () => {
    expect(markPrice(findPair('btcusdt')!, 60000.12)).toBe('60000.12');
    expect(markPrice(findPair('btcusdt')!, 0.1 + 0.2)).toBe('0.3');
    expect(markPrice(findPair('xrpbtc')!, 0.000012345)).toBe('0.000012345');
    expect(markPrice(findPair('adausdt')!, 0.45678912)).toBe('0.456789');
  });

  it('refuses what is not a price', () => {
    for (const value of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 0.001]) {
      expect(markPrice(findPair('btcusdt')!, value)).toBeUndefined();
    }
  });
});
