// Proves no one without a day's key can predict that day's simulated prices, and that the keys of days up to d alone compute all of day d.
import { describe, expect, it } from 'vitest';
import { klinePeriods } from '../../../src/common/constants';
import { findPair, pairs, type PairInfo } from '../../../src/common/pairs';
import {
  dayKeyBytes,
  DayKeyUnavailableError,
  dayKeysFromMaster,
  dayKeysFromRevealed,
  type DayKeyOf,
} from '../../../src/server/market/fairness/day-keys';
import { dayMs } from '../../../src/common/constants';
import type { MarketFeed } from '../../../src/server/market/feed';
import { createSimulatorFeed } from '../../../src/server/market/simulator';
import { testDayKeys, testMarketMaster } from '../support/market-keys';
import oldSeeding from './fixtures/old-seeding-prices.json';

const windowMs = 30_000;
const windowCount = 500;
/** A guess does no better than a coin toss: with 500 windows, chance strays outside this band almost never. */
const agreementMin = 0.35;
const agreementMax = 0.65;
/** The day under attack: the day of the old prices in the fixture (2025-06-15). */
const attackedDay = Math.floor(oldSeeding.dayStartMs / dayMs);
const attackedDayStartMs = attackedDay * dayMs;
const lastSecondOfDayMs = attackedDayStartMs + dayMs - 1;
/** Days of keys a 2000-day chart needs: the chart and the daily anchor's 256-day window behind it. */
const chartKeyDays = 2_400;

const otherMaster = (fill: number): Buffer => Buffer.alloc(dayKeyBytes, fill);

/** The prices every 30 s from the start of the attacked day, as a feed at the day's last second tells them. */
async function pricesOfDay(feed: MarketFeed, pair: PairInfo): Promise<number[]> {
  const prices: number[] = [];
  for (let index = 0; index <= windowCount; index++) {
    prices.push((await feed.priceAt(pair, attackedDayStartMs + index * windowMs)).price);
  }
  return prices;
}

/** The share of windows whose direction (up or down) the guess got right, among windows where both moved. */
function directionAgreement(real: readonly number[], guess: readonly number[]): number {
  let agreed = 0;
  let counted = 0;
  for (let index = 1; index < real.length; index++) {
    const realMove = Math.sign(real[index]! - real[index - 1]!);
    const guessedMove = Math.sign(guess[index]! - guess[index - 1]!);
    if (realMove === 0 || guessedMove === 0) continue;
    counted += 1;
    if (realMove === guessedMove) agreed += 1;
  }
  expect(counted).toBeGreaterThan(windowCount * 0.8);
  return agreed / counted;
}

function sharedCount(real: readonly number[], guess: readonly number[]): number {
  return real.filter((price, index) => price === guess[index]).length;
}

function feedAt(dayKeys: DayKeyOf, nowMs = lastSecondOfDayMs): MarketFeed {
  return createSimulatorFeed({ clock: () => nowMs, dayKeys });
}

/** Keys of the installation for the days before `day`, the attacker's guesses from `day` on. */
function revealedBefore(day: number, guess: DayKeyOf): DayKeyOf {
  return (dayIndex) => (dayIndex < day ? testDayKeys(dayIndex) : guess(dayIndex));
}

