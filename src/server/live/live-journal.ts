/**
 * Reads and prunes the live events' journal (migration 0013_live_events): what a reconnecting stream missed, each
 * user's counter, and the periodic delete of what is no longer kept.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { LivePrivateEvent } from '../../common/live-types';
import type { Database } from '../db/client';
import { liveCursors, liveEvents } from '../db/schema';
import { liveEventsKeptMs, liveEventsKeptPerUser, liveResumeRowsMax } from './live-limits';

/** What a stream that last sent `afterSeq` has to send next. */
export type LiveCatchUp =
  | { kind: 'events'; events: LivePrivateEvent[]; cursor: number }
  /** The events after afterSeq are no longer kept (or afterSeq was never given): `cursor` is where to go on from. */
  | { kind: 'resync'; cursor: number };

export interface LiveJournal {
  /** The last sequence number given to the user's events, 0 before the first. */
  cursorOf(userId: number): Promise<number>;
  catchUp(userId: number, afterSeq: number): Promise<LiveCatchUp>;
  /** Deletes the events no longer kept at nowMs; answers how many. */
  prune(nowMs: number): Promise<number>;
}

interface JournalRow {
  seq: number | null;
  type: string;
  payload: unknown;
  createdAt: Date;
}

export function toLiveEvent(row: JournalRow): LivePrivateEvent {
  return {
    ...(row.payload as object),
    type: row.type,
    seq: row.seq ?? 0,
    atMs: row.createdAt.getTime(),
  } as LivePrivateEvent;
}

export function createLiveJournal(db: Database): LiveJournal {
  const cursorOf = async (userId: number) => {
    const [row] = await db
      .select({ seq: liveCursors.seq })
      .from(liveCursors)
      .where(eq(liveCursors.userId, userId));
    return row?.seq ?? 0;
  };
  return {
    cursorOf,
    async catchUp(userId, afterSeq) {
      // The counter first: rows committed after this read arrive by NOTIFY as well, and the stream drops repeats.
      const cursor = await cursorOf(userId);
      if (afterSeq > cursor) return { kind: 'resync', cursor };
      if (afterSeq === cursor) return { kind: 'events', events: [], cursor };
      const rows = await db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), gt(liveEvents.seq, afterSeq)))
        .orderBy(asc(liveEvents.seq))
        .limit(liveResumeRowsMax + 1);
      // A first row other than afterSeq + 1 means the ones between were pruned; too many is as good as lost.
      if (rows[0]?.seq !== afterSeq + 1 || rows.length > liveResumeRowsMax) return { kind: 'resync', cursor };
      return { kind: 'events', events: rows.map(toLiveEvent), cursor };
    },
    async prune(nowMs) {
      const cutoff = new Date(nowMs - liveEventsKeptMs);
      const deleted = await db.execute(sql`
        delete from ${liveEvents} using ${liveCursors}
        where ${liveEvents.userId} = ${liveCursors.userId}
          and (${liveEvents.createdAt} < ${cutoff.toISOString()}
               or ${liveEvents.seq} <= ${liveCursors.seq} - ${liveEventsKeptPerUser})`);
      // node-postgres says how many rows a statement touched as rowCount, PGlite as affectedRows.
      const { rowCount, affectedRows } = deleted as { rowCount?: number | null; affectedRows?: number };
      return rowCount ?? affectedRows ?? 0;
    },
  };
}
