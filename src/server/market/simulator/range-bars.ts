/**
 * Candles of whole finished half hours (the 30min and 1day periods) without visiting every minute, which is what
 * makes a cold 2000-day chart cheap. They equal the sums of their minute candles exactly:
 * - open and close are the prices at the ends, from the same log sums the minutes use;
 * - volume and trade count are the half hours' totals, which the minutes only split (see minute-volume.ts);
 * - high and low: the legs' slow logs, sampled every few minutes, point to prices the candle certainly reaches,
 *   and give, per stretch between two samples, a bound of how high or low the pair can go inside it. Only the
 *   few stretches whose bound passes the high or low found so far are computed minute by minute, with the very
 *   formulas of the minute candles; the others provably hold no minute that could change the result.
 */
import type { Bar } from './bar';
import { minuteMs } from './bars';
import { strideMinutes } from './log-path';
import {
  addSpanExtremes,
  createMinuteSpan,
  setSpanMinute,
  createRangeGuard,
  type RangeGuard,
} from './minute-span';
import { addBlockVolume } from './minute-volume';
import { volumeBlockMinutes } from './volume-blocks';
import { priceAt, priceOfLogs, roundToScale, stridesPerFillMax, type PairModel } from './pair-model';

const stridesPerBlock = volumeBlockMinutes / strideMinutes;
/** The most half hours one call covers: a day, the longest period. */
export const halfHoursPerCallMax = stridesPerFillMax / stridesPerBlock;
/**
 * Absolute slack (in log) on a stretch's bounds, which add the same values in another order than the minutes do:
 * far above the rounding of a sum of a few logs below 20, far below any price tick.
 */
const strideBoundSlack = 1e-9;

/** The candle of `blockCount` whole half hours from `fromMs` (half-hour aligned), all finished. */
export function aggregateHalfHours(model: PairModel, fromMs: number, blockCount: number): Bar {
  if (!(blockCount >= 1 && blockCount <= halfHoursPerCallMax)) {
    throw new RangeError(
      `aggregateHalfHours covers 1 to ${halfHoursPerCallMax} half hours, not ${blockCount}`,
    );
  }
  const { base, quote } = model;
  const fromMinute = fromMs / minuteMs;
  const strideCount = blockCount * stridesPerBlock;
  base.path.fillStride(fromMinute, strideCount, base.strides);
  quote?.path.fillStride(fromMinute, strideCount, quote.strides);
  const slowLogs = model.slowLogPairs;
  const baseLogs = base.strides.slowLogs;
  const quoteLogs = quote?.strides.slowLogs;
  // The points where the smooth part of the path peaks and bottoms: its prices there are a close first guess of
  // the extremes, since the path certainly reaches them.
  let highest = 0;
  let lowest = 0;
  for (let index = 0; index <= strideCount; index++) {
    const log = baseLogs[index]! - (quoteLogs ? quoteLogs[index]! : 0);
    slowLogs[index] = log;
    if (log > slowLogs[highest]!) highest = index;
    if (log < slowLogs[lowest]!) lowest = index;
  }
  const priceAtPoint = (index: number): number => priceAt(model, fromMs + index * strideMinutes * minuteMs);
  const open = priceAtPoint(0);
  const close = priceAtPoint(strideCount);
  const bar: Bar = {
    startMs: fromMs,
    open,
    close,
    high: Math.max(open, close, priceAtPoint(highest)),
    low: Math.min(open, close, priceAtPoint(lowest)),
    volumeUnits: 0,
    tradeCount: 0,
  };
  const firstBlock = fromMinute / volumeBlockMinutes;
  for (let block = 0; block < blockCount; block++) {
    const startIndex = block * stridesPerBlock;
    addBlockVolume(
      model,
      bar,
      firstBlock + block,
      slowLogs[startIndex]!,
      slowLogs[startIndex + stridesPerBlock]!,
    );
  }
  refineExtremes(model, bar, fromMinute, strideCount);
  return bar;
}

