/**
 * GET /live/stream (docs/api.md "Live stream"): one Server-Sent Events stream per open app, with the market channels
 * it asks for and, signed in, the user's own events. This wires the process's one hub, listener and market publisher
 * into the app: they start when the server listens, and every stream ends when it closes (a stream never ends by
 * itself, so the server's close would otherwise wait for the shutdown's grace and cut them).
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorTable } from '../../common/errors';
import {
  liveEventNames,
  liveHeartbeatMs,
  liveMarketIntervalMs,
  livePaths,
  parseLiveCursor,
  type LiveHello,
  type LivePrivateEvent,
} from '../../common/live-types';
import type { DatabaseHandle } from '../db/client';
import { ApiError } from '../http/api-error';
import { sendFailure } from '../http/envelope';
import { presentedToken, requireUser } from '../http/require-user';
import type { Clock } from '../lib/clock';
import type { MarketService } from '../modules/market/market-service';
import type { ActiveSession, SessionStore } from '../modules/auth/session-tokens';
import { parseLiveChannels } from './live-channels';
import { LiveHub } from './live-hub';
import { createLiveJournal, type LiveJournal } from './live-journal';
import { defaultLiveLimits, livePruneIntervalMs, type LiveLimits } from './live-limits';
import { startLiveListener, type LiveListener } from './live-listener';
import { LiveMarket } from './live-market';
import { sseEvent } from './live-sse';
import { LiveStream } from './live-stream';
import { systemLiveTimers, type LiveTimers } from './live-timers';

export interface LiveDependencies {
  database: DatabaseHandle;
  market: MarketService;
  sessions: SessionStore;
  clock: Clock;
  timers?: LiveTimers | undefined;
  limits?: LiveLimits | undefined;
}

/** What the app exposes of its live stream, for tests and benchmarks. */
export interface LiveControl {
  hub: LiveHub;
  journal: LiveJournal;
  tickMarket(): Promise<void>;
  prune(): Promise<number>;
}

/** A NOTIFY payload of the journal's trigger as the event a stream sends; undefined if it is not one. */
function notifiedEvent(text: string): { userId: number; event: LivePrivateEvent } | undefined {
  try {
    const { userId, seq, atMs, type, payload } = JSON.parse(text) as Record<string, unknown>;
    // The trigger writes bigint columns as JSON numbers (json_build_object).
    if (typeof userId !== 'number' || typeof seq !== 'number' || typeof atMs !== 'number') return undefined;
    if (typeof type !== 'string' || typeof payload !== 'object' || payload === null) return undefined;
    return { userId, event: { ...payload, type, seq, atMs } as LivePrivateEvent };
  } catch {
    return undefined;
  }
}

/** The signed-in user of a stream; none for a visitor; a bad or frozen session refused as every private call does. */
async function streamSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionStore,
): Promise<ActiveSession | undefined> {
  if (!presentedToken(request)) return undefined;
  await requireUser(sessions).call(app, request, reply);
  return request.session ?? undefined;
}

interface StreamRequest {
  channels: string[];
  userId: number | undefined;
  /**
   * Signed in: the user's counter the stream goes on from, Last-Event-ID when given, else the counter read with the
   * session (before the stream joins the hub: what commits in between is read from the journal, startPrivate).
   */
  privateFrom: number | undefined;
}

/** Reads and checks a stream's request; every refusal is an ApiError, before anything is opened. */
async function readStreamRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionStore,
): Promise<StreamRequest> {
  const channels = parseLiveChannels((request.query as Record<string, unknown>).channels);
  const session = await streamSession(app, request, reply, sessions);
  const header = request.headers['last-event-id'];
  const lastEventId = parseLiveCursor(header);
  if (header !== undefined && header !== '' && lastEventId === undefined)
    throw new ApiError('FIELD_INVALID', { field: 'Last-Event-ID' });
  return {
    channels,
    userId: session?.userId,
    privateFrom: session ? (lastEventId ?? session.liveCursor) : undefined,
  };
}

/**
 * A stream outlives the request that opened it, so its session is checked again with each heartbeat: a user who
 * logged out (or was frozen, which ends their sessions) stops getting events within one heartbeat. The client's
 * reconnect then meets SESSION_INVALID and logs out.
 */
async function endSignedOutStreams(hub: LiveHub, sessions: SessionStore): Promise<void> {
  for (const stream of hub.signedInStreams()) {
    const session = stream.token ? await sessions.resolve(stream.token).catch(() => null) : undefined;
    if (session === null) continue; // The database did not answer: the next heartbeat checks again.
    if (!session || session.frozen) stream.end('signedOut');
  }
}

