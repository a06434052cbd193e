/**
 * The display figures of the order form, exact on decimal strings (never a JS float): a wire decimal checked, the
 * profit rate and the break-even win rate. The money itself (the fee, the profit and payout of a win) is computed
 * once, for the form, the server and the engine alike, in src/common/second-contract-maths.ts.
 */
import { percentDecimals } from '../../../common/constants';
import { add, div, mul, parseDecimal, truncateDecimal, type DecimalString } from '../../../common/decimal';

const hundred = '100' as DecimalString;
const one = '1' as DecimalString;

/** A decimal string from the wire or a parameter, checked; undefined when it is not one. */
export function wireDecimal(text: string | null | undefined): DecimalString | undefined {
  if (text === null || text === undefined) return undefined;
  const parsed = parseDecimal(text, { scaleMax: 64, signed: true });
  return parsed.ok ? parsed.value : undefined;
}

/** Drops trailing zeros after the point: "80.00" → "80", "87.50" → "87.5". */
function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** The profit rate as a percentage of at most 2 places, truncated: "0.85" → "85", "0.875" → "87.5". */
export function ratePercent(incomeRate: DecimalString): string {
  return trimZeros(mul(incomeRate, hundred, { scale: percentDecimals, rounding: 'down' }));
}

/**
 * The win rate at which a profit rate breaks even, 1 / (1 + incomeRate), as a percentage with 2 places: a win
 * earns stake × incomeRate and a loss costs the stake, so p × incomeRate = (1 − p) at break-even. It is rounded
 * UP, unlike display figures elsewhere, because the screen says "you need to win more than X %": a truncated X
 * would name a win rate that still loses money (0.8 gives 55.5555…, so 55.56 and not 55.55).
 */
export function breakEvenPercent(incomeRate: DecimalString): string {
  // truncateDecimal only pads here ("50" → "50.00"): the quotient already has at most 2 places.
  return truncateDecimal(
    div(hundred, add(one, incomeRate), { scale: percentDecimals, rounding: 'up' }),
    percentDecimals,
  );
}
