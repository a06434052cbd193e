/**
 * The market calls on top of a feed: resolves symbols against the pair table, checks periods and sizes, and keeps
 * each serialized answer for a moment, because every phone asks for the same 2000 candles every five seconds.
 */
import { gzipSync } from 'node:zlib';
import { depthLevelCount, isKlinePeriod, klineSizeMax, marketTradeCountMax } from '../../../common/constants';
import { coinIconPath, findPair, isQuoteCoin, pairsOfQuote, type PairInfo } from '../../../common/pairs';
import { ApiError } from '../../http/api-error';
import { huobiSuccess } from '../../http/envelope';
import { TtlCache } from '../../lib/ttl-cache';
import type { Clock } from '../../lib/clock';
import { MarketUpstreamError, type MarketFeed } from '../../market/feed';

/** How long a serialized market answer is reused; well under the client's 5 s refresh. */
export const marketAnswerTtlMs = 1000;
const marketAnswerEntriesMax = 512;

/**
 * A serialized answer, kept as bytes so that serving it again costs no JSON or UTF-8 work, with its gzip form
 * made once on first demand: 2000 candles are about 130 KB of JSON and a fifth of that gzipped.
 */
export class MarketAnswer {
  private gzipped: Buffer | undefined;

  constructor(readonly json: Buffer) {}

  get gzip(): Buffer {
    this.gzipped ??= gzipSync(this.json);
    return this.gzipped;
  }
}

export interface MarketService {
  details(symbol: string, size: number | undefined): Promise<MarketAnswer>;
  tickersByQuoteCoin(quoteCoin: string): Promise<MarketAnswer>;
  kline(symbol: string, timer: string, size: number): Promise<MarketAnswer>;
  depth(symbol: string, size: number | undefined): Promise<MarketAnswer>;
  trades(symbol: string, size: number | undefined): Promise<MarketAnswer>;
}

function requirePair(symbol: string): PairInfo {
  const pair = findPair(symbol);
  if (!pair) throw new ApiError('UNKNOWN_SYMBOL', { symbol });
  return pair;
}

function requireSize(size: number | undefined, min: number, max: number, fallback: number): number {
  if (size === undefined) return fallback;
  if (!Number.isInteger(size) || size < min || size > max)
    throw new ApiError('SIZE_OUT_OF_RANGE', { min, max });
  return size;
}

export function createMarketService(feed: MarketFeed, clock: Clock): MarketService {
  const answers = new TtlCache<MarketAnswer>({
    ttlMs: marketAnswerTtlMs,
    entriesMax: marketAnswerEntriesMax,
    clock,
  });

  /** Runs a feed read, serializes its answer once, and turns upstream failures into the table's error. */
  const answer = (key: string, read: () => Promise<object>): Promise<MarketAnswer> =>
    answers.get(key, async () => {
      try {
        return new MarketAnswer(
          Buffer.from(JSON.stringify(huobiSuccess(feed.source, clock(), await read()))),
        );
      } catch (error) {
        if (error instanceof MarketUpstreamError)
          throw new ApiError('UPSTREAM_UNAVAILABLE', {}, { cause: error });
        throw error;
      }
    });

  return {
    details(symbol, size) {
      const pair = requirePair(symbol);
      requireSize(size, 1, 1, 1);
      return answer(`details:${pair.symbol}`, async () => ({ tick: await feed.ticker(pair) }));
    },
    tickersByQuoteCoin(quoteCoin) {
      if (!isQuoteCoin(quoteCoin)) throw new ApiError('UNKNOWN_QUOTE_COIN', { quoteCoin });
      const quotePairs = pairsOfQuote(quoteCoin);
      return answer(`tickers:${quoteCoin.toUpperCase()}`, async () => ({
        data: await Promise.all(
          quotePairs.map(async (pair) => ({
            baseCoin: pair.base,
            logo: coinIconPath(pair.base) ?? '',
            tick: await feed.ticker(pair),
          })),
        ),
      }));
    },
    kline(symbol, timer, size) {
      const pair = requirePair(symbol);
      if (!isKlinePeriod(timer)) throw new ApiError('BAD_PERIOD', { timer });
      const count = requireSize(size, 1, klineSizeMax, klineSizeMax);
      return answer(`kline:${pair.symbol}:${timer}:${count}`, async () => ({
        data: await feed.candles(pair, timer, count),
      }));
    },
    depth(symbol, size) {
      const pair = requirePair(symbol);
      const levels = requireSize(size, 1, depthLevelCount, depthLevelCount);
      return answer(`depth:${pair.symbol}:${levels}`, async () => ({ tick: await feed.depth(pair, levels) }));
    },
    trades(symbol, size) {
      const pair = requirePair(symbol);
      const count = requireSize(size, 1, marketTradeCountMax, marketTradeCountMax);
      return answer(`trades:${pair.symbol}:${count}`, async () => ({ data: await feed.trades(pair, count) }));
    },
  };
}
