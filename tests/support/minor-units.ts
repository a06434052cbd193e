/**
 * Money in tests as bigint minor units of 1e-8 (the ledger's finest step): exact sums over thousands of answers,
 * and back to the decimal text the API takes. `toMinor` refuses anything finer than 1e-8 rather than round it.
 */
export const minorPerUnit = 100_000_000n;
const placesMax = 8;

export function toMinor(text: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole = '0', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > placesMax) throw new Error(`finer than 1e-8: ${text}`);
  const minor = BigInt(whole) * minorPerUnit + BigInt(fraction.padEnd(placesMax, '0'));
  return sign === '-' ? -minor : minor;
}

export function toDecimal(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const magnitude = minor < 0n ? -minor : minor;
  const fraction = (magnitude % minorPerUnit).toString().padStart(placesMax, '0').replace(/0+$/, '');
  return `${sign}${magnitude / minorPerUnit}${fraction ? `.${fraction}` : ''}`;
}