/** Hears the journal's NOTIFYs for this process's streams (live-listener.ts). */
function listenForEvents(
  deps: LiveDependencies,
  hub: LiveHub,
  log: FastifyBaseLogger,
): Promise<LiveListener> {
  return startLiveListener(
    deps.database,
    {
      onPayload(text) {
        const heard = notifiedEvent(text);
        if (heard) hub.deliver(heard.userId, heard.event);
        else log.warn('live listener heard a payload it cannot read');
      },
      onReconnected: () => hub.catchUpAll(),
    },
    log,
  );
}

export function registerLive(app: FastifyInstance, deps: LiveDependencies): void {
  const limits = deps.limits ?? defaultLiveLimits;
  const timers = deps.timers ?? systemLiveTimers;
  const hub = new LiveHub(limits);
  const journal = createLiveJournal(deps.database.db);
  const market = new LiveMarket(deps.market, hub);
  const log: FastifyBaseLogger = app.log;

  const tickMarket = () =>
    market.tick().catch((error: unknown) => log.error({ err: error }, 'live market tick failed'));
  const prune = () => journal.prune(deps.clock());
  const checkSessions = () => endSignedOutStreams(hub, deps.sessions);
  app.decorate('live', { hub, journal, tickMarket, prune });

  let listener: LiveListener | undefined;
  let stopTimers: Array<() => void> = [];
  let started = false;
  app.addHook('onListen', async () => {
    if (started) return;
    started = true;
    listener = await listenForEvents(deps, hub, log);
    stopTimers = [
      timers.every(liveMarketIntervalMs, () => void tickMarket()),
      timers.every(liveHeartbeatMs, () => {
        hub.heartbeat();
        void checkSessions();
      }),
      timers.every(livePruneIntervalMs, () => {
        prune().catch((error: unknown) => log.warn({ err: error }, 'live events prune failed'));
      }),
    ];
  });
  app.addHook('preClose', async () => {
    for (const stop of stopTimers) stop();
    stopTimers = [];
    hub.endAll();
  });
  app.addHook('onClose', async () => {
    await listener?.stop();
  });

  app.get(livePaths.stream, async (request, reply) => {
    let asked: StreamRequest;
    try {
      asked = await readStreamRequest(app, request, reply, deps.sessions);
      hub.admit();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The stream is not a spec call: its refusals carry the table's HTTP status beside the usual envelope.
      return sendFailure(request, reply, error.code, error.values, errorTable[error.code].httpStatus);
    }
    await openStream(request, reply, asked, { hub, journal, market, limits });
    return reply;
  });
}

interface StreamParts {
  hub: LiveHub;
  journal: LiveJournal;
  market: LiveMarket;
  limits: LiveLimits;
}

/** Answers the stream's head, then hello, the channels' snapshots, what a resume missed, and then live events. */
async function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  asked: StreamRequest,
  parts: StreamParts,
): Promise<void> {
  // Fastify lets go of the answer: it is written here for as long as it lasts, never compressed or buffered.
  reply.hijack();
  const raw = reply.raw;
  // The security headers the app set on the reply (security-headers.ts) go out with the stream's own.
  const appHeaders = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  raw.writeHead(200, {
    ...Object.fromEntries(appHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  const openedAtMs = Date.now();
  const stream = new LiveStream({
    raw,
    userId: asked.userId,
    channels: asked.channels,
    token: asked.userId === undefined ? undefined : presentedToken(request),
    queuedBytesMax: parts.limits.queuedBytesMax,
    journal: parts.journal,
    onEnd(ended, reason) {
      parts.hub.remove(ended);
      // The stream's one log line, in place of the request log's: its length is not a slow request.
      request.log.info({ reason, streamMs: Date.now() - openedAtMs }, 'live stream ended');
    },
  });
  raw.on('close', () => stream.end('client'));
  const hello: LiveHello = {
    channels: asked.channels,
    signedIn: asked.userId !== undefined,
    heartbeatMs: liveHeartbeatMs,
    ...(asked.privateFrom === undefined ? {} : { cursor: asked.privateFrom }),
  };
  stream.write(sseEvent(liveEventNames.hello, hello));
  parts.hub.add(stream);
  try {
    for (const channel of asked.channels) {
      LiveMarket.send(stream, channel, await parts.market.current(channel));
    }
    if (asked.privateFrom !== undefined) await stream.startPrivate(asked.privateFrom);
  } catch (error) {
    request.log.error({ err: error }, 'live stream failed to start');
    stream.end('failed');
  }
}
