/**
 * The leveraged-position calls (docs/api.md "Leveraged positions"), form-encoded, answering `{code: 1, data, msg}`:
 * the configuration (public), open and close (money-moving: they accept an `Idempotency-Key`) and the paged list.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contractPaths } from '../../../common/api-paths';
import { findPair } from '../../../common/pairs';
import { contractStatus, type ContractPosition } from '../../../common/trading-types';
import { ApiError } from '../../http/api-error';
import { codeSuccess } from '../../http/envelope';
import { idempotencyOf } from '../../http/idempotency';
import { pagingFields } from '../../http/paging';
import { requireUser, userIdOf } from '../../http/require-user';
import { symbolField, symbolLengthMax } from '../../http/symbol-field';
import { rowIdField } from '../../http/row-id';
import { parseInput } from '../../http/validate';
import { translate } from '../../i18n/translate';
import type { SessionStore } from '../auth';
import { contractMessages } from './contract-messages';
import type { ContractsService } from './contracts-service';

export interface ContractRouteOptions {
  contracts: ContractsService;
  sessions: SessionStore;
}

const text = z.string().trim();
const openBody = z.object({
  symbol: symbolField,
  direction: z.unknown().optional(),
  margin: z.unknown().optional(),
  multiple: z.unknown().optional(),
  priceType: z.unknown().optional(),
  price: z.unknown().optional(),
  stopLoss: z.unknown().optional(),
  takeProfit: z.unknown().optional(),
});
const closeBody = z.object({ id: rowIdField });
const statusField = z.coerce.number().int().min(contractStatus.pending).max(contractStatus.cancelled);
const listBody = z.object({
  status: z.union([z.literal(''), statusField]).optional(),
  open: z.union([z.literal(''), z.literal('0'), z.literal('1')]).optional(),
  symbol: z.union([z.literal(''), text.toLowerCase().max(symbolLengthMax)]).optional(),
  ...pagingFields,
});

/** The statuses a list asks for: `status` and `open=1` (pending and holding) narrow together. */
function statusesOf(body: z.output<typeof listBody>): number[] | undefined {
  const live: number[] = [contractStatus.pending, contractStatus.holding];
  const one = typeof body.status === 'number' ? [body.status] : undefined;
  if (body.open !== '1') return one;
  return one ? one.filter((status) => live.includes(status)) : live;
}

function closedMessage(position: ContractPosition) {
  if (position.status === contractStatus.cancelled) return contractMessages.cancelled;
  if (position.status === contractStatus.liquidated) return contractMessages.liquidated;
  return contractMessages.closed;
}

export async function contractRoutes(app: FastifyInstance, { contracts, sessions }: ContractRouteOptions) {
  const preHandler = requireUser(sessions);

  // Public: the multiples and rates are the same for everyone, and the confirm sheet needs them before sign-in.
  app.post(contractPaths.config, async (request) =>
    codeSuccess(await contracts.config(), translate(request.locale, contractMessages.success)),
  );

  app.post(contractPaths.open, { preHandler }, async (request) => {
    const input = parseInput(openBody, request.body);
    const idempotent = idempotencyOf(request, input);
    const data = await contracts.open(userIdOf(request), input, idempotent);
    return codeSuccess(data, translate(request.locale, contractMessages.opened));
  });

  app.post(contractPaths.close, { preHandler }, async (request) => {
    const { id } = parseInput(closeBody, request.body);
    const idempotent = idempotencyOf(request, { id });
    const data = await contracts.close(userIdOf(request), id, idempotent);
    return codeSuccess(data, translate(request.locale, closedMessage(data)));
  });

  app.post(contractPaths.list, { preHandler }, async (request) => {
    const body = parseInput(listBody, request.body);
    if (body.symbol && !findPair(body.symbol)) throw new ApiError('TRADING_PAIR_UNKNOWN');
    const statuses = statusesOf(body);
    const data = await contracts.list(userIdOf(request), {
      ...(statuses ? { statuses } : {}),
      ...(body.symbol ? { symbol: body.symbol } : {}),
      pageNo: body.pageNo,
      pageSize: body.pageSize,
    });
    return codeSuccess(data, translate(request.locale, contractMessages.success));
  });
}
