/**
 * Wire shapes of the market calls (spec section 7). Prices and sizes are JSON numbers, as on HTX, whose shapes
 * these follow; `vol` is always the volume in the base currency.
 */
import type { KlinePeriod } from './constants';

/** Where market data comes from: the built-in simulator or the live HTX adapter. */
export const marketSources = ['sim', 'htx'] as const;
export type MarketSource = (typeof marketSources)[number];

export interface Candle {
  /** Start of the candle, seconds since the epoch (the client multiplies by 1000). */
  id: number;
  open: number;
  close: number;
  high: number;
  low: number;
  /** Volume in the base currency. */
  vol: number;
}

/** A candle as getKline answers it: with its turnover, the average of open, high, low and close × volume. */
export interface KlineCandle extends Candle {
  turnover: number;
}

/** The rolling 24 h ticker of a pair; its `id` is the moment it was computed (seconds), not a candle start. */
export interface Ticker extends Candle {
  /** Number of trades in the window. */
  count: number;
}

/** A price level: [price, size in base currency]. */
export type DepthLevel = [price: number, size: number];

export interface Depth {
  ts: number;
  /** Best (highest) bid first. */
  bids: DepthLevel[];
  /** Best (lowest) ask first. */
  asks: DepthLevel[];
}

export interface MarketTrade {
  id: string;
  /** Milliseconds since the epoch. */
  ts: number;
  price: number;
  amount: number;
  direction: 'buy' | 'sell';
}

export interface QuoteCoinTicker {
  baseCoin: string;
  /** Path of the coin icon relative to the app base, or "" when the coin has none. */
  logo: string;
  tick: Ticker;
}

/** Every successful /huobi answer says where its data came from and when. */
export interface HuobiOkBase {
  status: 'ok';
  ts: number;
  source: MarketSource;
}

export interface HuobiError {
  status: 'error';
  'err-code': string;
  'err-msg': string;
}

export type DetailsResponse = HuobiOkBase & { tick: Ticker };
export type QuoteCoinTickersResponse = HuobiOkBase & {
  data: QuoteCoinTicker[];
  /**
   * Symbols of the quote coin's pairs that the live source could not answer this time, left out of `data`
   * (empty when every pair answered). Optional because answers cached by an older app lack it.
   */
  unavailable?: string[];
};
export type KlineResponse = HuobiOkBase & { data: KlineCandle[] };
export type DepthResponse = HuobiOkBase & { tick: Depth };
export type MarketTradeResponse = HuobiOkBase & { data: MarketTrade[] };

export interface KlineRequest {
  symbol: string;
  timer: KlinePeriod;
  size: number;
}
