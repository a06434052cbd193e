/**
 * The display figures of the order form, exact on decimal strings (never a JS float): a wire decimal checked, the
 * profit rate and the break-even win rate. The money itself (the fee, the profit and payout of a win) is computed
 * once, for the form, the server and the engine alike, in src/common/second-contract-maths.ts.
 */
import { percentDecimals } from '../../../common/constants';
import { add, div, mul, parseDecimal, type DecimalString } from '../../../common/decimal';

const hundred = '100' as DecimalString;
const one = '1' as DecimalString;

/** A decimal string from the wire or a parameter, checked; undefined when it is not one. */
export function wireDecimal(text: string | null | undefined): DecimalString | undefined {
  if (text === null || text === undefined) return undefined;
  const parsed = parseDecimal(text, { scaleMax: 64, signed: true });
  return parsed.ok ? parsed.value : undefined;
}

/** The profit rate as a percentage, truncated to 2 places: "0.85" → "85"; number-format's percentFigure writes it. */
export function ratePercent(incomeRate: DecimalString): DecimalString {
  return mul(incomeRate, hundred, { scale: percentDecimals, rounding: 'down' });
}

/**
 * The win rate at which a profit rate breaks even, 1 / (1 + incomeRate), as a percentage with 2 places: a win
 * earns stake × incomeRate and a loss costs the stake, so p × incomeRate = (1 − p) at break-even. It is rounded
 * UP, unlike display figures elsewhere, because the screen says "you need to win more than X %": a truncated X
 * would name a win rate that still loses money (0.8 gives 55.5555…, so 55.56 and not 55.55).
 */
export function breakEvenPercent(incomeRate: DecimalString): DecimalString {
  return div(hundred, add(one, incomeRate), { scale: percentDecimals, rounding: 'up' });
}
