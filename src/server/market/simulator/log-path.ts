/**
 * The natural log of a coin's USDT price as a pure function of time: multi-octave smoothed value noise around the
 * log of the coin's price level. Each octave draws a value in [-1, 1] per lattice point from a hash of (coin,
 * octave, lattice index) and eases between neighbours with a smoothstep, so the path is continuous and bounded.
 *
 * A daily chart needs millions of minutes, so only the short octaves are eased minute by minute. The sum of the
 * longer octaves is computed exactly on a grid (5 or 30 minutes) and drawn linearly in between, where a straight
 * line is indistinguishable from the curve and costs one multiplication instead of a handful of octaves.
 */
import { hashIndex, hashText } from './hash';
import { Octave, OctaveGrid } from './octave-noise';
import { octaves } from './profiles';

const minuteMs = 60_000;
/** Octaves at most this long are eased minute by minute; the others join a grid. */
const exactOctaveMinutesMax = 10;
/** Octaves shorter than a day are sampled every 5 minutes, the rest every 30 minutes. */
const gridMinutesOfOctave = (cellMinutes: number): number => (cellMinutes < 1_440 ? 5 : 30);

export class LogPath {
  /** After `evaluateSpan`: the largest the log can reach between the previous point and this one. */
  upper = 0;
  /** After `evaluateSpan`: the smallest the log can reach between the previous point and this one. */
  lower = 0;
  /** How many values `evaluate` writes: one per exact octave and one per grid. */
  readonly componentCount: number;
  private readonly exact: Octave[];
  private readonly grids: OctaveGrid[];

  constructor(
    coin: string,
    volatility: number,
    private readonly logLevel: number,
  ) {
    const coinSeed = hashText(coin);
    const all = octaves.map(
      (octave, index) =>
        new Octave(hashIndex(coinSeed, index), octave.logAmplitude * volatility, octave.periodMs / minuteMs),
    );
    this.exact = all.filter((octave) => octave.cellMinutes <= exactOctaveMinutesMax);
    const gridded = all.filter((octave) => octave.cellMinutes > exactOctaveMinutesMax);
    const gridSizes = [...new Set(gridded.map((octave) => gridMinutesOfOctave(octave.cellMinutes)))];
    this.grids = gridSizes.map(
      (gridMinutes) =>
        new OctaveGrid(
          gridded.filter((octave) => gridMinutesOfOctave(octave.cellMinutes) === gridMinutes),
          gridMinutes,
        ),
    );
    this.componentCount = this.exact.length + this.grids.length;
  }

  /** The log price at `timeMs`; the component values go to `out`. */
  evaluate(timeMs: number, out: Float64Array): number {
    return this.evaluateSpan(timeMs, out, out);
  }

  /**
   * Like `evaluate`, and also sets `upper` and `lower` from the component values of an earlier point in
   * `previous`. Those bound the log everywhere between the two points when no lattice or grid point lies strictly
   * between them (true for any two points of one minute): there every component moves monotonically, so it stays
   * between its values at the two ends.
   */
  evaluateSpan(timeMs: number, out: Float64Array, previous: Float64Array): number {
    const minute = Math.floor(timeMs / minuteMs);
    const subMinuteMs = timeMs - minute * minuteMs;
    const exactCount = this.exact.length;
    let sum = this.logLevel;
    let upper = sum;
    let lower = sum;
    for (let index = 0; index < this.componentCount; index++) {
      const value =
        index < exactCount
          ? this.exact[index]!.valueAt(minute, subMinuteMs)
          : this.grids[index - exactCount]!.valueAt(minute, subMinuteMs);
      const before = previous[index]!;
      out[index] = value;
      sum += value;
      upper += before > value ? before : value;
      lower += before < value ? before : value;
    }
    this.upper = upper;
    this.lower = lower;
    return sum;
  }
}
