/**
 * The volume and trade count of a simulated minute: a hash of (pair, minute) for the noise, a daily cycle for
 * the hours when more people trade, and more volume on bigger moves, as on every real market.
 */
import type { Bar } from './bars';
import { nextHash, unitOf } from './hash';
import type { PairModel } from './pair-model';

const minutesPerDay = 1_440;
/** How much busier the busiest hour is than the average one (and the quietest quieter). */
const intradayVolumeSwing = 0.35;
/** The busiest minute of the UTC day, when Europe and America both trade. */
const intradayPeakMinute = 14 * 60;
/** Extra volume per typical minute move, capped so a rare big move does not dwarf the day. */
const moveVolumeBoost = 0.5;
const moveRatioMax = 4;
/** Divides out the average boost so a day's volume stays near the profile's daily volume. */
const moveVolumeNormalizer = 1.4;

/** Relative volume per minute of the UTC day: one smooth daily cycle, computed once. */
const intradayVolumeFactor = Float64Array.from({ length: minutesPerDay }, (_unused, minute) => {
  const phase = (2 * Math.PI * (minute - intradayPeakMinute)) / minutesPerDay;
  return 1 + intradayVolumeSwing * Math.cos(phase);
});

/** Volume and trade count of one minute, or of the elapsed share of the current one, never zero. */
export function addVolume(
  model: PairModel,
  bar: Bar,
  minuteIndex: number,
  minuteHash: number,
  elapsed: number,
  logMove: number,
): void {
  const moveRatio = Math.min(Math.abs(logMove) / model.minuteLogMove, moveRatioMax);
  const weight =
    ((0.4 + 1.2 * unitOf(minuteHash)) * (1 + moveVolumeBoost * moveRatio) * elapsed) / moveVolumeNormalizer;
  const dayFactor = intradayVolumeFactor[minuteIndex % minutesPerDay] ?? 1;
  const volumeUnits = Math.max(1, Math.round(model.volumeUnitsPerMinute * dayFactor * weight));
  const countNoise = 0.7 + 0.6 * unitOf(nextHash(minuteHash));
  bar.volumeUnits += volumeUnits;
  bar.tradeCount += Math.max(1, Math.round((volumeUnits / model.tradeVolumeUnitsAverage) * countNoise));
}
