/**
 * Sends a money-moving request under its submission's Idempotency-Key and settles the key by the outcome: a real
 * answer (success or refusal) ends the submission, an unknown outcome (timeout, lost connection) keeps the key so
 * that pressing again is recognised by the server as the same request.
 */
import { ApiFailure } from '../../lib/http/api-failure';
import type { SubmissionKeys } from '../../lib/http/idempotency-key';

export async function sendWithKey<T>(keys: SubmissionKeys, send: () => Promise<T>): Promise<T> {
  try {
    const answer = await send();
    keys.settled();
    return answer;
  } catch (error) {
    if (error instanceof ApiFailure) keys.failed(error);
    throw error;
  }
}
