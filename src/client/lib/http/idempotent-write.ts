/**
 * Money-moving writes carry an `Idempotency-Key` (docs/api.md): the form makes one key per submission and sends
 * the same key again when the user retries it, so a retry after a lost answer moves the money once. The key is
 * random, not derived from the form, because two real submissions of the same values are two movements.
 */
import type { CodeEnvelope } from '../../../common/envelopes';
import { unwrapCode } from './envelope-calls';
import { request, toForm, type FormValues } from './http-client';

/** 128 random bits as hex; getRandomValues works where randomUUID does not (a page served over plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A `{code: 1, data}` write sent once under `idempotencyKey`; a failure throws the server's message. */
export async function writeCodeOnce<T>(path: string, values: FormValues, idempotencyKey: string): Promise<T> {
  const body = await request<CodeEnvelope<T>>(path, {
    method: 'post',
    body: toForm(values),
    headers: { 'idempotency-key': idempotencyKey },
    kind: 'write',
  });
  return unwrapCode(body);
}
