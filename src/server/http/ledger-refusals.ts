/**
 * Where the ledger's refusals (ledger/ledger-errors.ts) become the error table's answers: the ledger says what it
 * refused and with which data, this file says which code and message values the client gets for it. The error
 * handler is the only caller, so a refusal reads the same whichever route or service met it.
 */
import type { ErrorCode } from '../../common/errors';
import type { MessageValues } from '../i18n/translate';
import { AmountTooLargeError, InsufficientBalanceError, ReversalRefusedError } from '../ledger/ledger-errors';

const reversalCodes = {
  'not-found': 'LEDGER_TRANSACTION_NOT_FOUND',
  'already-reversed': 'LEDGER_ALREADY_REVERSED',
  'is-reversal': 'LEDGER_REVERSAL_OF_REVERSAL',
} as const satisfies Record<ReversalRefusedError['reason'], ErrorCode>;

export interface TableAnswer {
  code: ErrorCode;
  values: MessageValues;
}

/** The table's code and message values for a ledger refusal, or undefined for any other error. */
export function ledgerRefusalAnswer(error: unknown): TableAnswer | undefined {
  if (error instanceof InsufficientBalanceError)
    return { code: 'INSUFFICIENT_BALANCE', values: { currency: error.currency } };
  if (error instanceof ReversalRefusedError)
    return { code: reversalCodes[error.reason], values: { transaction: error.target } };
  if (error instanceof AmountTooLargeError) return { code: 'AMOUNT_TOO_LARGE', values: { max: error.max } };
  return undefined;
}
