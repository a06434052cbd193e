/**
 * The one number-format policy of every screen (docs/formats.md): what places, grouping and sign each kind of
 * figure gets. Screens never format a figure themselves; they call the function for its kind:
 *
 * - priceText: a pair's price at the pair's precision ("102,059.88" for BTC/USDT, 2 places);
 * - amountText / signedAmountText: money of one currency, USDT (balances, valuations, P/L, fees in USDT) with 2
 *   places, any other coin with up to 8 places and no trailing zeros ("0.5 BTC");
 * - exactText: a rule's figure (a minimum, a maximum, a launchpad price) exactly as it is set, never cut;
 * - percentText / signedPercentText: 2 places and "%"; bookAmountText, compactNumber, rateText: the market's.
 *
 * Every figure is truncated toward zero, never rounded: a balance is never shown larger than it is, a profit never
 * larger than it is and a loss never larger either (spec section 9). Grouping is "," every 3 digits and the point
 * is "." in all four languages (they write numbers the same way), so the policy does not ask the locale. A
 * negative figure carries the ASCII hyphen-minus "-", the character the amount fields accept when a figure is
 * copied back; a positive signed figure "+", and a figure that shows as zero no sign at all.
 *
 * Works on decimal strings as well as numbers, without floating-point drift: the truncation and the arithmetic are
 * those of src/common/decimal-text.ts (exact, on the text, and light enough for the start-up bundle). Market
 * figures arrive as JSON numbers, hence the number inputs; money amounts arrive as decimal strings.
 */
import { defaultDisplayDecimals, moneyScale, percentDecimals, usdtDisplayDecimals } from './constants';
import { percentChangeText, truncateText } from './decimal-text';
import { findPair } from './pairs';

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
 * Percentage change (close - open) / open * 100 as signedPercentText writes it (spec section 2): "+1.23%",
 * "-0.50%", "0.00%". Computed on the exact decimals of the two prices, so float noise (0.29999999…) cannot lose a
 * digit.
 */
export function percentChange(open: number, close: number): string {
  const zero = truncateText('0', percentDecimals);
  if (!Number.isFinite(open) || !Number.isFinite(close)) return `${zero}%`;
  const change = percentChangeText(toPlainDecimal(open), toPlainDecimal(close), percentDecimals);
  return signedPercentText(change ?? zero);
}

/** The direction of a change, for colouring: up, down or flat. */
export type Trend = 'up' | 'down' | 'flat';

export function trendOf(open: number, close: number): Trend {
  if (close > open) return 'up';
  if (close < open) return 'down';
  return 'flat';
}

/** Groups the integer part by threes with ",": 1234567.5 → "1,234,567.5" (the same in all four languages). */
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

/** "+" before a positive figure; a negative one has its "-" already, and one that shows as zero gets no sign. */
function withSign(text: string): string {
  return text.startsWith('-') || !/[1-9]/.test(text) ? text : `+${text}`;
}

/** Drops the zeros after the last significant decimal, and the point when none is left: "0.50000000" → "0.5". */
function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** A pair's price: the pair's precision, always that many places, grouped: ("102059.889", 2) → "102,059.88". */
export function priceText(value: number | string, precision: number): string {
  return groupThousands(truncate(value, precision));
}

/**
 * A price of the pair named by its wire symbol ("btcusdt"), at that pair's precision; a symbol no pair has (a pair
 * since delisted) shows the price as it was recorded.
 */
export function symbolPriceText(value: number | string, symbol: string): string {
  const pair = findPair(symbol);
  return pair ? priceText(value, pair.precision) : exactText(value);
}

/** The places a currency's amounts are shown with, and whether they are always all shown (USDT) or trimmed. */
function placesOf(currency: string): { places: number; fixed: boolean } {
  return currency.toUpperCase() === 'USDT'
    ? { places: usdtDisplayDecimals, fixed: true }
    : { places: moneyScale, fixed: false };
}

/**
 * Money of one currency: a balance, an amount, a fee, a valuation or a profit. USDT has 2 places, always shown
 * ("10,000.00"); any other coin up to 8 places without trailing zeros ("0.5", "0.00001234"). Truncated.
 */
export function amountText(value: number | string, currency: string): string {
  const { places, fixed } = placesOf(currency);
  const cut = truncate(value, places);
  return groupThousands(fixed ? cut : trimZeros(cut));
}

/** A profit, a loss or a change of money, signed: "+0.01", "-3.20", "0.00" (USDT), "+0.0005" (BTC). */
export function signedAmountText(value: number | string, currency: string): string {
  return withSign(amountText(value, currency));
}

/**
 * A figure shown exactly as it is set or recorded, never cut: a rule's minimum or maximum, a launchpad price, a
 * price under verification. Without trailing zeros, grouped: "0.00001", "10", "1,000,000". "At least 0.00" would
 * not say what the minimum is, and a cut price could not be checked against its proof.
 */
export function exactText(value: number | string): string {
  return groupThousands(toPlainDecimal(value));
}

/**
 * A percentage's figure: 2 places, truncated, "50.00", for a message that writes the "%" itself ("Profit {0}%"),
 * so that a translation may place it.
 */
export function percentFigure(value: number | string): string {
  return truncate(value, percentDecimals);
}

/** A percentage: 2 places, truncated, "%" without a space: "50.00%", "85.00%". */
export function percentText(value: number | string): string {
  return `${percentFigure(value)}%`;
}

/** A change or return as a percentage, signed: "+1.25%", "-0.50%", "0.00%". */
export function signedPercentText(value: number | string): string {
  return `${withSign(truncate(value, percentDecimals))}%`;
}

/** An amount in the market's order book and trade list: 4 places (the spec's default), grouped. */
export function bookAmountText(value: number | string): string {
  return groupThousands(truncate(value, defaultDisplayDecimals));
}

/** Significant digits a rate is shown with: enough to compare quotes, short enough for one line on a phone. */
const rateSignificantDigits = 8;

/**
 * An exchange rate, cut (never rounded) to 8 significant digits and grouped: "0.000009393006981446" →
 * "0.0000093930069", "106462.970123" → "106,462.97".
 */
export function rateText(value: number | string): string {
  const plain = toPlainDecimal(value);
  const digits = plain.replace(/^-/, '').replace('.', '');
  const leadingZeros = digits.length - digits.replace(/^0+/, '').length;
  const intLength = (plain.replace(/^-/, '').split('.')[0] ?? '').length;
  const places = Math.max(0, leadingZeros + rateSignificantDigits - intLength);
  return groupThousands(trimZeros(truncate(plain, places)));
}
