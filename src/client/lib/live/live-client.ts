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
import {
  onPrivateAnswersOutdated,
  privateStreamAdvanced,
  privateStreamEnded,
  privateStreamStarted,
} from '../cache/private-read-cursors';
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
  /** It said hello as the signed-in user's stream: the private answers are kept current by it until it ends. */
  carriesPrivate?: boolean;
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

/** A wait between half and all of the capped exponential step ("equal jitter"), so phones do not reconnect in step. */
function retryDelayMs(failures: number): number {
  const ceilingMs = Math.min(liveRetryMaxMs, liveRetryBaseMs * 2 ** Math.max(0, failures - 1));
  return ceilingMs / 2 + (Math.random() * ceilingMs) / 2;
}

type Refusal = Extract<LiveStreamEnd, { kind: 'refused' }>;

/** The app's stream over time: which connection is open, where to resume, and when to try again. */
class AppStream {
  private connection: Connection | undefined;
  /** The last private event's id, with its user: a resume of another user's stream starts afresh. */
  private lastSeen: { userId: string; id: string } | undefined;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  /** A stream the server refused for good (its channels, say): not asked again until what is wanted changes. */
  private refusedSignature: string | undefined;

  /** Opens, keeps or closes the stream for what is wanted now. */
  readonly reconcile = (): void => {
    clearTimeout(this.debounceTimer);
    this.debounceTimer = undefined;
    const wanted = wantedStream();
    if (!wanted) {
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      this.close();
      return;
    }
    // The same stream is open; or a retry is waiting and will open what is wanted then.
    if (this.connection?.signature === wanted.signature || this.retryTimer !== undefined) return;
    this.close();
    if (wanted.signature !== this.refusedSignature) this.open(wanted);
  };

  readonly channelsChanged = (): void => {
    clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(this.reconcile, liveChannelChangeDebounceMs);
  };

  stop(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.debounceTimer);
    this.close();
  }

  private close(): void {
    this.connection?.stream.close();
    this.forget();
  }

  private forget(): void {
    if (this.connection?.carriesPrivate) privateStreamEnded();
    this.connection = undefined;
    setLiveHealth(undefined);
  }

  private scheduleRetry(waitMinMs = 0): void {
    this.failures += 1;
    const waitMs = Math.max(waitMinMs, retryDelayMs(this.failures));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.reconcile();
    }, waitMs);
  }

  private refused(signature: string, end: Refusal): void {
    const sessionEnded =
      endSessionIfInvalid(end.body) ??
      (end.status === httpUnauthorized ? endSessionIfInvalid({ code: sessionInvalidCode }) : undefined);
    if (sessionEnded) this.refusedSignature = signature;
    // Busy: the tick serves meanwhile, and the next try waits at least what the server asked (else the longest).
    else if (end.status === httpTooManyRequests) this.scheduleRetry(end.retryAfterMs ?? liveRetryMaxMs);
    else if (end.status >= httpServerErrorMin) this.scheduleRetry();
    else this.refusedSignature = signature;
  }

  private noteSeen(userId: string, id: string | undefined): void {
    if (id === undefined || !userId) return;
    this.lastSeen = { userId, id };
    privateStreamAdvanced(id);
  }

  private open(wanted: Wanted): void {
    const resumeFrom =
      wanted.userId && this.lastSeen?.userId === wanted.userId ? this.lastSeen.id : undefined;
    const opened: Connection = {
      signature: wanted.signature,
      stream: openLiveStream({
        channels: wanted.channels,
        token: wanted.token,
        lastEventId: resumeFrom,
        onHello: (hello) => {
          this.failures = 0;
          setLiveHealth({
            healthy: true,
            publicKeys: new Set(hello.channels.map(liveChannelCacheKey)),
            privateUserId: hello.signedIn ? wanted.userId : '',
          });
          // What changed after the answers held were read and up to where the stream goes on from was never sent:
          // they are read again if any is older than that.
          if (hello.signedIn) {
            opened.carriesPrivate = true;
            privateStreamStarted(hello.cursor);
          }
        },
        onMarket: (event) => void applyMarketEvent(event),
        onPrivate: (_event, id) => {
          this.noteSeen(wanted.userId, id);
          privateAnswersChanged();
        },
        onResync: (id) => {
          this.noteSeen(wanted.userId, id);
          privateAnswersChanged();
        },
        onEnd: (end) => this.ended(opened, end),
      }),
    };
    this.connection = opened;
  }

  private ended(opened: Connection, end: LiveStreamEnd): void {
    if (this.connection !== opened) return;
    this.forget();
    if (end.kind === 'refused') this.refused(opened.signature, end);
    else this.scheduleRetry();
  }
}

/** Starts the app's stream; returns the function that stops it for good (tests, and nothing else). */
export function startLive(): () => void {
  onPrivateAnswersOutdated(privateAnswersChanged);
  const stream = new AppStream();
  const stops = [
    onWantedLiveChannelsChange(stream.channelsChanged),
    sessionStore.subscribe(stream.reconcile),
    connectivityStore.subscribe(stream.reconcile),
  ];
  document.addEventListener('visibilitychange', stream.reconcile);
  stream.reconcile();
  return () => {
    for (const stop of stops) stop();
    document.removeEventListener('visibilitychange', stream.reconcile);
    stream.stop();
  };
}
