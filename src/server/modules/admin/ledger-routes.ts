/**
 * The operator's ledger calls: the invariant check on the live database, and credits from the adjustment account
 * (logged with their reason). Each credit carries a reference, the operator's own (`--reference`) or one the CLI
 * makes per command; a reference already applied credits nothing again and answers `applied: false` with the
 * transaction that applied it. Debits mirror credits (into the adjustment account, from the coin account or with
 * `accountType` 2 the contract account); a reversal posts the exact opposite of one transaction (docs/ledger.md
 * "Corrections").
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { parseAmount } from '../../../common/amount';
import { isWalletCurrency } from '../../../common/wallet-types';
import { accountTypes } from '../../ledger/ledger-types';
import { wholeNumberOf } from '../../lib/row-values';
import { ApiError } from '../../http/api-error';
import { codeSuccess } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { Ledger } from '../../ledger/ledger';
import type { AuthService } from '../auth/auth-service';
import type { WalletService } from '../wallet/wallet-service';
import { operatorReference } from './operator-reference';
import { requireWithinMoneyMax } from '../../http/money-limit';
import { refuseTooLargeText } from '../../http/money-limit';
import { actOf, asAdmin, asReviewer } from './route-roles';

export const creditReasonLengthMax = 500;

const creditBody = z.object({
  email: z.string().trim().min(1),
  currency: z.string().trim().toUpperCase().refine(isWalletCurrency),
  amount: z.string(),
  reason: z.string().trim().min(1).max(creditReasonLengthMax),
  reference: operatorReference,
});

const debitBody = creditBody.extend({
  accountType: z.enum(['1', '2']).default('1'),
});

/** A transaction's number (`transactionId`, all digits) or its unique reference (docs/ledger.md "Corrections"). */
const reverseBody = z.object({
  transaction: z.string().trim().min(1).max(200),
  reason: z.string().trim().min(1).max(creditReasonLengthMax),
});

const transactionIdPattern = /^[1-9][0-9]{0,15}$/;

/** The amount field of a credit or a debit, as the ledger takes it; refused with the table's errors otherwise. */
function checkedAmount(text: string): string {
  refuseTooLargeText(text);
  const amount = parseAmount(text);
  if (amount === undefined) throw new ApiError('FIELD_INVALID', { field: 'amount' });
  requireWithinMoneyMax(amount);
  return amount;
}

export function registerLedgerRoutes(
  app: FastifyInstance,
  deps: { ledger: Ledger; wallet: WalletService; auth: AuthService },
): void {
  app.get(adminPaths.ledgerCheck, asReviewer, async () =>
    codeSuccess({ violations: await deps.ledger.check() }),
  );

  app.post(adminPaths.ledgerCredit, asAdmin, async (request) => {
    const input = parseInput(creditBody, request.body);
    const amount = checkedAmount(input.amount);
    const userId = await deps.auth.findUserIdByEmail(input.email);
    if (userId === undefined) throw new ApiError('USER_NOT_FOUND');
    const posted = await deps.wallet.credit(
      {
        userId,
        currency: input.currency,
        amount,
        reason: input.reason,
        reference: `ops-credit:${input.reference}`,
      },
      actOf(request, input.reason),
    );
    request.log.info(
      { userId, currency: input.currency, amount, reason: input.reason, applied: posted.applied },
      'operator credited an account',
    );
    return codeSuccess({ transactionId: posted.transactionId, applied: posted.applied, amount });
  });

  app.post(adminPaths.ledgerDebit, asAdmin, async (request) => {
    const input = parseInput(debitBody, request.body);
    const amount = checkedAmount(input.amount);
    const userId = await deps.auth.findUserIdByEmail(input.email);
    if (userId === undefined) throw new ApiError('USER_NOT_FOUND');
    const accountType = input.accountType === '2' ? accountTypes.contract : accountTypes.coin;
    const posted = await deps.wallet.debit(
      { userId, accountType, currency: input.currency, amount, reference: `ops-debit:${input.reference}` },
      actOf(request, input.reason),
    );
    request.log.info(
      {
        userId,
        accountType,
        currency: input.currency,
        amount,
        reason: input.reason,
        applied: posted.applied,
      },
      'operator debited an account',
    );
    return codeSuccess({ transactionId: posted.transactionId, applied: posted.applied, amount, accountType });
  });

  app.post(adminPaths.ledgerReverse, asAdmin, async (request) => {
    const input = parseInput(reverseBody, request.body);
    const selector = transactionIdPattern.test(input.transaction)
      ? { id: wholeNumberOf(input.transaction) }
      : { reference: input.transaction };
    const reversal = await deps.wallet.reverse(selector, actOf(request, input.reason));
    request.log.info(
      { reversed: reversal.reversed.id, reason: input.reason },
      'operator reversed a transaction',
    );
    return codeSuccess(reversal);
  });
}
