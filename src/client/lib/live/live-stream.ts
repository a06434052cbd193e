/**
 * One connection of the live stream (docs/api.md "Live stream"): a fetch of `GET /live/stream` read as Server-Sent
 * Events. EventSource cannot send the `token` header, hence fetch. The connection reports what it receives and how
 * it ended; whether and when to connect again is live-client.ts's decision. It never tells the connectivity store
 * anything: a stream that once connected must not make the app look online when ordinary calls fail.
 */
import {
  liveEventNames,
  livePaths,
  liveSilenceLimitMs,
  type LiveHello,
  type LiveMarketEvent,
  type LivePrivateEvent,
} from '../../../common/live-types';
import { acceptLanguage } from '../http/http-client';
import { createParser, type SseEvent } from './sse-parser';

export type LiveStreamEnd =
  /** The connection broke, ended, or went silent past liveSilenceLimitMs. */
  | { kind: 'dropped' }
  /** The server answered without a stream (refused the token or the channels, or is busy). */
  | { kind: 'refused'; status: number; body: unknown; retryAfterMs: number | undefined };

export interface LiveStreamOptions {
  channels: readonly string[];
  /** '' when signed out. */
  token: string;
  /** The last private event's id seen, on a resume. */
  lastEventId: string | undefined;
  onHello: (hello: LiveHello) => void;
  onMarket: (event: LiveMarketEvent) => void;
  onPrivate: (event: LivePrivateEvent, id: string | undefined) => void;
  onResync: (id: string | undefined) => void;
  onEnd: (end: LiveStreamEnd) => void;
}

export interface LiveStream {
  /** Ends the connection without reporting an end (the caller chose it). */
  close: () => void;
}

const millisecondsPerSecond = 1000;

/** `Retry-After` in whole seconds (the form the server sends); a date or anything else counts as absent. */
function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after')?.trim() ?? '';
  return /^\d{1,6}$/.test(header) && header !== '0'
    ? Number.parseInt(header, 10) * millisecondsPerSecond
    : undefined;
}

/** A refusal's body, when it is JSON (an envelope with its `code` and message); undefined otherwise. */
async function jsonBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

export function liveStreamUrl(channels: readonly string[]): string {
  return channels.length === 0 ? livePaths.stream : `${livePaths.stream}?channels=${channels.join(',')}`;
}

function streamHeaders(options: LiveStreamOptions): Headers {
  const headers = new Headers({ accept: 'text/event-stream', 'accept-language': acceptLanguage() });
  if (options.token) headers.set('token', options.token);
  if (options.lastEventId !== undefined) headers.set('last-event-id', options.lastEventId);
  return headers;
}

function dispatch(options: LiveStreamOptions, { event, id, data }: SseEvent): void {
  let body: unknown;
  try {
    body = JSON.parse(data || 'null');
  } catch {
    return; // A malformed event is skipped; the next snapshot or read brings the truth.
  }
  if (event === liveEventNames.hello) options.onHello(body as LiveHello);
  else if (event === liveEventNames.market) options.onMarket(body as LiveMarketEvent);
  else if (event === liveEventNames.private) options.onPrivate(body as LivePrivateEvent, id);
  else if (event === liveEventNames.resync) options.onResync(id);
}

export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const abort = new AbortController();
  let finished = false;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    finished = true;
    clearTimeout(silenceTimer);
    abort.abort();
    reader?.cancel().catch(() => undefined);
  };
  const end = (result: LiveStreamEnd) => {
    if (finished) return;
    stop();
    options.onEnd(result);
  };
  // Silence from the start counts too: a request that hangs before any answer is as dead as a quiet stream.
  const heard = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => end({ kind: 'dropped' }), liveSilenceLimitMs);
  };
  const parser = createParser({ onEvent: (event) => !finished && dispatch(options, event) });

  const run = async () => {
    heard();
    const response = await fetch(liveStreamUrl(options.channels), {
      headers: streamHeaders(options),
      cache: 'no-store',
      signal: abort.signal,
    });
    if (finished) {
      await response.body?.cancel().catch(() => undefined);
      return;
    }
    const isStream = response.headers.get('content-type')?.includes('text/event-stream') ?? false;
    if (!response.ok || !isStream || !response.body) {
      const body = await jsonBody(response);
      end({ kind: 'refused', status: response.status, body, retryAfterMs: retryAfterMs(response) });
      return;
    }
    reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (let chunk = await reader.read(); !chunk.done && !finished; chunk = await reader.read()) {
      heard();
      parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
    end({ kind: 'dropped' });
  };
  run().catch(() => end({ kind: 'dropped' }));
  return { close: stop };
}
