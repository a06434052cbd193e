/**
 * One error handler for the whole server. Known failures (ApiError, the ledger's refusals mapped in
 * ledger-refusals.ts, Fastify's client errors) become the route's envelope in the request's language;
 * anything else is logged without its message (see fault-log.ts) and answered with a generic message, never the
 * internals. Errors Fastify raises before a route is found (a URL it cannot decode, a path parameter over its
 * length limit) come through `frameworkErrorOptions` into the same table, with the same security headers.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorTable, type ErrorCode } from '../../common/errors';
import { negotiateLocale } from '../../common/locales';
import { ApiError } from './api-error';
import { sendFailure, type EnvelopeKind } from './envelope';
import { summarizeFault } from './fault-log';
import { ledgerRefusalAnswer } from './ledger-refusals';
import { applySecurityHeaders } from './security-headers';

/** Fastify's own client errors, by their code, mapped onto the table. */
const frameworkErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_RATE_LIMIT: 'TOO_MANY_REQUESTS',
  // The router: a path that does not percent-decode, or a path parameter longer than maxParamLength.
  FST_ERR_BAD_URL: 'URL_INVALID',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_INVALID',
  // @fastify/multipart (KYC uploads): too many parts, files or fields, or a body that is not multipart.
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_PROTO_VIOLATION: 'MALFORMED_BODY',
  FST_MP_PREMATURE_CLOSE: 'MALFORMED_BODY',
  FST_INVALID_JSON_FIELD_ERROR: 'MALFORMED_BODY',
};

/** The table's code for one of Fastify's (or a Fastify plugin's) client errors, if it is one. */
export function frameworkErrorCode(error: unknown): ErrorCode | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? frameworkErrors[code] : undefined;
}

/** Before routing there is no route to name the envelope, so the path's family decides, as its routes would. */
function envelopeOfPath(url: string): EnvelopeKind {
  if (url.startsWith('/admin/')) return 'admin';
  if (url.startsWith('/huobi/')) return 'huobi';
  if (url.startsWith('/bb/')) return 'bb';
  return 'code';
}

/**
 * Fastify's `frameworkErrors` option: it answers requests that fail before routing, when no hook has run yet, so
 * this sets the language and the security headers itself. Such answers keep the table's HTTP status in every
 * envelope, like an unknown path's 404: there is no route whose clients could expect a 200.
 */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.locale = negotiateLocale(request.headers['accept-language']);
  applySecurityHeaders(reply);
  // The only other error Fastify sends here is a failing async route constraint, which is ours, not the client's.
  const code = frameworkErrorCode(error) ?? 'INTERNAL';
  if (code === 'INTERNAL') {
    request.log.error({ fault: summarizeFault(error) }, 'unhandled error before routing');
  }
  const kind = envelopeOfPath(request.raw.url ?? '');
  sendFailure(request, reply, code, {}, errorTable[code].httpStatus, kind);
  // Fastify writes no completion line for these answers: this is the request's one line.
  request.log.info({ req: request, res: reply, code: error.code }, 'request refused before routing');
}

export const frameworkErrorOptions = { frameworkErrors: answerFrameworkError };

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendFailure(request, reply, error.code, error.values);
    const refusal = ledgerRefusalAnswer(error);
    if (refusal) return sendFailure(request, reply, refusal.code, refusal.values);
    const mapped = frameworkErrorCode(error);
    if (mapped) return sendFailure(request, reply, mapped);
    if (error.statusCode === 429) return sendFailure(request, reply, 'TOO_MANY_REQUESTS');
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // The code says which rule refused; the message could quote the request.
      request.log.info({ code: error.code, statusCode: error.statusCode }, 'client error');
      return sendFailure(request, reply, 'MALFORMED_BODY');
    }
    request.log.error({ fault: summarizeFault(error) }, 'unhandled error');
    return sendFailure(request, reply, 'INTERNAL');
  });

  app.setNotFoundHandler((request, reply) => sendFailure(request, reply, 'NOT_FOUND', {}, 404));
}
