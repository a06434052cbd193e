/**
 * A simulated order book around the current price: a spread of one to a few ticks, levels a few ticks apart
 * (wider apart on pairs whose tick is a tiny fraction of the price), and sizes that grow away from the touch.
 */
import type { Depth, DepthLevel } from '../../../common/market-types';
import { hashIndex, nextHash, unitOf } from './hash';
import { priceAt, volumeUnitsPerCoin, type PairModel } from './pair-model';

export const depthLevelsMax = 150;
const spreadTicksMax = 3;
/** Typical gap between neighbouring levels as a fraction of the price; never less than one tick. */
const levelGapFraction = 0.00002;
/** Size of a best level as a share of a minute's volume, and how much each further level adds. */
const bestLevelShareOfMinuteVolume = 0.15;
const sizeGrowthPerLevel = 0.25;
/** Separates the book's hashes from the candles' hashes of the same pair. */
const depthSalt = 0x5eed0b00;

function bookSide(
  model: PairModel,
  seedHash: number,
  bestTicks: number,
  step: 1 | -1,
  count: number,
): DepthLevel[] {
  const gapTicksMax = Math.max(1, Math.round(bestTicks * levelGapFraction));
  const sizeUnitsBase = model.volumeUnitsPerMinute * bestLevelShareOfMinuteVolume;
  const levels: DepthLevel[] = [];
  let hash = seedHash;
  let ticks = bestTicks;
  // A bid side stops at one tick rather than offer a price of zero.
  for (let level = 0; level < count && ticks >= 1; level++) {
    hash = nextHash(hash);
    const sizeUnits = Math.max(
      1,
      Math.round(sizeUnitsBase * (1 + sizeGrowthPerLevel * level) * (0.5 + unitOf(hash))),
    );
    levels.push([ticks / model.priceScale, sizeUnits / volumeUnitsPerCoin]);
    hash = nextHash(hash);
    ticks += step * (1 + Math.floor(unitOf(hash) * gapTicksMax));
  }
  return levels;
}

/** The book at `nowMs` (whole seconds), stamped `tsMs`; the same second always gives the same book. */
export function computeDepth(model: PairModel, nowMs: number, levels: number, tsMs: number): Depth {
  const count = Math.min(depthLevelsMax, Math.max(0, Math.floor(levels)));
  const midTicks = Math.round(priceAt(model, nowMs) * model.priceScale);
  const hash = hashIndex(model.seed ^ depthSalt, Math.floor(nowMs / 1000));
  const spreadTicks = 1 + (hash % spreadTicksMax);
  const bestBidTicks = midTicks - Math.floor(spreadTicks / 2);
  return {
    ts: tsMs,
    bids: bookSide(model, nextHash(hash), bestBidTicks, -1, count),
    asks: bookSide(model, nextHash(nextHash(hash)), bestBidTicks + spreadTicks, 1, count),
  };
}
