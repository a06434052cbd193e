/**
 * Current prices of whole quote-coin markets, for screens that mark several pairs at once (open positions, running
 * timed orders): one ticker list per quote coin instead of one call per pair, refreshed on the app's 5000 ms tick
 * through the same saved answers as the market list (same cache keys). Prices arrive as JSON numbers and become
 * decimal strings here, once, truncated to the pair's precision, so everything after is exact decimal arithmetic.
 */
import { parseDecimal, type DecimalString } from '../../../common/decimal';
import type { MarketSource, QuoteCoinTickersResponse } from '../../../common/market-types';
import { truncate } from '../../../common/number-format';
import { findPair, toSymbol, type QuoteCoin } from '../../../common/pairs';
import { useCachedQuery, type CachedQuery } from '../cache/use-cached-query';
import { useLiveChannels } from '../live/use-live-channels';
import { fetchQuoteTickers } from './market-api';

export interface LivePrice {
  /** The last price at the pair's precision, as a decimal string. */
  price: DecimalString;
  /** The 24 h open and the last price as the feed sent them, for the trend colour and the change badge. */
  open: number;
  close: number;
  precision: number;
}

export interface LivePrices {
  /** Keyed by the wire symbol (`btcusdt`). */
  bySymbol: ReadonlyMap<string, LivePrice>;
  source: MarketSource | undefined;
  /** When the oldest of the answers on screen was fetched, and whether any of them is a saved copy. */
  savedAtMs: number | undefined;
  fromCache: boolean;
  loading: boolean;
}

/** The feed's number as a decimal string at `precision` places, cut toward zero; undefined when not finite. */
export function priceFromNumber(value: number, precision: number): DecimalString | undefined {
  if (!Number.isFinite(value)) return undefined;
  const parsed = parseDecimal(truncate(value, precision), { scaleMax: precision });
  return parsed.ok ? parsed.value : undefined;
}

function collect(
  into: Map<string, LivePrice>,
  quote: string,
  answer: QuoteCoinTickersResponse | undefined,
): void {
  for (const item of answer?.data ?? []) {
    const symbol = toSymbol(item.baseCoin, quote);
    const pair = findPair(symbol);
    if (!pair) continue;
    const price = priceFromNumber(item.tick.close, pair.precision);
    if (price === undefined) continue;
    into.set(symbol, { price, open: item.tick.open, close: item.tick.close, precision: pair.precision });
  }
}

function useTickerList(quote: QuoteCoin, wanted: ReadonlySet<string>) {
  // Pushed by the live stream while it is healthy, so open positions' and timed orders' P/L move with each tick.
  useLiveChannels([wanted.has(quote) ? `tickers:${quote}` : null]);
  return useCachedQuery(wanted.has(quote) ? `market:tickers:${quote}` : null, () => fetchQuoteTickers(quote));
}

/**
 * Live prices of every pair quoted in one of `quotes`. One query per quote coin the platform has, written out
 * (hooks cannot run in a loop); those not asked for have no key and fetch nothing.
 */
export function useLivePrices(quotes: readonly string[]): LivePrices {
  const wanted = new Set(quotes.map((quote) => quote.toUpperCase()));
  const queries: ReadonlyArray<readonly [QuoteCoin, CachedQuery<QuoteCoinTickersResponse>]> = [
    ['USDT', useTickerList('USDT', wanted)],
    ['BTC', useTickerList('BTC', wanted)],
    ['ETH', useTickerList('ETH', wanted)],
  ];
  const bySymbol = new Map<string, LivePrice>();
  let savedAtMs: number | undefined;
  let source: MarketSource | undefined;
  let fromCache = false;
  let loading = false;
  for (const [quote, query] of queries) {
    if (!wanted.has(quote)) continue;
    collect(bySymbol, quote, query.data);
    source ??= query.data?.source;
    fromCache ||= query.fromCache;
    loading ||= query.loading && query.data === undefined;
    if (query.savedAtMs !== undefined) savedAtMs = Math.min(savedAtMs ?? query.savedAtMs, query.savedAtMs);
  }
  return { bySymbol, source, savedAtMs, fromCache, loading };
}
