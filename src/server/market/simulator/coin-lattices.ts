/**
 * The lattices of a coin's price path, drawn from the day keys: one value-noise lattice per octave, and the daily
 * anchor that replaces octaves longer than a day (see `dailyAnchor` in profiles.ts).
 *
 * Causality, which is what lets a day's key be revealed once the day is over: a lattice point at minute p is drawn
 * from the key of the day holding minute p - 1, the day of the cell that ends at it. Every cell of day d is then
 * drawn from day d's key alone, and the value at midnight, where day d + 1 starts, is already fixed by day d.
 */
import type { DayStream, DrawSource, StreamReader } from './day-draws';
import { LruCache } from './lru-cache';
import { Octave, type Lattice } from './octave-noise';
import { anchorLogBound, dailyAnchor, octaves } from './profiles';

const minuteMs = 60_000;
const minutesPerDay = 1_440;
/** Anchor draws are kept in blocks of this many days, so a value's 256 draws take a few cache lookups. */
const anchorDrawBlockDays = 64;
/**
 * Blocks of anchor draws kept per coin: a 2000-day chart and the 256-day window behind its first day, with room
 * to slide, so each day's draw is generated once per chart instead of once for each of the 256 values it weighs.
 */
export const anchorDrawBlockCacheEntriesMax = 40;
/**
 * Anchor values kept per coin. A day's readers step back and forth across its midnight (a candle of the day reads
 * the grid point just before it), and each value weighs 256 draws, so the last few are remembered.
 */
export const anchorValueCacheEntriesMax = 8;

/** Octave lattice values: uniform in [-amplitude, amplitude], one word of the coin's stream per point. */
class OctaveLattice implements Lattice {
  private readonly pointsPerDay: number;
  private readonly reader: StreamReader;

  constructor(
    stream: DayStream,
    /** Where the octave's points start among the words of a day. */
    private readonly firstWord: number,
    private readonly cellMinutes: number,
    readonly amplitude: number,
  ) {
    this.pointsPerDay = minutesPerDay / cellMinutes;
    this.reader = stream.reader();
  }

  valueAt(point: number): number {
    // The day of the minute before the point: the day whose cell ends here.
    const dayIndex = Math.floor((point * this.cellMinutes - 1) / minutesPerDay);
    const pointInDay = point - dayIndex * this.pointsPerDay - 1;
    return this.amplitude * (2 * this.reader.unit(dayIndex, this.firstWord + pointInDay) - 1);
  }
}

/** The daily anchor: point d lies at the midnight that starts day d, and depends on the draws of days d-W to d-1. */
class AnchorLattice implements Lattice {
  readonly amplitude: number;
  private readonly scale: number;
  /** rho^(k-1) for k = 1 to W, computed once so every process adds the very same terms. */
  private readonly weights: Float64Array;
  private readonly drawBlocks = new LruCache<number, Float64Array>(anchorDrawBlockCacheEntriesMax);
  private readonly values = new LruCache<number, number>(anchorValueCacheEntriesMax);

  private readonly reader: StreamReader;

  constructor(
    stream: DayStream,
    /** The word of a day that holds the day's draw. */
    private readonly drawWord: number,
    volatility: number,
  ) {
    this.reader = stream.reader();
    const { sigma, rho, windowDays } = dailyAnchor;
    this.scale = sigma * volatility;
    this.amplitude = anchorLogBound() * volatility;
    this.weights = Float64Array.from({ length: windowDays }, (_unused, lag) => rho ** lag);
  }

  valueAt(point: number): number {
    let value = this.values.get(point);
    if (value === undefined) {
      let sum = 0;
      let block: Float64Array | undefined;
      let blockIndex = Number.NaN;
      for (let lag = 0; lag < this.weights.length; lag++) {
        const dayIndex = point - 1 - lag;
        const dayBlock = Math.floor(dayIndex / anchorDrawBlockDays);
        if (dayBlock !== blockIndex) {
          block = this.drawBlockOf(dayBlock);
          blockIndex = dayBlock;
        }
        const dayInBlock = dayIndex - dayBlock * anchorDrawBlockDays;
        let draw = block![dayInBlock]!;
        if (Number.isNaN(draw)) {
          // z(day): uniform in [-1, 1], from the day's key.
          draw = 2 * this.reader.unit(dayIndex, this.drawWord) - 1;
          block![dayInBlock] = draw;
        }
        sum += this.weights[lag]! * draw;
      }
      value = this.scale * sum;
      this.values.set(point, value);
    }
    return value;
  }

  /**
   * The draws of the days of a block, NaN where not drawn yet. Each is drawn when a value first needs it, never
   * before: a day whose key is not known (a verifier's, before it is revealed) must not be asked for.
   */
  private drawBlockOf(dayBlock: number): Float64Array {
    let block = this.drawBlocks.get(dayBlock);
    if (!block) {
      block = new Float64Array(anchorDrawBlockDays).fill(Number.NaN);
      this.drawBlocks.set(dayBlock, block);
    }
    return block;
  }
}

/**
 * A coin's octaves, the anchor last. One stream per coin holds a day's draws, 2130 words generated at once (setting
 * up the cipher costs as much as 8 KB of keystream): the anchor's draw first, then the octaves' lattice points from
 * the longest octave down. A chart asks for days in order, so the draw of the day before is usually at hand.
 */
export function createCoinOctaves(coin: string, volatility: number, draws: DrawSource): Octave[] {
  const longestFirst = [...octaves].sort((a, b) => b.periodMs - a.periodMs);
  const anchorWord = 0;
  let wordsPerDay = anchorWord + 1;
  const layout = longestFirst.map((octave) => {
    const cellMinutes = octave.periodMs / minuteMs;
    if (!Number.isInteger(minutesPerDay / cellMinutes)) {
      throw new RangeError(`An octave of ${cellMinutes} minutes would span a UTC midnight`);
    }
    const firstWord = wordsPerDay;
    wordsPerDay += minutesPerDay / cellMinutes;
    return { octave, cellMinutes, firstWord };
  });
  const stream = draws.stream(`coin:${coin}:lattices`, wordsPerDay);
  const anchor = new AnchorLattice(stream, anchorWord, volatility);
  // In the profile's order (shortest first), as the path's components have always been summed.
  const byPeriod = octaves.map((octave) => {
    const { cellMinutes, firstWord } = layout.find((entry) => entry.octave === octave)!;
    const lattice = new OctaveLattice(stream, firstWord, cellMinutes, octave.logAmplitude * volatility);
    return new Octave(lattice, cellMinutes);
  });
  return [...byPeriod, new Octave(anchor, minutesPerDay)];
}
