/**
 * Decimal money for both sides (ARCHITECTURE section 5): amounts travel as canonical decimal strings, are checked
 * on the way in, computed without floats, and truncated (never rounded) for display (spec section 9).
 *
 * Why decimal.js rather than bigint minor units: the ledger that comes next stores Postgres `numeric`, whose text
 * is a decimal string, and every currency has its own scale (USDT 8 places, a pair's price its own precision,
 * percentages 2). With minor units every amount would carry its scale beside it and every boundary (database,
 * wire, display) would convert; a decimal reads and writes `numeric` text as it is and takes the scale as an
 * argument only where rounding happens. decimal.js is already a dependency and works the same in the browser.
 *
 * One Decimal class, configured once here: precision 64 significant digits, so that the product of two amounts
 * of up to `integerDigitsMax` + `moneyScale` digits is exact and the only rounding is the one a caller asks for;
 * exponent limits wide enough that toFixed() never needs an exponent.
 */
import DecimalJs from 'decimal.js';
import { defaultDisplayDecimals, moneyScale, percentDecimals } from './constants';
import { truncateText } from './decimal-text';
import type { ErrorCode } from './errors';

/** Significant digits of every intermediate result; see the header for why 64. */
const precisionDigits = 64;
/**
 * The most digits before the point an amount may have: 10^24 is far beyond any balance or price, and the bound
 * keeps hostile input ("9" × 10^6) from reaching the arithmetic and the database.
 */
export const integerDigitsMax = 24;
/** The money scale (constants.ts): places of every amount of money. */
export { moneyScale };

const Decimal = DecimalJs.clone({
  precision: precisionDigits,
  rounding: DecimalJs.ROUND_DOWN,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});
type Decimal = InstanceType<typeof Decimal>;

/** A canonical decimal string: digits, at most one point, a leading "-" only for negatives, no exponent. */
export type DecimalString = string & { readonly __brand: 'DecimalString' };

/** Why a text is not an acceptable amount; validation turns any of them into FIELD_INVALID. */
export type DecimalParseError = 'empty' | 'malformed' | 'sign' | 'too-many-places' | 'too-large';

export type DecimalParseResult = { ok: true; value: DecimalString } | { ok: false; error: DecimalParseError };

export interface DecimalParseOptions {
  /** The most digits after the point (default `moneyScale`, spec section 9). */
  scaleMax?: number;
  /** Whether a leading "-" is allowed (default: no, amounts are positive or zero). */
  signed?: boolean;
}

/** Digits, optionally a point followed by digits; an optional "-" is checked separately. */
const plainDecimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Reads user or wire input strictly: "12", "0.5", "-3.25" (when signed). Refuses empty text, NaN, Infinity,
 * exponents ("1e5"), "+", a sign where none belongs, whitespace inside, ".5" and "5.", and more than `scaleMax`
 * decimal places. Whitespace around the text is ignored. The value comes back canonical ("007.50" → "7.5").
 */
export function parseDecimal(input: string, options: DecimalParseOptions = {}): DecimalParseResult {
  const { scaleMax = moneyScale, signed = false } = options;
  const text = input.trim();
  if (text === '') return { ok: false, error: 'empty' };
  const match = plainDecimalPattern.exec(text);
  if (!match) return { ok: false, error: /^[+-]/.test(text) ? 'sign' : 'malformed' };
  const [, sign = '', integerDigits = '', fractionDigits = ''] = match;
  if (sign && !signed) return { ok: false, error: 'sign' };
  if (fractionDigits.length > scaleMax) return { ok: false, error: 'too-many-places' };
  if (integerDigits.replace(/^0+(?=\d)/, '').length > integerDigitsMax)
    return { ok: false, error: 'too-large' };
  return { ok: true, value: formatDecimal(new Decimal(text)) };
}

/**
 * The rule form of parseDecimal, in the style of src/common/validation.ts, for forms and request schemas: an empty
 * field is FIELD_MISSING, any other refusal FIELD_INVALID, an acceptable amount null.
 */
export function checkDecimal(input: string, options: DecimalParseOptions = {}): ErrorCode | null {
  const parsed = parseDecimal(input, options);
  if (parsed.ok) return null;
  return parsed.error === 'empty' ? 'FIELD_MISSING' : 'FIELD_INVALID';
}

