/** Shared checks of the simulator tests: tick sizes, exact volume units, and grouping candles into longer ones. */
import type { Candle } from '../../../src/common/market-types';
import { volumeUnitsPerCoin } from '../../../src/server/market/simulator';

/** A fixed instant in the middle of a minute, so the candle in progress is partial. */
export const fixedNowMs = Date.UTC(2025, 5, 15, 13, 27, 42, 345);

/** True when `value` is a whole number of ticks of `precision` decimals (works for 1e-7 too, unlike String). */
export function hasPrecision(value: number, precision: number): boolean {
  const scale = 10 ** precision;
  return Math.round(value * scale) / scale === value;
}

/** A volume back in the simulator's integer units, where sums are exact. */
export function volumeUnits(vol: number): number {
  return Math.round(vol * volumeUnitsPerCoin);
}

/** Candle as comparable integers: volume in units, everything else as is. */
export function comparable(candle: Candle): Candle {
  return { ...candle, vol: volumeUnits(candle.vol) };
}

/** Groups consecutive shorter candles into candles of `periodMs`, summing volume in integer units. */
export function groupCandles(candles: readonly Candle[], periodMs: number): Candle[] {
  const groups = new Map<number, Candle>();
  for (const candle of candles) {
    const id = (Math.floor((candle.id * 1000) / periodMs) * periodMs) / 1000;
    const group = groups.get(id);
    if (!group) {
      groups.set(id, { ...candle, id, vol: volumeUnits(candle.vol) });
      continue;
    }
    group.close = candle.close;
    group.high = Math.max(group.high, candle.high);
    group.low = Math.min(group.low, candle.low);
    group.vol += volumeUnits(candle.vol);
  }
  return [...groups.values()];
}
