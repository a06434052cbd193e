/**
 * Where the ledger's refusals (ledger/ledger-errors.ts) become the error table's answers: the ledger says what it
 * refused and with which data, this file says which code and message values the client gets for it. The error
 * handler is the only caller, so a refusal reads the same whichever route or service met it.
 */
import type { ErrorCode } from '../../common/errors';
import type { MessageValues } from '../i18n/translate';
import { AmountTooLargeError, InsufficientBalanceError } from '../ledger/ledger-errors';

export interface TableAnswer {
  code: ErrorCode;
  values: MessageValues;
}

/** The table's code and message values for a ledger refusal, or undefined for any other error. */
export function ledgerRefusalAnswer(error: unknown): TableAnswer | undefined {
  if (error instanceof InsufficientBalanceError)
    return { code: 'INSUFFICIENT_BALANCE', values: { currency: error.currency } };
  if (error instanceof AmountTooLargeError) return { code: 'AMOUNT_TOO_LARGE', values: { max: error.max } };
  return undefined;
}
