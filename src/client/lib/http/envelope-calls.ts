/**
 * Unwraps the spec's envelopes: a call either returns its data or throws an ApiFailure carrying the server's
 * message, so screens handle one kind of failure.
 */
import type { CodeEnvelope, CodeFailure, CodeSuccess } from '../../../common/envelopes';
import { successCode } from '../../../common/envelopes';
import type { HuobiError, HuobiOkBase } from '../../../common/market-types';
import { ApiFailure } from './api-failure';
import { getJson, postForm, type FormValues } from './http-client';

export function unwrapCode<T>(body: CodeEnvelope<T>): T {
  if (body.code === successCode) return (body as CodeSuccess<T>).data;
  const failure = body as CodeFailure;
  throw new ApiFailure(failure.msg, 'rejected', failure.error);
}

export async function readCode<T>(path: string, values: FormValues): Promise<T> {
  return unwrapCode(await postForm<CodeEnvelope<T>>(path, values, 'read'));
}

export async function writeCode<T>(path: string, values: FormValues): Promise<T> {
  return unwrapCode(await postForm<CodeEnvelope<T>>(path, values, 'write'));
}

export async function getCode<T>(path: string, query: FormValues = {}): Promise<T> {
  return unwrapCode(await getJson<CodeEnvelope<T>>(path, query));
}

/** Market calls answer `status: "ok"` or `status: "error"` with `err-msg` (spec: getKline rejects unless ok). */
export async function readHuobi<T extends HuobiOkBase>(path: string, values: FormValues): Promise<T> {
  const body = await postForm<T | HuobiError>(path, values, 'read');
  if (body.status === 'ok') return body;
  throw new ApiFailure(body['err-msg'], 'rejected', body['err-code']);
}
