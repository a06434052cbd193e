/**
 * The launchpad calls (docs/api.md "Launchpad"), in the main client's `{code: 1, data, msg}` envelope: the sales
 * and one sale (public; the detail also tells a signed-in caller what they asked for so far), joining one (with
 * the trade password and an `Idempotency-Key`), and the caller's records.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { launchpadPaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { idempotencyOf } from '../../http/idempotency';
import { pagingFields } from '../../http/paging';
import { optionalUserId, requireUser, userIdOf } from '../../http/require-user';
import { rowIdField } from '../../http/row-id';
import { parseInput } from '../../http/validate';
import { translate } from '../../i18n/translate';
import type { SessionStore } from '../auth';
import type { LaunchpadService } from './launchpad-service';
import { launchpadMessages } from './messages';

export interface LaunchpadRouteOptions {
  launchpad: LaunchpadService;
  sessions: SessionStore;
}

/** Far above any real amount's text; the service checks the amount itself with its own messages. */
const amountTextLengthMax = 64;

const listBody = z.object({ ...pagingFields });
const detailBody = z.object({ id: rowIdField });
const joinBody = z.object({
  id: rowIdField,
  // Missing or malformed amounts get the launchpad's own messages (which name the coin), so any text passes here.
  amount: z.string().max(amountTextLengthMax).optional(),
  tradePassword: z.string().trim().min(1),
});
const recordsBody = z.object({
  ...pagingFields,
  id: z.union([z.literal(''), rowIdField]).optional(),
});

export async function launchpadRoutes(app: FastifyInstance, { launchpad, sessions }: LaunchpadRouteOptions) {
  const preHandler = requireUser(sessions);
  const success = (request: FastifyRequest) => translate(request.locale, launchpadMessages.success);

  app.post(launchpadPaths.list, async (request) => {
    const page = parseInput(listBody, request.body);
    return codeSuccess(await launchpad.list(page), success(request));
  });

  app.post(launchpadPaths.detail, async (request, reply) => {
    const { id } = parseInput(detailBody, request.body);
    const userId = await optionalUserId(request, reply, sessions);
    return codeSuccess(await launchpad.detail(id, request.locale, userId), success(request));
  });

  app.post(launchpadPaths.join, { preHandler }, async (request) => {
    const input = parseInput(joinBody, request.body);
    // The trade password is not part of what makes two requests the same.
    const idempotent = idempotencyOf(request, { id: input.id, amount: input.amount });
    const data = await launchpad.join(userIdOf(request), input, idempotent);
    return codeSuccess(data, success(request));
  });

  app.post(launchpadPaths.records, { preHandler }, async (request) => {
    const input = parseInput(recordsBody, request.body);
    const listingId = input.id === '' ? undefined : input.id;
    const page = { pageNo: input.pageNo, pageSize: input.pageSize };
    return codeSuccess(await launchpad.records(userIdOf(request), listingId, page), success(request));
  });
}
