/**
 * How the contract screens write figures: prices at the pair's precision, USDT amounts exactly as computed (at
 * most 8 places, no trailing zeros), profits signed, ROI with 2 places; every one truncated, never rounded (spec
 * section 9), thousands grouped so long figures stay readable on a phone.
 */
import { moneyScale } from '../../../common/decimal';
import { groupThousands, truncate } from '../../../common/number-format';
import type { Trend } from '../../../common/number-format';

/** What stands in for a figure that is not known (no price yet, a pending position's open price). */
export const unknownFigure = '--';

export function priceText(value: string, precision: number): string {
  return groupThousands(truncate(value, precision));
}

export function usdtText(value: string): string {
  // truncate() always writes the point and 8 places; the zeros after the last significant digit go.
  return groupThousands(truncate(value, moneyScale).replace(/0+$/, '').replace(/\.$/, ''));
}

const isPositive = (value: string) => !value.startsWith('-') && /[1-9]/.test(value);

/** "+12.5", "-3", "0". */
export function signedUsdtText(value: string): string {
  const text = usdtText(value);
  return isPositive(text) ? `+${text}` : text;
}

/** "+1.25%", "-0.50%", "0.00%". */
export function signedPercentText(value: string): string {
  const text = truncate(value, 2);
  return `${isPositive(text) ? '+' : ''}${text}%`;
}

/** The colour of a signed figure: up for a gain, down for a loss (following the user's green-up/red-up choice). */
export function trendOfSigned(value: string): Trend {
  if (!/[1-9]/.test(value)) return 'flat';
  return value.startsWith('-') ? 'down' : 'up';
}
