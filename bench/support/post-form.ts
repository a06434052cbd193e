/** A form POST through Fastify's inject, as the phone client sends it: urlencoded, its session token, a key. */
import type { BenchApp } from './bench-app';

export function postForm(
  bench: BenchApp,
  url: string,
  token: string,
  form: Record<string, string>,
  idempotencyKey?: string,
) {
  return bench.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      token,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
}
