/**
 * Publishes one of a user's live events from inside the transaction that caused it. The row is numbered and
 * announced (NOTIFY `petrel_live`) only when that transaction commits (migration 0013_live_events), so a stream
 * never shows what was rolled back, and every server process hears it, whichever process committed it.
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
