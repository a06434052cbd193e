/**
 * What anyone can compute from published data alone: the simulator's prices of a revealed day, from the revealed
 * day keys (dayKeysFromRevealed) through the same simulator the server runs (createSimulatorFeedWithKeys). The
 * fairness price call and `npm run verify-prices` both use it; a computation that needs a key not supplied
 * throws DayKeyUnavailableError rather than guess.
 */
import { createHash } from 'node:crypto';
import type { Candle } from '../../../common/market-types';
import type { DecimalString } from '../../../common/decimal';
import type { PairInfo } from '../../../common/pairs';
import { createSimulatorFeedWithKeys } from '../create-feed';
import { decimalPrice, decimalPriceAt } from '../decimal-price';
import { MarketUpstreamError } from '../feed';
import { dailyAnchor } from '../simulator/profiles';
import { dayMs } from '../../../common/constants';
import { dayKeysFromRevealed, type DayKeyOf } from './day-keys';

/**
 * How many days before a day its prices read keys of. The daily anchor at midnight d draws on the window of days
 * before it, and a day's first candle opens at the close of the minute before midnight, which reads the anchor of
 * midnight d − 1: so one day more than the window.
 */
export const keyLookbackDays = dailyAnchor.windowDays + 1;
export const minutesPerDay = 1_440;

/**
 * The keys a price of day `dayIndex` needs, from `dayKeys`, limited to days before `todayIndex` (the revealed
 * ones): the day itself and the `keyLookbackDays` before it.
 */
export function revealedKeysFor(
  dayKeys: DayKeyOf,
  dayIndex: number,
  todayIndex: number,
): Map<number, Buffer> {
  const revealed = new Map<number, Buffer>();
  for (let day = dayIndex - keyLookbackDays; day <= dayIndex && day < todayIndex; day++)
    revealed.set(day, dayKeys(day));
  return revealed;
}

/** The price of the whole second of `timeMs`, recomputed from the revealed keys only. */
export async function recomputePrice(
  pair: PairInfo,
  timeMs: number,
  revealed: ReadonlyMap<number, Buffer>,
): Promise<DecimalString> {
  const secondMs = Math.floor(timeMs / 1000) * 1000;
  // The feed's clock stands at that very second: nothing later exists for it.
  const feed = createSimulatorFeedWithKeys(() => secondMs, dayKeysFromRevealed(revealed));
  return decimalPriceAt(feed, pair, secondMs);
}

export interface RecomputedPairDay {
  symbol: string;
  open: DecimalString;
  high: DecimalString;
  low: DecimalString;
  close: DecimalString;
  /** SHA-256 (hex) of the 1,440 minute closes at the pair's precision, one per line, oldest first. */
  minuteClosesSha256: string;
  /** The day's one-minute candles, oldest first, as the server's kline call answers them. */
  candles: Candle[];
}

function priceText(pair: PairInfo, price: number): DecimalString {
  const text = decimalPrice(pair, price);
  if (text === undefined) throw new MarketUpstreamError(`no usable price for ${pair.symbol}`);
  return text;
}

/**
 * The 1,440 one-minute candles of `dayIndex` for `pair`. A finished minute closes at the first instant of the
 * next one, so the feed's clock stands at the next midnight and its candle in progress there is left out.
 */
export async function recomputePairDay(
  pair: PairInfo,
  dayIndex: number,
  revealed: ReadonlyMap<number, Buffer>,
): Promise<RecomputedPairDay> {
  const dayStartMs = dayIndex * dayMs;
  const feed = createSimulatorFeedWithKeys(() => dayStartMs + dayMs, dayKeysFromRevealed(revealed));
  const all = await feed.candles(pair, '1min', minutesPerDay + 1);
  const candles = all.filter(
    (candle) => candle.id * 1000 >= dayStartMs && candle.id * 1000 < dayStartMs + dayMs,
  );
  if (candles.length !== minutesPerDay || candles[0]!.id * 1000 !== dayStartMs)
    throw new Error(`expected ${minutesPerDay} minutes of ${pair.symbol}, got ${candles.length}`);
  const closes = candles.map((candle) => priceText(pair, candle.close));
  return {
    symbol: pair.symbol,
    open: priceText(pair, candles[0]!.open),
    high: priceText(pair, Math.max(...candles.map((candle) => candle.high))),
    low: priceText(pair, Math.min(...candles.map((candle) => candle.low))),
    close: closes[closes.length - 1]!,
    minuteClosesSha256: createHash('sha256').update(closes.join('\n')).digest('hex'),
    candles,
  };
}

/** Every listed pair's day, one pair after another (each is a second or so of computation). */
export async function recomputeDay(
  pairs: readonly PairInfo[],
  dayIndex: number,
  revealed: ReadonlyMap<number, Buffer>,
): Promise<RecomputedPairDay[]> {
  const days: RecomputedPairDay[] = [];
  for (const pair of pairs) days.push(await recomputePairDay(pair, dayIndex, revealed));
  return days;
}
