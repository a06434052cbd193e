/**
 * How current the signed-in user's private answers are, by the user's live counter (docs/api.md "Live stream"). A
 * private call's answer carries the counter as the server read it before anything else (liveCursorHeader): the
 * answer holds every private event up to it. A signed-in stream's hello says the counter it goes on from, and every
 * event after that reaches the cache through the stream. So the start of a stream reads the private answers again
 * only when one held is older than where the stream goes on from, and an answer that lands while the stream is
 * healthy but is older than what the stream has delivered (it was in flight) is read again.
 *
 * A read's counter is the lowest that the answers of its calls carried: the calls its fetcher starts at once are
 * tied to it, and a call it starts later reads after those answered, so it is no older. An answer without a counter
 * is a public call's (a config, say), which holds none of the user's events. A read that failed, or that no call
 * could be tied to, may be older than any counter.
 */
import { parseLiveCursor } from '../../../common/live-types';

/** A private read under way (useCachedQuery's revalidate of a signed-in user's answer). */
export interface PrivateRead {
  /** The lowest counter its calls' answers carried. */
  lowest: number | undefined;
  /** How many of its calls were answered. */
  answeredCalls: number;
}

/** Every private answer held is current through this counter (at most the stream's, while one is healthy). */
let heldThrough = Number.POSITIVE_INFINITY;
/** The healthy signed-in stream's counter: each private event after it arrives on the stream. */
let streamThrough: number | undefined;
/** The read whose fetcher is starting its calls right now (synchronously), if any. */
let opening: PrivateRead | undefined;
let readAgain: () => void = () => undefined;

/** What reads every private answer on screen again (live-client.ts registers privateAnswersChanged). */
export function onPrivateAnswersOutdated(handler: () => void): void {
  readAgain = handler;
}

/** Runs a private read's fetcher, tying the calls it starts at once to `read`. */
export function fetchForPrivateRead<T>(read: PrivateRead, fetcher: () => Promise<T>): Promise<T> {
  opening = read;
  try {
    return fetcher();
  } finally {
    opening = undefined;
  }
}

export function privateReadStarted(): PrivateRead {
  return { lowest: undefined, answeredCalls: 0 };
}

/** The private read a call belongs to; taken synchronously as the call starts (http-client.ts). */
export function privateReadOfCall(): PrivateRead | undefined {
  return opening;
}

/** A call of `read` was answered, with the counter its answer carried (undefined: a public call's answer). */
export function callAnswered(read: PrivateRead, cursor: number | undefined): void {
  read.answeredCalls += 1;
  if (cursor !== undefined) read.lowest = Math.min(read.lowest ?? cursor, cursor);
}

/** A private read ended: `saved` is false when it failed and the answer held was not replaced. */
export function privateReadEnded(read: PrivateRead, saved: boolean): void {
  // Only public calls answered it: it holds none of the user's events, so it is as current as any.
  if (saved && read.answeredCalls > 0 && read.lowest === undefined) return;
  const through = saved ? read.lowest : undefined;
  // While the stream is healthy, only an answer known to be older than what it delivered is read again: the read
  // after it carries a counter at least the stream's, so nothing can repeat in a loop. A failure, or an answer of
  // unknown age, waits for the stream's next event or its next start, as every private answer did before counters.
  if (streamThrough !== undefined && through !== undefined) {
    if (through < streamThrough) readAgain();
    return;
  }
  heldThrough = Math.min(heldThrough, through ?? Number.NEGATIVE_INFINITY);
}

/**
 * A signed-in stream said hello, going on from `cursor` (undefined: a server that does not say). Reads every private
 * answer again when one held may be older than that; from here each private event after it arrives on the stream.
 */
export function privateStreamStarted(cursor: number | undefined): void {
  if (cursor === undefined || heldThrough < cursor) readAgain();
  streamThrough = cursor;
  heldThrough = Number.POSITIVE_INFINITY;
}

/** The stream delivered the user's counter up to `id` (a private event's or a resync's SSE id). */
export function privateStreamAdvanced(id: string): void {
  const cursor = parseLiveCursor(id);
  if (streamThrough !== undefined && cursor !== undefined) streamThrough = Math.max(streamThrough, cursor);
}

/** The stream ended: the answers held are current through what it delivered, and no further. */
export function privateStreamEnded(): void {
  heldThrough = Math.min(heldThrough, streamThrough ?? Number.NEGATIVE_INFINITY);
  streamThrough = undefined;
}

/** Forgets everything (tests; each starts as a fresh page does). */
export function resetPrivateReadCursors(): void {
  heldThrough = Number.POSITIVE_INFINITY;
  streamThrough = undefined;
  opening = undefined;
  readAgain = () => undefined;
}
