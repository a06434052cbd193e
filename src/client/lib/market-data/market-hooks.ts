/**
 * Market data for screens, read stale-while-revalidate from the device cache: the quote lists, a pair's ticker,
 * its candles, book and trades. Keys name exactly what was asked, so two screens share one saved answer. Each hook
 * also asks the app's live stream for its answer's channel (use-live-channels.ts): whatever screen shows a price, a
 * book or a k-line gets it pushed while the stream is healthy, and the 5000 ms tick reads it otherwise.
 */
import type { KlinePeriod } from '../../../common/constants';
import type { KlineResponse } from '../../../common/market-types';
import { useCachedQuery } from '../cache/use-cached-query';
import { useLiveChannels } from '../live/use-live-channels';
import { fetchDepth, fetchDetails, fetchKline, fetchQuoteTickers, fetchTrades } from './market-api';

export function useQuoteTickers(quoteCoin: string) {
  useLiveChannels([`tickers:${quoteCoin}`]);
  return useCachedQuery(`market:tickers:${quoteCoin}`, () => fetchQuoteTickers(quoteCoin));
}

export function useTicker(symbol: string) {
  useLiveChannels([`details:${symbol}`]);
  return useCachedQuery(`market:details:${symbol}`, () => fetchDetails(symbol));
}

/**
 * `onAnswer` sees each fresh answer of exactly this series (the chart keeps a preview of it). The stream sends the
 * open period's newest candle, merged into the saved series (live-events.ts).
 */
export function useCandles(symbol: string, period: KlinePeriod, onAnswer?: (answer: KlineResponse) => void) {
  useLiveChannels([`kline:${symbol}:${period}`]);
  return useCachedQuery(`market:kline:${symbol}:${period}`, async () => {
    const answer = await fetchKline(symbol, period);
    onAnswer?.(answer);
    return answer;
  });
}

export function useDepth(symbol: string) {
  useLiveChannels([`depth:${symbol}`]);
  return useCachedQuery(`market:depth:${symbol}`, () => fetchDepth(symbol));
}

export const useTrades = (symbol: string) =>
  useCachedQuery(`market:trades:${symbol}`, () => fetchTrades(symbol));
