/**
 * The client tests' fake server: fetch stubbed to answer by path, in the envelope the real server uses. It imports
 * nothing of React, so tests/server/contract/client-fakes.test.ts can ask the same fakes and compare their answers
 * with the real server's.
 */
import { vi } from 'vitest';

export const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, data, msg: 'success' }), {
    headers: { 'content-type': 'application/json' },
  });

export const failure = (error: string, msg: string) =>
  new Response(JSON.stringify({ code: 0, data: null, msg, error }), {
    headers: { 'content-type': 'application/json' },
  });

export type Handler = (request: Request) => Response | Promise<Response>;

/** Stubs fetch: each request goes to the handler of its path; the calls are kept for assertions. */
export function routeFetch(handlers: Record<string, Handler>) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    calls.push(request);
    const handler = handlers[new URL(request.url).pathname];
    if (!handler) return new Response('{}', { status: 404 });
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    pathsCalled: () => calls.map((request) => new URL(request.url).pathname),
  };
}

/** A whole JSON answer as given, for the calls whose envelope is not `envelope()`'s. */
export const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
