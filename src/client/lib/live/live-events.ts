/**
 * What the stream's events do to the cache. A `market` event's body is the matching call's answer, saved exactly
 * as a fetched answer is (saveAnswer), so the screens on its key re-render and the device keeps it; a `kline`
 * event's candle is merged into the saved series. A private event says the user's money, orders or records moved:
 * the private answers on screen read again (money-moved.ts), one read per query for a burst of events.
 */
import type { LiveMarketEvent } from '../../../common/live-types';
import type { KlineCandle, KlineResponse } from '../../../common/market-types';
import { saveAnswer, savedAnswer } from '../cache/use-cached-query';
import { moneyMoved } from '../cache/money-moved';
import { liveChannelCacheKey } from './live-state';

/**
 * The saved series with `candle` in it: the candle of the same id replaced, else a newer candle appended with the
 * oldest dropped, so the series keeps its length. An older candle not in the series changes nothing.
 */
export function mergeCandle(series: KlineResponse, candle: KlineCandle): KlineResponse | undefined {
  const candles = series.data;
  const index = candles.findIndex((saved) => saved.id === candle.id);
  if (index !== -1) return { ...series, data: candles.map((saved, at) => (at === index ? candle : saved)) };
  const newest = candles[candles.length - 1];
  if (newest && candle.id < newest.id) return undefined;
  return { ...series, data: [...candles, candle].slice(-Math.max(candles.length, 1)) };
}

export async function applyMarketEvent(event: LiveMarketEvent): Promise<void> {
  const key = liveChannelCacheKey(event.channel);
  if (!event.channel.startsWith('kline:')) {
    saveAnswer(key, event.body);
    return;
  }
  // One candle is not a series: with none saved, the k-line screen's own read brings it.
  const series = await savedAnswer<KlineResponse>(key);
  const merged = series && mergeCandle(series, event.body as KlineCandle);
  if (merged) saveAnswer(key, merged);
}

/** Private events arriving within this window are one burst: the queries on screen read again once for it. */
export const privateBurstWindowMs = 50;

let burstTimer: ReturnType<typeof setTimeout> | undefined;
let reading: Promise<void> | undefined;
let readAgain = false;

async function readPrivateAnswers(): Promise<void> {
  burstTimer = undefined;
  if (reading) {
    // Events that came while the last read was in flight may not be in its answers: one more read after it.
    readAgain = true;
    return;
  }
  reading = moneyMoved();
  await reading;
  reading = undefined;
  if (readAgain) {
    readAgain = false;
    privateAnswersChanged();
  }
}

/** The user's private answers changed on the server (a private event, a resync, a gap before the stream). */
export function privateAnswersChanged(): void {
  burstTimer ??= setTimeout(() => void readPrivateAnswers(), privateBurstWindowMs);
}
