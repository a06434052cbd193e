/**
 * One `Idempotency-Key` per form submission (docs/api.md): the same key goes with every retry of the same request,
 * so the server applies it once; a new submission (or the same form with other values) gets a new key.
 */
export const idempotencyHeader = 'Idempotency-Key';

/** A random key of the server's alphabet (`A–Z a–z 0–9 _ . : -`, at most 100 characters). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Keeps one key per request body: asking again with the same body answers the same key (a retry after a timeout
 * or a lost answer), a different body a new one. `settled()` forgets it once the server has answered for good.
 */
export function createSubmissionKeys(): { keyFor: (body: string) => string; settled: () => void } {
  let current: { body: string; key: string } | undefined;
  return {
    keyFor(body) {
      if (current?.body !== body) current = { body, key: newIdempotencyKey() };
      return current.key;
    },
    settled() {
      current = undefined;
    },
  };
}
