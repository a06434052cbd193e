/**
 * The transfer form's amount rule (spec section 5 and issue 7): present, a plain decimal of at most 8 places and
 * at least 0.00001, else the spec's transfer tip; at most the available balance, else "insufficient available
 * balance". The server checks the same; the form only saves the round trip.
 */
import { parseAmount } from '../../../common/amount';
import { compare, type DecimalString } from '../../../common/decimal';
import type { ErrorCode } from '../../../common/errors';
import { amountMin } from '../../../common/money-constants';
import { wireDecimal } from './asset-numbers';

export type TransferAmountError = Extract<ErrorCode, 'TRANSFER_AMOUNT' | 'INSUFFICIENT_BALANCE'>;

/** `available` undefined means not known yet: only the form of the amount is checked. */
export function transferAmountError(
  input: string,
  available: string | undefined,
): TransferAmountError | null {
  const amount = parseAmount(input, amountMin);
  if (amount === undefined) return 'TRANSFER_AMOUNT';
  if (available !== undefined && compare(amount, wireDecimal(available)) > 0) return 'INSUFFICIENT_BALANCE';
  return null;
}

export function validTransferAmount(input: string): DecimalString | undefined {
  return parseAmount(input, amountMin);
}
