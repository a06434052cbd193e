// Proves the simulator's candles keep their invariants on every period and that longer periods are exact sums of shorter ones.
import { describe, expect, it } from 'vitest';
import { klinePeriodMs, klinePeriods, type KlinePeriod } from '../../../src/common/constants';
import type { Candle } from '../../../src/common/market-types';
import { findPair, pairs, type PairInfo } from '../../../src/common/pairs';
import { createSimulatorFeed } from '../../../src/server/market/simulator';
import { testDayKeys } from '../support/market-keys';
import { comparable, fixedNowMs, groupCandles, hasPrecision } from './simulator-helpers';

const feed = createSimulatorFeed({ clock: () => fixedNowMs, dayKeys: testDayKeys });
const btcusdt = findPair('btcusdt')!;
const ethbtc = findPair('ethbtc')!;

/** Every broken invariant of a series, as readable lines; plain checks keep 2000-candle series fast to verify. */
function candleViolations(pair: PairInfo, period: KlinePeriod, candles: Candle[], nowMs: number): string[] {
  const periodSeconds = klinePeriodMs[period] / 1000;
  const violations: string[] = [];
  candles.forEach((candle, index) => {
    const broken = (what: string) =>
      violations.push(`${pair.symbol} ${period} #${index} ${what}: ${JSON.stringify(candle)}`);
    const previous = candles[index - 1];
    if (candle.id % periodSeconds !== 0) broken('id not aligned');
    if (previous && candle.id - previous.id !== periodSeconds) broken('ids not consecutive');
    // Each candle opens where the previous one closed: the price path is continuous.
    if (previous && candle.open !== previous.close) broken('open differs from the previous close');
    if (candle.high < Math.max(candle.open, candle.close)) broken('high below open or close');
    if (candle.low > Math.min(candle.open, candle.close)) broken('low above open or close');
    if (!(candle.low > 0)) broken('low not positive');
    if (!(candle.vol > 0)) broken('volume not positive');
    const prices = [candle.open, candle.close, candle.high, candle.low];
    if (!prices.every((price) => hasPrecision(price, pair.precision)))
      broken(`more than ${pair.precision} decimals`);
  });
  const last = candles[candles.length - 1];
  if (!last || last.id * 1000 > nowMs || nowMs >= last.id * 1000 + klinePeriodMs[period]) {
    violations.push(`${pair.symbol} ${period}: the last candle does not contain now`);
  }
  return violations;
}

function expectCandleInvariants(
  pair: PairInfo,
  period: KlinePeriod,
  candles: Candle[],
  size: number,
  nowMs: number,
) {
  expect(candles).toHaveLength(size);
  expect(candleViolations(pair, period, candles, nowMs)).toEqual([]);
}

describe('simulator candle invariants', () => {
  it('holds for 2000 one-minute candles of every pair', async () => {
    for (const pair of pairs) {
      expectCandleInvariants(pair, '1min', await feed.candles(pair, '1min', 2000), 2000, fixedNowMs);
    }
  });

  it('holds for every period of every pair', { timeout: 120_000 }, async () => {
    for (const pair of pairs) {
      for (const period of klinePeriods) {
        // Forty days are plenty here; the full 2000-day history of one pair is checked below.
        const size = period === '1day' ? 40 : 120;
        expectCandleInvariants(pair, period, await feed.candles(pair, period, size), size, fixedNowMs);
      }
    }
  });

  it('holds for 2000 daily candles, days aligned to UTC midnight', { timeout: 120_000 }, async () => {
    const days = await feed.candles(btcusdt, '1day', 2000);
    expectCandleInvariants(btcusdt, '1day', days, 2000, fixedNowMs);
    expect(new Date(days[1999]!.id * 1000).toISOString()).toBe('2025-06-15T00:00:00.000Z');
  });

  it('holds when now is exactly on a day boundary, where the candles in progress have just begun', async () => {
    const midnightMs = Date.UTC(2025, 0, 1);
    const atMidnight = createSimulatorFeed({ clock: () => midnightMs, dayKeys: testDayKeys });
    for (const period of klinePeriods) {
      const candles = await atMidnight.candles(ethbtc, period, 50);
      expectCandleInvariants(ethbtc, period, candles, 50, midnightMs);
      const current = candles[49]!;
      expect(current.id * 1000).toBe(midnightMs);
      expect(current.open).toBe(current.close);
    }
  });

  it('serves at most 2000 candles and nothing for a size of zero', async () => {
    expect(await feed.candles(btcusdt, '5min', 5000)).toHaveLength(2000);
    expect(await feed.candles(btcusdt, '5min', 0)).toEqual([]);
  });
});

describe('simulator candle aggregation', () => {
  const chain: [KlinePeriod, KlinePeriod][] = [
    ['1min', '5min'],
    ['5min', '15min'],
    ['15min', '30min'],
    ['1min', '30min'],
  ];

  async function expectExactGrouping(
    pair: PairInfo,
    shorter: KlinePeriod,
    longer: KlinePeriod,
    nowMs: number,
  ) {
    const clockFeed = createSimulatorFeed({ clock: () => nowMs, dayKeys: testDayKeys });
    const parts = await clockFeed.candles(pair, shorter, 2000);
    const grouped = groupCandles(parts, klinePeriodMs[longer]);
    // The first group may be cut off by the start of the shorter series; every other one is complete.
    const complete = grouped.slice(1);
    const wholes = await clockFeed.candles(pair, longer, complete.length);
    expect(wholes.map(comparable)).toEqual(complete);
  }

  for (const pair of [btcusdt, ethbtc, findPair('dogeeth')!]) {
    for (const [shorter, longer] of chain) {
      it(`${pair.symbol}: ${longer} is exactly the sum of its ${shorter} candles`, async () => {
        await expectExactGrouping(pair, shorter, longer, fixedNowMs);
        await expectExactGrouping(pair, shorter, longer, Date.UTC(2025, 0, 1, 0, 10));
      });
    }
  }

  it('1day is exactly the sum of its 30min candles, the day in progress included', async () => {
    for (const pair of [btcusdt, ethbtc]) {
      const halfHours = await feed.candles(pair, '30min', 2000);
      const grouped = groupCandles(halfHours, klinePeriodMs['1day']).slice(1);
      const days = await feed.candles(pair, '1day', grouped.length);
      expect(days.map(comparable)).toEqual(grouped);
    }
  });

  it('a day computed from a cold cache equals the same day served after other requests', async () => {
    const warm = createSimulatorFeed({ clock: () => fixedNowMs, dayKeys: testDayKeys });
    await warm.candles(btcusdt, '30min', 500);
    await warm.candles(btcusdt, '1min', 2000);
    const cold = createSimulatorFeed({ clock: () => fixedNowMs, dayKeys: testDayKeys });
    expect(await warm.candles(btcusdt, '1day', 30)).toEqual(await cold.candles(btcusdt, '1day', 30));
  });
});
