/**
 * The operator's ledger calls: the invariant check on the live database, and credits from the adjustment account
 * (logged with their reason). Each credit carries a reference, the operator's own (`--reference`) or one the CLI
 * makes per command; a reference already applied credits nothing again and answers `applied: false` with the
 * transaction that applied it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { parseAmount } from '../../../common/amount';
import { isWalletCurrency } from '../../../common/wallet-types';
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

export function registerLedgerRoutes(
  app: FastifyInstance,
  deps: { ledger: Ledger; wallet: WalletService; auth: AuthService },
): void {
  app.get(adminPaths.ledgerCheck, asReviewer, async () =>
    codeSuccess({ violations: await deps.ledger.check() }),
  );

  app.post(adminPaths.ledgerCredit, asAdmin, async (request) => {
    const input = parseInput(creditBody, request.body);
    refuseTooLargeText(input.amount);
    const amount = parseAmount(input.amount);
    if (amount === undefined) throw new ApiError('FIELD_INVALID', { field: 'amount' });
    requireWithinMoneyMax(amount);
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
}
