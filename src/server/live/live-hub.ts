/**
 * This process's open streams, by user and by market channel. Each event heard on the listener goes to its user's
 * streams in this process and nowhere else; each market snapshot to the streams subscribed to its channel.
 */
import type { LivePrivateEvent } from '../../common/live-types';
import { ApiError } from '../http/api-error';
import type { LiveLimits } from './live-limits';
import type { LiveStream } from './live-stream';

export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  /** Each user's streams, oldest first. */
  private readonly byUser = new Map<number, LiveStream[]>();
  private readonly byChannel = new Map<string, Set<LiveStream>>();

  constructor(private readonly limits: LiveLimits) {}

  get size(): number {
    return this.streams.size;
  }

  /** Refuses a stream beyond the process's cap, before anything is opened for it. */
  admit(): void {
    if (this.streams.size >= this.limits.streamsPerProcessMax) throw new ApiError('LIVE_STREAMS_FULL');
  }

  /** Adds an open stream; a user past their cap loses their oldest stream (live-limits.ts says why). */
  add(stream: LiveStream): void {
    this.streams.add(stream);
    for (const channel of stream.channels) {
      const subscribers = this.byChannel.get(channel) ?? new Set();
      subscribers.add(stream);
      this.byChannel.set(channel, subscribers);
    }
    if (stream.userId === undefined) return;
    const own = this.byUser.get(stream.userId) ?? [];
    own.push(stream);
    this.byUser.set(stream.userId, own);
    // Ending a stream removes it from the hub (a new list), so the oldest are picked before any is ended.
    const oldest = own.slice(0, Math.max(0, own.length - this.limits.streamsPerUserMax));
    for (const stream of oldest) stream.end('replaced');
  }

  /** Forgets an ended stream and frees its subscriptions. */
  remove(stream: LiveStream): void {
    if (!this.streams.delete(stream)) return;
    for (const channel of stream.channels) {
      const subscribers = this.byChannel.get(channel);
      subscribers?.delete(stream);
      if (subscribers?.size === 0) this.byChannel.delete(channel);
    }
    if (stream.userId === undefined) return;
    const own = (this.byUser.get(stream.userId) ?? []).filter((other) => other !== stream);
    if (own.length > 0) this.byUser.set(stream.userId, own);
    else this.byUser.delete(stream.userId);
  }

  /** A private event to its user's streams in this process. */
  deliver(userId: number, event: LivePrivateEvent): void {
    for (const stream of this.byUser.get(userId) ?? []) stream.deliver(event);
  }

  /** After the listener reconnected: every signed-in stream reads what it may have missed meanwhile. */
  catchUpAll(): void {
    for (const own of this.byUser.values()) for (const stream of own) void stream.catchUp();
  }

  /** The channels some stream here watches; nothing is computed for the others. */
  watchedChannels(): string[] {
    return [...this.byChannel.keys()];
  }

  subscribersOf(channel: string): readonly LiveStream[] {
    return [...(this.byChannel.get(channel) ?? [])];
  }

  /** The streams that carry a user's events, for the session check that goes with each heartbeat. */
  signedInStreams(): LiveStream[] {
    return [...this.byUser.values()].flat();
  }

  heartbeat(): void {
    for (const stream of [...this.streams]) stream.heartbeat();
  }

  endAll(): void {
    for (const stream of [...this.streams]) stream.end('shutdown');
  }
}
