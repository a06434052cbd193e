/**
 * The leverage list an operator sets (`npm run ops -- leverage set 5,10,20,50,100`, stored in the
 * `contract_leverage_list` parameter): which multiples a leveraged position may use. The params service checks
 * every write with this parser, so a list that reaches the database is always valid, and the contracts service
 * reads it with the same parser.
 */
import { contractMultipleMax } from './constants';
import type { ErrorCode } from './errors';

/** More multiples than this do not fit the open form's selector and are more likely a typo than a choice. */
export const contractLeverageCountMax = 10;

export type LeverageListCheck =
  | { ok: true; multiples: number[] }
  | { ok: false; error: ErrorCode; values: Record<string, string | number> };

/** A whole number from 1 up, written without a sign, a point or leading zeros. */
const multiplePattern = /^[1-9]\d{0,5}$/;

/**
 * Reads "5, 10,20" into [5, 10, 20]: comma-separated whole numbers from 1 to contractMultipleMax, no duplicates,
 * 1 to contractLeverageCountMax of them, answered in ascending order whatever order they were written in.
 */
export function parseLeverageList(text: string): LeverageListCheck {
  const entries = text.split(',').map((entry) => entry.trim());
  const empty = entries.length === 1 && entries[0] === '';
  if (empty || entries.length > contractLeverageCountMax) {
    return { ok: false, error: 'CONTRACT_LEVERAGE_COUNT', values: { countMax: contractLeverageCountMax } };
  }
  const multiples: number[] = [];
  for (const entry of entries) {
    const multiple = multiplePattern.test(entry) ? Number.parseInt(entry, 10) : Number.NaN;
    if (!(multiple >= 1 && multiple <= contractMultipleMax)) {
      return { ok: false, error: 'CONTRACT_LEVERAGE_ENTRY', values: { entry, max: contractMultipleMax } };
    }
    if (multiples.includes(multiple)) {
      return { ok: false, error: 'CONTRACT_LEVERAGE_DUPLICATE', values: { entry: multiple } };
    }
    multiples.push(multiple);
  }
  return { ok: true, multiples: multiples.sort((a, b) => a - b) };
}

/** The stored form of a list: ascending, comma-separated, no spaces. */
export function formatLeverageList(multiples: readonly number[]): string {
  return multiples.join(',');
}