/**
 * Visits, minute by minute, the stretches whose bounds pass the bar's high or low (see `refreshGuard`): first
 * those that might hold the high, the most promising first, so the high found early lets most of the rest be
 * skipped, then the same for the low.
 */
function refineExtremes(model: PairModel, bar: Bar, fromMinute: number, strideCount: number): void {
  const { base, quote } = model;
  const guard = createRangeGuard(model, bar);
  const wickUpMax = model.wickFractionMax;
  const wickDownMax = model.wickFractionMax * (1 + model.wickFractionMax);
  const { tops, bottoms } = model.stretchBounds;
  const topCandidates: number[] = [];
  const bottomCandidates: number[] = [];
  for (let index = 1; index <= strideCount; index++) {
    const top =
      base.strides.uppers[index]! - (quote ? quote.strides.lowers[index]! : 0) + wickUpMax + strideBoundSlack;
    const bottom =
      base.strides.lowers[index]! -
      (quote ? quote.strides.uppers[index]! : 0) -
      wickDownMax -
      strideBoundSlack;
    tops[index] = top;
    bottoms[index] = bottom;
    if (top > guard.topSkipLog) topCandidates.push(index);
    if (bottom < guard.bottomSkipLog) bottomCandidates.push(index);
  }
  topCandidates.sort((a, b) => tops[b]! - tops[a]! || a - b);
  for (const index of topCandidates) {
    if (tops[index]! > guard.topSkipLog && highestOfStretch(model, index) > bar.high) {
      addStretchExtremes(model, bar, guard, fromMinute + (index - 1) * strideMinutes);
    }
  }
  bottomCandidates.sort((a, b) => bottoms[a]! - bottoms[b]! || a - b);
  for (const index of bottomCandidates) {
    if (bottoms[index]! < guard.bottomSkipLog && lowestOfStretch(model, index) < bar.low) {
      addStretchExtremes(model, bar, guard, fromMinute + (index - 1) * strideMinutes);
    }
  }
}

/**
 * The most any minute of a stretch can print as its high: the price of the legs' bounds (the price only rises
 * with the base and falls with the quote, rounding included) with the largest wick, rounded as a minute's high
 * is. Exact where the log test above needs slack for the legs' rounding, and dearer, so it only sees candidates.
 */
function highestOfStretch(model: PairModel, index: number): number {
  const { base, quote } = model;
  const upperBase = base.strides.uppers[index]! + strideBoundSlack;
  const lowerQuote = quote ? quote.strides.lowers[index]! - strideBoundSlack : 0;
  const top = priceOfLogs(model, upperBase, lowerQuote);
  return roundToScale(top * (1 + model.wickFractionMax), model.priceScale);
}

/** The mirror of `highestOfStretch`: the least any minute of a stretch can print as its low. */
function lowestOfStretch(model: PairModel, index: number): number {
  const { base, quote } = model;
  const lowerBase = base.strides.lowers[index]! - strideBoundSlack;
  const upperQuote = quote ? quote.strides.uppers[index]! + strideBoundSlack : 0;
  const bottom = priceOfLogs(model, lowerBase, upperQuote);
  return roundToScale(bottom * (1 - model.wickFractionMax), model.priceScale);
}

/** The highs and lows of the minutes of one stretch, as the minute candles compute them. */
function addStretchExtremes(model: PairModel, bar: Bar, guard: RangeGuard, fromMinute: number): void {
  const base = model.base.minutes;
  const quote = model.quote?.minutes;
  model.base.path.fillMinutes(fromMinute, strideMinutes, base);
  if (quote) model.quote?.path.fillMinutes(fromMinute, strideMinutes, quote);
  const span = createMinuteSpan();
  for (let index = 1; index <= strideMinutes; index++) {
    setSpanMinute(span, base, quote, fromMinute, index);
    addSpanExtremes(model, bar, guard, span);
  }
}
