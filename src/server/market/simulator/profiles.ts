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
  /** Spacing of the octave's lattice; a multiple of a minute, so no lattice point falls inside a minute. */
  periodMs: number;
  /** Largest deviation this octave adds to the natural log of the price, for volatility 1. */
  logAmplitude: number;
}

const minuteMs = 60_000;

/**
 * From one minute to about nine months. Amplitudes grow roughly with the square root of the period up to a day,
 * as for a random walk, and more slowly beyond, so BTC moves about 2-3 % a day yet never leaves a band of about
 * exp(+-0.39): the sum of all amplitudes is the hard bound of the log deviation.
 */
export const octaves: readonly Octave[] = [
  { periodMs: 1 * minuteMs, logAmplitude: 0.0005 },
  { periodMs: 3 * minuteMs, logAmplitude: 0.0009 },
  { periodMs: 10 * minuteMs, logAmplitude: 0.0022 },
  { periodMs: 30 * minuteMs, logAmplitude: 0.004 },
  { periodMs: 120 * minuteMs, logAmplitude: 0.007 },
  { periodMs: 360 * minuteMs, logAmplitude: 0.011 },
  { periodMs: 1_440 * minuteMs, logAmplitude: 0.02 },
  { periodMs: 5_760 * minuteMs, logAmplitude: 0.035 },
  { periodMs: 23_040 * minuteMs, logAmplitude: 0.06 },
  { periodMs: 92_160 * minuteMs, logAmplitude: 0.1 },
  { periodMs: 368_640 * minuteMs, logAmplitude: 0.15 },
];

/** The hard bound of a coin's log deviation from its level: every octave at its extreme at once. */
export function logDeviationMax(volatility: number): number {
  return octaves.reduce((sum, octave) => sum + octave.logAmplitude, 0) * volatility;
}
