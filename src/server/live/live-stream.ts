/**
 * One open stream: its socket, its channels and, for a signed-in user, the last private sequence number it sent.
 * Private events reach it from two places that can overlap, a resume read of the journal and the NOTIFYs heard
 * meanwhile, so it never sends a number at or below the last it sent, and a number beyond the next one (a NOTIFY
 * missed while the listener reconnected) makes it read the journal for what lies between.
 */
import type { ServerResponse } from 'node:http';
import { liveEventNames, type LivePrivateEvent } from '../../common/live-types';
import type { LiveJournal } from './live-journal';
import { sseEvent, sseHeartbeat } from './live-sse';

export type LiveStreamEnd = 'client' | 'slow' | 'replaced' | 'signedOut' | 'shutdown' | 'failed';

export interface LiveStreamOptions {
  raw: ServerResponse;
  userId: number | undefined;
  channels: readonly string[];
  /** The session token a signed-in stream was opened with, checked again with each heartbeat. */
  token: string | undefined;
  queuedBytesMax: number;
  journal: LiveJournal;
  onEnd: (stream: LiveStream, reason: LiveStreamEnd) => void;
}

export class LiveStream {
  readonly userId: number | undefined;
  readonly channels: readonly string[];
  readonly token: string | undefined;
  /** The version of each market channel's snapshot this stream last got (live-market.ts). */
  readonly marketVersions = new Map<string, number>();
  /** The last private sequence number sent. */
  lastSeq = 0;
  ended = false;
  /** While true, private events wait in `pending`: a journal read is running and will decide what follows. */
  private catchingUp: boolean;
  private catchUpAgain = false;
  private pending: LivePrivateEvent[] = [];

  constructor(private readonly options: LiveStreamOptions) {
    this.userId = options.userId;
    this.channels = options.channels;
    this.token = options.token;
    this.catchingUp = options.userId !== undefined;
  }

  /** Writes, and ends the stream when its socket has more queued than the cap: a slow client is dropped. */
  write(text: string): void {
    if (this.ended) return;
    this.options.raw.write(text);
    if (this.options.raw.writableLength > this.options.queuedBytesMax) this.end('slow');
  }

  heartbeat(): void {
    this.write(sseHeartbeat);
  }

  /**
   * Starts the private part after `fromSeq` (Last-Event-ID, or the user's counter read before the stream joined the
   * hub): the journal's events after it follow, then those heard meanwhile, in order and once each.
   */
  async startPrivate(fromSeq: number): Promise<void> {
    if (this.userId === undefined) return;
    this.lastSeq = fromSeq;
    this.catchingUp = false;
    await this.catchUp();
  }

  /** One event heard on the listener for this stream's user. */
  deliver(event: LivePrivateEvent): void {
    if (this.ended) return;
    if (this.catchingUp) {
      this.pending.push(event);
      return;
    }
    if (event.seq <= this.lastSeq) return;
    if (event.seq === this.lastSeq + 1) {
      this.sendPrivate(event);
      return;
    }
    this.pending.push(event);
    void this.catchUp();
  }

  /** Reads what was missed after lastSeq (after a gap, or for every stream when the listener reconnected). */
  async catchUp(): Promise<void> {
    if (this.userId === undefined || this.ended) return;
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return;
    }
    this.catchingUp = true;
    try {
      do {
        this.catchUpAgain = false;
        const next = await this.options.journal.catchUp(this.userId, this.lastSeq);
        if (next.kind === 'resync') {
          this.write(sseEvent(liveEventNames.resync, {}, next.cursor));
          this.lastSeq = next.cursor;
        } else {
          for (const event of next.events) this.sendPrivate(event);
        }
        if (this.flushPending()) this.catchUpAgain = true;
      } while (this.catchUpAgain && !this.ended);
    } catch {
      // The journal could not be read: the client reconnects with Last-Event-ID and loses nothing.
      this.end('failed');
    } finally {
      this.catchingUp = false;
    }
  }

  /** Ends the stream once; the hub forgets it at once, whatever ended it. */
  end(reason: LiveStreamEnd): void {
    if (this.ended) return;
    this.ended = true;
    this.pending = [];
    const raw = this.options.raw;
    // A slow or vanished client's queue is dropped with its socket; any other end lets what is queued go out.
    if (reason === 'slow' || reason === 'client' || reason === 'failed') raw.destroy();
    else raw.end();
    this.options.onEnd(this, reason);
  }

  private sendPrivate(event: LivePrivateEvent): void {
    this.write(sseEvent(liveEventNames.private, event, event.seq));
    this.lastSeq = event.seq;
  }

  /**
   * Sends the events heard during a journal read that follow on. Answers true when a gap is left among them (the
   * journal must be read again); the events after the gap stay pending.
   */
  private flushPending(): boolean {
    const pending = this.pending.sort((a, b) => a.seq - b.seq);
    this.pending = [];
    for (const [index, event] of pending.entries()) {
      if (event.seq <= this.lastSeq) continue;
      if (event.seq !== this.lastSeq + 1) {
        this.pending = pending.slice(index);
        return true;
      }
      this.sendPrivate(event);
    }
    return false;
  }
}
