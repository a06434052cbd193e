/**
 * A multipart money-moving write (the recharge with its proof): sent once (writes are never retried by the client)
 * with the submission's Idempotency-Key, and unwrapped from its `{code, data, msg}` envelope. Form-encoded writes
 * use lib/http's writeCodeIdempotent.
 */
import type { CodeEnvelope } from '../../../common/envelopes';
import { unwrapCode } from '../../lib/http/envelope-calls';
import { request } from '../../lib/http/http-client';
import { idempotencyHeader } from '../../lib/http/idempotency-key';

export async function writeMultipartWithKey<T>(
  path: string,
  body: FormData,
  idempotencyKey: string,
  timeoutMs: number,
): Promise<T> {
  const answer = await request<CodeEnvelope<T>>(path, {
    method: 'post',
    body,
    kind: 'write',
    headers: { [idempotencyHeader]: idempotencyKey },
    timeout: timeoutMs,
  });
  return unwrapCode(answer);
}
