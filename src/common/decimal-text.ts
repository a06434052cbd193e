/**
 * Display arithmetic on plain decimal text ("-12.345", never an exponent), without decimal.js: the screens that
 * every start shows (home, market) format prices with these, and decimal.js would cost the start-up bundle about
 * 12 KiB. Truncation is a cut of the text, a power of ten is a move of the point, and the one division the screens
 * need (percentage change) runs on bigint, so every result is exact and truncated toward zero, never rounded.
 */

/** Cuts a plain decimal to exactly `places` decimals, toward zero, never "-0.00": ("1.23456", 2) → "1.23". */
export function truncateText(plain: string, places: number): string {
  const negative = plain.startsWith('-');
  const [intPart = '0', fracPart = ''] = (negative ? plain.slice(1) : plain).split('.');
  const cut = fracPart.slice(0, places).padEnd(places, '0');
  const isZero = /^0*$/.test(intPart + cut);
  const body = places > 0 ? `${intPart}.${cut}` : intPart;
  return negative && !isZero ? `-${body}` : body;
}

function fractionDigits(plain: string): number {
  return plain.split('.')[1]?.length ?? 0;
}

/** The plain decimal as an integer count of 10^-scale units; exact when scale ≥ its fraction digits. */
function toScaled(plain: string, scale: number): bigint {
  const negative = plain.startsWith('-');
  const [intPart = '0', fracPart = ''] = (negative ? plain.slice(1) : plain).split('.');
  const units = BigInt(intPart + fracPart.padEnd(scale, '0').slice(0, scale));
  return negative ? -units : units;
}

/** An integer count of 10^-places units written as a plain decimal with exactly `places` decimals. */
function fromScaled(units: bigint, places: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const body = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative && /[1-9]/.test(digits) ? `-${body}` : body;
}

/**
 * (to − from) / from × 100, truncated toward zero to `places` decimals, from two plain decimals; undefined when
 * `from` is zero.
 */
export function percentChangeText(from: string, to: string, places: number): string | undefined {
  const scale = Math.max(fractionDigits(from), fractionDigits(to));
  const fromUnits = toScaled(from, scale);
  if (fromUnits === 0n) return undefined;
  const change = (toScaled(to, scale) - fromUnits) * 100n * 10n ** BigInt(places);
  // bigint division truncates toward zero, which is the display rule.
  return fromScaled(change / fromUnits, places);
}
