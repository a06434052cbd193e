/**
 * Sends a money-moving request under its submission's Idempotency-Key and settles the key by the outcome: a real
 * answer (success or refusal) ends the submission, an unknown outcome (timeout, lost connection) keeps the key, so
 * that pressing again is recognised by the server as the same request and applied once. `values` are what makes
 * a retry the same submission (the body, or the part of it the server fingerprints).
 * Every money action passes here, so here is where the figures on screen follow it (lib/cache/money-moved.ts): after
 * a success the user's balances, orders, positions and records on screen are read again before the caller goes
 * on to say "successful"; after an unknown outcome they are read again too, since the money may have moved.
 */
import { moneyMoved } from '../cache/money-moved';
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
    await moneyMoved();
    return answer;
  } catch (error) {
    if (error instanceof ApiFailure) keys.failed(error);
    const refused = error instanceof ApiFailure && (error.kind === 'rejected' || error.kind === 'session');
    if (!refused) void moneyMoved();
    throw error;
  }
}
