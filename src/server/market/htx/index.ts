/**
 * The live market feed: HTX public REST answers mapped to Petrel's shapes. Our `vol` is always base volume, which
 * HTX calls `amount`; candles go out oldest first and trades newest first, whatever order HTX used.
 */
import { klineSizeMax, type KlinePeriod } from '../../../common/constants';
import type { Candle, DepthLevel, MarketTrade } from '../../../common/market-types';
import type { Clock } from '../../lib/clock';
import { MarketUpstreamError, type MarketFeed } from '../feed';
import { createHtxHttp } from './http';
import {
  htxDepthAnswerSchema,
  htxDetailAnswerSchema,
  htxKlineAnswerSchema,
  htxTradeAnswerSchema,
} from './schemas';

export const htxDefaultBaseUrl = 'https://api.huobi.pro';
export const htxDefaultCacheTtlMs = 1000;
export const htxDefaultTimeoutMs = 5000;
/** The depth sizes HTX accepts for type=step0; without the parameter it answers 150 levels. */
const htxDepthSizes = [5, 10, 20] as const;
/** The most trades /market/history/trade returns in one answer. */
const htxTradeSizeMax = 2000;

export interface HtxFeedOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
  clock: Clock;
  cacheTtlMs?: number;
  timeoutMs?: number;
}

/** Within this of now, the ticker's close is the price; further back, the 1-minute candle of the instant. */
const htxLivePriceWindowMs = 60_000;
const minuteMs = 60_000;

/** How many items a caller wants, within what HTX serves; zero for nonsense such as a negative count. */
function wantedCount(count: number, max: number): number {
  return Number.isFinite(count) ? Math.min(max, Math.max(0, Math.floor(count))) : 0;
}

export function createHtxFeed(options: HtxFeedOptions): MarketFeed {
  const http = createHtxHttp({
    // Wrapped so the global fetch is never called with a foreign `this`.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    baseUrl: options.baseUrl ?? htxDefaultBaseUrl,
    clock: options.clock,
    cacheTtlMs: options.cacheTtlMs ?? htxDefaultCacheTtlMs,
    timeoutMs: options.timeoutMs ?? htxDefaultTimeoutMs,
  });

  const feed: MarketFeed = {
    source: 'htx',
    async ticker(pair) {
      const answer = await http.get('/market/detail/merged', { symbol: pair.symbol }, htxDetailAnswerSchema);
      const { open, close, high, low, amount, count } = answer.tick;
      return { id: Math.floor(answer.ts / 1000), open, close, high, low, vol: amount, count };
    },
    async candles(pair, period: KlinePeriod, size) {
      const wanted = wantedCount(size, klineSizeMax);
      if (wanted === 0) return [];
      const params = { symbol: pair.symbol, period, size: wanted };
      const answer = await http.get('/market/history/kline', params, htxKlineAnswerSchema);
      const candles: Candle[] = answer.data.map(({ id, open, close, high, low, amount }) => ({
        id,
        open,
        close,
        high,
        low,
        vol: amount,
      }));
      return candles.sort((a, b) => a.id - b.id).slice(-wanted);
    },
    async depth(pair, levels) {
      const wanted = wantedCount(levels, Number.MAX_SAFE_INTEGER);
      const depthSize = htxDepthSizes.find((allowed) => allowed >= wanted);
      const params: Record<string, string | number> = { symbol: pair.symbol, type: 'step0' };
      if (depthSize !== undefined) params.depth = depthSize;
      const answer = await http.get('/market/depth', params, htxDepthAnswerSchema);
      const copy = (levelsOfSide: [number, number][]): DepthLevel[] =>
        levelsOfSide.slice(0, wanted).map(([price, amount]) => [price, amount]);
      return { ts: answer.tick.ts, bids: copy(answer.tick.bids), asks: copy(answer.tick.asks) };
    },
    async trades(pair, count) {
      const size = wantedCount(count, htxTradeSizeMax);
      if (size === 0) return [];
      const answer = await http.get(
        '/market/history/trade',
        { symbol: pair.symbol, size },
        htxTradeAnswerSchema,
      );
      const trades: MarketTrade[] = answer.data.flatMap((group) =>
        group.data.map((trade) => ({
          id: String(trade['trade-id']),
          ts: trade.ts,
          price: trade.price,
          amount: trade.amount,
          direction: trade.direction,
        })),
      );
      // Array.prototype.sort is stable, so trades of one millisecond keep HTX's order.
      return trades.sort((a, b) => b.ts - a.ts).slice(0, size);
    },
    async priceAt(pair, timeMs) {
      const nowMs = options.clock();
      const atMs = Math.min(timeMs, nowMs);
      if (nowMs - atMs <= htxLivePriceWindowMs) {
        return { price: (await feed.ticker(pair)).close, timeMs: nowMs };
      }
      const minutesBack = Math.ceil((nowMs - atMs) / minuteMs) + 1;
      if (minutesBack > klineSizeMax) throw new MarketUpstreamError('no HTX price that far back');
      const candles = await feed.candles(pair, '1min', minutesBack);
      const candle = candles.find((c) => c.id * 1000 <= atMs && atMs < c.id * 1000 + minuteMs);
      if (!candle) throw new MarketUpstreamError('HTX has no candle for that minute');
      return { price: candle.close, timeMs: candle.id * 1000 + minuteMs };
    },
  };
  return feed;
}
