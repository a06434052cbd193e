/**
 * The pair table of the spec (section 3): which base coins trade against which quote coin, and the decimal
 * precision of each pair's price. Both the server's feeds and the client's lists read this one table.
 */

export const quoteCoins = ['USDT', 'BTC', 'ETH'] as const;
export type QuoteCoin = (typeof quoteCoins)[number];
export const defaultQuoteCoin: QuoteCoin = 'USDT';
export const defaultBaseCoin = 'BTC';
/** The longest coin name a market link's query is read as (longer is cut): nothing longer is a coin. */
export const pairNameCoinLengthMax = 12;

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

/**
 * Coins with an icon (spec section 3), and the colour of its disc (brand-like, so that coins are told apart at a
 * glance). public/coins/<coin>.svg (made by scripts/generate-icons.ts) draws that disc with the coin's first three
 * letters for other clients (the API's `logo`); the app draws the same icon inline (components/coin-icon.tsx);
 * tests/common/coin-icons.test.ts keeps the files in step.
 */
export const coinIconColours: Readonly<Record<string, string>> = {
  ADA: '#2a71d0',
  BTC: '#f7931a',
  CS: '#6c5ce7',
  DOGE: '#c2a633',
  EOS: '#4b4b4b',
  ETH: '#627eea',
  HFC: '#00a3a3',
  LGK: '#e84393',
  LTC: '#345d9d',
  PTY: '#00b894',
  SHIB: '#e0452f',
  TPG: '#8e44ad',
  USDT: '#26a17b',
  XRP: '#23292f',
};

/** The colour of a coin's icon disc (any case); undefined for a coin without an icon. */
export function coinIconColour(coin: string): string | undefined {
  const upper = coin.toUpperCase();
  return Object.hasOwn(coinIconColours, upper) ? coinIconColours[upper] : undefined;
}

/** The letters on a coin's icon. */
export function coinIconLabel(coin: string): string {
  return coin.toUpperCase().slice(0, 3);
}

/** The size of those letters in the icon's 64-unit box: fewer letters, larger. */
export function coinIconFontSize(label: string): number {
  return label.length === 1 ? 30 : label.length === 2 ? 24 : 18;
}

/** The path of a coin's icon, relative to the app's base; undefined for a coin without one. */
export function coinIconPath(coin: string): string | undefined {
  return coinIconColour(coin) ? `coins/${coin.toLowerCase()}.svg` : undefined;
}
