/**
 * A market feed whose USDT closes the test sets, for exact money arithmetic: `prices.set('BTC', 60000.12)`. A
 * coin without a price answers a close of 0; `priceAt` answers the price set now, whatever the instant; `failing = true` makes every call fail as an unreachable upstream.
 */
import type { Ticker } from '../../../src/common/market-types';
import type { PairInfo } from '../../../src/common/pairs';
import { MarketUpstreamError, type MarketFeed } from '../../../src/server/market/feed';

export interface FixedPriceFeed extends MarketFeed {
  prices: Map<string, number>;
  failing: boolean;
}

export function createFixedPriceFeed(prices: Record<string, number>): FixedPriceFeed {
  const feed: FixedPriceFeed = {
    source: 'sim',
    prices: new Map(Object.entries(prices)),
    failing: false,
    async ticker(pair: PairInfo): Promise<Ticker> {
      if (feed.failing) throw new MarketUpstreamError('the test feed is down');
      const close = pair.quote === 'USDT' ? (feed.prices.get(pair.base) ?? 0) : 0;
      return { id: 0, open: close, close, high: close, low: close, vol: 0, count: 0 };
    },
    candles: () => Promise.reject(new MarketUpstreamError('no candles in the fixed-price feed')),
    depth: () => Promise.reject(new MarketUpstreamError('no depth in the fixed-price feed')),
    trades: () => Promise.reject(new MarketUpstreamError('no trades in the fixed-price feed')),
    async priceAt(pair: PairInfo, timeMs: number) {
      return { price: (await feed.ticker(pair)).close, timeMs };
    },
  };
  return feed;
}
