/**
 * The app's one live stream (docs/api.md "Live stream"), a chunk loaded after the first screen shows
 * (start-live.ts). It carries the union of the channels the mounted screens want (live-state.ts) and, when signed
 * in, the user's own events. The channel set of a stream is fixed, so a different set (settled for
 * liveChannelChangeDebounceMs) opens a new stream with Last-Event-ID and closes the old one. A drop reconnects with
 * capped, jittered backoff from the last private event seen; a page that is hidden or a network that is down closes
 * the stream, and the 5000 ms tick serves until it is healthy again.
 */
import { liveChannelsMax } from '../../../common/live-types';
import { sessionInvalidCode } from '../../../common/envelopes';
import { connectivityStore, isOnline } from '../connectivity/connectivity-store';
import { endSessionIfInvalid } from '../http/http-client';
import { sessionStore } from '../session/session-store';
import { applyMarketEvent, privateAnswersChanged } from './live-events';
import {
  liveChannelCacheKey,
  onWantedLiveChannelsChange,
  setLiveHealth,
  wantedLiveChannels,
} from './live-state';
import { openLiveStream, type LiveStream, type LiveStreamEnd } from './live-stream';

/** Screens come and go in bursts (a navigation unmounts one and mounts the next): one reopen for the burst. */
export const liveChannelChangeDebounceMs = 300;
/** Reconnection waits double from this after each failure, up to liveRetryMaxMs, with jitter. */
export const liveRetryBaseMs = 1000;
export const liveRetryMaxMs = 30_000;
const httpTooManyRequests = 429;
const httpUnauthorized = 401;
const httpServerErrorMin = 500;

interface Wanted {
  channels: string[];
  token: string;
  /** The signed-in user, '' when signed out. */
  userId: string;
  /** What makes two streams the same: a stream is reopened only when this changes. */
  signature: string;
}

interface Connection {
  stream: LiveStream;
  signature: string;
}

function wantedStream(): Wanted | undefined {
  const session = sessionStore.get();
  const token = session.isLogin ? session.token : '';
  const channels = wantedLiveChannels().slice(0, liveChannelsMax);
  const visible = document.visibilityState !== 'hidden';
  if (!isOnline() || !visible || (channels.length === 0 && token === '')) return undefined;
  const userId = token ? session.userId : '';
  return { channels, token, userId, signature: `${token}\n${channels.join(',')}` };
}

/** A full-jitter wait between half and all of the capped exponential step, so phones do not reconnect in step. */
function retryDelayMs(failures: number): number {
  const ceilingMs = Math.min(liveRetryMaxMs, liveRetryBaseMs * 2 ** Math.max(0, failures - 1));
  return ceilingMs / 2 + (Math.random() * ceilingMs) / 2;
}

/** Starts the app's stream; returns the function that stops it for good (tests, and nothing else). */
export function startLive(): () => void {
  let connection: Connection | undefined;
  /** The last private event's id, with its user: a resume of another user's stream starts afresh. */
  let lastSeen: { userId: string; id: string } | undefined;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  /** A stream the server refused for good (its channels, say): not asked again until what is wanted changes. */
  let refusedSignature: string | undefined;

  const close = () => {
    connection?.stream.close();
    connection = undefined;
    setLiveHealth(undefined);
  };

  const scheduleRetry = (waitMinMs = 0) => {
    failures += 1;
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        reconcile();
      },
      Math.max(waitMinMs, retryDelayMs(failures)),
    );
  };

  const refused = (signature: string, end: Extract<LiveStreamEnd, { kind: 'refused' }>) => {
    const sessionEnded =
      endSessionIfInvalid(end.body) ??
      (end.status === httpUnauthorized ? endSessionIfInvalid({ code: sessionInvalidCode }) : undefined);
    if (sessionEnded) refusedSignature = signature;
    // Busy: the tick serves meanwhile, and the next try waits at least what the server asked (else the longest).
    else if (end.status === httpTooManyRequests) scheduleRetry(end.retryAfterMs ?? liveRetryMaxMs);
    else if (end.status >= httpServerErrorMin) scheduleRetry();
    else refusedSignature = signature;
  };

  const open = (wanted: Wanted) => {
    const resumeFrom = wanted.userId && lastSeen?.userId === wanted.userId ? lastSeen.id : undefined;
    const noteSeen = (id: string | undefined) => {
      if (id !== undefined && wanted.userId) lastSeen = { userId: wanted.userId, id };
    };
    const opened: Connection = {
      signature: wanted.signature,
      stream: openLiveStream({
        channels: wanted.channels,
        token: wanted.token,
        lastEventId: resumeFrom,
        onHello: (hello) => {
          failures = 0;
          setLiveHealth({
            healthy: true,
            publicKeys: new Set(hello.channels.map(liveChannelCacheKey)),
            privateUserId: hello.signedIn ? wanted.userId : '',
          });
          // With no resume point, whatever happened between the last read and this stream was never sent.
          if (hello.signedIn && resumeFrom === undefined) privateAnswersChanged();
        },
        onMarket: (event) => void applyMarketEvent(event),
        onPrivate: (_event, id) => {
          noteSeen(id);
          privateAnswersChanged();
        },
        onResync: (id) => {
          noteSeen(id);
          privateAnswersChanged();
        },
        onEnd: (end) => {
          if (connection !== opened) return;
          connection = undefined;
          setLiveHealth(undefined);
          if (end.kind === 'refused') refused(opened.signature, end);
          else scheduleRetry();
        },
      }),
    };
    connection = opened;
  };

  function reconcile(): void {
    clearTimeout(debounceTimer);
    debounceTimer = undefined;
    const wanted = wantedStream();
    if (!wanted) {
      clearTimeout(retryTimer);
      retryTimer = undefined;
      close();
      return;
    }
    // The same stream is open; or a retry is waiting and will open what is wanted then.
    if (connection?.signature === wanted.signature || retryTimer !== undefined) return;
    close();
    if (wanted.signature !== refusedSignature) open(wanted);
  }

  const channelsChanged = () => {
    clearTimeout(debounceTimer);
    debounceTimer = setTimeout(reconcile, liveChannelChangeDebounceMs);
  };
  const stops = [
    onWantedLiveChannelsChange(channelsChanged),
    sessionStore.subscribe(reconcile),
    connectivityStore.subscribe(reconcile),
  ];
  document.addEventListener('visibilitychange', reconcile);
  reconcile();
  return () => {
    for (const stop of stops) stop();
    document.removeEventListener('visibilitychange', reconcile);
    clearTimeout(retryTimer);
    clearTimeout(debounceTimer);
    close();
  };
}
