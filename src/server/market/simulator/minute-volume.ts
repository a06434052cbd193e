/**
 * Volumes and trade counts. Each half hour of a pair draws its total first, from its day's key, a
 * daily cycle for the hours when more people trade, and more volume on bigger moves, as on every real market;
 * the total is then split among its 30 minutes, the minutes that move more getting a bigger share. Because the
 * split is exact in integer units, a half hour's volume is known without visiting its minutes, which is what
 * makes a 2000-day chart cheap, and every grouping of minutes still sums to the same candles.
 */
import type { Bar } from './bar';
import { blockDraw, blockUnit, minuteDraw, minuteUnit, type PairModel } from './pair-model';
import { volumeBlockMinutes, type MinuteVolumes } from './volume-blocks';

const minutesPerDay = 1_440;
/** How much busier the busiest hour is than the average one (and the quietest quieter). */
const intradayVolumeSwing = 0.35;
/** The busiest minute of the UTC day, when Europe and America both trade. */
const intradayPeakMinute = 14 * 60;
/** Extra volume per typical move, capped so a rare big move does not dwarf the day. */
const moveVolumeBoost = 0.5;
const moveRatioMax = 4;
/** Divides out the average boost so a day's volume stays near the profile's daily volume. */
const moveVolumeNormalizer = 1.4;
/** A typical move of the slow log over a half hour, in typical minute moves; bigger moves draw more volume. */
const blockMoveInMinuteMoves = 6;

/** Relative volume per minute of the UTC day: one smooth daily cycle, computed once. */
const intradayVolumeFactor = Float64Array.from({ length: minutesPerDay }, (_unused, minute) => {
  const phase = (2 * Math.PI * (minute - intradayPeakMinute)) / minutesPerDay;
  return 1 + intradayVolumeSwing * Math.cos(phase);
});

export interface VolumeTotals {
  volumeUnits: number;
  tradeCount: number;
}

/**
 * The totals of the half hour `block` (minute index / 30), from the pair's slow log (`LogPath.slowLogAt`) at its
 * start and end, which long candles know without visiting minutes. Every minute gets at least one unit and one
 * trade, so the totals never go below the minute count.
 */
export function blockVolumeTotals(
  model: PairModel,
  block: number,
  logPairStart: number,
  logPairEnd: number,
): VolumeTotals {
  const typicalMove = model.minuteLogMove * blockMoveInMinuteMoves;
  const moveRatio = Math.min(Math.abs(logPairEnd - logPairStart) / typicalMove, moveRatioMax);
  const middleMinute = ((block * volumeBlockMinutes) % minutesPerDay) + volumeBlockMinutes / 2;
  const dayFactor = intradayVolumeFactor[middleMinute] ?? 1;
  const weight =
    ((0.6 + 0.8 * blockUnit(model, block, blockDraw.volume)) * (1 + moveVolumeBoost * moveRatio)) /
    moveVolumeNormalizer;
  const volumeUnits = Math.max(
    volumeBlockMinutes,
    Math.round(model.volumeUnitsPerMinute * volumeBlockMinutes * dayFactor * weight),
  );
  const countNoise = 0.7 + 0.6 * blockUnit(model, block, blockDraw.tradeCount);
  const tradeCount = Math.max(
    volumeBlockMinutes,
    Math.round((volumeUnits / model.tradeVolumeUnitsAverage) * countNoise),
  );
  return { volumeUnits, tradeCount };
}

/** Adds the totals of the half hour `block` to a bar (see `blockVolumeTotals`). */
export function addBlockVolume(
  model: PairModel,
  bar: Bar,
  block: number,
  logPairStart: number,
  logPairEnd: number,
): void {
  const totals = blockVolumeTotals(model, block, logPairStart, logPairEnd);
  bar.volumeUnits += totals.volumeUnits;
  bar.tradeCount += totals.tradeCount;
}

