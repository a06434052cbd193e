/**
 * Market data for screens, read stale-while-revalidate from the device cache: the quote lists, a pair's ticker,
 * its candles, book and trades. Keys name exactly what was asked, so two screens share one saved answer.
 */
import type { KlinePeriod } from '../../../common/constants';
import { useCachedQuery } from '../cache/use-cached-query';
import { fetchDepth, fetchDetails, fetchKline, fetchQuoteTickers, fetchTrades } from './market-api';

export const useQuoteTickers = (quoteCoin: string) =>
  useCachedQuery(`market:tickers:${quoteCoin}`, () => fetchQuoteTickers(quoteCoin));

export const useTicker = (symbol: string) =>
  useCachedQuery(`market:details:${symbol}`, () => fetchDetails(symbol));

export const useCandles = (symbol: string, period: KlinePeriod) =>
  useCachedQuery(`market:kline:${symbol}:${period}`, () => fetchKline(symbol, period));

export const useDepth = (symbol: string) =>
  useCachedQuery(`market:depth:${symbol}`, () => fetchDepth(symbol));

export const useTrades = (symbol: string) =>
  useCachedQuery(`market:trades:${symbol}`, () => fetchTrades(symbol));
