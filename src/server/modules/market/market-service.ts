/**
 * The market calls on top of a feed: resolves symbols against the pair table, checks periods and sizes, and keeps
 * each serialized answer for a moment, because every phone asks for the same 2000 candles every five seconds.
 * Upstream failures are logged here, once each at warn with their cause, because the answer only says
 * UPSTREAM_UNAVAILABLE: the list of a quote coin leaves out the pairs that failed and names them in `unavailable`.
 */
import { gzipSync } from 'node:zlib';
import { depthLevelCount, isKlinePeriod, klineSizeMax, marketTradeCountMax } from '../../../common/constants';
import type { Ticker } from '../../../common/market-types';
import { coinIconPath, findPair, isQuoteCoin, pairsOfQuote, type PairInfo } from '../../../common/pairs';
import { ApiError } from '../../http/api-error';
import { huobiSuccess } from '../../http/envelope';
import { TtlCache } from '../../lib/ttl-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { MarketUpstreamError, type MarketFeed } from '../../market/feed';
import { withTurnover } from './candle-turnover';

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

/** Where upstream failures are written: the server's logger (pino), or a recorder in tests. */
export type MarketLog = Pick<FastifyBaseLogger, 'warn'>;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createMarketService(feed: MarketFeed, clock: Clock, log: MarketLog): MarketService {
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
        if (!(error instanceof MarketUpstreamError)) throw error;
        log.warn({ source: feed.source, call: key, reason: reasonOf(error) }, 'market upstream failed');
        throw new ApiError('UPSTREAM_UNAVAILABLE', {}, { cause: error });
      }
    });

  /**
   * The tickers of a quote coin's pairs. A pair the upstream cannot answer (HTX delisted it, say) is left out,
   * logged, and named in `unavailable`, so one bad pair never empties the whole list; only when every pair fails
   * is the answer an upstream failure.
   */
  const quoteCoinTickers = async (quotePairs: readonly PairInfo[]) => {
    const outcomes = await Promise.allSettled(quotePairs.map((pair) => feed.ticker(pair)));
    const data: Array<{ baseCoin: string; logo: string; tick: Ticker }> = [];
    const unavailable: string[] = [];
    const failures: MarketUpstreamError[] = [];
    outcomes.forEach((outcome, index) => {
      const pair = quotePairs[index];
      if (!pair) return;
      if (outcome.status === 'fulfilled') {
        data.push({ baseCoin: pair.base, logo: coinIconPath(pair.base) ?? '', tick: outcome.value });
        return;
      }
      if (!(outcome.reason instanceof MarketUpstreamError)) throw outcome.reason;
      failures.push(outcome.reason);
      unavailable.push(pair.symbol);
    });
    for (const [index, symbol] of unavailable.entries()) {
      const reason = reasonOf(failures[index]);
      log.warn({ source: feed.source, symbol, reason }, 'market upstream failed for one pair');
    }
    // Each failure is logged above; the ApiError passes `answer` without being logged a second time.
    if (data.length === 0 && failures.length > 0)
      throw new ApiError('UPSTREAM_UNAVAILABLE', {}, { cause: failures[0] });
    return { data, unavailable };
  };

  return {
    details(symbol, size) {
      const pair = requirePair(symbol);
      requireSize(size, 1, 1, 1);
      return answer(`details:${pair.symbol}`, async () => ({ tick: await feed.ticker(pair) }));
    },
    tickersByQuoteCoin(quoteCoin) {
      if (!isQuoteCoin(quoteCoin)) throw new ApiError('UNKNOWN_QUOTE_COIN', { quoteCoin });
      const quotePairs = pairsOfQuote(quoteCoin);
      return answer(`tickers:${quoteCoin.toUpperCase()}`, () => quoteCoinTickers(quotePairs));
    },
    kline(symbol, timer, size) {
      const pair = requirePair(symbol);
      if (!isKlinePeriod(timer)) throw new ApiError('BAD_PERIOD', { timer });
      const count = requireSize(size, 1, klineSizeMax, klineSizeMax);
      return answer(`kline:${pair.symbol}:${timer}:${count}`, async () => ({
        data: withTurnover(await feed.candles(pair, timer, count)),
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
