/**
 * Deterministic candles for the chart benchmark: a seeded random walk, so every run draws the same shapes and
 * timings compare like with like.
 */
import type { Candle } from '../../src/common/market-types';
import { seededRandom } from '../../tests/support/seeded-random';

/** 2024-01-01T00:00:00Z, in seconds: a fixed start keeps the time labels the same from run to run. */
const startSec = 1_704_067_200;
const startPrice = 43_000;
/** Standard deviation of one candle's close-to-close move, as a share of the price. */
const stepVolatility = 0.002;
/** Wicks reach up to this share of the price beyond the body. */
const wickReachRatio = 0.0015;

/** Roughly normal noise from the sum of three uniforms, centred on 0 with standard deviation 1. */
function noise(random: () => number): number {
  return (random() + random() + random() - 1.5) * 2;
}

const toCents = (value: number): number => Math.round(value * 100) / 100;

export function seededCandles(count: number, seed: number, periodSec = 60): Candle[] {
  const random = seededRandom(seed);
  const candles: Candle[] = [];
  let close = startPrice;
  for (let i = 0; i < count; i++) {
    const open = close;
    close = toCents(open * (1 + noise(random) * stepVolatility));
    const high = toCents(Math.max(open, close) * (1 + random() * wickReachRatio));
    const low = toCents(Math.min(open, close) * (1 - random() * wickReachRatio));
    // Volume is mostly small with occasional bursts, as on a real market.
    const vol = toCents(0.5 + random() * 8 + (random() < 0.05 ? random() * 60 : 0));
    candles.push({ id: startSec + i * periodSec, open, close, high, low, vol });
  }
  return candles;
}
