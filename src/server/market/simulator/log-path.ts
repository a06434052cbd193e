/**
 * The natural log of a coin's USDT price as a pure function of time: multi-octave smoothed value noise around the
 * log of the coin's price level. Each octave draws a value in [-1, 1] per lattice point from a hash of (coin,
 * octave, lattice index) and eases between neighbours with a smoothstep, so the path is continuous and bounded.
 */
import { hashIndex, hashText, unitOf } from './hash';
import { octaves } from './profiles';

const minuteMs = 60_000;
/** Octaves up to a day long read their easing from a table instead of dividing: a daily chart needs millions. */
const easingTableMinutesMax = 1_440;

/** Smoothstep of a position inside a cell of `cellMinutes` minutes: the one formula every path goes through. */
function easing(minuteInCell: number, subMinuteMs: number, cellMinutes: number): number {
  const fraction = (minuteInCell + subMinuteMs / minuteMs) / cellMinutes;
  return fraction * fraction * (3 - 2 * fraction);
}

/** Built with the same formula at whole minutes, so a table read and a computation give identical numbers. */
function easingTable(cellMinutes: number): Float64Array | undefined {
  if (cellMinutes > easingTableMinutesMax) return undefined;
  return Float64Array.from({ length: cellMinutes }, (_unused, minute) => easing(minute, 0, cellMinutes));
}

const cellMinutesOfOctaves = octaves.map((octave) => octave.periodMs / minuteMs);
const easingTables = cellMinutesOfOctaves.map(easingTable);

export class LogPath {
  /** After `evaluateSpan`: the largest the log can reach between the previous point and this one. */
  upper = 0;
  /** After `evaluateSpan`: the smallest the log can reach between the previous point and this one. */
  lower = 0;

  private readonly count = octaves.length;
  private readonly amplitudes: Float64Array;
  private readonly seeds: Uint32Array;
  // Where each octave stands for the minute last evaluated. This is only a memo: the result for a time never
  // depends on what was evaluated before, but stepping one minute forward skips divisions and most hashing.
  private lastMinute = Number.NaN;
  private readonly cells = new Int32Array(octaves.length);
  private readonly minutesInCell = new Int32Array(octaves.length);
  private readonly starts = new Float64Array(octaves.length);
  private readonly ends = new Float64Array(octaves.length);

  constructor(
    coin: string,
    volatility: number,
    private readonly logLevel: number,
  ) {
    this.amplitudes = Float64Array.from(octaves, (octave) => octave.logAmplitude * volatility);
    const coinSeed = hashText(coin);
    this.seeds = Uint32Array.from(octaves, (_octave, index) => hashIndex(coinSeed, index));
  }

  /** The log price at `timeMs`; the octave values go to `out`. */
  evaluate(timeMs: number, out: Float64Array): number {
    return this.evaluateSpan(timeMs, out, out);
  }

  /**
   * Like `evaluate`, and also sets `upper` and `lower` from the octave values of an earlier point in `previous`.
   * Those bound the log everywhere between the two points as long as no lattice point lies strictly between them
   * (true for any two points of one minute): within a cell each octave moves monotonically, so it stays between
   * its values at the two ends.
   */
  evaluateSpan(timeMs: number, out: Float64Array, previous: Float64Array): number {
    const minute = Math.floor(timeMs / minuteMs);
    const subMinuteMs = timeMs - minute * minuteMs;
    this.moveTo(minute);
    const { starts, ends, minutesInCell } = this;
    let sum = this.logLevel;
    let upper = sum;
    let lower = sum;
    for (let octave = 0; octave < this.count; octave++) {
      const minuteInCell = minutesInCell[octave]!;
      const table = easingTables[octave];
      const eased =
        table && subMinuteMs === 0
          ? table[minuteInCell]!
          : easing(minuteInCell, subMinuteMs, cellMinutesOfOctaves[octave]!);
      const start = starts[octave]!;
      const value = start + (ends[octave]! - start) * eased;
      const before = previous[octave]!;
      out[octave] = value;
      sum += value;
      upper += before > value ? before : value;
      lower += before < value ? before : value;
    }
    this.upper = upper;
    this.lower = lower;
    return sum;
  }

  /** Points every octave at `minute`: one step forward is counted, any other move is computed afresh. */
  private moveTo(minute: number): void {
    if (minute === this.lastMinute) return;
    const stepping = minute === this.lastMinute + 1;
    for (let octave = 0; octave < this.count; octave++) {
      const cellMinutes = cellMinutesOfOctaves[octave]!;
      if (stepping) {
        const next = this.minutesInCell[octave]! + 1;
        if (next < cellMinutes) {
          this.minutesInCell[octave] = next;
        } else {
          this.loadCell(octave, this.cells[octave]! + 1);
          this.minutesInCell[octave] = 0;
        }
      } else {
        const cell = Math.floor(minute / cellMinutes);
        this.loadCell(octave, cell);
        this.minutesInCell[octave] = minute - cell * cellMinutes;
      }
    }
    this.lastMinute = minute;
  }

  private loadCell(octave: number, cell: number): void {
    const seed = this.seeds[octave]!;
    const amplitude = this.amplitudes[octave]!;
    // The next cell starts where this one ended: reuse the value (computed by the same formula) and hash once.
    const start =
      cell === this.cells[octave]! + 1 && !Number.isNaN(this.lastMinute)
        ? this.ends[octave]!
        : amplitude * (2 * unitOf(hashIndex(seed, cell)) - 1);
    this.cells[octave] = cell;
    this.starts[octave] = start;
    this.ends[octave] = amplitude * (2 * unitOf(hashIndex(seed, cell + 1)) - 1);
  }
}
