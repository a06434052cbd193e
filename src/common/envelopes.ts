/**
 * The three response envelopes of the API (ARCHITECTURE section 4). Errors carry the table's code name in
 * `error`, so that clients and tests can tell failures apart without parsing translated text.
 */
import type { bbSuccessCode, successCode } from './envelope-codes';
import type { ErrorCode } from './errors';

export { bbSuccessCode, failureCode, sessionInvalidCode, successCode } from './envelope-codes';

/** User, params and the rest of the main client. */
export interface CodeSuccess<T> {
  code: typeof successCode;
  data: T;
  msg: string;
}
export interface CodeFailure {
  code: number;
  data: null;
  msg: string;
  error: ErrorCode;
}
export type CodeEnvelope<T> = CodeSuccess<T> | CodeFailure;

/** The second-contract client under /bb. */
export interface BbSuccess<T> {
  code: typeof bbSuccessCode;
  result: T;
  message: string;
}
export interface BbFailure {
  code: number;
  result: null;
  message: string;
  error: ErrorCode;
}
export type BbEnvelope<T> = BbSuccess<T> | BbFailure;

/** Reads the human message of any failed envelope, whichever of the three it is. */
export function envelopeMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['msg', 'message', 'err-msg']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}
