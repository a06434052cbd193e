/**
 * A simulated pair: the log-price paths of its legs and the constants that size its volumes, wicks and trades.
 * USDT pairs have one leg; a cross pair divides its base coin's USDT price by its quote coin's at the same instant,
 * so ETH/BTC always equals ETHUSDT / BTCUSDT.
 */
import { findPair, toSymbol, type PairInfo } from '../../../common/pairs';
import { MarketUpstreamError } from '../feed';
import type { DrawSource, StreamReader } from './day-draws';
import {
  createMinuteLogs,
  createStrideLogs,
  LogPath,
  strideMinutes,
  type MinuteLogs,
  type StrideLogs,
} from './log-path';
import type { LruCache } from './lru-cache';
import { createVolumeBlockCache, volumeBlockMinutes, type MinuteVolumes } from './volume-blocks';
import { coinProfiles, logDeviationMax, octaves, quoteProfiles, type CoinProfile } from './profiles';
import { dayMs } from '../../../common/constants';

/** Volumes are integers of this many units per coin, so sums are exact whichever way candles are grouped. */
export const volumeUnitsPerCoin = 10_000;
const minutesPerDay = 1_440;
const halfHoursPerDay = 48;
/** The largest wick of a minute, as a fraction of the price, for volatility 1. */
const wickFractionMaxAtUnitVolatility = 0.0004;

/** Candles fill a leg's minute buffers this many minutes at a time. */
export const minutesPerFillMax = 60;
/** The most stretches one stride fill covers: a day. */
export const stridesPerFillMax = 1_440 / strideMinutes;

export interface Leg {
  readonly path: LogPath;
  /** 10 ** precision of the leg's USDT pair: a cross rate is computed from the prices the USDT books show. */
  readonly priceScale: number;
  /** Buffers for runs of whole minutes. */
  readonly minutes: MinuteLogs;
  /** Component values of a single instant: the price now, the end of the minute in progress. */
  readonly scratch: Float64Array;
  /** Buffers for the minutes of one volume block, apart from `minutes`, which a candle may be reading. */
  readonly blockMinutes: MinuteLogs;
  /** Buffers for the points of a long candle, `strideMinutes` apart (see `LogPath.fillStride`). */
  readonly strides: StrideLogs;
}

export interface PairModel {
  readonly pair: PairInfo;
  /** 10 ** precision: prices are whole multiples of 1 / priceScale. */
  readonly priceScale: number;
  readonly base: Leg;
  readonly quote: Leg | undefined;
  /** The feed's draws from the day keys, for the streams of the depth and the trade tape. */
  readonly draws: DrawSource;
  /** Readers of the pair's candle draws: each minute's (see `minuteUnit`) and each half hour's (`blockUnit`). */
  readonly minuteDraws: StreamReader;
  readonly blockDraws: StreamReader;
  readonly volumeUnitsPerMinute: number;
  readonly tradeVolumeUnitsAverage: number;
  readonly tradesPerSecond: number;
  readonly wickFractionMax: number;
  /** A typical log move over one minute; bigger moves than this draw more volume. */
  readonly minuteLogMove: number;
  /**
   * How far (in log) the printed price can sit above or below exp(log base - log quote) because the legs are
   * rounded before dividing; candles use it to skip minutes that cannot set a new high or low.
   */
  readonly roundingLogSlack: number;
  /** Scratch of long candles: the pair's slow log (base minus quote) at each stride point. */
  readonly slowLogPairs: Float64Array;
  /** Scratch of long candles: each stretch's bound of the pair's log, upwards and downwards. */
  readonly stretchBounds: { tops: Float64Array; bottoms: Float64Array };
  /** The minute volumes of recent half hours, which every candle and the ticker read. */
  readonly volumeBlocks: LruCache<number, MinuteVolumes>;
}

function requireProfile(coin: string, symbol: string): CoinProfile {
  const profile = coinProfiles[coin];
  if (!profile) throw new MarketUpstreamError(`The simulator has no model for coin ${coin} (pair ${symbol})`);
  return profile;
}

/** Relative slack allowed on top of the exact log bounds: far above the last-ulp errors of exp and log. */
const logSlackEpsilon = 1e-12;

/** The most a leg's rounding can move its price, as a fraction of the smallest price its path can reach. */
function legRoundingFraction(coin: string, symbol: string, priceScale: number): number {
  const profile = requireProfile(coin, symbol);
  const lowestPrice = profile.priceLevelUsdt * Math.exp(-logDeviationMax(profile.volatility));
  return 0.5 / (lowestPrice * priceScale);
}

/**
 * How far (in log) a cross pair's printed price can sit above or below exp(log base - log quote): the legs are
 * rounded to their USDT precision before dividing. A USDT pair's price is rounded once, at the end, and needs
 * no such slack.
 */
function legRoundingLogSlack(model: Pick<PairModel, 'pair' | 'base' | 'quote'>): number {
  const { pair, base, quote } = model;
  if (!quote) return 0;
  const baseFraction = legRoundingFraction(pair.base, pair.symbol, base.priceScale);
  const quoteFraction = legRoundingFraction(pair.quote, pair.symbol, quote.priceScale);
  // Upwards the base rounds up and the quote down; downwards the other way round. One slack covers both.
  return Math.max(
    Math.log((1 + baseFraction) / (1 - quoteFraction)),
    Math.log((1 + quoteFraction) / (1 - baseFraction)),
  );
}

