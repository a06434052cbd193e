/**
 * The building blocks of the price paths: one octave of smoothed value noise, and a grid that samples the sum of
 * several long octaves exactly every few minutes and draws straight lines in between. Both answer for any instant
 * (`valueAt`) and, much faster, for a run of whole minutes (`fillWholeMinutes`); the two give identical numbers
 * because they share every formula.
 *
 * A cell runs from just after one lattice point up to and including the next: a whole minute that is a lattice
 * point takes the end of the cell it closes. So the value at a UTC midnight is read from the cell of the day that
 * ends there, and asking about any instant of a day never needs a point drawn from the next day's key.
 */

const minuteMs = 60_000;
/** Octaves up to a day long read their easing at whole minutes from a table shared by every coin. */
const easingTableMinutesMax = 1_440;
const easingTables = new Map<number, Float64Array>();

/** The lattice values of an octave: point p lies at minute p * cellMinutes. */
export interface Lattice {
  /** No lattice value is further than this from zero. */
  readonly amplitude: number;
  valueAt(point: number): number;
}

/** Smoothstep of a position inside a lattice cell. */
function easing(minuteInCell: number, subMinuteMs: number, cellMinutes: number): number {
  const fraction = (minuteInCell + subMinuteMs / minuteMs) / cellMinutes;
  return fraction * fraction * (3 - 2 * fraction);
}

/**
 * Between the two ends of a cell, exactly equal to either end at weight 0 or 1 (start * 1 + end * 0 is start to the
 * last bit), so a lattice point has one value whichever cell reads it.
 */
function blend(start: number, end: number, weight: number): number {
  return start * (1 - weight) + end * weight;
}

/** Built with the same formula at whole minutes 0 to cellMinutes, so a table read equals the computation. */
function easingTableOf(cellMinutes: number): Float64Array | undefined {
  if (cellMinutes > easingTableMinutesMax) return undefined;
  let table = easingTables.get(cellMinutes);
  if (!table) {
    table = Float64Array.from({ length: cellMinutes + 1 }, (_unused, minute) =>
      easing(minute, 0, cellMinutes),
    );
    easingTables.set(cellMinutes, table);
  }
  return table;
}

/** A position inside a grid cell, for the straight line between two grid points. */
function gridFraction(minuteInCell: number, subMinuteMs: number, gridMinutes: number): number {
  return (minuteInCell + subMinuteMs / minuteMs) / gridMinutes;
}

/**
 * The cell holding an instant, for cells of `cellMinutes`: a whole minute on a lattice point belongs to the cell it
 * ends, any later instant to the cell it starts.
 */
function cellOf(minute: number, subMinuteMs: number, cellMinutes: number): number {
  return subMinuteMs === 0 ? Math.floor((minute - 1) / cellMinutes) : Math.floor(minute / cellMinutes);
}

/** One octave. It remembers its current lattice cell, a memo of two lattice values that never changes a result. */
export class Octave {
  private cell = Number.NaN;
  private start = 0;
  private end = 0;
  private readonly easings: Float64Array | undefined;

  constructor(
    private readonly lattice: Lattice,
    readonly cellMinutes: number,
  ) {
    this.easings = easingTableOf(cellMinutes);
  }

  /** No value of the octave is further than this from zero: lattice values are, and easing stays between them. */
  get amplitude(): number {
    return this.lattice.amplitude;
  }

  valueAt(minute: number, subMinuteMs: number): number {
    const minuteInCell = this.enterCellOf(minute, subMinuteMs);
    const eased =
      subMinuteMs === 0 && this.easings
        ? this.easings[minuteInCell]!
        : easing(minuteInCell, subMinuteMs, this.cellMinutes);
    return blend(this.start, this.end, eased);
  }

  /** The values at minutes `fromMinute` to `fromMinute + count`, into `out[0..count]`. */
  fillWholeMinutes(fromMinute: number, count: number, out: Float64Array): void {
    this.fillStride(fromMinute, 1, count, out);
  }

