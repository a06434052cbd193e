/**
 * The asset screens' arithmetic and display, exact on decimal strings (never a JS float): hide-small compares
 * with decimal.js, and amounts are truncated (never rounded), so a balance is never shown larger than it is.
 */
import { compare, isZero, moneyScale, parseDecimal, type DecimalString } from '../../../common/decimal';
import { hideSmallBalanceThresholdUsdt } from '../../../common/money-constants';
import { groupThousands, truncate } from '../../../common/number-format';
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

/** Truncated to `placesMax`, trailing zeros dropped down to two places, thousands grouped: "10,000.00". */
export function formatAmount(value: string, placesMax: number = moneyScale): string {
  const cut = truncate(value, placesMax);
  return groupThousands(placesMax > 2 ? cut.replace(/(\.\d{2}\d*?)0+$/, '$1') : cut);
}

/**
 * A value converted to USDT: an estimate in a dollar-like unit, so two places, truncated, the same on every row
 * (the coin amounts beside it keep their own precision).
 */
export function formatUsdt(value: string): string {
  return groupThousands(truncate(value, usdtValueDecimals));
}

export const usdtValueDecimals = 2;

/** What replaces every figure while the eye toggle hides balances. */
export const maskedFigure = '****';
