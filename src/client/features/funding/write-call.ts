/**
 * The feature's money-moving writes: sent once (writes are never retried by the client), with the submission's
 * `Idempotency-Key`, and unwrapped from their `{code, data, msg}` envelope.
 */
import type { CodeEnvelope } from '../../../common/envelopes';
import { request } from '../../lib/http/http-client';
import { unwrapCode } from '../../lib/http/envelope-calls';
import { idempotencyHeader } from '../../lib/http/idempotency-key';

export async function writeWithKey<T>(
  path: string,
  body: URLSearchParams | FormData,
  idempotencyKey: string,
  timeoutMs?: number,
): Promise<T> {
  const answer = await request<CodeEnvelope<T>>(path, {
    method: 'post',
    body,
    kind: 'write',
    headers: { [idempotencyHeader]: idempotencyKey },
    ...(timeoutMs ? { timeout: timeoutMs } : {}),
  });
  return unwrapCode(answer);
}
