/**
 * Folding one minute into a candle: its close, its high and low (from the legs' bounds inside the minute, plus
 * wicks drawn from a hash of the minute, a partial minute getting the elapsed share of them), and its volume.
 */
import type { Bar } from './bars';
import { hashIndex, nextHash, unitOf } from './hash';
import { addVolume } from './minute-volume';
import { priceOfLogs, roundToScale, type PairModel } from './pair-model';

/** One minute, or the elapsed part of the minute in progress: the legs' logs at its end and their bounds inside. */
export interface MinuteSpan {
  minuteIndex: number;
  /** The covered fraction of the minute: 1, or less for the minute in progress. */
  elapsed: number;
  logBase: number;
  logQuote: number;
  upperBase: number;
  lowerBase: number;
  upperQuote: number;
  lowerQuote: number;
  /** Change of the pair's log over the span. */
  logMove: number;
}

export function createMinuteSpan(): MinuteSpan {
  return {
    minuteIndex: 0,
    elapsed: 1,
    logBase: 0,
    logQuote: 0,
    upperBase: 0,
    lowerBase: 0,
    upperQuote: 0,
    lowerQuote: 0,
    logMove: 0,
  };
}

/**
 * The logs below which a minute's top cannot beat the bar's high, and above which its bottom cannot beat the
 * low. Most minutes of a long candle set neither, and skipping them saves the exp calls that dominate the cost
 * of a daily history; the result is the same as computing every minute.
 */
export interface RangeGuard {
  high: number;
  low: number;
  topSkipLog: number;
  bottomSkipLog: number;
}

export function createRangeGuard(model: PairModel, bar: Bar): RangeGuard {
  const guard: RangeGuard = { high: Number.NaN, low: Number.NaN, topSkipLog: 0, bottomSkipLog: 0 };
  refreshGuard(model, bar, guard);
  return guard;
}

/**
 * A minute's high is its top times (1 + wick), rounded. If the top before rounding, times (1 + wick), stays half a
 * tick below the bar's high, the rounded result cannot exceed the high; in logs, with log1p(wick) <= wick, that is
 * log top + wick <= log(high - half a tick), less the slack of the legs' rounding. Downwards, log(1 - wick) >=
 * -wick - wick^2 gives the mirror test.
 */
function refreshGuard(model: PairModel, bar: Bar, guard: RangeGuard): void {
  if (bar.high !== guard.high) {
    const room = bar.high - 0.5 / model.priceScale;
    guard.high = bar.high;
    guard.topSkipLog = room > 0 ? Math.log(room) - model.roundingLogSlack : -Infinity;
  }
  if (bar.low !== guard.low) {
    guard.low = bar.low;
    guard.bottomSkipLog = Math.log(bar.low) + model.roundingLogSlack;
  }
}

/**
 * Folds one minute into the bar: its volume, and its high and low where they can matter (see `refreshGuard`).
 * Only the bar's last minute (`isLast`) needs its exact close.
 */
export function addSpan(
  model: PairModel,
  bar: Bar,
  guard: RangeGuard,
  span: MinuteSpan,
  isLast: boolean,
): void {
  const { priceScale, wickFractionMax } = model;
  const minuteHash = hashIndex(model.seed, span.minuteIndex);
  if (isLast) {
    bar.close = priceOfLogs(model, span.logBase, span.logQuote);
    // Open and close always count, so a candle's range holds them even if rounding the bounds cut close.
    bar.high = Math.max(bar.high, bar.close);
    bar.low = Math.min(bar.low, bar.close);
    refreshGuard(model, bar, guard);
  }
  const wickUpUnit = unitOf(nextHash(nextHash(minuteHash)));
  const wickUp = wickFractionMax * wickUpUnit * wickUpUnit * span.elapsed;
  // The quote leg divides, so its lowest point gives the pair's highest price and its highest the lowest.
  if (span.upperBase - span.lowerQuote + wickUp > guard.topSkipLog) {
    const top = priceOfLogs(model, span.upperBase, span.lowerQuote);
    bar.high = Math.max(bar.high, roundToScale(top * (1 + wickUp), priceScale));
  }
  const wickDownUnit = unitOf(nextHash(nextHash(nextHash(minuteHash))));
  const wickDown = wickFractionMax * wickDownUnit * wickDownUnit * span.elapsed;
  if (span.lowerBase - span.upperQuote - wickDown * (1 + wickDown) < guard.bottomSkipLog) {
    const bottom = priceOfLogs(model, span.lowerBase, span.upperQuote);
    bar.low = Math.min(bar.low, roundToScale(bottom * (1 - wickDown), priceScale));
  }
  refreshGuard(model, bar, guard);
  addVolume(model, bar, span.minuteIndex, minuteHash, span.elapsed, span.logMove);
}