  /**
   * The values at minutes `fromMinute + i * strideMinutes` for i = 0 to `count`, into `out`: what `valueAt` gives
   * there. The stride must divide the cell and `fromMinute` be a multiple of it, so every step lands in its cell.
   */
  fillStride(fromMinute: number, strideMinutes: number, count: number, out: Float64Array): void {
    let minuteInCell = this.enterCellOf(fromMinute, 0);
    // Locals instead of fields in the loop: this runs for every point of a 2000-day chart.
    const { cellMinutes, easings } = this;
    let start = this.start;
    let end = this.end;
    for (let index = 0; index <= count; index++, minuteInCell += strideMinutes) {
      if (minuteInCell > cellMinutes) {
        this.enterNextCell();
        start = this.start;
        end = this.end;
        minuteInCell -= cellMinutes;
      }
      const eased = easings ? easings[minuteInCell]! : easing(minuteInCell, 0, cellMinutes);
      out[index] = blend(start, end, eased);
    }
  }

  /** Steps into the next lattice cell; the same as enterCellOf, minus a division. */
  private enterNextCell(): void {
    this.cell += 1;
    this.start = this.end;
    this.end = this.lattice.valueAt(this.cell + 1);
  }

  /** Loads the lattice cell holding the instant and returns the instant's whole minutes into it. */
  private enterCellOf(minute: number, subMinuteMs: number): number {
    const cell = cellOf(minute, subMinuteMs, this.cellMinutes);
    if (cell !== this.cell) {
      // The next cell starts where this one ended: reuse that value (the same draw) instead of drawing it again.
      this.start = cell === this.cell + 1 ? this.end : this.lattice.valueAt(cell);
      this.end = this.lattice.valueAt(cell + 1);
      this.cell = cell;
    }
    return minute - cell * this.cellMinutes;
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

  valueAt(minute: number, subMinuteMs: number): number {
    const minuteInCell = this.enterCellOf(minute, subMinuteMs);
    return blend(this.start, this.end, gridFraction(minuteInCell, subMinuteMs, this.gridMinutes));
  }

  /** The values at minutes `fromMinute` to `fromMinute + count`, into `out[0..count]`. */
  fillWholeMinutes(fromMinute: number, count: number, out: Float64Array): void {
    let minuteInCell = this.enterCellOf(fromMinute, 0);
    for (let index = 0; index <= count; index++, minuteInCell++) {
      if (minuteInCell > this.gridMinutes) {
        this.enterNextCell();
        minuteInCell = 1;
      }
      out[index] = blend(this.start, this.end, gridFraction(minuteInCell, 0, this.gridMinutes));
    }
  }

  /**
   * Like `Octave.fillStride`: the stride must divide the grid spacing and `fromMinute`. The grid points of the
   * range are summed member by member, each member stepping through its own cells, which is several times faster
   * than evaluating every member at every point and adds the same numbers in the same order as `sumAt`.
   */
  fillStride(fromMinute: number, strideMinutes: number, count: number, out: Float64Array): void {
    const firstCell = cellOf(fromMinute, 0, this.gridMinutes);
    // Up to the end of the cell holding the last point.
    const cellCount = cellOf(fromMinute + count * strideMinutes, 0, this.gridMinutes) - firstCell + 1;
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
      if (minuteInCell > this.gridMinutes) {
        cell += 1;
        minuteInCell -= this.gridMinutes;
      }
      out[index] = blend(sums[cell]!, sums[cell + 1]!, gridFraction(minuteInCell, 0, this.gridMinutes));
    }
  }

  private enterNextCell(): void {
    this.cell += 1;
    this.start = this.end;
    this.end = this.sumAt((this.cell + 1) * this.gridMinutes);
  }

  private enterCellOf(minute: number, subMinuteMs: number): number {
    const cell = cellOf(minute, subMinuteMs, this.gridMinutes);
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
