// Proves the live events' journal: an event published inside a transaction is numbered per user in commit order
// and announced only when that transaction commits; a rolled-back transaction leaves no row and no announcement.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { liveEvents } from '../../../src/server/db/schema';
import { liveNotifyChannel, publishLive } from '../../../src/server/live/publish-live';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { insertUser } from '../ledger/ledger-kit';

let database: TestDatabase;
let db: Database;
let alice: number;
let bob: number;
const heard: string[] = [];
let stopListening: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  alice = await insertUser(db, 'live-alice');
  bob = await insertUser(db, 'live-bob');
  const pglite = database.handle.pglite;
  if (pglite) stopListening = await pglite.listen(liveNotifyChannel, (payload) => heard.push(payload));
});

afterAll(async () => {
  await stopListening();
  await database.dispose();
});

const message = (messageId: string) => ({ type: 'message' as const, messageId });
const seqsOf = async (userId: number) =>
  (await db.select().from(liveEvents).where(eq(liveEvents.userId, userId)).orderBy(asc(liveEvents.seq))).map(
    (row) => [row.seq, (row.payload as { messageId: string }).messageId],
  );

describe('publishLive', () => {
  it('numbers each user’s events from 1 at commit, whoever else publishes in the same transaction', async () => {
    await db.transaction(async (tx) => {
      await publishLive(tx, bob, message('b1'));
      await publishLive(tx, alice, message('a1'));
      await publishLive(tx, alice, message('a2'));
    });
    await db.transaction(async (tx) => publishLive(tx, alice, message('a3')));
    expect(await seqsOf(alice)).toEqual([
      [1, 'a1'],
      [2, 'a2'],
      [3, 'a3'],
    ]);
    expect(await seqsOf(bob)).toEqual([[1, 'b1']]);
  });

  it('keeps nothing and numbers nothing for a transaction that rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await publishLive(tx, alice, message('rolled-back'));
        throw new Error('the cause fails after publishing');
      }),
    ).rejects.toThrow('the cause fails');
    await db.transaction(async (tx) => publishLive(tx, alice, message('a4')));
    expect((await seqsOf(alice)).slice(-1)).toEqual([[4, 'a4']]);
    expect((await seqsOf(alice)).some(([, id]) => id === 'rolled-back')).toBe(false);
  });

  it('announces every committed event once, with its number and body, and never a rolled-back one', async () => {
    if (!database.handle.pglite) return; // On Postgres the two-process suite listens (tests/postgres).
    await expect.poll(() => heard.length).toBe(5);
    const announced = heard.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(announced.map(({ userId, seq, type, payload }) => [userId, seq, type, payload])).toEqual([
      [alice, 1, 'message', { messageId: 'a1' }],
      [alice, 2, 'message', { messageId: 'a2' }],
      [bob, 1, 'message', { messageId: 'b1' }],
      [alice, 3, 'message', { messageId: 'a3' }],
      [alice, 4, 'message', { messageId: 'a4' }],
    ]);
    expect(announced.every(({ atMs }) => typeof atMs === 'number' && atMs > 0)).toBe(true);
  });
});
