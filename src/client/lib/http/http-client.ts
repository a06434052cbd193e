/**
 * The one HTTP client (ky). Calls are form-encoded POSTs (spec section 7) with a 12 s timeout, the session token
 * and the user's language in headers. Reads retry a couple of times on flaky networks; writes never retry, since
 * a retried write could be applied twice. Every outcome also tells the connectivity store whether the server was
 * reached.
 */
import { msg } from '@lingui/core/macro';
import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import { requestTimeoutMs } from '../../../common/constants';
import { envelopeMessage, sessionInvalidCode } from '../../../common/envelopes';
import { liveCursorHeader, parseLiveCursor } from '../../../common/live-types';
import { oneTurnPerTask } from '../async/one-per-task';
import { callAnswered, privateReadOfCall } from '../cache/private-read-cursors';
import { reportRequestOutcome } from '../connectivity/connectivity-store';
import { i18n } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { ApiFailure } from './api-failure';

export type FormValues = Record<string, string | number | boolean | null | undefined>;

/** Reads are retried on these statuses, up to `readRetryLimit` times, with backoff capped at `retryBackoffMaxMs`. */
const readRetryLimit = 2;
const retryBackoffMaxMs = 2000;
const retriedStatusCodes = [408, 429, 500, 502, 503, 504];

let onSessionInvalid: (message: string) => void = () => undefined;

/** The shell decides what a dead session means for navigation; the client only reports it. */
export function setSessionInvalidHandler(handler: (message: string) => void): void {
  onSessionInvalid = handler;
}

export function acceptLanguage(): string {
  const locale = i18n.locale || 'en-US';
  return `${locale},${locale.split('-')[0]}`;
}

const sharedOptions: Options = {
  timeout: requestTimeoutMs,
  throwHttpErrors: true,
  hooks: {
    beforeRequest: [
      (request) => {
        const { token } = sessionStore.get();
        if (token) request.headers.set('token', token);
        request.headers.set('accept-language', acceptLanguage());
      },
    ],
  },
};

const readClient: KyInstance = ky.create({
  ...sharedOptions,
  retry: {
    limit: readRetryLimit,
    methods: ['get', 'post'],
    statusCodes: retriedStatusCodes,
    backoffLimit: retryBackoffMaxMs,
  },
});
const writeClient: KyInstance = ky.create({ ...sharedOptions, retry: { limit: 0 } });

/** Leaves out empty and null fields (spec section 5) and writes the rest as a form body. */
export function toForm(values: FormValues): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    form.set(key, String(value));
  }
  return form;
}

/** The error name of the server's table in any failed envelope (`error`, or `err-code` in the market one). */
function envelopeErrorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const code = record.error ?? record['err-code'];
  return typeof code === 'string' && code ? code : undefined;
}

/**
 * A non-2xx answer. The server answers its envelopes' failures with HTTP 200 (market upstream failures included),
 * so this is a server fault or a proxy; its envelope message is still shown when it carries one.
 */
async function failureFrom(error: unknown): Promise<ApiFailure> {
  if (error instanceof HTTPError) {
    reportRequestOutcome(true);
    const body: unknown = await error.response.json().catch(() => undefined);
    const message = envelopeMessage(body) ?? i18n._(msg`The server did not respond. Please try again.`);
    return new ApiFailure(message, 'http', envelopeErrorCode(body));
  }
  if (error instanceof TimeoutError) {
    reportRequestOutcome(false);
    return new ApiFailure(i18n._(msg`The network is slow. The request timed out.`), 'timeout');
  }
  reportRequestOutcome(false);
  return new ApiFailure(i18n._(msg`No connection. Please check your network.`), 'network');
}

/** Sends a request and returns its JSON body; -2 ends the session wherever it comes from (spec section 8). */
export async function request<T>(path: string, init: Options & { kind: 'read' | 'write' }): Promise<T> {
  const { kind, ...options } = init;
  // Taken before the first await: only a call its fetcher starts at once belongs to a private read.
  const privateRead = privateReadOfCall();
  // The reads a screen starts together go one per task (one-per-task.ts): each fetch() is a few milliseconds.
  await oneTurnPerTask();
  let body: unknown;
  try {
    const pending = (kind === 'read' ? readClient : writeClient)(path, options);
    // ky's own .json(): it asks for JSON and reads an empty answer as ''. The response is settled by then.
    body = await pending.json();
    if (privateRead)
      callAnswered(privateRead, parseLiveCursor((await pending).headers.get(liveCursorHeader)));
  } catch (error) {
    throw await failureFrom(error);
  }
  reportRequestOutcome(true);
  const ended = endSessionIfInvalid(body);
  if (ended) throw ended;
  return body as T;
}

/**
 * An answer of `code: -2` ends the session (the shell's handler); returns the failure to report, or undefined for
 * any other answer. The live stream's refusal comes here too, so it logs out like any other call.
 */
export function endSessionIfInvalid(body: unknown): ApiFailure | undefined {
  const code = (body as { code?: unknown } | null)?.code;
  if (code !== sessionInvalidCode) return undefined;
  const message = envelopeMessage(body) ?? i18n._(msg`Please log in again.`);
  onSessionInvalid(message);
  return new ApiFailure(message, 'session');
}

export function postForm<T>(path: string, values: FormValues, kind: 'read' | 'write'): Promise<T> {
  return request<T>(path, { method: 'post', body: toForm(values), kind });
}

export function getJson<T>(path: string, query: FormValues = {}): Promise<T> {
  return request<T>(path, { method: 'get', searchParams: toForm(query), kind: 'read' });
}
