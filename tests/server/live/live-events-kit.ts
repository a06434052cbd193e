/**
 * What the live events tests share: a mark in the journal before an action, and every event published after it,
 * by user, each as its body (`{type, ...payload}`) in the user's sequence order, so a test can say exactly which
 * events which users got, and that nobody else got any.
 */
import { asc, gt, max } from 'drizzle-orm';
import type { LivePrivateEventBody } from '../../../src/common/live-types';
import { liveEvents } from '../../../src/server/db/schema';
import type { TestApp } from '../support/test-app';

/** The journal's newest row id: the events an action publishes come after it. */
export async function liveMark(t: TestApp): Promise<number> {
  const [row] = await t.database.handle.db.select({ id: max(liveEvents.id) }).from(liveEvents);
  return Number(row?.id ?? 0);
}

/** Every event committed after `mark`, by user id, each user's in sequence order. */
export async function liveEventsAfter(
  t: TestApp,
  mark: number,
): Promise<Record<string, LivePrivateEventBody[]>> {
  const rows = await t.database.handle.db
    .select()
    .from(liveEvents)
    .where(gt(liveEvents.id, mark))
    .orderBy(asc(liveEvents.userId), asc(liveEvents.seq));
  const byUser: Record<string, LivePrivateEventBody[]> = {};
  for (const row of rows) {
    // A committed row is numbered; an unnumbered one would mean the trigger did not run.
    if (row.seq === null) throw new Error(`live event ${row.id} was committed without a number`);
    const body = { type: row.type, ...(row.payload as object) } as LivePrivateEventBody;
    (byUser[String(row.userId)] ??= []).push(body);
  }
  return byUser;
}

/** Runs `action` and answers the events it published, by user (see liveEventsAfter). */
export async function publishedBy(
  t: TestApp,
  action: () => Promise<unknown>,
): Promise<Record<string, LivePrivateEventBody[]>> {
  const mark = await liveMark(t);
  await action();
  return liveEventsAfter(t, mark);
}

/** A balance event's body, as the ledger publishes it. */
export const balanceEvent = (accountType: number, currency: string, available: string, frozen: string) => ({
  type: 'balance' as const,
  accountType,
  currency,
  available,
  frozen,
});
