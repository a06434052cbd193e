/**
 * A fake live stream for the client's tests: fetch stubbed through the shared fake server (support/fake-fetch.ts),
 * with `/live/stream` answered by a stream the test writes SSE text into, one per request, kept for assertions.
 */
import { liveEventNames, type LiveHello } from '../../../../src/common/live-types';
import { routeFetch, type Handler } from '../../support/fake-fetch';

export interface FakeStream {
  request: Request;
  /** The channels asked for, in the order of the query. */
  channels: string[];
  /** Writes SSE text to the client (dropped once the client closed the stream). */
  write: (text: string) => void;
  /** The server ends the stream (a drop, from the client's side). */
  end: () => void;
  /** True once the client cancelled its read (closed the stream). */
  cancelled: () => boolean;
}

export const sseEvent = (event: string, data: unknown, id?: string) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const helloEvent = (hello: Partial<LiveHello> & { channels: string[] }) =>
  sseEvent(liveEventNames.hello, { signedIn: false, heartbeatMs: 15_000, ...hello });

/**
 * Stubs fetch: `/live/stream` opens a new fake stream (or answers with `refuse` when given), other paths go to
 * `handlers`. `onOpen` may write the first events (a hello echoing the channels, say).
 */
export function liveServer(
  handlers: Record<string, Handler> = {},
  options: { refuse?: () => Response; onOpen?: (stream: FakeStream) => void } = {},
) {
  const streams: FakeStream[] = [];
  const encoder = new TextEncoder();
  const openStream: Handler = (request) => {
    if (options.refuse) return options.refuse();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start: (streamController) => {
        controller = streamController;
      },
      cancel: () => {
        cancelled = true;
      },
    });
    const channels = new URL(request.url).searchParams.get('channels');
    const stream: FakeStream = {
      request,
      channels: channels ? channels.split(',') : [],
      // What the server writes after the client closed goes nowhere, as on a real connection.
      write: (text) => {
        if (!cancelled) controller.enqueue(encoder.encode(text));
      },
      end: () => controller.close(),
      cancelled: () => cancelled,
    };
    streams.push(stream);
    options.onOpen?.(stream);
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
  const server = routeFetch({ ...handlers, '/live/stream': openStream });
  return {
    ...server,
    streams,
    /** The streams the client has not closed. */
    openStreams: () => streams.filter((stream) => !stream.cancelled()),
  };
}
