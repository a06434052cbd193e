/**
 * A market feed for settlement tests whose prices change over time as the test says: `setPrice('btcusdt', atMs,
 * 60000.12)` holds from that instant until the next one, so a test can tell the price at a settle time from the
 * price now. `failingSymbols` makes one pair's lookups fail like an unreachable upstream; `priceCalls` records every
 * lookup, so a test can count them.
 */
import type { Ticker } from '../../../src/common/market-types';
import type { PairInfo } from '../../../src/common/pairs';
import { MarketUpstreamError, type MarketFeed } from '../../../src/server/market/feed';

export interface TimelineFeed extends MarketFeed {
  setPrice(symbol: string, fromMs: number, price: number): void;
  failingSymbols: Set<string>;
  priceCalls: Array<{ symbol: string; timeMs: number }>;
}

export function createTimelineFeed(): TimelineFeed {
  const timelines = new Map<string, Array<{ fromMs: number; price: number }>>();

  function priceOf(symbol: string, timeMs: number): number {
    if (feed.failingSymbols.has(symbol)) throw new MarketUpstreamError(`the test feed is down for ${symbol}`);
    const entries = (timelines.get(symbol) ?? []).filter((entry) => entry.fromMs <= timeMs);
    const latest = entries.at(-1);
    if (!latest) throw new MarketUpstreamError(`no test price for ${symbol} at ${timeMs}`);
    return latest.price;
  }

  const feed: TimelineFeed = {
    source: 'sim',
    failingSymbols: new Set(),
    priceCalls: [],
    setPrice(symbol, fromMs, price) {
      const entries = [...(timelines.get(symbol) ?? []), { fromMs, price }];
      timelines.set(
        symbol,
        entries.sort((a, b) => a.fromMs - b.fromMs),
      );
    },
    async ticker(pair: PairInfo): Promise<Ticker> {
      const close = priceOf(pair.symbol, Number.MAX_SAFE_INTEGER);
      return { id: 0, open: close, close, high: close, low: close, vol: 0, count: 0 };
    },
    candles: () => Promise.reject(new MarketUpstreamError('no candles in the timeline feed')),
    depth: () => Promise.reject(new MarketUpstreamError('no depth in the timeline feed')),
    trades: () => Promise.reject(new MarketUpstreamError('no trades in the timeline feed')),
    async priceAt(pair: PairInfo, timeMs: number) {
      feed.priceCalls.push({ symbol: pair.symbol, timeMs });
      return { price: priceOf(pair.symbol, timeMs), timeMs };
    },
  };
  return feed;
}
