/**
 * Candles computed from the price paths. The one-minute candle is the unit: longer candles are sums of minutes,
 * and because volumes are integers and highs and lows are plain max and min, any grouping gives the same result.
 */
import type { Bar } from './bar';
import { addSpan, createMinuteSpan, setSpanMinute, createRangeGuard, type RangeGuard } from './minute-span';
import { minutesPerFillMax, priceOfLogs, type PairModel } from './pair-model';

export const minuteMs = 60_000;

/**
 * Folds the `count` whole minutes just filled into the legs' minute buffers into the bar; the minute
 * `closingMinute` is the bar's last.
 */
function addFilledMinutes(
  model: PairModel,
  bar: Bar,
  guard: RangeGuard,
  fromMinute: number,
  count: number,
  closingMinute: number,
): void {
  const base = model.base.minutes;
  const quote = model.quote?.minutes;
  const span = createMinuteSpan();
  for (let index = 1; index <= count; index++) {
    setSpanMinute(span, base, quote, fromMinute, index);
    addSpan(model, bar, guard, span, span.minuteIndex === closingMinute);
  }
}

/** Folds the minute in progress, from the end of the last fill to `toMs`, into the bar. */
function addMinuteInProgress(model: PairModel, bar: Bar, guard: RangeGuard, toMs: number): void {
  const { base, quote } = model;
  const span = createMinuteSpan();
  span.minuteIndex = Math.floor(toMs / minuteMs);
  span.elapsed = (toMs - span.minuteIndex * minuteMs) / minuteMs;
  span.logBase = base.path.evaluateSpan(toMs, base.scratch, base.minutes.last);
  span.upperBase = base.path.upper;
  span.lowerBase = base.path.lower;
  if (quote) {
    span.logQuote = quote.path.evaluateSpan(toMs, quote.scratch, quote.minutes.last);
    span.upperQuote = quote.path.upper;
    span.lowerQuote = quote.path.lower;
  }
  addSpan(model, bar, guard, span, true);
}

/**
 * The candle of the minutes from `fromMs` (minute aligned) to `toMs`. A completed range ends at a minute
 * boundary; a range in progress also holds the current minute up to `toMs`, even when that minute has only just
 * begun, so the current candle of every period exists and contains now. Whole minutes are computed in runs of
 * up to `minutesPerFillMax`, the minute in progress on its own.
 */
export function aggregateMinutes(model: PairModel, fromMs: number, toMs: number, inProgress: boolean): Bar {
  const { base, quote } = model;
  const lastWholeMinute = Math.floor(toMs / minuteMs);
  // A range in progress closes with the minute in progress, a finished one with its last whole minute.
  const closingMinute = inProgress ? Number.NaN : lastWholeMinute - 1;
  let fromMinute = fromMs / minuteMs;
  let count = Math.min(minutesPerFillMax, lastWholeMinute - fromMinute);
  base.path.fillMinutes(fromMinute, count, base.minutes);
  quote?.path.fillMinutes(fromMinute, count, quote.minutes);
  const open = priceOfLogs(model, base.minutes.logs[0]!, quote ? quote.minutes.logs[0]! : 0);
  const bar: Bar = {
    startMs: fromMs,
    open,
    close: open,
    high: open,
    low: open,
    volumeUnits: 0,
    tradeCount: 0,
  };
  const guard = createRangeGuard(model, bar);
  addFilledMinutes(model, bar, guard, fromMinute, count, closingMinute);
  while (fromMinute + count < lastWholeMinute) {
    // The next run starts at the last minute of this one, recomputed identically.
    fromMinute += count;
    count = Math.min(minutesPerFillMax, lastWholeMinute - fromMinute);
    base.path.fillMinutes(fromMinute, count, base.minutes);
    quote?.path.fillMinutes(fromMinute, count, quote.minutes);
    addFilledMinutes(model, bar, guard, fromMinute, count, closingMinute);
  }
  if (inProgress) addMinuteInProgress(model, bar, guard, toMs);
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
