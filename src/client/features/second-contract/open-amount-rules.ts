/**
 * The open amount's rules (spec section 5, in this order): present and at least 0.00001, else the spec's
 * l.c_enteropenamt; at most 8 decimal places; at least the chosen duration's openAmountMin, else l.u_limit_min_low;
 * and, with the fee on top, at most the contract account's available balance. The server checks the same; the
 * form only saves the round trip and says what to do.
 */
import { parseAmount } from '../../../common/amount';
import { compare, parseDecimal, type DecimalString } from '../../../common/decimal';
import { amountMin } from '../../../common/money-constants';
import { secondOpeningCost } from '../../../common/second-contract-maths';

export type OpenAmountError =
  | { kind: 'enter' }
  | { kind: 'places' }
  | { kind: 'below-min'; min: DecimalString }
  | { kind: 'balance'; available: DecimalString };

export interface OpenAmountLimits {
  /** The chosen duration's smallest stake; undefined until the durations have loaded. */
  openAmountMin: DecimalString | undefined;
  /** The contract account's available quote coin; undefined while not known (then it is not checked). */
  available: DecimalString | undefined;
  /** The fee rate; undefined while not known (then the stake alone is compared with the balance). */
  feeRate: DecimalString | undefined;
}

/** The stake when the text is an acceptable amount at all (present, a plain decimal, ≤ 8 places, ≥ 0.00001). */
export function stakeOf(text: string): DecimalString | undefined {
  return parseAmount(text, amountMin);
}

export function openAmountError(text: string, limits: OpenAmountLimits): OpenAmountError | null {
  const parsed = parseDecimal(text);
  if (!parsed.ok && parsed.error === 'too-many-places') return { kind: 'places' };
  const stake = stakeOf(text);
  if (stake === undefined) return { kind: 'enter' };
  const { openAmountMin, available, feeRate } = limits;
  if (openAmountMin !== undefined && compare(stake, openAmountMin) < 0) {
    return { kind: 'below-min', min: openAmountMin };
  }
  const cost = feeRate === undefined ? stake : secondOpeningCost(stake, feeRate);
  if (available !== undefined && compare(cost, available) > 0) return { kind: 'balance', available };
  return null;
}
