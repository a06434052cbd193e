/**
 * Display formatting of numbers (spec section 9): values are truncated toward zero, never rounded, so a balance
 * is never shown larger than it is. Works on decimal strings as well as numbers, without floating-point drift:
 * the truncation and the arithmetic are those of src/common/decimal-text.ts (exact, on the text, and light enough
 * for the start-up bundle; src/common/decimal.ts builds its own display truncation on the same function). Market
 * figures arrive as JSON numbers, hence the number inputs; money amounts arrive as decimal strings.
 */
import { defaultDisplayDecimals, percentDecimals } from './constants';
import { percentChangeText, truncateText } from './decimal-text';

/** Writes a finite number or a decimal string in plain positional notation ("1e-7" → "0.0000001"). */
export function toPlainDecimal(value: number | string): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return '0';
  const sign = match[1] === '-' ? '-' : '';
  const intDigits = match[2] ?? '';
  const fracDigits = match[3] ?? '';
  const exponent = Number.parseInt(match[4] ?? '0', 10);
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
  if (typeof value === 'number' && !Number.isFinite(value)) return truncateText('0', places);
  // toPlainDecimal reads loosely (exponents, "+", junk as 0) and writes a canonical plain decimal.
  return truncateText(toPlainDecimal(value), places);
}

/**
 * Percentage change (close - open) / open * 100, truncated to 2 decimals, with "+" when positive (spec section 2).
 * Computed on the exact decimals of the two prices, so float noise (0.29999999…) cannot lose a digit.
 */
export function percentChange(open: number, close: number): string {
  const zero = truncateText('0', percentDecimals);
  if (!Number.isFinite(open) || !Number.isFinite(close)) return zero;
  const text = percentChangeText(toPlainDecimal(open), toPlainDecimal(close), percentDecimals) ?? zero;
  return close > open && text !== zero ? `+${text}` : text;
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
  // Powers of ten by their exponent, so that the division below is a move of the point.
  const units: ReadonlyArray<readonly [number, string]> = [
    [12, 'T'],
    [9, 'B'],
    [6, 'M'],
    [3, 'K'],
  ];
  if (!Number.isFinite(value)) return truncate(value, places);
  const plain = toPlainDecimal(value);
  for (const [exponent, suffix] of units) {
    if (Math.abs(value) >= 10 ** exponent) return `${truncate(`${plain}e-${exponent}`, places)}${suffix}`;
  }
  return truncate(plain, places);
}
