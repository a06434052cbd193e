/**
 * Business constants of the spec (section 9) and the limits around them. Every limit has a name, and the unit is
 * the last word of the name, so a reader never guesses whether a number is seconds or milliseconds.
 */

/** Time units in milliseconds, for the places that reckon in hours and days (launchpad, fairness, house limits). */
export const hourMs = 3_600_000;
export const dayMs = 86_400_000;

/** The app shell emits a refresh event this often; screens revalidate on it. */
export const appRefreshIntervalMs = 5000;
/** Every request gives up after this long (spec: request timeout). */
export const requestTimeoutMs = 12000;
/** How many candles the k-line screen asks for, and the most getKline serves. */
export const klineCandleCount = 2000;
export const klineSizeMax = 2000;
/** Order-book depth levels requested and shown; the compact book shows the best few. */
export const depthLevelCount = 20;
export const depthCompactLevelCount = 5;
/** Recent trades served by getMarketTrade. */
export const marketTradeCountMax = 30;
export const pageSize = 10;
/** Money constants (minimum amount, thresholds, fee rates) are decimal strings in money-constants.ts. */
export const networkConfirmations = 12;
/** Formatting (docs/formats.md): truncate, never round. The market's amounts (order book, trades) show 4 places. */
export const defaultDisplayDecimals = 4;
/**
 * The money scale: places of every amount of money (spec section 9: amounts have 8 decimals). Balances and journal
 * entries hold no more, every fee, payout, cost and value is rounded to it (each in the direction its rule states),
 * an amount may be entered with at most this many, and display cuts a coin amount to it. It lives here, not in
 * decimal.ts, so that the display policy (number-format.ts) reads it without decimal.js.
 */
export const moneyScale = 8;
/** USDT amounts (balances, valuations, P/L, fees) are shown with this many places, like a dollar. */
export const usdtDisplayDecimals = 2;
export const percentDecimals = 2;
export const drawerWidthPercent = 75;
export const pullToRefreshReboundMs = 600;
/** A lazily loaded chunk that has not arrived after this long is reported as failed (spec section 8). */
export const chunkLoadTimeoutMs = 120_000;

export const klinePeriods = ['1min', '5min', '15min', '30min', '1day'] as const;
export type KlinePeriod = (typeof klinePeriods)[number];
export const defaultKlinePeriod: KlinePeriod = '1min';

export const klinePeriodMs: Record<KlinePeriod, number> = {
  '1min': 60_000,
  '5min': 300_000,
  '15min': 900_000,
  '30min': 1_800_000,
  '1day': 86_400_000,
};

export function isKlinePeriod(value: string): value is KlinePeriod {
  return (klinePeriods as readonly string[]).includes(value);
}

/** How long a flash-exchange quote holds, in seconds, until an operator sets another duration (a param). */
export const exchangeQuoteSecondsDefault = 15;

/** The multiples a leveraged position may use until an operator sets others (`npm run ops -- leverage set`). */
export const contractMultiplesDefault: readonly number[] = [5, 10, 20, 50, 100];
/** The largest multiple an operator may configure: beyond it, a tick of noise liquidates a position. */
export const contractMultipleMax = 125;

/** The timed-order durations seeded on first start (seconds, profit rate, smallest stake in the quote coin). */
export const secondContractConfigDefaults: readonly {
  second: number;
  incomeRate: string;
  openAmountMin: string;
}[] = [
  { second: 30, incomeRate: '0.8', openAmountMin: '10' },
  { second: 60, incomeRate: '0.85', openAmountMin: '10' },
  { second: 120, incomeRate: '0.88', openAmountMin: '50' },
  { second: 300, incomeRate: '0.9', openAmountMin: '100' },
];
