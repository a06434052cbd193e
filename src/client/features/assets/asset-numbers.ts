/**
 * The asset screens' arithmetic and display, exact on decimal strings (never a JS float): hide-small compares
 * with decimal.js. Figures are written by the one policy, src/common/number-format.ts.
 */
import { compare, isZero, parseDecimal, type DecimalString } from '../../../common/decimal';
import { hideSmallBalanceThresholdUsdt } from '../../../common/money-constants';
import type { AssetEntry } from '../../../common/wallet-types';

/** A decimal string from the wire, checked; anything malformed counts as zero rather than as a guess. */
export function wireDecimal(text: string): DecimalString {
  const parsed = parseDecimal(text, { scaleMax: 64 });
  return parsed.ok ? parsed.value : ('0' as DecimalString);
}

/** What hide-small reads of an entry; the price and amounts tell a held coin without a market price. */
type SmallCheckEntry = Pick<AssetEntry, 'total'> &
  Partial<Pick<AssetEntry, 'price' | 'availableCurrency' | 'frozenCurrency'>>;

/**
 * Spec section 9: assets whose total value is at most 0.1 USDT are "small" and hidden when asked. A coin the user
 * holds that has no price yet (a launchpad coin before it trades: price "0", so total "0") cannot be valued, so it
 * is never "small": hiding it would hide the coin the user just bought.
 */
export function isSmallBalance(entry: SmallCheckEntry): boolean {
  if (entry.price !== undefined && isZero(wireDecimal(entry.price))) {
    const held = [entry.availableCurrency, entry.frozenCurrency].some(
      (amount) => amount !== undefined && !isZero(wireDecimal(amount)),
    );
    if (held) return false;
  }
  return compare(wireDecimal(entry.total), hideSmallBalanceThresholdUsdt) <= 0;
}

export function visibleAssets<Entry extends SmallCheckEntry>(
  list: readonly Entry[],
  hideSmall: boolean,
): Entry[] {
  return hideSmall ? list.filter((entry) => !isSmallBalance(entry)) : [...list];
}

/** What replaces every figure while the eye toggle hides balances. */
export const maskedFigure = '****';
