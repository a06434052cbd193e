/**
 * The home screen's figures, as pure functions so that the sums can be tested without a screen: which pairs lead
 * the market trend, the 24 h and daily volumes in USDT, and the platform parameters read from their strings.
 */
import { paramNames, type ParamEntry } from '../../../common/api-paths';
import type { Candle, QuoteCoinTicker } from '../../../common/market-types';

/** How many pairs the "Market trend" list shows. */
export const trendPairCount = 5;

/** A pair's 24 h turnover in its quote coin: `vol` is in the base coin, so it is priced at the last close. */
export function tickerTurnover(item: QuoteCoinTicker): number {
  const turnover = item.tick.vol * item.tick.close;
  return Number.isFinite(turnover) ? turnover : 0;
}

/** The most traded pairs first, by 24 h turnover (vol × close); ties keep the server's order. */
export function topByTurnover(
  items: readonly QuoteCoinTicker[],
  count: number = trendPairCount,
): QuoteCoinTicker[] {
  return items
    .map((item, index) => ({ item, index, turnover: tickerTurnover(item) }))
    .sort((a, b) => b.turnover - a.turnover || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.item);
}

/** 24 h volume of a quote coin's market: the sum of every pair's 24 h turnover. */
export function turnover24h(items: readonly QuoteCoinTicker[]): number {
  return items.reduce((sum, item) => sum + tickerTurnover(item), 0);
}

/** Spec section 3: a candle's turnover is the average of its open, close, high and low times its volume. */
export function candleTurnover(candle: Candle): number {
  const turnover = ((candle.open + candle.close + candle.high + candle.low) / 4) * candle.vol;
  return Number.isFinite(turnover) ? turnover : 0;
}

/** The newest candle of an answer, whichever order the feed sent them in (HTX sends newest first). */
function latestCandle(candles: readonly Candle[]): Candle | undefined {
  return candles.reduce<Candle | undefined>(
    (latest, candle) => (!latest || candle.id > latest.id ? candle : latest),
    undefined,
  );
}

/** Daily volume: the turnover of each pair's current daily candle, summed over the pairs. */
export function dailyVolume(candlesPerPair: ReadonlyArray<readonly Candle[]>): number {
  return candlesPerPair.reduce((sum, candles) => {
    const today = latestCandle(candles);
    return today ? sum + candleTurnover(today) : sum;
  }, 0);
}

export interface PlatformParams {
  totalSupply: number | undefined;
  protectionFund: number | undefined;
  userCount: number | undefined;
}

/** Parameters travel as strings; a missing or non-numeric one is left undefined rather than shown as 0. */
export function readPlatformParams(entries: readonly ParamEntry[]): PlatformParams {
  const valueOf = (name: string): number | undefined => {
    const raw = entries.find((entry) => entry.paramName === name)?.valueName.trim();
    if (!raw) return undefined;
    const value = Number(raw);
    return Number.isFinite(value) ? value : undefined;
  };
  return {
    totalSupply: valueOf(paramNames.totalSupply),
    protectionFund: valueOf(paramNames.protectionFund),
    userCount: valueOf(paramNames.userCount),
  };
}
