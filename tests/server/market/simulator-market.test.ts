// Proves the simulator's ticker, cross rates, order book and trade tape are realistic and consistent with its candles.
import { describe, expect, it } from 'vitest';
import type { Candle } from '../../../src/common/market-types';
import { findPair, pairs, type PairInfo } from '../../../src/common/pairs';
import { createSimulatorFeed } from '../../../src/server/market/simulator';
import { testDayKeys } from '../support/market-keys';
import { fixedNowMs, hasPrecision, volumeUnits } from './simulator-helpers';

const feed = createSimulatorFeed({ clock: () => fixedNowMs, dayKeys: testDayKeys });
const usdtPairs = pairs.filter((pair) => pair.quote === 'USDT');
const crossPairs = pairs.filter((pair) => pair.quote !== 'USDT');
const usdtPairOf = (coin: string): PairInfo => findPair(`${coin.toLowerCase()}usdt`)!;

/** Rough USDT levels of the brief; the simulated path must stay within a factor of three of them. */
const levelsUsdt: Record<string, number> = {
  BTC: 95_000,
  ETH: 3_400,
  LTC: 95,
  EOS: 0.75,
  ADA: 0.45,
  XRP: 2.2,
  DOGE: 0.17,
};

function rmsDailyLogMove(days: Candle[]): number {
  const squares = days.map((day) => Math.log(day.close / day.open) ** 2);
  return Math.sqrt(squares.reduce((sum, square) => sum + square, 0) / squares.length);
}

describe('simulator price levels', () => {
  it('keeps every USDT pair near its level across the years', async () => {
    for (let year = 2019; year <= 2031; year++) {
      const yearFeed = createSimulatorFeed({
        clock: () => Date.UTC(year, (year * 5) % 12, 11, 9, 30),
        dayKeys: testDayKeys,
      });
      for (const pair of usdtPairs) {
        const { close } = await yearFeed.ticker(pair);
        const level = levelsUsdt[pair.base]!;
        expect(close, `${pair.symbol} in ${year}`).toBeGreaterThan(level / 3);
        expect(close, `${pair.symbol} in ${year}`).toBeLessThan(level * 3);
      }
      const btc = await yearFeed.ticker(findPair('btcusdt')!);
      expect(btc.close).toBeGreaterThan(20_000);
      expect(btc.close).toBeLessThan(300_000);
    }
  });

  it('moves a few percent a day, BTC less than DOGE', async () => {
    const btc = rmsDailyLogMove(await feed.candles(findPair('btcusdt')!, '1day', 200));
    const doge = rmsDailyLogMove(await feed.candles(findPair('dogeusdt')!, '1day', 200));
    expect(btc).toBeGreaterThan(0.005);
    expect(btc).toBeLessThan(0.06);
    expect(doge).toBeGreaterThan(btc);
    expect(doge).toBeLessThan(0.15);
  });

  it('trades a plausible daily volume', async () => {
    const btc = await feed.ticker(findPair('btcusdt')!);
    expect(btc.vol).toBeGreaterThan(500);
    expect(btc.vol).toBeLessThan(50_000);
    expect(btc.count).toBeGreaterThan(10_000);
  });
});

describe('simulator cross rates', () => {
  it('prices a cross pair as the ratio of its USDT legs, within one tick', async () => {
    for (const pair of crossPairs) {
      const crosses = await feed.candles(pair, '1min', 300);
      const bases = await feed.candles(usdtPairOf(pair.base), '1min', 300);
      const quotes = await feed.candles(usdtPairOf(pair.quote), '1min', 300);
      const tick = 10 ** -pair.precision;
      crosses.forEach((cross, index) => {
        const ratio = bases[index]!.close / quotes[index]!.close;
        expect(Math.abs(cross.close - ratio), `${pair.symbol} #${index}`).toBeLessThanOrEqual(
          tick * 1.000001,
        );
      });
      const ticker = await feed.ticker(pair);
      const legs =
        (await feed.ticker(usdtPairOf(pair.base))).close / (await feed.ticker(usdtPairOf(pair.quote))).close;
      expect(Math.abs(ticker.close - legs)).toBeLessThanOrEqual(tick * 1.000001);
    }
  });
});

