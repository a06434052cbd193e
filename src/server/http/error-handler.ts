/**
 * One error handler for the whole server. Known failures become the route's envelope in the request's language;
 * anything else is logged with its stack and answered with a generic message, never the internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorCode } from '../../common/errors';
import { ApiError } from './api-error';
import { sendFailure } from './envelope';

/** Fastify's own client errors, by their code, mapped onto the table. */
const frameworkErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_RATE_LIMIT: 'TOO_MANY_REQUESTS',
  // @fastify/multipart (KYC uploads): too many parts, files or fields, or a body that is not multipart.
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_PROTO_VIOLATION: 'MALFORMED_BODY',
  FST_MP_PREMATURE_CLOSE: 'MALFORMED_BODY',
  FST_INVALID_JSON_FIELD_ERROR: 'MALFORMED_BODY',
};

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendFailure(request, reply, error.code, error.values);
    const mapped = error.code ? frameworkErrors[error.code] : undefined;
    if (mapped) return sendFailure(request, reply, mapped);
    if (error.statusCode === 429) return sendFailure(request, reply, 'TOO_MANY_REQUESTS');
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendFailure(request, reply, 'MALFORMED_BODY');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(request, reply, 'INTERNAL');
  });

  app.setNotFoundHandler((request, reply) => sendFailure(request, reply, 'NOT_FOUND', {}, 404));
}
