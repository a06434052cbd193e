/**
 * The flash-exchange calls (docs/api.md "Flash exchange"), in the style of the /bb wallet calls: a quote for an
 * amount of one coin in another, then its execution with an `Idempotency-Key`. Both answer `{code: 1, data, msg}`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fundingPaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { idempotencyOf } from '../../http/idempotency';
import { requireUser, userIdOf } from '../../http/require-user';
import { parseInput } from '../../http/validate';
import { translate } from '../../i18n/translate';
import type { SessionStore } from '../auth';
import { exchangeMessages } from './exchange-messages';
import type { ExchangeService } from './exchange-service';

export interface ExchangeRouteOptions {
  exchange: ExchangeService;
  sessions: SessionStore;
}

/** Quote ids are UUIDs; anything much longer is not one of ours. */
const quoteIdLengthMax = 100;

const text = z.string().trim();
const quoteBody = z.object({
  fromCurrency: text.toUpperCase().min(1),
  toCurrency: text.toUpperCase().min(1),
  amount: z.unknown(),
});
const submitBody = z.object({ quoteId: text.min(1).max(quoteIdLengthMax) });

export async function exchangeRoutes(app: FastifyInstance, { exchange, sessions }: ExchangeRouteOptions) {
  const preHandler = requireUser(sessions);

  app.post(fundingPaths.exchangeQuote, { preHandler }, async (request) => {
    const input = parseInput(quoteBody, request.body);
    const data = await exchange.quote(userIdOf(request), input);
    return codeSuccess(data, translate(request.locale, exchangeMessages.quoted));
  });

  app.post(fundingPaths.exchangeSubmit, { preHandler }, async (request) => {
    const { quoteId } = parseInput(submitBody, request.body);
    const idempotent = idempotencyOf(request, { quoteId });
    const data = await exchange.submit(userIdOf(request), quoteId, idempotent);
    return codeSuccess(data, translate(request.locale, exchangeMessages.exchanged));
  });
}
