/**
 * The spot order calls (docs/api.md "Spot limit orders"), in the main client's style: place and cancel (both
 * accept an `Idempotency-Key`), and the user's orders a page at a time. All answer `{code: 1, data, msg}`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { spotPaths } from '../../../common/api-paths';
import { findPair } from '../../../common/pairs';
import { spotOrderStatus, type SpotOrderStatus } from '../../../common/trading-types';
import { ApiError } from '../../http/api-error';
import { codeSuccess } from '../../http/envelope';
import { idempotencyOf } from '../../http/idempotency';
import { pagingFields } from '../../http/paging';
import { requireUser, userIdOf } from '../../http/require-user';
import { symbolField } from '../../http/symbol-field';
import { rowIdField } from '../../http/row-id';
import { parseInput } from '../../http/validate';
import { translate } from '../../i18n/translate';
import type { SessionStore } from '../auth';
import { spotMessages } from './spot-messages';
import { checkPlacement } from './spot-placement';
import type { SpotService } from './spot-service';

export interface SpotRouteOptions {
  spot: SpotService;
  sessions: SessionStore;
}

const placeBody = z.object({
  symbol: symbolField,
  side: z.unknown(),
  price: z.unknown(),
  amount: z.unknown(),
});
const cancelBody = z.object({ id: rowIdField });
const listBody = z.object({
  symbol: z.union([z.literal(''), symbolField]).optional(),
  status: z.union([z.literal(''), z.coerce.number().int().min(0).max(2)]).optional(),
  open: z.union([z.literal(''), z.literal('0'), z.literal('1')]).optional(),
  ...pagingFields,
});

/** `open=1` means unfinished, as `status=0` does; asking for open orders in another status is a contradiction. */
function statusFilter(input: z.output<typeof listBody>): SpotOrderStatus | undefined {
  const status = input.status === '' ? undefined : (input.status as SpotOrderStatus | undefined);
  if (input.open !== '1') return status;
  if (status !== undefined && status !== spotOrderStatus.unfinished) {
    throw new ApiError('FIELD_INVALID', { field: 'open' });
  }
  return spotOrderStatus.unfinished;
}

export async function spotRoutes(app: FastifyInstance, { spot, sessions }: SpotRouteOptions) {
  const preHandler = requireUser(sessions);

  app.post(spotPaths.place, { preHandler }, async (request) => {
    const placement = checkPlacement(parseInput(placeBody, request.body));
    const idempotent = idempotencyOf(request, {
      symbol: placement.pair.symbol,
      side: placement.side,
      price: placement.price,
      amount: placement.amount,
    });
    const data = await spot.place(userIdOf(request), placement, idempotent);
    return codeSuccess(data, translate(request.locale, spotMessages.placed));
  });

  app.post(spotPaths.cancel, { preHandler }, async (request) => {
    const { id } = parseInput(cancelBody, request.body);
    const data = await spot.cancel(userIdOf(request), id, idempotencyOf(request, { id }));
    return codeSuccess(data, translate(request.locale, spotMessages.cancelled));
  });

  app.post(spotPaths.list, { preHandler }, async (request) => {
    const input = parseInput(listBody, request.body);
    const symbol = input.symbol || undefined;
    if (symbol !== undefined && !findPair(symbol)) throw new ApiError('TRADING_PAIR_UNKNOWN');
    const data = await spot.list(userIdOf(request), {
      symbol,
      status: statusFilter(input),
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    });
    return codeSuccess(data, translate(request.locale, spotMessages.success));
  });
}