describe('simulator ticker', () => {
  it('is the sum of the minute candles of the last 24 h', async () => {
    for (const pair of pairs) {
      const ticker = await feed.ticker(pair);
      // The window's first minute is counted whole, so the window is 1441 minute candles ending now.
      const minutes = await feed.candles(pair, '1min', 1441);
      const first = minutes[0]!;
      expect(ticker.id).toBe(Math.floor(fixedNowMs / 1000));
      expect(first.id * 1000).toBeLessThanOrEqual(fixedNowMs - 86_400_000);
      expect(ticker.close).toBe(minutes[1440]!.close);
      expect(ticker.high).toBe(Math.max(...minutes.map((minute) => minute.high)));
      expect(ticker.low).toBe(Math.min(...minutes.map((minute) => minute.low)));
      expect(ticker.open).toBeGreaterThanOrEqual(first.low);
      expect(ticker.open).toBeLessThanOrEqual(first.high);
      expect(hasPrecision(ticker.open, pair.precision)).toBe(true);
      const unitsSum = minutes.reduce((sum, minute) => sum + volumeUnits(minute.vol), 0);
      expect(volumeUnits(ticker.vol)).toBe(unitsSum);
      expect(ticker.count).toBeGreaterThan(0);
    }
  });
});

describe('simulator order book', () => {
  it('is ordered best first with bids below asks and a spread of a few ticks', async () => {
    for (const pair of pairs) {
      const depth = await feed.depth(pair, 20);
      const tick = 10 ** -pair.precision;
      expect(depth.ts).toBe(fixedNowMs);
      expect(depth.bids).toHaveLength(20);
      expect(depth.asks).toHaveLength(20);
      const bidPrices = depth.bids.map(([price]) => price);
      const askPrices = depth.asks.map(([price]) => price);
      bidPrices.slice(1).forEach((price, index) => expect(price).toBeLessThan(bidPrices[index]!));
      askPrices.slice(1).forEach((price, index) => expect(price).toBeGreaterThan(askPrices[index]!));
      const spread = askPrices[0]! - bidPrices[0]!;
      expect(spread, pair.symbol).toBeGreaterThanOrEqual(tick * 0.999999);
      expect(spread, pair.symbol).toBeLessThanOrEqual(3 * tick * 1.000001);
      for (const [price, size] of [...depth.bids, ...depth.asks]) {
        expect(hasPrecision(price, pair.precision), `${pair.symbol} ${price}`).toBe(true);
        expect(price).toBeGreaterThan(0);
        expect(size).toBeGreaterThan(0);
      }
      // Sizes grow away from the touch.
      const near = depth.bids.slice(0, 5).reduce((sum, [, size]) => sum + size, 0);
      const far = depth.bids.slice(15).reduce((sum, [, size]) => sum + size, 0);
      expect(far).toBeGreaterThan(near);
    }
  });

  it('sits around the current price', async () => {
    const pair = findPair('ethusdt')!;
    const depth = await feed.depth(pair, 5);
    const { close } = await feed.ticker(pair);
    expect(depth.bids[0]![0]).toBeLessThanOrEqual(close);
    expect(depth.asks[0]![0]).toBeGreaterThanOrEqual(close);
  });
});

describe('simulator trades', () => {
  it('are newest first, recent, unique and priced inside their minute candle', async () => {
    for (const pair of pairs) {
      const trades = await feed.trades(pair, 30);
      const minutes = new Map((await feed.candles(pair, '1min', 720)).map((minute) => [minute.id, minute]));
      expect(trades).toHaveLength(30);
      expect(new Set(trades.map((trade) => trade.id)).size).toBe(30);
      trades.forEach((trade, index) => {
        const where = `${pair.symbol} #${index}`;
        if (index > 0) expect(trade.ts, where).toBeLessThanOrEqual(trades[index - 1]!.ts);
        expect(trade.ts, where).toBeLessThanOrEqual(fixedNowMs);
        expect(trade.ts, where).toBeGreaterThan(fixedNowMs - 12 * 3_600_000);
        expect(typeof trade.id).toBe('string');
        expect(['buy', 'sell']).toContain(trade.direction);
        expect(trade.amount, where).toBeGreaterThan(0);
        expect(hasPrecision(trade.price, pair.precision), where).toBe(true);
        const minute = minutes.get(Math.floor(trade.ts / 60_000) * 60);
        expect(minute, where).toBeDefined();
        expect(trade.price, where).toBeGreaterThanOrEqual(minute!.low);
        expect(trade.price, where).toBeLessThanOrEqual(minute!.high);
      });
    }
  });

  it('keeps old trades unchanged as new ones arrive', async () => {
    let nowMs = fixedNowMs;
    const moving = createSimulatorFeed({ clock: () => nowMs, dayKeys: testDayKeys });
    const pair = findPair('btcusdt')!;
    const before = await moving.trades(pair, 30);
    nowMs += 20_000;
    const after = await moving.trades(pair, 200);
    const afterById = new Map(after.map((trade) => [trade.id, trade]));
    for (const trade of before) expect(afterById.get(trade.id)).toEqual(trade);
  });
});