describe('simulator fairness', () => {
  const installation = feedAt(testDayKeys);
  const attackedPairs = Object.keys(oldSeeding.prices).map((symbol) => findPair(symbol)!);

  it('cannot be predicted with the old seeding from the pair names', async () => {
    for (const pair of attackedPairs) {
      const real = await pricesOfDay(installation, pair);
      const old = oldSeeding.prices[pair.symbol as keyof typeof oldSeeding.prices];
      const agreement = directionAgreement(real, old);
      expect(agreement, pair.symbol).toBeGreaterThan(agreementMin);
      expect(agreement, pair.symbol).toBeLessThan(agreementMax);
      expect(sharedCount(real, old), pair.symbol).toBeLessThan(windowCount / 20);
    }
  });

  it('cannot be predicted with any other master secret', async () => {
    for (const fill of [0x00, 0x5b, 0xff]) {
      const guess = feedAt(dayKeysFromMaster(otherMaster(fill)));
      for (const pair of attackedPairs) {
        const real = await pricesOfDay(installation, pair);
        const guessed = await pricesOfDay(guess, pair);
        const agreement = directionAgreement(real, guessed);
        expect(agreement, `${pair.symbol} master ${fill}`).toBeGreaterThan(agreementMin);
        expect(agreement, `${pair.symbol} master ${fill}`).toBeLessThan(agreementMax);
        expect(sharedCount(real, guessed), pair.symbol).toBeLessThan(windowCount / 20);
      }
    }
  });

  it('cannot be predicted from every key revealed before the day', async () => {
    const attacker = feedAt(revealedBefore(attackedDay, dayKeysFromMaster(otherMaster(0x11))));
    for (const pair of [...attackedPairs, findPair('ethbtc')!]) {
      const real = await pricesOfDay(installation, pair);
      const guessed = await pricesOfDay(attacker, pair);
      // The revealed keys fix where the day starts, and nothing after it.
      expect(guessed[0], pair.symbol).toBe(real[0]);
      const agreement = directionAgreement(real, guessed);
      expect(agreement, pair.symbol).toBeGreaterThan(agreementMin);
      expect(agreement, pair.symbol).toBeLessThan(agreementMax);
    }
  });

  it(
    'computes everything of a day from the keys of that day and the days before',
    { timeout: 300_000 },
    async () => {
      const revealed = new Map<number, Buffer>();
      for (let day = attackedDay - chartKeyDays; day <= attackedDay; day++)
        revealed.set(day, testDayKeys(day));
      const verifier = feedAt(dayKeysFromRevealed(revealed));
      for (const pair of pairs) {
        for (const period of klinePeriods) {
          // Every pair's 40 days cover the whole day; two pairs check a full 2000-day history as well.
          const size = period === '1day' && !['btcusdt', 'ethbtc'].includes(pair.symbol) ? 40 : 2000;
          expect(await verifier.candles(pair, period, size)).toEqual(
            await installation.candles(pair, period, size),
          );
        }
        expect(await verifier.ticker(pair)).toEqual(await installation.ticker(pair));
        expect(await verifier.depth(pair, 150)).toEqual(await installation.depth(pair, 150));
        expect(await verifier.trades(pair, 2000)).toEqual(await installation.trades(pair, 2000));
        expect(await verifier.priceAt(pair, lastSecondOfDayMs)).toEqual(
          await installation.priceAt(pair, lastSecondOfDayMs),
        );
      }
      // The next day's midnight is fixed by this day; its first second after midnight needs the next day's key.
      const nextMidnightMs = attackedDayStartMs + dayMs;
      const nextDay = feedAt(dayKeysFromRevealed(revealed), nextMidnightMs + 1_000);
      const btcusdt = findPair('btcusdt')!;
      expect(await nextDay.priceAt(btcusdt, nextMidnightMs)).toEqual(
        await feedAt(testDayKeys, nextMidnightMs + 1_000).priceAt(btcusdt, nextMidnightMs),
      );
      await expect(nextDay.priceAt(btcusdt, nextMidnightMs + 1_000)).rejects.toThrow(DayKeyUnavailableError);
    },
  );

  it('gives every pair a different path under another master secret', async () => {
    const other = feedAt(dayKeysFromMaster(otherMaster(0x22)));
    for (const pair of pairs) {
      const real = await installation.candles(pair, '1min', 120);
      const guessed = await other.candles(pair, '1min', 120);
      const sameCloses = real.filter((candle, index) => candle.close === guessed[index]!.close).length;
      expect(sameCloses, pair.symbol).toBeLessThan(12);
      const sameVolumes = real.filter((candle, index) => candle.vol === guessed[index]!.vol).length;
      expect(sameVolumes, pair.symbol).toBeLessThan(12);
    }
  });

  it('gives identical answers in two feeds built from the same master, as two processes would', async () => {
    const first = feedAt(dayKeysFromMaster(Buffer.from(testMarketMaster)));
    const second = feedAt(dayKeysFromMaster(Buffer.from(testMarketMaster)));
    for (const pair of pairs) {
      expect(await second.candles(pair, '5min', 300)).toEqual(await first.candles(pair, '5min', 300));
      expect(await second.ticker(pair)).toEqual(await first.ticker(pair));
      expect(await second.depth(pair, 20)).toEqual(await first.depth(pair, 20));
      expect(await second.trades(pair, 50)).toEqual(await first.trades(pair, 50));
      expect(await second.priceAt(pair, attackedDayStartMs)).toEqual(
        await installation.priceAt(pair, attackedDayStartMs),
      );
    }
  });
});
