/**
 * Publishes one of a user's live events from inside the transaction that caused it. The row is numbered and
 * announced (NOTIFY `petrel_live`) only when that transaction commits (migration 0013_live_events), so a stream
 * never shows what was rolled back, and every server process hears it, whichever process committed it.
 * The NOTIFY carries the whole event, which Postgres caps at 8000 bytes: every LivePrivateEventBody is a few ids,
 * a status and at most two amounts (a few hundred bytes), and must stay that small; a screen reads the rest.
 */
import type { LivePrivateEventBody } from '../../common/live-types';
import type { Transaction } from '../db/client';
import { liveEvents } from '../db/schema/live';

/** The NOTIFY channel the numbering trigger announces on. */
export const liveNotifyChannel = 'petrel_live';

export async function publishLive(
  tx: Transaction,
  userId: number,
  event: LivePrivateEventBody,
): Promise<void> {
  const { type, ...payload } = event;
  await tx.insert(liveEvents).values({ userId, type, payload });
}

/** One event for one user, as publishLiveAll takes them. */
export interface LivePublication {
  userId: number;
  event: LivePrivateEventBody;
}

/**
 * The most rows one insert carries: three parameters each, far below the 65,535 a Postgres statement can bind.
 * A launchpad allocation of a large sale publishes more and takes several inserts.
 */
export const livePublicationsPerInsertMax = 5000;

/**
 * Publishes many events in one insert (per `livePublicationsPerInsertMax`), for the engines and the ledger's
 * batches: a batch of hundreds of settlements costs one statement, not one per event. Each user's events are
 * numbered in the order given.
 */
export async function publishLiveAll(
  tx: Transaction,
  publications: readonly LivePublication[],
): Promise<void> {
  for (let start = 0; start < publications.length; start += livePublicationsPerInsertMax) {
    const rows = publications.slice(start, start + livePublicationsPerInsertMax).map(({ userId, event }) => {
      const { type, ...payload } = event;
      return { userId, type, payload };
    });
    await tx.insert(liveEvents).values(rows);
  }
}