/** A constant written in the source, checked once at load: a typo there is a programming error, so it throws. */
export function decimalConstant(text: string, options: DecimalParseOptions = {}): DecimalString {
  const parsed = parseDecimal(text, { scaleMax: precisionDigits, ...options });
  if (!parsed.ok) throw new Error(`invalid decimal constant "${text}": ${parsed.error}`);
  return parsed.value;
}

function toDecimal(value: DecimalString | Decimal): Decimal {
  return value instanceof Decimal ? value : new Decimal(value);
}

/** The canonical text: no exponent ever (1e-8 → "0.00000001"), no trailing zeros, never "-0". */
export function formatDecimal(value: DecimalString | Decimal): DecimalString {
  const decimal = toDecimal(value);
  return (decimal.isZero() ? '0' : decimal.toFixed()) as DecimalString;
}

/** How a result with more places than its scale is cut: toward zero, away from zero, or to nearest. */
export type Rounding = 'down' | 'up' | 'half-up' | 'half-even';

const roundingModes: Record<Rounding, DecimalJs.Rounding> = {
  down: DecimalJs.ROUND_DOWN,
  up: DecimalJs.ROUND_UP,
  'half-up': DecimalJs.ROUND_HALF_UP,
  'half-even': DecimalJs.ROUND_HALF_EVEN,
};

/** Where and how a product or quotient is rounded; both are always explicit. */
export interface RoundTo {
  scale: number;
  rounding: Rounding;
}

function rounded(value: Decimal, { scale, rounding }: RoundTo): DecimalString {
  return formatDecimal(value.toDecimalPlaces(scale, roundingModes[rounding]));
}

/** Exact: the sum of two amounts needs no rounding. */
export function add(a: DecimalString, b: DecimalString): DecimalString {
  return formatDecimal(toDecimal(a).plus(b));
}

/** Exact, like add. */
export function sub(a: DecimalString, b: DecimalString): DecimalString {
  return formatDecimal(toDecimal(a).minus(b));
}

/** The product, rounded to `roundTo.scale` places with the given rounding (fees round up, payouts down…). */
export function mul(a: DecimalString, b: DecimalString, roundTo: RoundTo): DecimalString {
  return rounded(toDecimal(a).times(b), roundTo);
}

/** The quotient, rounded as asked; dividing by zero is a programming error and throws. */
export function div(a: DecimalString, b: DecimalString, roundTo: RoundTo): DecimalString {
  if (toDecimal(b).isZero()) throw new RangeError('division by zero');
  return rounded(toDecimal(a).dividedBy(b), roundTo);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compare(a: DecimalString, b: DecimalString): -1 | 0 | 1 {
  return toDecimal(a).comparedTo(b) as -1 | 0 | 1;
}

export function isZero(value: DecimalString): boolean {
  return toDecimal(value).isZero();
}

export function isNegative(value: DecimalString): boolean {
  return toDecimal(value).isNegative() && !toDecimal(value).isZero();
}

export function min(a: DecimalString, b: DecimalString): DecimalString {
  return compare(a, b) <= 0 ? a : b;
}

export function max(a: DecimalString, b: DecimalString): DecimalString {
  return compare(a, b) >= 0 ? a : b;
}

/**
 * Display text with exactly `places` decimals, truncated toward zero (spec section 9: a balance is never shown
 * larger than it is), never "-0.00": truncateDecimal("1.23456", 2) → "1.23", ("-0.004", 2) → "0.00".
 */
export function truncateDecimal(
  value: DecimalString | Decimal,
  places: number = defaultDisplayDecimals,
): string {
  return truncateText(toDecimal(value).toFixed(), places);
}

/** A percentage for display: 2 places, truncated. */
export function truncatePercent(value: DecimalString | Decimal): string {
  return truncateDecimal(value, percentDecimals);
}

/**
 * The exact decimal of a finite JS number (its shortest round-trip text, so 0.1 is "0.1"), for market figures
 * that arrive as JSON numbers; undefined for NaN and the infinities.
 */
export function decimalFromNumber(value: number): Decimal | undefined {
  return Number.isFinite(value) ? new Decimal(value) : undefined;
}

export { Decimal };
