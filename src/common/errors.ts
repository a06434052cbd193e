/**
 * The one error table: every failure the API can report, with the HTTP status the operator API and framework
 * errors use, the code the spec's envelopes carry, and the message id translated from locales/ (the `/*i18n*\/`
 * marker lets `lingui extract` collect these descriptors without a macro, so the server can read them as they are).
 */
import type { MessageDescriptor } from '@lingui/core';

export interface ErrorDefinition {
  httpStatus: number;
  /** The `code` of a `{code, msg}` envelope; -2 tells the client that its session is gone. */
  envelopeCode: number;
  message: MessageDescriptor;
}

/** Code of a failed `{code, data, msg}` answer; the spec's clients treat anything but 1 (or 200) as failure. */
export const failureCode = 0;
export const sessionInvalidCode = -2;

export const errorTable = {
  FIELD_MISSING: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.field_missing', message: 'The field “{field}” is required.' },
  },
  FIELD_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.field_invalid', message: 'The field “{field}” is not valid.' },
  },
  UNKNOWN_SYMBOL: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.unknown_symbol', message: 'There is no market “{symbol}”.' },
  },
  UNKNOWN_QUOTE_COIN: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.unknown_quote_coin',
      message: 'There are no markets quoted in “{quoteCoin}”.',
    },
  },
  BAD_PERIOD: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.bad_period',
      message: 'The period “{timer}” is not supported. Choose 1min, 5min, 15min, 30min or 1day.',
    },
  },
  SIZE_OUT_OF_RANGE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.size_out_of_range',
      message: 'The number of records must be a whole number from {min} to {max}.',
    },
  },
  UPSTREAM_UNAVAILABLE: {
    httpStatus: 502,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.upstream_unavailable',
      message: 'Market data is unavailable right now. Please try again shortly.',
    },
  },
  UNKNOWN_PARAM: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.unknown_param', message: 'There is no parameter named “{name}”.' },
  },
  SESSION_INVALID: {
    httpStatus: 401,
    envelopeCode: sessionInvalidCode,
    message: /*i18n*/ {
      id: 'error.session_invalid',
      message: 'Your session has ended. Please log in again.',
    },
  },
  OPERATOR_TOKEN_INVALID: {
    httpStatus: 401,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.operator_token_invalid',
      message: 'The operator token is missing or wrong.',
    },
  },
  TOO_MANY_REQUESTS: {
    httpStatus: 429,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.too_many_requests',
      message: 'Too many requests. Please wait a moment and try again.',
    },
  },
  PAYLOAD_TOO_LARGE: {
    httpStatus: 413,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.payload_too_large', message: 'The request is too large.' },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    httpStatus: 415,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.unsupported_media_type',
      message: 'The request body must be form-encoded or JSON.',
    },
  },
  MALFORMED_BODY: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.malformed_body', message: 'The request body could not be read.' },
  },
  NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.not_found', message: 'This page or endpoint does not exist.' },
  },
  INTERNAL: {
    httpStatus: 500,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.internal',
      message: 'Something went wrong on our side. Please try again.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorTable;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorTable, value);
}
