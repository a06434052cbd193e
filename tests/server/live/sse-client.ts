/**
 * Opens the live stream over a real socket with fetch and collects its Server-Sent Events as they arrive, so a test
 * can await the events it expects (`next`, `until`) and see that nothing else came.
 */
import { livePaths } from '../../../src/common/live-types';

export interface SseEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface SseClient {
  status: number;
  headers: Headers;
  /** The refusal's body when the stream was not opened. */
  refusal: unknown;
  events: SseEvent[];
  /** Comment lines (heartbeats) seen so far. */
  comments: number;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  isEnded(): boolean;
  /** Waits until `count` events have arrived (in all), answering them all. */
  until(count: number, timeoutMs?: number): Promise<SseEvent[]>;
  close(): void;
}

const waitTimeoutMs = 10_000;

export interface StreamOptions {
  channels?: string;
  token?: string;
  lastEventId?: string;
  language?: string;
}

function parseBlock(block: string, client: SseClient): void {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) client.comments += 1;
    else if (line.startsWith('event: ')) event = line.slice('event: '.length);
    else if (line.startsWith('id: ')) id = line.slice('id: '.length);
    else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
  }
  if (data.length > 0) client.events.push({ event, id, data: JSON.parse(data.join('\n')) as unknown });
}

export async function openStream(baseUrl: string, options: StreamOptions = {}): Promise<SseClient> {
  const controller = new AbortController();
  const query = options.channels === undefined ? '' : `?channels=${encodeURIComponent(options.channels)}`;
  const headers: Record<string, string> = {};
  if (options.token) headers.token = options.token;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  if (options.language) headers['accept-language'] = options.language;
  const response = await fetch(`${baseUrl}${livePaths.stream}${query}`, {
    headers,
    signal: controller.signal,
  });
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((waiter) => waiter());
  const client: SseClient = {
    status: response.status,
    headers: response.headers,
    refusal: undefined,
    events: [],
    comments: 0,
    ended: Promise.resolve(),
    isEnded: () => ended,
    async until(count, timeoutMs = waitTimeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (client.events.length < count) {
        if (ended) throw new Error(`the stream ended after ${client.events.length} of ${count} events`);
        if (Date.now() > deadline) throw new Error(`only ${client.events.length} of ${count} events arrived`);
        await new Promise<void>((resolve) => {
          waiters.add(resolve);
          setTimeout(resolve, 50);
        });
      }
      return client.events;
    },
    close: () => controller.abort(),
  };
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    client.refusal = await response.json();
    ended = true;
    return client;
  }
  const body = response.body;
  if (!body) throw new Error('the stream has no body');
  client.ended = (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffered += decoder.decode(value, { stream: true });
        let boundary = buffered.indexOf('\n\n');
        while (boundary >= 0) {
          parseBlock(buffered.slice(0, boundary), client);
          buffered = buffered.slice(boundary + 2);
          boundary = buffered.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by the test, or cut by the server: either way the stream has ended.
    } finally {
      ended = true;
      wake();
    }
  })();
  return client;
}
