/**
 * Candles computed from the price paths. The one-minute candle is the unit: longer candles are sums of minutes,
 * and because volumes are integers and highs and lows are plain max and min, any grouping gives the same result.
 */
import { hashIndex, nextHash, unitOf } from './hash';
import { addVolume } from './minute-volume';
import { priceOfLogs, roundToScale, type Leg, type PairModel } from './pair-model';

export const minuteMs = 60_000;

export interface Bar {
  startMs: number;
  open: number;
  close: number;
  high: number;
  low: number;
  /** Volume in integer units of 1 / volumeUnitsPerCoin of the base coin. */
  volumeUnits: number;
  tradeCount: number;
}

/**
 * The logs below which a minute's top cannot beat the bar's high, and above which its bottom cannot beat the
 * low. Most minutes of a long candle set neither, and skipping them saves the exp calls that dominate the cost
 * of a daily history; the result is the same as computing every minute.
 */
interface RangeGuard {
  high: number;
  low: number;
  topSkipLog: number;
  bottomSkipLog: number;
}

function refreshGuard(model: PairModel, bar: Bar, guard: RangeGuard): void {
  if (bar.high !== guard.high) {
    // Half a tick below the high: a price that rounds to at most the high stays below that before rounding.
    const room = bar.high - 0.5 / model.priceScale;
    guard.high = bar.high;
    guard.topSkipLog = room > 0 ? Math.log(room) - model.topLogSlack : -Infinity;
  }
  if (bar.low !== guard.low) {
    guard.low = bar.low;
    guard.bottomSkipLog = Math.log(bar.low) + model.bottomLogSlack;
  }
}

/**
 * Extends the bar's high and low by one minute: the highest and lowest price the legs' bounds allow inside the
 * minute, widened by wicks drawn from the minute's hash (a partial minute gets the elapsed share of them).
 */
function addRange(model: PairModel, bar: Bar, guard: RangeGuard, minuteHash: number, elapsed: number): void {
  const { base, quote, priceScale, wickFractionMax } = model;
  const upper = base.path.upper - (quote ? quote.path.lower : 0);
  const lower = base.path.lower - (quote ? quote.path.upper : 0);
  if (upper > guard.topSkipLog) {
    // The quote leg divides, so its lowest point gives the pair's highest price.
    const top = priceOfLogs(model, base.path.upper, quote ? quote.path.lower : 0);
    const wick = unitOf(nextHash(nextHash(minuteHash)));
    bar.high = Math.max(
      bar.high,
      roundToScale(top * (1 + wickFractionMax * wick * wick * elapsed), priceScale),
    );
  }
  if (lower < guard.bottomSkipLog) {
    const bottom = priceOfLogs(model, base.path.lower, quote ? quote.path.upper : 0);
    const wick = unitOf(nextHash(nextHash(nextHash(minuteHash))));
    bar.low = Math.min(
      bar.low,
      roundToScale(bottom * (1 - wickFractionMax * wick * wick * elapsed), priceScale),
    );
  }
  refreshGuard(model, bar, guard);
}

function swapBuffers(leg: Leg): void {
  const previous = leg.previous;
  leg.previous = leg.current;
  leg.current = previous;
}

/**
 * The candle of the minutes from `fromMs` (minute aligned) to `toMs`. A completed range ends at a minute
 * boundary; a range in progress also holds the current minute up to `toMs`, even when that minute has only just
 * begun, so the current candle of every period exists and contains now.
 */
export function aggregateMinutes(model: PairModel, fromMs: number, toMs: number, inProgress: boolean): Bar {
  const lastMinuteStartMs = inProgress ? Math.floor(toMs / minuteMs) * minuteMs : toMs - minuteMs;
  const { base, quote } = model;
  const logBaseStart = base.path.evaluate(fromMs, base.previous);
  const logQuoteStart = quote ? quote.path.evaluate(fromMs, quote.previous) : 0;
  let logPair = logBaseStart - logQuoteStart;
  const first = priceOfLogs(model, logBaseStart, logQuoteStart);
  const bar: Bar = {
    startMs: fromMs,
    open: first,
    close: first,
    high: first,
    low: first,
    volumeUnits: 0,
    tradeCount: 0,
  };
  const guard: RangeGuard = { high: Number.NaN, low: Number.NaN, topSkipLog: 0, bottomSkipLog: 0 };
  refreshGuard(model, bar, guard);
  for (let minuteStartMs = fromMs; minuteStartMs <= lastMinuteStartMs; minuteStartMs += minuteMs) {
    const endMs = Math.min(minuteStartMs + minuteMs, toMs);
    const logBase = base.path.evaluateSpan(endMs, base.current, base.previous);
    const logQuote = quote ? quote.path.evaluateSpan(endMs, quote.current, quote.previous) : 0;
    const minuteIndex = minuteStartMs / minuteMs;
    const minuteHash = hashIndex(model.seed, minuteIndex);
    const elapsed = (endMs - minuteStartMs) / minuteMs;
    bar.close = priceOfLogs(model, logBase, logQuote);
    // Open and close always count, so a candle's range holds them even when rounding the bounds cuts close.
    bar.high = Math.max(bar.high, bar.close);
    bar.low = Math.min(bar.low, bar.close);
    addRange(model, bar, guard, minuteHash, elapsed);
    addVolume(model, bar, minuteIndex, minuteHash, elapsed, logBase - logQuote - logPair);
    swapBuffers(base);
    if (quote) swapBuffers(quote);
    logPair = logBase - logQuote;
  }
  return bar;
}

/** Groups consecutive candles into one: open of the first, close of the last, extreme highs and lows, sums. */
export function combineBars(bars: readonly Bar[]): Bar {
  const first = bars[0];
  if (!first) throw new RangeError('combineBars needs at least one candle');
  const combined: Bar = { ...first };
  for (let index = 1; index < bars.length; index++) {
    const bar = bars[index]!;
    combined.close = bar.close;
    combined.high = Math.max(combined.high, bar.high);
    combined.low = Math.min(combined.low, bar.low);
    combined.volumeUnits += bar.volumeUnits;
    combined.tradeCount += bar.tradeCount;
  }
  return combined;
}
