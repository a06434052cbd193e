/**
 * Folding one minute into a candle: its close, its high and low (from the legs' bounds inside the minute, plus
 * wicks drawn from the minute's day key, a partial minute getting the elapsed share of them), and its volume.
 */
import type { Bar } from './bar';
import type { MinuteLogs } from './log-path';
import { addVolume } from './minute-volume';
import { minuteDraw, minuteUnit, priceOfLogs, roundToScale, type PairModel } from './pair-model';

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
  };
}

/** Points the span at the minute `fromMinute + index - 1`, whose logs are at `index` of the filled buffers. */
export function setSpanMinute(
  span: MinuteSpan,
  base: MinuteLogs,
  quote: MinuteLogs | undefined,
  fromMinute: number,
  index: number,
): void {
  span.minuteIndex = fromMinute + index - 1;
  span.logBase = base.logs[index]!;
  span.upperBase = base.uppers[index]!;
  span.lowerBase = base.lowers[index]!;
  if (quote) {
    span.logQuote = quote.logs[index]!;
    span.upperQuote = quote.uppers[index]!;
    span.lowerQuote = quote.lowers[index]!;
  }
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
 * A minute's high is its top (a price p, rounded to a tick t, so at most p + t/2) times (1 + wick), rounded. It
 * cannot exceed the bar's high H while (p + t/2)(1 + wick) < H + t/2, which holds when p (1 + wick) < H - t wick / 2;
 * in logs, with log1p(wick) <= wick and the largest wick on the right, log top + wick < log(H - t wickMax / 2),
 * less the slack of the legs' rounding. (Bounding by H - t/2 instead also works, but on pairs whose tick is a
 * good fraction of a percent it lets hardly any minute be skipped.) Downwards, the bottom is at least p - t/2,
 * and log(1 - wick) >= -wick - wick^2 gives the mirror test against log L.
 */
function refreshGuard(model: PairModel, bar: Bar, guard: RangeGuard): void {
  if (bar.high !== guard.high) {
    const room = bar.high - (0.5 * model.wickFractionMax) / model.priceScale;
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
  if (isLast) {
    bar.close = priceOfLogs(model, span.logBase, span.logQuote);
    // Open and close always count, so a candle's range holds them even if rounding the bounds cut close.
    bar.high = Math.max(bar.high, bar.close);
    bar.low = Math.min(bar.low, bar.close);
    refreshGuard(model, bar, guard);
  }
  addSpanExtremes(model, bar, guard, span);
  addVolume(model, bar, span.minuteIndex, span.elapsed);
}

/**
 * Raises the bar's high and lowers its low by the span's top and bottom, with wicks drawn for the minute, skipping each side when the guard proves it cannot matter. Long candles call this alone on the few
 * minutes whose stretch might hold their high or low.
 */
export function addSpanExtremes(model: PairModel, bar: Bar, guard: RangeGuard, span: MinuteSpan): void {
  const { priceScale, wickFractionMax } = model;
  const wickUpUnit = minuteUnit(model, span.minuteIndex, minuteDraw.wickUp);
  const wickUp = wickFractionMax * wickUpUnit * wickUpUnit * span.elapsed;
  // The quote leg divides, so its lowest point gives the pair's highest price and its highest the lowest.
  if (span.upperBase - span.lowerQuote + wickUp > guard.topSkipLog) {
    const top = priceOfLogs(model, span.upperBase, span.lowerQuote);
    bar.high = Math.max(bar.high, roundToScale(top * (1 + wickUp), priceScale));
  }
  const wickDownUnit = minuteUnit(model, span.minuteIndex, minuteDraw.wickDown);
  const wickDown = wickFractionMax * wickDownUnit * wickDownUnit * span.elapsed;
  if (span.lowerBase - span.upperQuote - wickDown * (1 + wickDown) < guard.bottomSkipLog) {
    const bottom = priceOfLogs(model, span.lowerBase, span.upperQuote);
    bar.low = Math.min(bar.low, roundToScale(bottom * (1 - wickDown), priceScale));
  }
  refreshGuard(model, bar, guard);
}
