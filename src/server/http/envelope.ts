/**
 * Shapes success and failure into the envelope a route speaks (ARCHITECTURE section 4). A route names its
 * envelope in `config.envelope`; the error handler uses the same name, so a route's failures always look like
 * its successes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorTable, type ErrorCode } from '../../common/errors';
import { bbSuccessCode, successCode } from '../../common/envelopes';
import type { MarketSource } from '../../common/market-types';
import { translate, type MessageValues } from '../i18n/translate';

export type EnvelopeKind = 'huobi' | 'code' | 'bb' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    envelope?: EnvelopeKind;
  }
}

export function envelopeOf(request: FastifyRequest): EnvelopeKind {
  return request.routeOptions.config?.envelope ?? 'code';
}

export function codeSuccess<T>(data: T, msg = 'success') {
  return { code: successCode, data, msg };
}

export function bbSuccess<T>(result: T, message = 'success') {
  return { code: bbSuccessCode, result, message };
}

export function huobiSuccess<T extends object>(source: MarketSource, nowMs: number, body: T) {
  return { status: 'ok' as const, ts: nowMs, source, ...body };
}

/**
 * The failure body of each envelope. The spec's clients read `code`/`status` from the body and reject any
 * non-2xx answer before reading it, so the envelopes answer HTTP 200 for every error of the table, a market that
 * is unavailable (5xx in the table) included: such a client could not even show the message otherwise. The
 * operator API, which no spec client reads, uses the table's HTTP status. A `/bb` refusal carries the message
 * both as `message` (the envelope's own field) and as `msg` (what the spec's clients read from every refusal).
 */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  values: MessageValues = {},
  httpStatusOverride?: number,
  kind: EnvelopeKind = envelopeOf(request),
): FastifyReply {
  const definition = errorTable[code];
  const message = translate(request.locale, definition.message, values);
  const status = httpStatusOverride ?? (kind === 'admin' ? definition.httpStatus : 200);
  switch (kind) {
    case 'huobi':
      return reply.status(status).send({ status: 'error', 'err-code': code, 'err-msg': message });
    case 'bb':
      return reply
        .status(status)
        .send({ code: definition.envelopeCode, result: null, message, msg: message, error: code });
    default:
      return reply
        .status(status)
        .send({ code: definition.envelopeCode, data: null, msg: message, error: code });
  }
}
