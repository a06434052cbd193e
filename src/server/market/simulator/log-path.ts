/**
 * The natural log of a coin's USDT price as a pure function of (the day keys, time): multi-octave smoothed value
 * noise around the log of the coin's price level, plus the slow daily anchor. Each octave draws a value per lattice
 * point from the key of its day (see coin-lattices.ts) and eases between neighbours with a smoothstep, so the path
 * is continuous and bounded.
 *
 * A daily chart needs millions of minutes, so only the short octaves are eased minute by minute. The sum of the
 * longer octaves is computed exactly on a grid (5 or 30 minutes) and drawn linearly in between, where a straight
 * line is indistinguishable from the curve and costs one multiplication instead of a handful of octaves.
 */
import { createCoinOctaves } from './coin-lattices';
import type { DrawSource } from './day-draws';
import { OctaveGrid, type Octave } from './octave-noise';

const minuteMs = 60_000;
/** Octaves at most this long are eased minute by minute; the others join a grid. */
const exactOctaveMinutesMax = 10;
/** Octaves shorter than a day are sampled every 5 minutes, the rest every 30 minutes. */
const gridMinutesOfOctave = (cellMinutes: number): number => (cellMinutes < 1_440 ? 5 : 30);

/** Buffers for a run of whole minutes of one path; see `LogPath.fillMinutes`. */
export interface MinuteLogs {
  /** The log at each whole minute of the run. */
  logs: Float64Array;
  /** At index i, the largest and smallest the log can reach between the minutes i - 1 and i. */
  uppers: Float64Array;
  lowers: Float64Array;
  /** Scratch for one component's values. */
  values: Float64Array;
  /** The component values at the run's last minute, to continue with `evaluateSpan`. */
  last: Float64Array;
}

export function createMinuteLogs(componentCount: number, minutesMax: number): MinuteLogs {
  const points = minutesMax + 1;
  return {
    logs: new Float64Array(points),
    uppers: new Float64Array(points),
    lowers: new Float64Array(points),
    values: new Float64Array(points),
    last: new Float64Array(componentCount),
  };
}

/** Long candles sample a path every this many minutes; see `LogPath.fillStride`. */
export const strideMinutes = 5;

/** Buffers for points `strideMinutes` apart; see `LogPath.fillStride`. */
export interface StrideLogs {
  /** The slow log (see `LogPath.slowLogAt`) at each point. */
  slowLogs: Float64Array;
  /** At index i, a bound (not the exact extreme) of the largest and smallest log between the points i - 1 and i. */
  uppers: Float64Array;
  lowers: Float64Array;
  /** Scratch for one component's values. */
  values: Float64Array;
}

export function createStrideLogs(pointsMax: number): StrideLogs {
  return {
    slowLogs: new Float64Array(pointsMax),
    uppers: new Float64Array(pointsMax),
    lowers: new Float64Array(pointsMax),
    values: new Float64Array(pointsMax),
  };
}

export class LogPath {
  /** After `evaluateSpan`: the largest the log can reach between the previous point and this one. */
  upper = 0;
  /** After `evaluateSpan`: the smallest the log can reach between the previous point and this one. */
  lower = 0;
  /** How many values `evaluate` writes: one per exact octave and one per grid. */
  readonly componentCount: number;
  private readonly exact: Octave[];
  private readonly grids: OctaveGrid[];
  /** The components whose lattice spacing is a multiple of `strideMinutes`, in the order of `evaluate`. */
  private readonly slow: Array<Octave | OctaveGrid>;
  /** The most the other (fast) components add to or take from the log, together. */
  private readonly fastAmplitude: number;

  constructor(
    coin: string,
    volatility: number,
    private readonly logLevel: number,
    draws: DrawSource,
  ) {
    const all = createCoinOctaves(coin, volatility, draws);
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
    const isSlow = (spacingMinutes: number): boolean => spacingMinutes % strideMinutes === 0;
    const fast = this.exact.filter((octave) => !isSlow(octave.cellMinutes));
    this.slow = [...this.exact.filter((octave) => isSlow(octave.cellMinutes)), ...this.grids];
    if (this.grids.some((grid) => !isSlow(grid.gridMinutes))) {
      throw new RangeError(`Every grid must be a multiple of ${strideMinutes} minutes`);
    }
    this.fastAmplitude = fast.reduce((sum, octave) => sum + octave.amplitude, 0);
  }

  /**
   * The log without its fast components (the octaves shorter than a stretch) at a whole minute: the smooth part
   * of the path, on which half-hour volumes are drawn. `fillStride` gives the same numbers bit for bit.
   */
  slowLogAt(minute: number): number {
    let sum = this.logLevel;
    for (const component of this.slow) sum += component.valueAt(minute, 0);
    return sum;
  }

  /**
   * The slow logs at the minutes `fromMinute + i * strideMinutes` for i = 0 to `count` (`fromMinute` a multiple of
   * the stride), and for each stretch between two points a bound of the full log inside it: every slow component
   * moves monotonically over a stretch, so its two end values bound it, and the fast ones add at most their
   * amplitudes. Long candles use the bounds to skip the stretches that cannot hold their high or low.
   */
  fillStride(fromMinute: number, count: number, target: StrideLogs): void {
    const { slowLogs, uppers, lowers, values } = target;
    slowLogs.fill(this.logLevel, 0, count + 1);
    uppers.fill(this.logLevel + this.fastAmplitude, 0, count + 1);
    lowers.fill(this.logLevel - this.fastAmplitude, 0, count + 1);
    for (const component of this.slow) {
      component.fillStride(fromMinute, strideMinutes, count, values);
      slowLogs[0] = slowLogs[0]! + values[0]!;
      for (let index = 1; index <= count; index++) {
        const before = values[index - 1]!;
        const value = values[index]!;
        slowLogs[index] = slowLogs[index]! + value;
        uppers[index] = uppers[index]! + (before > value ? before : value);
        lowers[index] = lowers[index]! + (before < value ? before : value);
      }
    }
  }

  /**
   * What `evaluateSpan` gives minute by minute, for the whole minutes `fromMinute` to `fromMinute + count`, filled
   * one component at a time. The additions happen in the same order as in `evaluateSpan`, so the numbers are the
   * same to the last bit; this way is just several times faster for the millions of minutes of a daily chart.
   */
  fillMinutes(fromMinute: number, count: number, target: MinuteLogs): void {
    const { logs, uppers, lowers, values, last } = target;
    logs.fill(this.logLevel, 0, count + 1);
    uppers.fill(this.logLevel, 0, count + 1);
    lowers.fill(this.logLevel, 0, count + 1);
    const exactCount = this.exact.length;
    for (let component = 0; component < this.componentCount; component++) {
      const source = component < exactCount ? this.exact[component]! : this.grids[component - exactCount]!;
      source.fillWholeMinutes(fromMinute, count, values);
      logs[0] = logs[0]! + values[0]!;
      for (let index = 1; index <= count; index++) {
        const before = values[index - 1]!;
        const value = values[index]!;
        logs[index] = logs[index]! + value;
        uppers[index] = uppers[index]! + (before > value ? before : value);
        lowers[index] = lowers[index]! + (before < value ? before : value);
      }
      last[component] = values[count]!;
    }
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
