/**
 * The pair table of the spec (section 3): which base coins trade against which quote coin, and the decimal
 * precision of each pair's price. Both the server's feeds and the client's lists read this one table.
 */

export const quoteCoins = ['USDT', 'BTC', 'ETH'] as const;
export type QuoteCoin = (typeof quoteCoins)[number];
export const defaultQuoteCoin: QuoteCoin = 'USDT';
export const defaultBaseCoin = 'BTC';

export interface PairInfo {
  /** Base currency, upper case, e.g. "BTC". */
  base: string;
  /** Quote currency, upper case, e.g. "USDT". */
  quote: QuoteCoin;
  /** Decimal places of the price. */
  precision: number;
  /** The wire symbol: lowercase base joined to lowercase quote, e.g. "btcusdt". */
  symbol: string;
}

const precisionTable: Record<QuoteCoin, ReadonlyArray<readonly [string, number]>> = {
  USDT: [
    ['BTC', 2],
    ['ETH', 2],
    ['LTC', 2],
    ['EOS', 4],
    ['ADA', 6],
    ['XRP', 2],
    ['DOGE', 6],
  ],
  BTC: [
    ['ETH', 6],
    ['EOS', 7],
    ['LTC', 6],
    ['XRP', 9],
    ['ADA', 8],
    ['DOGE', 9],
  ],
  ETH: [
    ['EOS', 8],
    ['ADA', 6],
    ['DOGE', 8],
  ],
};

export function toSymbol(base: string, quote: string): string {
  return `${base.toLowerCase()}${quote.toLowerCase()}`;
}

export const pairs: readonly PairInfo[] = quoteCoins.flatMap((quote) =>
  precisionTable[quote].map(([base, precision]) => ({
    base,
    quote,
    precision,
    symbol: toSymbol(base, quote),
  })),
);

const pairsBySymbol = new Map(pairs.map((pair) => [pair.symbol, pair]));

export function findPair(symbol: string): PairInfo | undefined {
  return pairsBySymbol.get(symbol.toLowerCase());
}

export function pairsOfQuote(quote: string): PairInfo[] {
  return pairs.filter((pair) => pair.quote === quote.toUpperCase());
}

export function isQuoteCoin(value: string): value is QuoteCoin {
  return (quoteCoins as readonly string[]).includes(value.toUpperCase());
}

/** Coins with an icon under public/coins (spec section 3). */
export const coinsWithIcon = [
  'ADA',
  'BTC',
  'CS',
  'DOGE',
  'EOS',
  'ETH',
  'HFC',
  'LGK',
  'LTC',
  'PTY',
  'SHIB',
  'TPG',
  'USDT',
  'XRP',
] as const;

/** The path of a coin's icon, relative to the app's base; undefined for a coin without one. */
export function coinIconPath(coin: string): string | undefined {
  const upper = coin.toUpperCase();
  return (coinsWithIcon as readonly string[]).includes(upper)
    ? `coins/${upper.toLowerCase()}.svg`
    : undefined;
}
