// Proves the home figures: top pairs by 24 h turnover, 24 h and daily volume sums, and the platform parameters.
import { describe, expect, it } from 'vitest';
import { paramNames } from '../../../../src/common/api-paths';
import type { Candle, QuoteCoinTicker } from '../../../../src/common/market-types';
import {
  candleTurnover,
  dailyVolume,
  readPlatformParams,
  topByTurnover,
  turnover24h,
} from '../../../../src/client/features/home/platform-figures';

function ticker(baseCoin: string, close: number, vol: number): QuoteCoinTicker {
  return { baseCoin, logo: '', tick: { id: 0, open: close, close, high: close, low: close, vol, count: 1 } };
}

function candle(id: number, open: number, close: number, high: number, low: number, vol: number): Candle {
  return { id, open, close, high, low, vol };
}

describe('topByTurnover', () => {
  it('ranks by vol × close, not by volume alone, and keeps five', () => {
    const items = [
      ticker('DOGE', 0.1, 1_000_000), // 100 000
      ticker('BTC', 60_000, 10), // 600 000
      ticker('ETH', 3_000, 100), // 300 000
      ticker('ADA', 0.5, 100_000), // 50 000
      ticker('LTC', 80, 1_000), // 80 000
      ticker('XRP', 0.5, 10_000), // 5 000
    ];
    expect(topByTurnover(items).map((item) => item.baseCoin)).toEqual(['BTC', 'ETH', 'DOGE', 'LTC', 'ADA']);
  });
});

describe('volumes', () => {
  it('sums the 24 h turnover of every pair in USDT', () => {
    expect(turnover24h([ticker('BTC', 60_000, 10), ticker('ETH', 3_000, 100)])).toBe(900_000);
    expect(turnover24h([])).toBe(0);
  });

  it('prices a candle at the average of open, close, high and low (spec section 3)', () => {
    expect(candleTurnover(candle(0, 10, 12, 14, 8, 5))).toBe(55);
  });

  it('sums the newest daily candle of each pair, whatever order the candles came in', () => {
    const btc = [candle(86_400, 10, 12, 14, 8, 5), candle(0, 1, 1, 1, 1, 1000)];
    const eth = [candle(0, 1, 1, 1, 1, 1000), candle(86_400, 2, 2, 2, 2, 10)];
    expect(dailyVolume([btc, eth, []])).toBe(55 + 20);
  });
});

describe('readPlatformParams', () => {
  it('reads the numeric parameters and leaves missing or broken ones undefined', () => {
    const entries = [
      { paramName: paramNames.totalSupply, valueName: '210000000', keyName: 'platform' },
      { paramName: paramNames.protectionFund, valueName: 'n/a', keyName: 'platform' },
    ];
    expect(readPlatformParams(entries)).toEqual({
      totalSupply: 210_000_000,
      protectionFund: undefined,
      userCount: undefined,
    });
  });
});
