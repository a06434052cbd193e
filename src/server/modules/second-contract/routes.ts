/**
 * The spec's second-contract calls (section 7, base path /bb), in its `{code: 200, result, message}` envelope:
 * the durations (public), opening a timed order (with an `Idempotency-Key`), the user's records and one record.
 * Every route of this plugin names the bb envelope, so its refusals look like its answers.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { secondContractPaths } from '../../../common/api-paths';
import { secondEntryStatus, type SecondEntryStatus } from '../../../common/trading-types';
import { bbSuccess } from '../../http/envelope';
import { idempotencyOf } from '../../http/idempotency';
import { pagingFields } from '../../http/paging';
import { requireUser, userIdOf } from '../../http/require-user';
import { rowIdField } from '../../http/row-id';
import { parseInput } from '../../http/validate';
import { translate } from '../../i18n/translate';
import type { SessionStore } from '../auth';
import { secondContractMessages } from './messages';
import type { SecondContractService } from './second-contract-service';

export interface SecondContractRouteOptions {
  secondContract: SecondContractService;
  sessions: SessionStore;
}

const coinFilter = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{0,12}$/)
  .optional();

const recordsBody = z.object({
  ...pagingFields,
  entryStatus: z.union([z.literal(''), z.coerce.number().int().min(1).max(2)]).optional(),
  baseCoin: coinFilter,
  quoteCoin: coinFilter,
});
const byIdBody = z.object({ id: rowIdField });
const orderBody = z.object({
  openAmount: z.unknown().optional(),
  baseCoin: z.unknown().optional(),
  quoteCoin: z.unknown().optional(),
  positionTime: z.unknown().optional(),
  tradeType: z.unknown().optional(),
});

export async function secondContractRoutes(
  app: FastifyInstance,
  { secondContract, sessions }: SecondContractRouteOptions,
) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, envelope: 'bb' };
  });
  const preHandler = requireUser(sessions);

  // Public: the durations and their rates are the same for everyone.
  app.post(secondContractPaths.getConfig, async (request) =>
    bbSuccess(await secondContract.getConfig(), translate(request.locale, secondContractMessages.success)),
  );

  app.post(secondContractPaths.createOrder, { preHandler }, async (request) => {
    const input = parseInput(orderBody, request.body);
    const idempotent = idempotencyOf(request, input);
    const order = await secondContract.createOrder(userIdOf(request), input, idempotent);
    return bbSuccess(order, translate(request.locale, secondContractMessages.created));
  });

  app.post(secondContractPaths.getContractRecord, { preHandler }, async (request) => {
    const input = parseInput(recordsBody, request.body);
    const page = await secondContract.records(
      userIdOf(request),
      {
        entryStatus: (input.entryStatus || secondEntryStatus.open) as SecondEntryStatus,
        baseCoin: input.baseCoin || undefined,
        quoteCoin: input.quoteCoin || undefined,
      },
      { pageNo: input.pageNo, pageSize: input.pageSize },
    );
    return bbSuccess(page, translate(request.locale, secondContractMessages.success));
  });

  app.post(secondContractPaths.getContractRecordById, { preHandler }, async (request) => {
    const { id } = parseInput(byIdBody, request.body);
    const order = await secondContract.recordById(userIdOf(request), id);
    return bbSuccess(order, translate(request.locale, secondContractMessages.success));
  });
}
