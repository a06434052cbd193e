/** A fetch stub answering the account calls by path, recording each request (method, path, token header). */
import { vi } from 'vitest';

export type Answer = unknown | ((request: Request) => unknown);

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const ok = <T>(data: T, msg = 'success') => ({ code: 1, data, msg });

export interface FakeServer {
  fetch: ReturnType<typeof vi.fn>;
  paths: () => string[];
  requestTo: (path: string) => Request | undefined;
}

/** Paths without an answer fail like a dead network, so a test notices any call it did not expect. */
export function fakeServer(answers: Record<string, Answer>): FakeServer {
  const fetch = vi.fn(async (input: Request) => {
    const path = new URL(input.url).pathname;
    const answer = answers[path];
    if (answer === undefined) throw new TypeError(`Failed to fetch ${path}`);
    return jsonResponse(
      typeof answer === 'function' ? (answer as (request: Request) => unknown)(input) : answer,
    );
  });
  vi.stubGlobal('fetch', fetch);
  const requests = () => fetch.mock.calls.map(([request]) => request as Request);
  return {
    fetch,
    paths: () => requests().map((request) => new URL(request.url).pathname),
    requestTo: (path) => requests().find((request) => new URL(request.url).pathname === path),
  };
}
