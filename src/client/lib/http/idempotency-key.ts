/**
 * Idempotency keys for money-moving writes (docs/api.md, `Idempotency-Key`). Writes are never retried by the
 * HTTP client, so the retry is the user's: pressing submit again after a timeout or a lost connection. A form
 * keeps one key per submission and sends the same one again for the same body, so a transfer whose answer was
 * lost is not applied twice; once the server has answered (success or refusal), or the user changes the form,
 * the next press is a new submission with a new key.
 */
import type { CodeEnvelope } from '../../../common/envelopes';
import { unwrapCode } from './envelope-calls';
import { request, toForm, type FormValues } from './http-client';
import type { ApiFailure } from './api-failure';

export const idempotencyHeader = 'Idempotency-Key';

/** A random key of 32 hex digits: within the server's `[A-Za-z0-9_.:-]{1,100}`, and unguessable. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A form's submissions: the key to send for a body, kept until the outcome of that body is known. */
export class SubmissionKeys {
  private pending: { body: string; key: string } | undefined;

  keyFor(values: FormValues): string {
    const body = JSON.stringify(values);
    if (this.pending?.body !== body) this.pending = { body, key: newIdempotencyKey() };
    return this.pending.key;
  }

  /** Success, or a refusal the server actually gave: the next submission is a new one. */
  settled(): void {
    this.pending = undefined;
  }

  /** After a failure: keep the key only when the outcome is unknown (the request may have been applied). */
  failed(failure: ApiFailure): void {
    if (failure.kind === 'rejected' || failure.kind === 'session') this.pending = undefined;
  }
}

/** A `{code: 1}` write sent with an idempotency key. */
export async function writeCodeIdempotent<T>(path: string, values: FormValues, key: string): Promise<T> {
  const body = await request<CodeEnvelope<T>>(path, {
    method: 'post',
    body: toForm(values),
    headers: { [idempotencyHeader]: key },
    kind: 'write',
  });
  return unwrapCode(body);
}