/**
 * Splits a whole `total` into `count` whole parts of at least one, in proportion to `weights`: the parts are
 * differences of floored cumulative shares, so they sum to `total` exactly.
 */
export function splitTotal(total: number, weights: Float64Array, count: number, out: Float64Array): void {
  let weightSum = 0;
  for (let index = 0; index < count; index++) weightSum += weights[index]!;
  const rest = total - count;
  let cumulative = 0;
  let flooredBefore = 0;
  for (let index = 0; index < count; index++) {
    cumulative += weights[index]!;
    const flooredAt = index === count - 1 ? rest : Math.floor((rest * cumulative) / weightSum);
    out[index] = 1 + flooredAt - flooredBefore;
    flooredBefore = flooredAt;
  }
}

/** The minute split of the half hour `block`: the legs' minute logs give each minute's move. */
function computeMinuteVolumes(model: PairModel, block: number): MinuteVolumes {
  const { base, quote } = model;
  const fromMinute = block * volumeBlockMinutes;
  base.path.fillMinutes(fromMinute, volumeBlockMinutes, base.blockMinutes);
  quote?.path.fillMinutes(fromMinute, volumeBlockMinutes, quote.blockMinutes);
  const baseLogs = base.blockMinutes.logs;
  const quoteLogs = quote?.blockMinutes.logs;
  const logPair = (index: number): number => baseLogs[index]! - (quoteLogs ? quoteLogs[index]! : 0);
  const slowLogPair = (minute: number): number =>
    base.path.slowLogAt(minute) - (quote ? quote.path.slowLogAt(minute) : 0);
  const totals = blockVolumeTotals(
    model,
    block,
    slowLogPair(fromMinute),
    slowLogPair(fromMinute + volumeBlockMinutes),
  );
  const weights = new Float64Array(volumeBlockMinutes);
  for (let index = 0; index < volumeBlockMinutes; index++) {
    const noise = 0.4 + 1.2 * minuteUnit(model, fromMinute + index, minuteDraw.volumeShare);
    const moveRatio = Math.min(
      Math.abs(logPair(index + 1) - logPair(index)) / model.minuteLogMove,
      moveRatioMax,
    );
    weights[index] = noise * (1 + moveVolumeBoost * moveRatio);
  }
  const volumes: MinuteVolumes = {
    volumeUnits: new Float64Array(volumeBlockMinutes),
    tradeCounts: new Float64Array(volumeBlockMinutes),
  };
  splitTotal(totals.volumeUnits, weights, volumeBlockMinutes, volumes.volumeUnits);
  splitTotal(totals.tradeCount, volumes.volumeUnits, volumeBlockMinutes, volumes.tradeCounts);
  return volumes;
}

function minuteVolumesOf(model: PairModel, block: number): MinuteVolumes {
  let volumes = model.volumeBlocks.get(block);
  if (!volumes) {
    volumes = computeMinuteVolumes(model, block);
    model.volumeBlocks.set(block, volumes);
  }
  return volumes;
}

/**
 * Adds the volume and trade count of one minute, or the elapsed share of the minute in progress (never zero).
 * A minute's share depends on the moves of the later minutes of its half hour, which the price path already
 * fixes: the minute volumes of a finished minute never change.
 */
export function addVolume(model: PairModel, bar: Bar, minuteIndex: number, elapsed: number): void {
  const block = Math.floor(minuteIndex / volumeBlockMinutes);
  const volumes = minuteVolumesOf(model, block);
  const index = minuteIndex - block * volumeBlockMinutes;
  const volumeUnits = volumes.volumeUnits[index]!;
  const tradeCount = volumes.tradeCounts[index]!;
  bar.volumeUnits += elapsed === 1 ? volumeUnits : Math.max(1, Math.round(volumeUnits * elapsed));
  bar.tradeCount += elapsed === 1 ? tradeCount : Math.max(1, Math.round(tradeCount * elapsed));
}
