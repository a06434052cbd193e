/**
 * The four-eyes thresholds (docs/operations.md "Four-eyes withdrawals"), stored in the
 * `withdraw_four_eyes_thresholds` parameter as `CURRENCY:AMOUNT` pairs, e.g. `BTC:0.2,ETH:5,USDT:10000`. A
 * withdrawal whose amount is AT OR ABOVE its currency's threshold needs the approvals of two different operators
 * before it is paid; below it, one approval pays. A currency the list does not name needs two approvals at any
 * amount, so a newly listed currency is never paid on one operator's word before someone sets its threshold.
 * The params service checks every write with this parser, so a value that reaches the database is always valid.
 */
import { compare, parseDecimal, type DecimalString } from './decimal';
import type { ErrorCode } from './errors';

/** Approvals a withdrawal needs below its threshold, and at or above it. */
export const approvalsBelowThreshold = 1;
export const approvalsAtThreshold = 2;

/**
 * Seeded on first start for the seeded currencies: roughly ten thousand dollars' worth of each, where a second look
 * costs an operator a minute and a mistake costs the exchange real money.
 */
export const fourEyesThresholdsDefault =
  'ADA:20000,BTC:0.2,DOGE:100000,EOS:10000,ETH:5,LTC:100,USDT:10000,XRP:20000';

/** Currency codes as listings and the ledger write them. */
const currencyPattern = /^[A-Z0-9]{2,12}$/;

export type ThresholdCheck =
  | { ok: true; thresholds: Map<string, DecimalString> }
  | { ok: false; error: ErrorCode; values: Record<string, string> };

/** Reads "BTC:0.2, USDT:10000" into a map; refuses an empty list, a malformed pair and a currency named twice. */
export function parseFourEyesThresholds(text: string): ThresholdCheck {
  const thresholds = new Map<string, DecimalString>();
  if (text.trim() === '') return { ok: false, error: 'FIELD_INVALID', values: { field: 'value' } };
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [currency = '', amount = '', ...rest] = entry.split(':').map((part) => part.trim());
    const parsed = parseDecimal(amount);
    if (!currencyPattern.test(currency) || !parsed.ok || rest.length > 0) {
      return { ok: false, error: 'WITHDRAW_THRESHOLD_ENTRY', values: { entry } };
    }
    if (thresholds.has(currency)) {
      return { ok: false, error: 'WITHDRAW_THRESHOLD_DUPLICATE', values: { currency } };
    }
    thresholds.set(currency, parsed.value);
  }
  return { ok: true, thresholds };
}

/** The stored form: currencies in alphabetical order, amounts canonical, no spaces. */
export function formatFourEyesThresholds(thresholds: ReadonlyMap<string, DecimalString>): string {
  return [...thresholds.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, amount]) => `${currency}:${amount}`)
    .join(',');
}

/**
 * How many different operators must approve `amount` of `currency`. A stored value that does not parse (it cannot,
 * as writes are checked, but a hand edit of the database could) counts as no threshold at all: two approvals.
 */
export function approvalsRequired(
  stored: string | undefined,
  currency: string,
  amount: DecimalString,
): number {
  const checked = stored === undefined ? undefined : parseFourEyesThresholds(stored);
  const threshold = checked?.ok ? checked.thresholds.get(currency) : undefined;
  if (threshold === undefined) return approvalsAtThreshold;
  return compare(amount, threshold) >= 0 ? approvalsAtThreshold : approvalsBelowThreshold;
}
