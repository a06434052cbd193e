/** The spec's market calls (section 7) from the client's side, one function a call. */
import { marketPaths } from '../../../common/api-paths';
import { depthLevelCount, klineCandleCount, type KlinePeriod } from '../../../common/constants';
import type {
  DepthResponse,
  DetailsResponse,
  KlineResponse,
  MarketTradeResponse,
  QuoteCoinTickersResponse,
} from '../../../common/market-types';
import { readHuobi } from '../http/envelope-calls';

export const fetchQuoteTickers = (quoteCoin: string) =>
  readHuobi<QuoteCoinTickersResponse>(marketPaths.tickersByQuoteCoin, { quoteCoin });

export const fetchDetails = (symbol: string) =>
  readHuobi<DetailsResponse>(marketPaths.details, { symbol, timer: '1day', size: 1 });

export const fetchKline = (symbol: string, timer: KlinePeriod, size: number = klineCandleCount) =>
  readHuobi<KlineResponse>(marketPaths.kline, { symbol, timer, size });

export const fetchDepth = (symbol: string) =>
  readHuobi<DepthResponse>(marketPaths.depth, { symbol, timer: 'step0', size: depthLevelCount });

export const fetchTrades = (symbol: string) => readHuobi<MarketTradeResponse>(marketPaths.trades, { symbol });
