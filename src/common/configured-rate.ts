/**
 * A rate an operator configures as a parameter (a fee rate, a maintenance rate): decimal text that a typo must not
 * turn into a charge nobody chose. Read on the server for the exchange, spot fills, positions and timed orders.
 */
import { compare, parseDecimal, type DecimalString } from './decimal';

/** A rate can have more places than an amount (0.00075); more than this is a typo, not a rate. */
export const rateScaleMax = 18;

/**
 * The configured rate when it is a decimal of at most `rateScaleMax` places (and, with `max`, not above it);
 * otherwise, or when nothing is configured, `fallback`.
 */
export function configuredRate(
  configured: string | undefined,
  fallback: DecimalString,
  max?: DecimalString,
): DecimalString {
  const parsed = parseDecimal(configured ?? '', { scaleMax: rateScaleMax });
  if (!parsed.ok || (max !== undefined && compare(parsed.value, max) > 0)) return fallback;
  return parsed.value;
}