/** The draws of each minute of a pair, in this order among the minute's words. */
export const minuteDraw = { volumeShare: 0, wickUp: 1, wickDown: 2 } as const;
const minuteDrawsPerMinute = 3;
/** The draws of each half hour of a pair, in this order among the half hour's words. */
export const blockDraw = { volume: 0, tradeCount: 1 } as const;
const blockDrawsPerBlock = 2;

/**
 * A pair's candle draws of a day: the half hours' first, which every candle of the day reads, then the minutes',
 * which long candles read only near their extremes.
 */
const candleDrawsPerDay = halfHoursPerDay * blockDrawsPerBlock + minutesPerDay * minuteDrawsPerMinute;
const firstMinuteWord = halfHoursPerDay * blockDrawsPerBlock;

/** A uniform number in [0, 1) of the minute `minuteIndex` (minutes since the epoch), from its day's key. */
export function minuteUnit(model: PairModel, minuteIndex: number, draw: number): number {
  const dayIndex = Math.floor(minuteIndex / minutesPerDay);
  const minuteInDay = minuteIndex - dayIndex * minutesPerDay;
  return model.minuteDraws.unit(dayIndex, firstMinuteWord + minuteInDay * minuteDrawsPerMinute + draw);
}

/** A uniform number in [0, 1) of the half hour `block` (half hours since the epoch), from its day's key. */
export function blockUnit(model: PairModel, block: number, draw: number): number {
  const dayIndex = Math.floor(block / halfHoursPerDay);
  const blockInDay = block - dayIndex * halfHoursPerDay;
  return model.blockDraws.unit(dayIndex, blockInDay * blockDrawsPerBlock + draw);
}

function createLeg(coin: string, symbol: string, draws: DrawSource): Leg {
  const profile = requireProfile(coin, symbol);
  const usdtPair = findPair(toSymbol(coin, 'USDT'));
  if (!usdtPair) {
    throw new MarketUpstreamError(`The simulator needs the pair ${coin}/USDT to price ${symbol}`);
  }
  const path = new LogPath(coin, profile.volatility, Math.log(profile.priceLevelUsdt), draws);
  return {
    path,
    priceScale: 10 ** usdtPair.precision,
    minutes: createMinuteLogs(path.componentCount, minutesPerFillMax),
    scratch: new Float64Array(path.componentCount),
    blockMinutes: createMinuteLogs(path.componentCount, volumeBlockMinutes),
    strides: createStrideLogs(stridesPerFillMax + 1),
  };
}

export function createPairModel(pair: PairInfo, draws: DrawSource): PairModel {
  const baseProfile = requireProfile(pair.base, pair.symbol);
  const quoteProfile = quoteProfiles[pair.quote];
  if (!quoteProfile || pair.base === pair.quote) {
    throw new MarketUpstreamError(`The simulator cannot price the pair ${pair.symbol}`);
  }
  const isCross = pair.quote !== 'USDT';
  const candleDraws = draws.stream(`pair:${pair.symbol}:candles`, candleDrawsPerDay);
  const volatility = isCross
    ? Math.hypot(baseProfile.volatility, requireProfile(pair.quote, pair.symbol).volatility)
    : baseProfile.volatility;
  const dailyVolumeUnits = baseProfile.dailyVolumeInCoin * quoteProfile.volumeShare * volumeUnitsPerCoin;
  const base = createLeg(pair.base, pair.symbol, draws);
  const quote = isCross ? createLeg(pair.quote, pair.symbol, draws) : undefined;
  return {
    pair,
    priceScale: 10 ** pair.precision,
    base,
    quote,
    draws,
    minuteDraws: candleDraws.reader(),
    blockDraws: candleDraws.reader(),
    volumeUnitsPerMinute: (dailyVolumeUnits * 60_000) / dayMs,
    tradeVolumeUnitsAverage: dailyVolumeUnits / quoteProfile.tradesPerDay,
    tradesPerSecond: quoteProfile.tradesPerDay / 86_400,
    wickFractionMax: wickFractionMaxAtUnitVolatility * volatility,
    minuteLogMove: (octaves[0]?.logAmplitude ?? 0.001) * volatility,
    roundingLogSlack: legRoundingLogSlack({ pair, base, quote }) + logSlackEpsilon,
    slowLogPairs: new Float64Array(stridesPerFillMax + 1),
    stretchBounds: {
      tops: new Float64Array(stridesPerFillMax + 1),
      bottoms: new Float64Array(stridesPerFillMax + 1),
    },
    volumeBlocks: createVolumeBlockCache(),
  };
}

export function roundToScale(value: number, scale: number): number {
  return Math.round(value * scale) / scale;
}

/**
 * The pair's price from its legs' log prices. Every step (exp, rounding, division) is non-decreasing in the base
 * log and non-increasing in the quote log, which is what lets candles bound highs and lows from leg bounds.
 */
export function priceOfLogs(model: PairModel, logBase: number, logQuote: number): number {
  const baseUsdt = roundToScale(Math.exp(logBase), model.base.priceScale);
  if (!model.quote) return baseUsdt;
  const quoteUsdt = roundToScale(Math.exp(logQuote), model.quote.priceScale);
  return roundToScale(baseUsdt / quoteUsdt, model.priceScale);
}

/** The pair's price at any instant, at the pair's precision. */
export function priceAt(model: PairModel, timeMs: number): number {
  const logBase = model.base.path.evaluate(timeMs, model.base.scratch);
  const logQuote = model.quote ? model.quote.path.evaluate(timeMs, model.quote.scratch) : 0;
  return priceOfLogs(model, logBase, logQuote);
}
