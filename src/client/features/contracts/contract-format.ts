/**
 * What the contract screens show beside their figures, which the number-format policy writes
 * (src/common/number-format.ts): the stand-in for a figure not known yet and the colour of a signed one.
 */
import type { Trend } from '../../../common/number-format';

/** What stands in for a figure that is not known (no price yet, a pending position's open price). */
export const unknownFigure = '--';

/** The colour of a signed figure: up for a gain, down for a loss (following the user's green-up/red-up choice). */
export function trendOfSigned(value: string): Trend {
  if (!/[1-9]/.test(value)) return 'flat';
  return value.startsWith('-') ? 'down' : 'up';
}
