/**
 * A simulated order book around the current price: a spread of one to a few ticks, levels a few ticks apart
 * (wider apart on pairs whose tick is a tiny fraction of the price), and sizes that grow away from the touch.
 */
import type { Depth, DepthLevel } from '../../../common/market-types';
import type { DayStream } from './day-draws';
import { priceAt, volumeUnitsPerCoin, type PairModel } from './pair-model';

export const depthLevelsMax = 150;
const spreadTicksMax = 3;
/** Typical gap between neighbouring levels as a fraction of the price; never less than one tick. */
const levelGapFraction = 0.00002;
/** Size of a best level as a share of a minute's volume, and how much each further level adds. */
const bestLevelShareOfMinuteVolume = 0.15;
const sizeGrowthPerLevel = 0.25;
const secondsPerDay = 86_400;
/** Each level of a side draws its size and its gap to the next level. */
const drawsPerLevel = 2;
/** A second's draws: the spread, then the bid side's levels, then the ask side's. */
const sideDraws = depthLevelsMax * drawsPerLevel;
const depthDrawsPerSecond = 1 + 2 * sideDraws;

/** The draws of one second of the book, from the key of the second's day. */
interface SecondDraws {
  stream: DayStream;
  dayIndex: number;
  firstWord: number;
}

function drawOf(draws: SecondDraws, offset: number): number {
  return draws.stream.unit(draws.dayIndex, draws.firstWord + offset);
}

function bookSide(
  model: PairModel,
  draws: SecondDraws,
  sideOffset: number,
  bestTicks: number,
  step: 1 | -1,
  count: number,
): DepthLevel[] {
  const gapTicksMax = Math.max(1, Math.round(bestTicks * levelGapFraction));
  const sizeUnitsBase = model.volumeUnitsPerMinute * bestLevelShareOfMinuteVolume;
  const levels: DepthLevel[] = [];
  let ticks = bestTicks;
  // A bid side stops at one tick rather than offer a price of zero.
  for (let level = 0; level < count && ticks >= 1; level++) {
    const offset = sideOffset + level * drawsPerLevel;
    const sizeUnits = Math.max(
      1,
      Math.round(sizeUnitsBase * (1 + sizeGrowthPerLevel * level) * (0.5 + drawOf(draws, offset))),
    );
    levels.push([ticks / model.priceScale, sizeUnits / volumeUnitsPerCoin]);
    ticks += step * (1 + Math.floor(drawOf(draws, offset + 1) * gapTicksMax));
  }
  return levels;
}

/** The book at `nowMs` (whole seconds), stamped `tsMs`; the same second always gives the same book. */
export function computeDepth(model: PairModel, nowMs: number, levels: number, tsMs: number): Depth {
  const count = Math.min(depthLevelsMax, Math.max(0, Math.floor(levels)));
  const midTicks = Math.round(priceAt(model, nowMs) * model.priceScale);
  const second = Math.floor(nowMs / 1000);
  const dayIndex = Math.floor(second / secondsPerDay);
  const draws: SecondDraws = {
    stream: model.draws.stream(`pair:${model.pair.symbol}:depth`, secondsPerDay * depthDrawsPerSecond),
    dayIndex,
    firstWord: (second - dayIndex * secondsPerDay) * depthDrawsPerSecond,
  };
  const spreadTicks = 1 + Math.floor(drawOf(draws, 0) * spreadTicksMax);
  const bestBidTicks = midTicks - Math.floor(spreadTicks / 2);
  return {
    ts: tsMs,
    bids: bookSide(model, draws, 1, bestBidTicks, -1, count),
    asks: bookSide(model, draws, 1 + sideDraws, bestBidTicks + spreadTicks, 1, count),
  };
}
