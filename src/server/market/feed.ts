/**
 * The one market-data interface the server reads. The simulator (default) and the HTX adapter implement it; the
 * routes never know which one runs. Everything is async because the live adapter calls the network.
 */
import type { KlinePeriod } from '../../common/constants';
import type { Candle, Depth, MarketSource, MarketTrade, Ticker } from '../../common/market-types';
import type { PairInfo } from '../../common/pairs';

export interface MarketFeed {
  readonly source: MarketSource;
  /** The rolling 24 h ticker ending now. */
  ticker(pair: PairInfo): Promise<Ticker>;
  /** The latest `size` candles of the period, oldest first; the last one is the candle in progress. */
  candles(pair: PairInfo, period: KlinePeriod, size: number): Promise<Candle[]>;
  /** `levels` price levels a side: bids best (highest) first, asks best (lowest) first. */
  depth(pair: PairInfo, levels: number): Promise<Depth>;
  /** The most recent trades, newest first. */
  trades(pair: PairInfo, count: number): Promise<MarketTrade[]>;
  /**
   * The last price at `timeMs` (at most now): what the trading engines fill, mark and settle at. The simulator
   * answers any instant exactly; a live source answers from its 1-minute candles for instants in the past.
   */
  priceAt(pair: PairInfo, timeMs: number): Promise<PricePoint>;
}

export interface PricePoint {
  /** A JSON number from the feed, at the pair's precision; engines turn it into a decimal string at once. */
  price: number;
  /** The instant the price stands for. */
  timeMs: number;
}

/** Raised by a feed whose upstream failed or answered nonsense; routes turn it into an error envelope. */
export class MarketUpstreamError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MarketUpstreamError';
  }
}
