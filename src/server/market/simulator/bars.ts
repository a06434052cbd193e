/**
 * Candles computed from the price paths. The one-minute candle is the unit: longer candles are sums of minutes,
 * and because volumes are integers and highs and lows are plain max and min, any grouping gives the same result.
 */
import { hashIndex, nextHash, unitOf } from './hash';
import { priceOfLogs, roundToScale, type Leg, type PairModel } from './pair-model';

export const minuteMs = 60_000;
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

/** Relative volume per minute of the UTC day: one smooth daily cycle, computed once. */
const intradayVolumeFactor = Float64Array.from({ length: minutesPerDay }, (_unused, minute) => {
  const phase = (2 * Math.PI * (minute - intradayPeakMinute)) / minutesPerDay;
  return 1 + intradayVolumeSwing * Math.cos(phase);
});

function swapBuffers(leg: Leg): void {
  const previous = leg.previous;
  leg.previous = leg.current;
  leg.current = previous;
}

/**
 * Folds one minute (or the elapsed part of the current minute) into `bar`. Wicks, volume and trade count come from
 * a hash of (pair, minute); a partial minute gets the elapsed share of them, and never a zero volume.
 */
function addMinute(model: PairModel, bar: Bar, minuteStartMs: number, elapsed: number, prices: MinutePrices): void {
  const minuteIndex = minuteStartMs / minuteMs;
  const volumeHash = hashIndex(model.seed, minuteIndex);
  const countHash = nextHash(volumeHash);
  const wickUpHash = nextHash(countHash);
  const wickDownUnit = unitOf(nextHash(wickUpHash));
  const wickUpUnit = unitOf(wickUpHash);
  const { open, close } = prices;
  const scale = model.priceScale;
  const high = roundToScale(prices.top * (1 + model.wickFractionMax * wickUpUnit * wickUpUnit * elapsed), scale);
  const low = roundToScale(prices.bottom * (1 - model.wickFractionMax * wickDownUnit * wickDownUnit * elapsed), scale);
  const moveRatio = Math.min(Math.abs(prices.logMove) / model.minuteLogMove, moveRatioMax);
  const volumeWeight =
    ((0.4 + 1.2 * unitOf(volumeHash)) * (1 + moveVolumeBoost * moveRatio) * elapsed) / moveVolumeNormalizer;
  const dayFactor = intradayVolumeFactor[minuteIndex % minutesPerDay] ?? 1;
  const volumeUnits = Math.max(1, Math.round(model.volumeUnitsPerMinute * dayFactor * volumeWeight));
  const tradeCount = Math.max(
    1,
    Math.round((volumeUnits / model.tradeVolumeUnitsAverage) * (0.7 + 0.6 * unitOf(countHash))),
  );
  // The clamps only guard against last-ulp effects of exp; the bounds already hold mathematically.
  bar.high = Math.max(bar.high, high, open, close);
  bar.low = Math.min(bar.low, low, open, close);
  bar.close = close;
  bar.volumeUnits += volumeUnits;
  bar.tradeCount += tradeCount;
}

interface MinutePrices {
  open: number;
  close: number;
  /** Highest and lowest price the path can reach inside the minute. */
  top: number;
  bottom: number;
  logMove: number;
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
  const bar: Bar = { startMs: fromMs, open: first, close: first, high: first, low: first, volumeUnits: 0, tradeCount: 0 };
  const prices: MinutePrices = { open: first, close: first, top: first, bottom: first, logMove: 0 };
  for (let minuteStartMs = fromMs; minuteStartMs <= lastMinuteStartMs; minuteStartMs += minuteMs) {
    const endMs = Math.min(minuteStartMs + minuteMs, toMs);
    const logBase = base.path.evaluateSpan(endMs, base.current, base.previous);
    const logQuote = quote ? quote.path.evaluateSpan(endMs, quote.current, quote.previous) : 0;
    prices.close = priceOfLogs(model, logBase, logQuote);
    // The quote leg divides, so its lowest point gives the pair's highest price and its highest the lowest.
    prices.top = priceOfLogs(model, base.path.upper, quote ? quote.path.lower : 0);
    prices.bottom = priceOfLogs(model, base.path.lower, quote ? quote.path.upper : 0);
    prices.logMove = logBase - logQuote - logPair;
    addMinute(model, bar, minuteStartMs, (endMs - minuteStartMs) / minuteMs, prices);
    swapBuffers(base);
    if (quote) swapBuffers(quote);
    prices.open = prices.close;
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
