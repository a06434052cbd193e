// Proves the long-candle shortcut (half hours and days without visiting every minute) gives exactly what visiting every minute gives.
import { describe, expect, it } from 'vitest';
import { findPair } from '../../../src/common/pairs';
import type { Bar } from '../../../src/server/market/simulator/bar';
import { aggregateMinutes } from '../../../src/server/market/simulator/bars';
import { createDrawSource } from '../../../src/server/market/simulator/day-draws';
import {
  createPairModel,
  minuteDraw,
  minuteUnit,
  priceOfLogs,
  roundToScale,
  type PairModel,
} from '../../../src/server/market/simulator/pair-model';
import { aggregateHalfHours } from '../../../src/server/market/simulator/range-bars';
import { testDayKeys } from '../support/market-keys';

const dayMs = 86_400_000;
const hourFillMinutes = 60;

/** The high and low of a range by brute force: every minute's top and bottom with its wicks, no skipping at all. */
function bruteExtremes(model: PairModel, fromMs: number, minutes: number, bar: Bar) {
  let high = Math.max(bar.open, bar.close);
  let low = Math.min(bar.open, bar.close);
  const fromMinute = fromMs / 60_000;
  for (let offset = 0; offset < minutes; offset += hourFillMinutes) {
    const count = Math.min(hourFillMinutes, minutes - offset);
    model.base.path.fillMinutes(fromMinute + offset, count, model.base.minutes);
    model.quote?.path.fillMinutes(fromMinute + offset, count, model.quote.minutes);
    const base = model.base.minutes;
    const quote = model.quote?.minutes;
    for (let index = 1; index <= count; index++) {
      const minuteIndex = fromMinute + offset + index - 1;
      const up = minuteUnit(model, minuteIndex, minuteDraw.wickUp);
      const down = minuteUnit(model, minuteIndex, minuteDraw.wickDown);
      const top = priceOfLogs(model, base.uppers[index]!, quote ? quote.lowers[index]! : 0);
      const bottom = priceOfLogs(model, base.lowers[index]!, quote ? quote.uppers[index]! : 0);
      high = Math.max(high, roundToScale(top * (1 + model.wickFractionMax * up * up), model.priceScale));
      low = Math.min(low, roundToScale(bottom * (1 - model.wickFractionMax * down * down), model.priceScale));
    }
  }
  return { high, low };
}

describe('simulator long candles', () => {
  // Coarse ticks (eosbtc, adaeth) and coarse leg ticks (xrpbtc) are where the skipping tests are tightest.
  for (const symbol of ['btcusdt', 'dogeusdt', 'eosbtc', 'xrpbtc', 'adaeth']) {
    it(`${symbol}: days and half hours equal their minutes, extremes equal a brute-force scan`, () => {
      const model = createPairModel(findPair(symbol)!, createDrawSource(testDayKeys));
      for (const day of [18_262, 19_001, 19_500, 20_254]) {
        const fromMs = day * dayMs;
        const fast = aggregateHalfHours(model, fromMs, 48);
        expect(fast).toEqual(aggregateMinutes(model, fromMs, fromMs + dayMs, false));
        expect({ high: fast.high, low: fast.low }).toEqual(bruteExtremes(model, fromMs, 1_440, fast));
        const halfHourMs = 1_800_000;
        const halfHour = aggregateHalfHours(model, fromMs + 17 * halfHourMs, 1);
        expect(halfHour).toEqual(
          aggregateMinutes(model, halfHour.startMs, halfHour.startMs + halfHourMs, false),
        );
      }
    });
  }

  it('refuses ranges it does not cover', () => {
    const model = createPairModel(findPair('btcusdt')!, createDrawSource(testDayKeys));
    expect(() => aggregateHalfHours(model, 0, 0)).toThrow(RangeError);
    expect(() => aggregateHalfHours(model, 0, 49)).toThrow(RangeError);
  });
});
