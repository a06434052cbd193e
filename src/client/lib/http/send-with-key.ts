/**
 * Sends a money-moving request under its submission's Idempotency-Key and settles the key by the outcome: a real
 * answer (success or refusal) ends the submission, an unknown outcome (timeout, lost connection) keeps the key, so
 * that pressing again is recognised by the server as the same request and applied once. `values` are what makes
 * a retry the same submission (the body, or the part of it the server fingerprints).
 */
import { ApiFailure } from './api-failure';
import type { FormValues } from './http-client';
import type { SubmissionKeys } from './idempotency-key';

export async function sendWithKey<T>(
  keys: SubmissionKeys,
  values: FormValues,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const key = keys.keyFor(values);
  try {
    const answer = await send(key);
    keys.settled();
    return answer;
  } catch (error) {
    if (error instanceof ApiFailure) keys.failed(error);
    throw error;
  }
}
