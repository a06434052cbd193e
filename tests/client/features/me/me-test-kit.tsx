/** Shared helpers of the profile tests: render with i18n, sign a user in, and answer fetch by path. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { connectivityStore } from '../../../../src/client/lib/connectivity/connectivity-store';
import { sessionStore } from '../../../../src/client/lib/session/session-store';

export function renderScreen(screen: ReactElement) {
  return render(<I18nProvider i18n={i18n}>{screen}</I18nProvider>);
}

let userCounter = 0;

/** Signs in a fresh user each time, so saved answers of one test never show up in another. */
export function signIn(profile: Partial<ReturnType<typeof sessionStore.get>> = {}): string {
  userCounter += 1;
  const userId = `u-${Date.now()}-${userCounter}`;
  sessionStore.set({
    isLogin: true,
    userId,
    token: `tok-${userId}`,
    email: '',
    avatar: '',
    uid: '',
    invitationCode: '',
    isAssert: false,
    authen: 0,
    ...profile,
  });
  return userId;
}

export function setOnline(online: boolean): void {
  connectivityStore.set({ browserOnline: online, lastRequestFailed: false });
}

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
