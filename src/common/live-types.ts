/**
 * The live stream's wire contract (docs/api.md "Live stream"): one Server-Sent Events stream per open app, carrying
 * the public market channels the app asks for and, for a signed-in user, that user's own events. Both sides import
 * these names, so the client and the server cannot drift apart.
 *
 * - `GET /live/stream?channels=a,b,c`, with the usual `token` and `accept-language` headers and, on a reconnect,
 *   `Last-Event-ID`. The channel set is fixed for the life of a stream: the client opens a new stream (with
 *   Last-Event-ID, so nothing is lost) when the screens on show want other channels. A stream is stateless across
 *   processes that way, whichever process a reconnect reaches.
 * - Public events (`market`) carry no SSE id, so they never move the stream's Last-Event-ID: a market channel is a
 *   snapshot, sent whole on connect and then at most once per second when it changes. Its body is exactly the
 *   answer of the matching market call, so the client saves it under the same cache key as that answer.
 * - Private events carry the user's event sequence number as their SSE id. The sequence is per user and in commit
 *   order, so a reconnect with Last-Event-ID gets exactly the events after it, or `resync` when they are no longer
 *   kept (the client then reads every private answer again). A signed-in stream's hello says where it goes on from
 *   (`cursor`), and each private call's answer says how far it is current (liveCursorHeader).
 */
import type { DecimalString } from './decimal';
import type { KlinePeriod } from './constants';
import type { DepthResponse, DetailsResponse, KlineCandle, QuoteCoinTickersResponse } from './market-types';

export const livePaths = {
  stream: '/live/stream',
} as const;

/** SSE event names. */
export const liveEventNames = {
  /** First event of every stream: what was accepted (LiveHello). */
  hello: 'hello',
  /** A public channel's snapshot (LiveMarketEvent). */
  market: 'market',
  /** One of the signed-in user's own events (LivePrivateEvent), with the user's sequence number as SSE id. */
  private: 'private',
  /**
   * The events after Last-Event-ID are no longer kept: read every private answer again. Its SSE id is the user's
   * counter the stream goes on from, so a later reconnect resumes there.
   */
  resync: 'resync',
} as const;

/**
 * Every answer of a private call (one that needs the session), and of a public one that answers with the user's own
 * figures when a session comes with it (the launchpad detail), carries the user's live counter as this header, read
 * before the call read anything else: the answer holds every private event up to that number. The client compares
 * it with the stream's `cursor` (LiveHello), so the start of a stream reads again only the answers that are older.
 */
export const liveCursorHeader = 'petrel-live-cursor';

/**
 * A user's counter as either side writes it (Last-Event-ID, a private event's or a resync's SSE id,
 * liveCursorHeader): a whole number of at most 15 digits; undefined for anything else (not a number we gave).
 */
export function parseLiveCursor(text: unknown): number | undefined {
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text.trim())) return undefined;
  return Number.parseInt(text.trim(), 10);
}

/** A comment line (`: heartbeat`) is written this often, so proxies keep the stream open and the client sees it alive. */
export const liveHeartbeatMs = 15_000;
/** The client counts a stream dead after this long without a byte (two missed heartbeats and some slack). */
export const liveSilenceLimitMs = 35_000;
/** A market channel is sent at most this often, and only when it changed. */
export const liveMarketIntervalMs = 1000;
/** The most channels one stream may ask for. */
export const liveChannelsMax = 20;

/**
 * Channel names. Each names a market call's answer and the cache key the client keeps it under:
 * - `details:<symbol>`        → POST /huobi/getDetails's answer             → `market:details:<symbol>`
 * - `tickers:<QUOTE>`         → getHuobiDetailsByQuoteCoin's answer         → `market:tickers:<QUOTE>`
 * - `kline:<symbol>:<period>` → the newest candle of getKline (the one still forming) → merged into
 *                               `market:kline:<symbol>:<period>` (replaces the candle of the same id, else appends)
 * - `depth:<symbol>`          → getHuobiContractDepthV2's answer            → `market:depth:<symbol>`
 */
export type LiveChannel =
  `details:${string}` | `tickers:${string}` | `kline:${string}:${KlinePeriod}` | `depth:${string}`;

export type LiveMarketEvent =
  | { channel: `details:${string}`; body: DetailsResponse }
  | { channel: `tickers:${string}`; body: QuoteCoinTickersResponse }
  | { channel: `kline:${string}`; body: KlineCandle }
  | { channel: `depth:${string}`; body: DepthResponse };

export interface LiveHello {
  /** The channels this stream carries (the asked-for list, de-duplicated). */
  channels: string[];
  /** True when the stream carries the signed-in user's private events. */
  signedIn: boolean;
  heartbeatMs: number;
  /**
   * Signed in: the user's counter this stream goes on from (Last-Event-ID when the client sent one, else the counter
   * as the stream opened). Every private event after it follows on this stream, or a `resync`.
   */
  cursor?: number;
}

/**
 * The signed-in user's own events. Each says what changed, with the figures a screen can show at once; the client
 * also reads the affected answers again, so the cache holds the server's full answers as before.
 */
export type LivePrivateEvent = LivePrivateEventBody & {
  /** The user's sequence number (also the SSE id). */
  seq: number;
  /** When it was committed, in epoch milliseconds. */
  atMs: number;
};

export type LivePrivateEventBody =
  /** An account's balance after a movement (accountType as the wallet calls use it: 1 coin, 2 contract). */
  | {
      type: 'balance';
      accountType: number;
      currency: string;
      available: DecimalString;
      frozen: DecimalString;
    }
  | { type: 'spotOrder'; orderId: string; symbol: string; status: 'placed' | 'filled' | 'cancelled' }
  | { type: 'position'; positionId: string; symbol: string; status: 'opened' | 'closed' | 'liquidated' }
  | {
      type: 'timedOrder';
      orderId: string;
      symbol: string;
      status: 'placed' | 'settled';
      /** When settled: the payout credited (0 for a loss), as a decimal string. */
      payout?: DecimalString;
    }
  | { type: 'message'; messageId: string }
  | { type: 'kyc'; status: 'approved' | 'rejected' }
  | { type: 'deposit'; depositId: string; status: 'approved' | 'rejected' }
  | { type: 'withdrawal'; withdrawalId: string; status: 'approved' | 'rejected' }
  | { type: 'launchpad'; listingId: string; status: 'subscribed' | 'allocated' };

export type LivePrivateEventType = LivePrivateEventBody['type'];
