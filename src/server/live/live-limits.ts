/**
 * The live stream's bounds (docs/operations.md "Live stream"). Every stream holds a socket and a little memory for
 * as long as the app is open, so each is bounded per user, per process and in what it may have queued.
 */

export interface LiveLimits {
  /** A user's streams beyond this close their oldest one (see liveStreamsPerUserMax). */
  streamsPerUserMax: number;
  /** Streams beyond this in one process are refused with LIVE_STREAMS_FULL (HTTP 429). */
  streamsPerProcessMax: number;
  /** A stream whose socket has more than this queued (a client that stopped reading) is ended. */
  queuedBytesMax: number;
}

/**
 * One phone or browser tab holds one stream, and opens a new one before the old one closes when its screens want
 * other channels. A user with several devices and tabs stays well under 5. Beyond it the oldest stream is closed
 * rather than the new one refused: the newest is the one on show, and an old one is most likely a tab or phone
 * that went away without closing its socket, which a refusal would let lock the user out until it timed out.
 */
export const liveStreamsPerUserMax = 5;
/**
 * Each stream holds a socket, and the server refuses connections beyond connectionsMax (800,
 * http/connection-limits.ts). 600 streams leave 200 sockets for the API calls of the same phones.
 */
export const liveStreamsPerProcessMax = 600;
/**
 * A healthy stream has next to nothing queued: a market snapshot is a few kilobytes. 256 KiB is a minute of every
 * channel changing every second for a client on a stalled network, and caps what 600 stalled clients can pin at
 * 150 MiB. A client past it is dropped and reconnects with Last-Event-ID, losing nothing.
 */
export const liveQueuedBytesMax = 256 * 1024;

export const defaultLiveLimits: LiveLimits = {
  streamsPerUserMax: liveStreamsPerUserMax,
  streamsPerProcessMax: liveStreamsPerProcessMax,
  queuedBytesMax: liveQueuedBytesMax,
};

/**
 * How long live events are kept for a reconnecting stream: a phone that was in a tunnel or asleep for a quarter of
 * an hour still gets what it missed; one away longer gets `resync` and reads every private answer again, as it
 * would after a restart.
 */
export const liveEventsKeptMs = 15 * 60 * 1000;
/** At most this many of a user's newest events are kept, so a burst cannot grow the table without bound. */
export const liveEventsKeptPerUser = 500;
/** How often one process deletes what is no longer kept; the delete is idempotent, so every process may run it. */
export const livePruneIntervalMs = 60 * 1000;
/** A resume reads at most this many rows; more than that is answered with `resync`. */
export const liveResumeRowsMax = liveEventsKeptPerUser;

/** The listener's first reconnect comes this soon after its connection drops, doubling up to the maximum. */
export const liveListenerRetryFirstMs = 100;
export const liveListenerRetryMaxMs = 5_000;
