/**
 * The building blocks of the price paths: one octave of smoothed value noise, and a grid that samples the sum of
 * several long octaves exactly every few minutes and draws straight lines in between. Both answer for any instant
 * (`valueAt`) and, much faster, for a run of whole minutes (`fillWholeMinutes`); the two give identical numbers
 * because they share every formula.
 */
import { hashIndex, unitOf } from './hash';

const minuteMs = 60_000;
/** Octaves up to a day long read their easing at whole minutes from a table shared by every coin. */
const easingTableMinutesMax = 1_440;
const easingTables = new Map<number, Float64Array>();

/** Smoothstep of a position inside a lattice cell. */
function easing(minuteInCell: number, subMinuteMs: number, cellMinutes: number): number {
  const fraction = (minuteInCell + subMinuteMs / minuteMs) / cellMinutes;
  return fraction * fraction * (3 - 2 * fraction);
}

/** Built with the same formula at whole minutes, so a table read equals the computation bit for bit. */
function easingTableOf(cellMinutes: number): Float64Array | undefined {
  if (cellMinutes > easingTableMinutesMax) return undefined;
  let table = easingTables.get(cellMinutes);
  if (!table) {
    table = Float64Array.from({ length: cellMinutes }, (_unused, minute) => easing(minute, 0, cellMinutes));
    easingTables.set(cellMinutes, table);
  }
  return table;
}

/** A position inside a grid cell, for the straight line between two grid points. */
function gridFraction(minuteInCell: number, subMinuteMs: number, gridMinutes: number): number {
  return (minuteInCell + subMinuteMs / minuteMs) / gridMinutes;
}

/** One octave. It remembers its current lattice cell, a memo of two hashes that never changes a result. */
export class Octave {
  private cell = Number.NaN;
  private start = 0;
  private end = 0;
  private readonly easings: Float64Array | undefined;

  constructor(
    private readonly seed: number,
    /** No value of the octave is further than this from zero: lattice values are, and easing stays between them. */
    readonly amplitude: number,
    readonly cellMinutes: number,
  ) {
    this.easings = easingTableOf(cellMinutes);
  }

  valueAt(minute: number, subMinuteMs: number): number {
    const minuteInCell = this.enterCellOf(minute);
    const eased =
      subMinuteMs === 0 && this.easings
        ? this.easings[minuteInCell]!
        : easing(minuteInCell, subMinuteMs, this.cellMinutes);
    return this.start + (this.end - this.start) * eased;
  }

  /** The values at minutes `fromMinute` to `fromMinute + count`, into `out[0..count]`. */
  fillWholeMinutes(fromMinute: number, count: number, out: Float64Array): void {
    let minuteInCell = this.enterCellOf(fromMinute);
    for (let index = 0; index <= count; index++, minuteInCell++) {
      if (minuteInCell === this.cellMinutes) minuteInCell = this.enterNextCell();
      const eased = this.easings ? this.easings[minuteInCell]! : easing(minuteInCell, 0, this.cellMinutes);
      out[index] = this.start + (this.end - this.start) * eased;
    }
  }

  /**
   * The values at minutes `fromMinute + i * strideMinutes` for i = 0 to `count`, into `out`: what `valueAt` gives
   * there. The stride must divide the cell and `fromMinute` be a multiple of it, so every step lands in its cell.
   */
  fillStride(fromMinute: number, strideMinutes: number, count: number, out: Float64Array): void {
    let minuteInCell = this.enterCellOf(fromMinute);
    // Locals instead of fields in the loop: this runs for every point of a 2000-day chart.
    const { cellMinutes, easings } = this;
    let start = this.start;
    let end = this.end;
    for (let index = 0; index <= count; index++, minuteInCell += strideMinutes) {
      if (minuteInCell === cellMinutes) {
        minuteInCell = this.enterNextCell();
        start = this.start;
        end = this.end;
      }
      const eased = easings ? easings[minuteInCell]! : easing(minuteInCell, 0, cellMinutes);
      out[index] = start + (end - start) * eased;
    }
  }

  /** Steps into the next lattice cell, where the minute's place is 0; the same as enterCellOf, minus a division. */
  private enterNextCell(): number {
    this.cell += 1;
    this.start = this.end;
    this.end = this.latticeValue(this.cell + 1);
    return 0;
  }

