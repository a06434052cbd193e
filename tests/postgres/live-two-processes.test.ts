// Proves on real Postgres, over two server processes on one database, that a user's live event committed anywhere
// (through a third connection with publishLive, and a spot fill by the fill engine of a third process) reaches that
// user's stream on each process, in order, and nothing reaches another user's stream on either; and that when the
// listeners' connections are cut, they reconnect and the streams read what was committed meanwhile, losing nothing.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LivePrivateEventBody } from '../../src/common/live-types';
import { openDatabase } from '../../src/server/db/client';
import { publishLive } from '../../src/server/live/publish-live';
import { freePort, startEngineProcess, type EngineProcess } from '../server/second-contract/engine-process';
import { registerUser } from '../server/support/accounts';
import { createTestApp, testServerSecret, type TestApp } from '../server/support/test-app';
import { createScratchDatabase, postgresTestUrl } from '../server/support/test-database';
import { createFixedPriceFeed } from '../server/support/fixed-price-feed';
import { fundedUser, placed, tick } from '../server/spot/spot-kit';
import { openStream, type SseClient } from '../server/live/sse-client';

const twoProcessTimeoutMs = 180_000;
/** BTC far above the resting buy below, so the two servers' own engines (simulated prices) never fill it. */
const feed = createFixedPriceFeed({ BTC: 60000 });
let scratch: { url: string; drop(): Promise<void> };
const dataDirs: string[] = [];
const processes: EngineProcess[] = [];
let t: TestApp;
const streams: SseClient[] = [];

async function startServer(): Promise<EngineProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-live-'));
  dataDirs.push(dataDir);
  const server = await startEngineProcess({
    dataDir,
    port: await freePort(),
    databaseUrl: scratch.url,
    extraEnv: { SERVER_SECRET: testServerSecret },
  });
  processes.push(server);
  return server;
}

beforeAll(async () => {
  const baseUrl = postgresTestUrl();
  if (!baseUrl) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  scratch = await createScratchDatabase(baseUrl);
  // The first process migrates the database; the second finds it migrated.
  await startServer();
  await startServer();
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  // The test's own app is the third process: its fill engine runs on its fixed prices, when the test ticks it.
  t = await createTestApp({ database: { handle, dispose: () => handle.close() }, feed });
  t.clock.nowMs = Date.now();
}, twoProcessTimeoutMs);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await t?.close();
  for (const server of processes) await server.stop();
  await scratch?.drop();
  for (const dataDir of dataDirs) await fs.rm(dataDir, { recursive: true, force: true });
}, twoProcessTimeoutMs);

const message = (messageId: string): LivePrivateEventBody => ({ type: 'message', messageId });
const publish = (userId: number, ...ids: string[]) =>
  t.database.handle.db.transaction(async (tx) => {
    for (const id of ids) await publishLive(tx, userId, message(id));
  });
const privateOf = (stream: SseClient) =>
  stream.events
    .filter(({ event }) => event === 'private')
    .map(({ id, data }) => [id, (data as { messageId: string }).messageId]);

async function signedInStream(baseUrl: string, token: string): Promise<SseClient> {
  const stream = await openStream(baseUrl, { token });
  streams.push(stream);
  await stream.until(1);
  return stream;
}

describe('live events across two processes', () => {
  it(
    'reach the owner’s streams on both processes in order, and no other user’s',
    async () => {
      const [a, b] = processes as [EngineProcess, EngineProcess];
      const alice = await registerUser(t);
      const bob = await registerUser(t);
      const aliceOnB = await signedInStream(b.baseUrl, alice.token);
      const aliceOnA = await signedInStream(a.baseUrl, alice.token);
      const bobOnA = await signedInStream(a.baseUrl, bob.token);
      const bobOnB = await signedInStream(b.baseUrl, bob.token);
      await publish(Number(alice.userId), 'a-1', 'a-2');
      await publish(Number(alice.userId), 'a-3');
      await publish(Number(bob.userId), 'b-1');
      const aliceEvents = [
        ['1', 'a-1'],
        ['2', 'a-2'],
        ['3', 'a-3'],
      ];
      await expect.poll(() => privateOf(aliceOnB)).toEqual(aliceEvents);
      await expect.poll(() => privateOf(aliceOnA)).toEqual(aliceEvents);
      await expect.poll(() => privateOf(bobOnA)).toEqual([['1', 'b-1']]);
      await expect.poll(() => privateOf(bobOnB)).toEqual([['1', 'b-1']]);
      // Bob's event was committed last: had any of it reached Alice's streams, it would be there by now.
      expect(privateOf(aliceOnA)).toEqual(aliceEvents);
      expect(privateOf(aliceOnB)).toEqual(aliceEvents);

      // Cut both processes' listeners (their session's last statement is the LISTEN) and publish at once: what the
      // cut connections could not hear arrives when they have reconnected, from the journal.
      const cut = await t.database.handle.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'LISTEN petrel_live%'`);
      expect((cut as unknown as { rows: unknown[] }).rows.length).toBe(2);
      await publish(Number(alice.userId), 'a-4');
      const afterCut = [...aliceEvents, ['4', 'a-4']];
      await expect.poll(() => privateOf(aliceOnB), { timeout: 15_000 }).toEqual(afterCut);
      await expect.poll(() => privateOf(aliceOnA), { timeout: 15_000 }).toEqual(afterCut);
      await publish(Number(alice.userId), 'a-5');
      await expect.poll(() => privateOf(aliceOnB).at(-1), { timeout: 15_000 }).toEqual(['5', 'a-5']);
      expect(privateOf(bobOnA)).toEqual([['1', 'b-1']]);
    },
    twoProcessTimeoutMs,
  );

  it(
    'carry a spot fill committed by another process’s engine to the owner’s stream',
    async () => {
      const [, b] = processes as [EngineProcess, EngineProcess];
      const buyer = await fundedUser(t, { USDT: '1000' });
      const other = await fundedUser(t, { USDT: '1000' });
      const buyerOnB = await signedInStream(b.baseUrl, buyer.token);
      const otherOnB = await signedInStream(b.baseUrl, other.token);
      const order = await placed(t, buyer.token, {
        symbol: 'btcusdt',
        side: '1',
        price: '50000',
        amount: '0.01',
      });
      feed.prices.set('BTC', 49000);
      await tick(t);
      const statuses = () =>
        buyerOnB.events
          .filter(({ event }) => event === 'private')
          .map(({ data }) => data as { type: string; orderId?: string; status?: string })
          .filter((event) => event.type === 'spotOrder')
          .map((event) => [event.orderId, event.status]);
      await expect.poll(statuses).toEqual([
        [String(order.id), 'placed'],
        [String(order.id), 'filled'],
      ]);
      expect(otherOnB.events.filter(({ event }) => event === 'private')).toEqual([]);
    },
    twoProcessTimeoutMs,
  );
});
