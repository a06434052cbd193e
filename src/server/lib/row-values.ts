/**
 * Column values on their way to the wire: a `numeric` column reads back as text at its column's scale
 * ("1.50000000"), which answers and memos carry in canonical form ("1.5"); a nullable timestamp goes out as epoch
 * milliseconds or null.
 */
import { formatDecimal, type DecimalString } from '../../common/decimal';

/** A numeric column's text in canonical decimal form. */
export function canonicalNumeric(value: string): DecimalString {
  return formatDecimal(value as DecimalString);
}

export function canonicalNumericOrNull(value: string | null): DecimalString | null {
  return value === null ? null : canonicalNumeric(value);
}

export function epochMsOrNull(value: Date | null): number | null {
  return value === null ? null : value.getTime();
}

/**
 * A whole-number column (a row id, a count, a status): bigint columns read back as text, integer ones as numbers.
 * Read as an integer, never as a float: amounts are `numeric` and go through `canonicalNumeric` instead.
 */
export function wholeNumberOf(value: string | number): number {
  return typeof value === 'number' ? value : Number.parseInt(value, 10);
}