  /** Loads the lattice cell holding `minute` and returns the minute's place in it. */
  private enterCellOf(minute: number): number {
    const cell = Math.floor(minute / this.cellMinutes);
    if (cell !== this.cell) {
      // The next cell starts where this one ended: reuse that value (same formula) and hash once.
      this.start = cell === this.cell + 1 ? this.end : this.latticeValue(cell);
      this.end = this.latticeValue(cell + 1);
      this.cell = cell;
    }
    return minute - cell * this.cellMinutes;
  }

  private latticeValue(cell: number): number {
    return this.amplitude * (2 * unitOf(hashIndex(this.seed, cell)) - 1);
  }
}

/** The sum of some long octaves, exact at every grid point and linear in between. */
export class OctaveGrid {
  private cell = Number.NaN;
  private start = 0;
  private end = 0;
  /** Scratch of `fillStride`: the grid's values at its points, and one member's values there. */
  private pointSums = new Float64Array(0);
  private memberValues = new Float64Array(0);

  constructor(
    private readonly members: readonly Octave[],
    readonly gridMinutes: number,
  ) {}

  /** No value of the grid is further than this from zero: the sum of its members' bounds. */
  get amplitude(): number {
    return this.members.reduce((sum, octave) => sum + octave.amplitude, 0);
  }

  valueAt(minute: number, subMinuteMs: number): number {
    const minuteInCell = this.enterCellOf(minute);
    return this.start + (this.end - this.start) * gridFraction(minuteInCell, subMinuteMs, this.gridMinutes);
  }

  /** The values at minutes `fromMinute` to `fromMinute + count`, into `out[0..count]`. */
  fillWholeMinutes(fromMinute: number, count: number, out: Float64Array): void {
    let minuteInCell = this.enterCellOf(fromMinute);
    for (let index = 0; index <= count; index++, minuteInCell++) {
      if (minuteInCell === this.gridMinutes) minuteInCell = this.enterNextCell();
      out[index] = this.start + (this.end - this.start) * gridFraction(minuteInCell, 0, this.gridMinutes);
    }
  }

  /**
   * Like `Octave.fillStride`: the stride must divide the grid spacing and `fromMinute`. The grid points of the
   * range are summed member by member, each member stepping through its own cells, which is several times faster
   * than evaluating every member at every point and adds the same numbers in the same order as `sumAt`.
   */
  fillStride(fromMinute: number, strideMinutes: number, count: number, out: Float64Array): void {
    const firstCell = Math.floor(fromMinute / this.gridMinutes);
    // Up to the end of the cell holding the last point, which may be a grid point itself.
    const cellCount = Math.floor((fromMinute + count * strideMinutes) / this.gridMinutes) - firstCell + 1;
    if (this.pointSums.length < cellCount + 1) {
      this.pointSums = new Float64Array(cellCount + 1);
      this.memberValues = new Float64Array(cellCount + 1);
    }
    const sums = this.pointSums;
    sums.fill(0, 0, cellCount + 1);
    for (const member of this.members) {
      member.fillStride(firstCell * this.gridMinutes, this.gridMinutes, cellCount, this.memberValues);
      for (let index = 0; index <= cellCount; index++) sums[index] = sums[index]! + this.memberValues[index]!;
    }
    let cell = 0;
    let minuteInCell = fromMinute - firstCell * this.gridMinutes;
    for (let index = 0; index <= count; index++, minuteInCell += strideMinutes) {
      if (minuteInCell === this.gridMinutes) {
        cell += 1;
        minuteInCell = 0;
      }
      const start = sums[cell]!;
      out[index] = start + (sums[cell + 1]! - start) * gridFraction(minuteInCell, 0, this.gridMinutes);
    }
  }

  private enterNextCell(): number {
    this.cell += 1;
    this.start = this.end;
    this.end = this.sumAt((this.cell + 1) * this.gridMinutes);
    return 0;
  }

  private enterCellOf(minute: number): number {
    const cell = Math.floor(minute / this.gridMinutes);
    if (cell !== this.cell) {
      this.start = cell === this.cell + 1 ? this.end : this.sumAt(cell * this.gridMinutes);
      this.end = this.sumAt((cell + 1) * this.gridMinutes);
      this.cell = cell;
    }
    return minute - cell * this.gridMinutes;
  }

  private sumAt(minute: number): number {
    let sum = 0;
    for (const octave of this.members) sum += octave.valueAt(minute, 0);
    return sum;
  }
}
