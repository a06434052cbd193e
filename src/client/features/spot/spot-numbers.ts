/** How the trade screens write amounts: cut (never rounded) to 8 places, without trailing zeros, grouped. */
import { formatDecimal, moneyScale, parseDecimal, truncateDecimal } from '../../../common/decimal';
import { groupThousands } from '../../../common/number-format';

/** Places the server may write; wider than any amount, so a figure is read whole before it is cut. */
const wireScaleMax = 64;

/** "10000.123456789" → "10,000.12345678"; text that is not a decimal is shown as it came. */
export function amountText(value: string): string {
  const parsed = parseDecimal(value, { scaleMax: wireScaleMax, signed: true });
  if (!parsed.ok) return value;
  const cut = parseDecimal(truncateDecimal(parsed.value, moneyScale), { signed: true });
  return groupThousands(cut.ok ? formatDecimal(cut.value) : parsed.value);
}
