/**
 * Display formatting of numbers (spec section 9): values are truncated toward zero, never rounded, so a balance
 * is never shown larger than it is. Works on decimal strings as well as numbers, without floating-point drift:
 * the truncation and the arithmetic are those of src/common/decimal.ts. Market figures arrive as JSON numbers,
 * hence the number inputs; money amounts arrive as decimal strings.
 */
import { defaultDisplayDecimals } from './constants';
import { Decimal, decimalFromNumber, truncateDecimal, truncatePercent, type DecimalString } from './decimal';

/** Writes a finite number or a decimal string in plain positional notation ("1e-7" → "0.0000001"). */
export function toPlainDecimal(value: number | string): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return '0';
  const sign = match[1] === '-' ? '-' : '';
  const intDigits = match[2] ?? '';
  const fracDigits = match[3] ?? '';
  const exponent = Number(match[4] ?? 0);
  const digits = intDigits + fracDigits;
  const pointAt = intDigits.length + exponent;
  let intPart: string;
  let fracPart: string;
  if (pointAt <= 0) {
    intPart = '0';
    fracPart = '0'.repeat(-pointAt) + digits;
  } else if (pointAt >= digits.length) {
    intPart = digits + '0'.repeat(pointAt - digits.length);
    fracPart = '';
  } else {
    intPart = digits.slice(0, pointAt);
    fracPart = digits.slice(pointAt);
  }
  intPart = intPart.replace(/^0+(?=\d)/, '') || '0';
  fracPart = fracPart.replace(/0+$/, '');
  const isZero = /^0*$/.test(intPart + fracPart);
  return (isZero ? '' : sign) + intPart + (fracPart ? `.${fracPart}` : '');
}

/** Truncates to exactly `places` decimals: truncate("1.23456", 2) → "1.23", truncate(-0.009, 2) → "0.00". */
export function truncate(value: number | string, places: number = defaultDisplayDecimals): string {
  if (typeof value === 'number' && !Number.isFinite(value))
    return truncateDecimal('0' as DecimalString, places);
  // toPlainDecimal reads loosely (exponents, "+", junk as 0) and writes a canonical plain decimal.
  return truncateDecimal(toPlainDecimal(value) as DecimalString, places);
}

/**
 * Percentage change (close - open) / open * 100, truncated to 2 decimals, with "+" when positive (spec section 2).
 * Computed on the exact decimals of the two prices, so float noise (0.29999999…) cannot lose a digit.
 */
export function percentChange(open: number, close: number): string {
  const openDecimal = decimalFromNumber(open);
  const closeDecimal = decimalFromNumber(close);
  const zero = truncatePercent('0' as DecimalString);
  if (!openDecimal || !closeDecimal || openDecimal.isZero()) return zero;
  const percent = closeDecimal.minus(openDecimal).dividedBy(openDecimal).times(100);
  const text = truncatePercent(percent);
  return percent.isPositive() && text !== zero ? `+${text}` : text;
}

/** The direction of a change, for colouring: up, down or flat. */
export type Trend = 'up' | 'down' | 'flat';

export function trendOf(open: number, close: number): Trend {
  if (close > open) return 'up';
  if (close < open) return 'down';
  return 'flat';
}

/** Groups the integer part with thin separators for large figures: 1234567.5 → "1,234,567.5". */
export function groupThousands(plain: string): string {
  const [intPart = '0', fracPart] = plain.split('.');
  const sign = intPart.startsWith('-') ? '-' : '';
  const digits = sign ? intPart.slice(1) : intPart;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return sign + grouped + (fracPart !== undefined ? `.${fracPart}` : '');
}

/** Compact figure for large totals (1.23M, 4.56B), truncated, for the home screen's platform figures. */
export function compactNumber(value: number, places = 2): string {
  const units: ReadonlyArray<readonly [number, string]> = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  const decimal = decimalFromNumber(value);
  if (!decimal) return truncate(value, places);
  for (const [size, suffix] of units) {
    if (decimal.abs().gte(size))
      return `${truncateDecimal(decimal.dividedBy(new Decimal(size)), places)}${suffix}`;
  }
  return truncateDecimal(decimal, places);
}
