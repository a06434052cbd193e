// Proves the simulator is a pure function of (day keys, pair, time): same keys and instant, same answers, whatever the process did before and without Math.random.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { klinePeriods } from '../../../src/common/constants';
import { findPair, pairs } from '../../../src/common/pairs';
import type { MarketFeed } from '../../../src/server/market/feed';
import { createSimulatorFeed } from '../../../src/server/market/simulator';
import { testDayKeys } from '../support/market-keys';
import { fixedNowMs } from './simulator-helpers';

const samplePairs = ['btcusdt', 'dogeusdt', 'ethbtc', 'adaeth'].map((symbol) => findPair(symbol)!);

/** Everything a feed says about an instant, for a few pairs. */
async function snapshot(feed: MarketFeed) {
  const answers: unknown[] = [];
  for (const pair of samplePairs) {
    for (const period of klinePeriods) answers.push(await feed.candles(pair, period, 60));
    answers.push(await feed.ticker(pair), await feed.depth(pair, 20), await feed.trades(pair, 30));
  }
  return answers;
}

describe('simulator determinism', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives identical answers from two feeds at the same clock', { timeout: 60_000 }, async () => {
    const first = createSimulatorFeed({ clock: () => fixedNowMs, dayKeys: testDayKeys });
    const second = createSimulatorFeed({ clock: () => fixedNowMs, dayKeys: testDayKeys });
    expect(await snapshot(second)).toEqual(await snapshot(first));
  });

  it(
    'gives identical answers from a feed that has been running since another time',
    { timeout: 60_000 },
    async () => {
      let nowMs = fixedNowMs + 3 * 86_400_000;
      const longRunning = createSimulatorFeed({ clock: () => nowMs, dayKeys: testDayKeys });
      await snapshot(longRunning);
      nowMs = fixedNowMs - 40 * 86_400_000;
      await snapshot(longRunning);
      nowMs = fixedNowMs;
      const fresh = createSimulatorFeed({ clock: () => fixedNowMs, dayKeys: testDayKeys });
      expect(await snapshot(longRunning)).toEqual(await snapshot(fresh));
    },
  );

  it('never calls Math.random', { timeout: 60_000 }, async () => {
    const random = vi.spyOn(Math, 'random');
    await snapshot(createSimulatorFeed({ clock: () => fixedNowMs, dayKeys: testDayKeys }));
    expect(random).not.toHaveBeenCalled();
  });

  it('keeps finished candles unchanged as time moves on', async () => {
    let nowMs = fixedNowMs;
    const feed = createSimulatorFeed({ clock: () => nowMs, dayKeys: testDayKeys });
    const pair = findPair('ltcusdt')!;
    const before = await feed.candles(pair, '1min', 100);
    nowMs += 10 * 60_000;
    const after = await feed.candles(pair, '1min', 100);
    // The ten newest finished minutes of the first call are still the same ten minutes, unchanged.
    expect(after.slice(0, 89)).toEqual(before.slice(10, 99));
  });

  it('is identical within one second and moves on with the next one', async () => {
    let nowMs = fixedNowMs - (fixedNowMs % 1000);
    const feed = createSimulatorFeed({ clock: () => nowMs, dayKeys: testDayKeys });
    const pair = findPair('btcusdt')!;
    const atStart = await feed.ticker(pair);
    nowMs += 999;
    expect(await feed.ticker(pair)).toEqual(atStart);
    nowMs += 1;
    expect((await feed.ticker(pair)).id).toBe(atStart.id + 1);
  });

  it('prices every pair of the pair table', async () => {
    const feed = createSimulatorFeed({ clock: () => fixedNowMs, dayKeys: testDayKeys });
    for (const pair of pairs) {
      await expect(feed.ticker(pair)).resolves.toMatchObject({ id: Math.floor(fixedNowMs / 1000) });
    }
  });
});
