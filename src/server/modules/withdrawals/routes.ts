/**
 * The withdrawal call (docs/api.md "Withdraw"): to one of the user's saved addresses, with the trade password.
 * It moves money, so it accepts an Idempotency-Key; the password is not part of what makes two requests the same.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fundingPaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { idempotencyOf } from '../../http/idempotency';
import { requireUser, userIdOf } from '../../http/require-user';
import { rowIdField } from '../../http/row-id';
import { parseInput } from '../../http/validate';
import { translate } from '../../i18n/translate';
import type { SessionStore } from '../auth';
import { withdrawalMessages } from './withdrawal-messages';
import type { WithdrawalsService } from './withdrawals-service';

export interface WithdrawalRouteOptions {
  withdrawals: WithdrawalsService;
  sessions: SessionStore;
}

/** Far above any real amount's text; the service checks the amount itself with its own message. */
const amountTextLengthMax = 64;

const submitBody = z.object({
  addressId: rowIdField,
  amount: z.string().trim().min(1).max(amountTextLengthMax),
  tradePwd: z.string().trim().min(1),
});

export async function withdrawalRoutes(
  app: FastifyInstance,
  { withdrawals, sessions }: WithdrawalRouteOptions,
) {
  app.post(fundingPaths.withdrawSubmit, { preHandler: requireUser(sessions) }, async (request) => {
    const input = parseInput(submitBody, request.body);
    const idempotent = idempotencyOf(request, { addressId: input.addressId, amount: input.amount });
    const data = await withdrawals.submit(userIdOf(request), input, idempotent);
    return codeSuccess(data, translate(request.locale, withdrawalMessages.submitted));
  });
}
