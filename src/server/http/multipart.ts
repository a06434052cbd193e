/**
 * Reading multipart bodies (uploads) so that a malformed body is the client's error, never a 500. The parser
 * (busboy, under @fastify/multipart) reports a body that breaks off or has no boundary as a plain Error without a
 * code ("Unexpected end of multipart data", "Part terminated early", "Multipart: Boundary not found"), so whatever
 * fails while the parts are read becomes MALFORMED_BODY, and the plugin's limit errors become PAYLOAD_TOO_LARGE
 * through the error table. Text fields are held to the same control-character rule as every other field: the
 * root hook cannot see them, because multipart bodies are read in the handler.
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { hasControlCharacter, reportedFieldName } from './control-characters';
import { frameworkErrorCode } from './error-handler';

/**
 * A failure while reading a multipart body, as the error handler should see it: the table's errors and the
 * plugin's coded errors (limits, which the table maps and a route may translate more precisely) unchanged, and
 * anything else, which can only be the parser refusing the body, as MALFORMED_BODY.
 */
export function multipartFailure(error: unknown): unknown {
  if (error instanceof ApiError || frameworkErrorCode(error) !== undefined) return error;
  return new ApiError('MALFORMED_BODY', {}, { cause: error });
}

/**
 * The parts of a multipart request, as `request.parts()` yields them, with parser failures mapped onto the table
 * and text fields that hold control characters refused by name. Errors raised while a part's file is consumed
 * (in the caller's loop) need `multipartFailure` in the caller's catch.
 */
export async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  try {
    // A caller that stops early (or throws) returns this generator at the yield; that never lands in the catch.
    for await (const part of request.parts()) {
      if (part.type === 'field' && typeof part.value === 'string' && hasControlCharacter(part.value)) {
        throw new ApiError('FIELD_INVALID', { field: reportedFieldName(part.fieldname, 'body') });
      }
      yield part;
    }
  } catch (error) {
    throw multipartFailure(error);
  }
}
