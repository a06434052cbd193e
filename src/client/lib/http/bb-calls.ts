/**
 * The envelope of the spec's second-contract client (section 7, base path /bb): `{code: 200, result, message}`.
 * The calls go through the one HTTP client, so they carry its 12 s timeout, the session token and the
 * Accept-Language header like every other call; a failed envelope becomes an ApiFailure with the server's message.
 */
import type { BbEnvelope, BbFailure, BbSuccess } from '../../../common/envelopes';
import { bbSuccessCode } from '../../../common/envelopes';
import { ApiFailure } from './api-failure';
import { postForm, request, toForm, type FormValues } from './http-client';
import { idempotencyHeader } from './idempotency-key';

/** A successful answer's result and its message (already in the user's language; '' when none was sent). */
export interface BbAnswer<T> {
  result: T;
  message: string;
}

export function unwrapBb<T>(body: BbEnvelope<T>): BbAnswer<T> {
  if (body.code === bbSuccessCode) {
    const success = body as BbSuccess<T>;
    return { result: success.result, message: success.message ?? '' };
  }
  const failure = body as BbFailure;
  throw new ApiFailure(failure.message ?? '', 'rejected', failure.error);
}

/** A read: the read client may retry it on a flaky network, since asking again changes nothing. */
export async function readBb<T>(path: string, values: FormValues = {}): Promise<T> {
  return unwrapBb(await postForm<BbEnvelope<T>>(path, values, 'read')).result;
}

/** A money-moving write, never retried by the client, sent under the submission's Idempotency-Key. */
export async function writeBbIdempotent<T>(
  path: string,
  values: FormValues,
  key: string,
): Promise<BbAnswer<T>> {
  const body = await request<BbEnvelope<T>>(path, {
    method: 'post',
    body: toForm(values),
    headers: { [idempotencyHeader]: key },
    kind: 'write',
  });
  return unwrapBb(body);
}
