/**
 * The numbers that make the simulated market look like a real one: each coin's price level, how nervous it is,
 * how much of it trades, and the time scales its price wanders on.
 */

export interface CoinProfile {
  /** The USDT price the simulated path wanders around. */
  priceLevelUsdt: number;
  /** Multiplies every octave amplitude: 1 for BTC, higher for coins that swing more. */
  volatility: number;
  /** Typical 24 h volume of the coin's USDT pair, in the coin itself. */
  dailyVolumeInCoin: number;
}

/** Levels and volumes follow the big spot venues in early 2025; volatility ranks BTC calmest and DOGE wildest. */
export const coinProfiles: Readonly<Record<string, CoinProfile>> = {
  BTC: { priceLevelUsdt: 95_000, volatility: 1, dailyVolumeInCoin: 4_000 },
  ETH: { priceLevelUsdt: 3_400, volatility: 1.3, dailyVolumeInCoin: 60_000 },
  LTC: { priceLevelUsdt: 95, volatility: 1.4, dailyVolumeInCoin: 150_000 },
  EOS: { priceLevelUsdt: 0.75, volatility: 1.6, dailyVolumeInCoin: 8_000_000 },
  ADA: { priceLevelUsdt: 0.45, volatility: 1.6, dailyVolumeInCoin: 40_000_000 },
  XRP: { priceLevelUsdt: 2.2, volatility: 1.6, dailyVolumeInCoin: 60_000_000 },
  DOGE: { priceLevelUsdt: 0.17, volatility: 1.9, dailyVolumeInCoin: 400_000_000 },
};

export interface QuoteProfile {
  /** Share of the base coin's USDT-pair volume that trades against this quote coin. */
  volumeShare: number;
  /** Trades a day on a pair of this quote coin; sets the trade sizes and the pace of the trade tape. */
  tradesPerDay: number;
}

/** Cross pairs are thin next to the USDT books, as on every real venue. */
export const quoteProfiles: Readonly<Record<string, QuoteProfile>> = {
  USDT: { volumeShare: 1, tradesPerDay: 120_000 },
  BTC: { volumeShare: 0.04, tradesPerDay: 15_000 },
  ETH: { volumeShare: 0.015, tradesPerDay: 6_000 },
};

export interface Octave {
  /** Spacing of the octave's lattice; a multiple of a minute that divides a day, so no cell spans a UTC midnight. */
  periodMs: number;
  /** Largest deviation this octave adds to the natural log of the price, for volatility 1. */
  logAmplitude: number;
}

const minuteMs = 60_000;

/**
 * From one minute to a day. Amplitudes grow roughly with the square root of the period, as for a random walk. Each
 * lattice point is drawn from the key of the day it ends a cell of, and every period divides a day, so no cell
 * spans a UTC midnight: the keys of earlier days, public during a day, fix nothing of that day but its first value.
 * At midnights these octaves alone move BTC's log by about 0.02 a day (root mean square of 2/3 of their squared
 * amplitudes, the variance of the difference of two uniform draws).
 */
export const octaves: readonly Octave[] = [
  { periodMs: 1 * minuteMs, logAmplitude: 0.0005 },
  { periodMs: 3 * minuteMs, logAmplitude: 0.0009 },
  { periodMs: 10 * minuteMs, logAmplitude: 0.0022 },
  { periodMs: 30 * minuteMs, logAmplitude: 0.004 },
  { periodMs: 120 * minuteMs, logAmplitude: 0.007 },
  { periodMs: 360 * minuteMs, logAmplitude: 0.011 },
  { periodMs: 1_440 * minuteMs, logAmplitude: 0.02 },
];

/**
 * The slow wander of a coin over weeks and months, which octaves longer than a day used to give: a 1440-minute
 * cell whose lattice value at midnight d is A(d) = sigma * sum_{k=1..W} rho^(k-1) * z(d-k), each z(j) uniform in
 * [-1, 1] from day j's key. It is an AR(1) walk, A(d+1) = rho * A(d) + sigma * z(d) (less the draw leaving the
 * window), so a day's key moves only the day's own cell, and the day's end is unknown until its key is.
 * - sigma 0.03: z has variance 1/3, so the anchor moves BTC by about 0.03 / sqrt(3) = 0.017 a day; with the octaves'
 *   0.02 that makes about 2.6 % a day in all.
 * - rho 0.97: memory of about a month (half-life 23 days), and a stationary spread of 0.017 / sqrt(1 - rho^2) = 0.07
 *   in log, so BTC wanders by about +-10 % over weeks and comes back.
 * - W 256 days: rho^256 is below 0.0005, so the window drops nothing that matters, and a value costs 256 draws.
 * Its hard bound is sigma * (1 - rho^W) / (1 - rho), about 1.0: every draw of 256 days at the same extreme.
 */
export const dailyAnchor = { sigma: 0.03, rho: 0.97, windowDays: 256 } as const;

/** The most the daily anchor adds to or takes from a coin's log, for volatility 1 (see `dailyAnchor`). */
export function anchorLogBound(): number {
  const { sigma, rho, windowDays } = dailyAnchor;
  let weights = 0;
  for (let lag = windowDays - 1; lag >= 0; lag--) weights += rho ** lag;
  return sigma * weights;
}

/** The hard bound of a coin's log deviation from its level: every octave and the anchor at their extremes at once. */
export function logDeviationMax(volatility: number): number {
  return (octaves.reduce((sum, octave) => sum + octave.logAmplitude, 0) + anchorLogBound()) * volatility;
}
