/**
 * The one refusal of numbers too large for the money (src/common/money-constants.ts moneyValueMax): every route that
 * reads an amount or a price, or multiplies or adds them, checks the inputs and the results here before anything
 * is written, so that such a request is a clear AMOUNT_TOO_LARGE and never a fault inside the ledger.
 */
import { Decimal, compare, type DecimalString } from '../../common/decimal';
import { moneyValueMax } from '../../common/money-constants';
import { ApiError } from './api-error';

/** A plain decimal as a form sends it; other shapes (exponents, signs, words) are left to the field's own rule. */
const plainNumberPattern = /^\d+(?:\.\d+)?$/;

function tooLarge(): ApiError {
  return new ApiError('AMOUNT_TOO_LARGE', { max: moneyValueMax });
}

export function isWithinMoneyMax(value: DecimalString): boolean {
  return compare(value, moneyValueMax) <= 0;
}

/** Refuses with AMOUNT_TOO_LARGE when any of the values is above the maximum. */
export function requireWithinMoneyMax(...values: readonly DecimalString[]): void {
  if (!values.every(isWithinMoneyMax)) throw tooLarge();
}

/**
 * Refuses a field's raw text that is a plain number above the maximum, before the field's own parsing: that
 * parsing refuses a number of more digits than the ledger holds as merely malformed, and a user who typed a huge
 * amount should be told it is too large. Anything that is not a plain number passes on to the field's rule.
 */
export function refuseTooLargeText(...raws: readonly unknown[]): void {
  for (const raw of raws) {
    if (typeof raw !== 'string') continue;
    const text = raw.trim();
    if (plainNumberPattern.test(text) && new Decimal(text).gt(moneyValueMax)) throw tooLarge();
  }
}
