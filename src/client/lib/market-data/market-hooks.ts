/**
 * Market data for screens, read stale-while-revalidate from the device cache: the quote lists, a pair's ticker,
 * its candles, book and trades. Keys name exactly what was asked, so two screens share one saved answer.
 */
import type { KlinePeriod } from '../../../common/constants';
import type { KlineResponse } from '../../../common/market-types';
import { useCachedQuery } from '../cache/use-cached-query';
import { fetchDepth, fetchDetails, fetchKline, fetchQuoteTickers, fetchTrades } from './market-api';

export const useQuoteTickers = (quoteCoin: string) =>
  useCachedQuery(`market:tickers:${quoteCoin}`, () => fetchQuoteTickers(quoteCoin));

export const useTicker = (symbol: string) =>
  useCachedQuery(`market:details:${symbol}`, () => fetchDetails(symbol));

/** `onAnswer` sees each fresh answer of exactly this series (the chart keeps a preview of it). */
export const useCandles = (symbol: string, period: KlinePeriod, onAnswer?: (answer: KlineResponse) => void) =>
  useCachedQuery(`market:kline:${symbol}:${period}`, async () => {
    const answer = await fetchKline(symbol, period);
    onAnswer?.(answer);
    return answer;
  });

export const useDepth = (symbol: string) =>
  useCachedQuery(`market:depth:${symbol}`, () => fetchDepth(symbol));

export const useTrades = (symbol: string) =>
  useCachedQuery(`market:trades:${symbol}`, () => fetchTrades(symbol));
