// Proves GET /live/stream on a listening server over PGlite: a visitor gets hello and the asked channels'
// snapshots; bad requests are refused, translated, with nothing opened; a user's events reach only that user's
// streams, in order, never a rolled-back one; a resume gets exactly what it missed or `resync`; heartbeats; the
// per-user and per-process caps; a market channel is sent again only when it changed, once per interval; and each
// private answer and a signed-in hello carry the user's counter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveChannelsMax,
  liveHeartbeatMs,
  liveCursorHeader,
  liveMarketIntervalMs,
  type LivePrivateEventBody,
} from '../../../src/common/live-types';
import { marketPaths, userPaths } from '../../../src/common/api-paths';
import { liveEventsKeptMs } from '../../../src/server/live/live-limits';
import { publishLive } from '../../../src/server/live/publish-live';
import { registerUser } from '../support/accounts';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, postAs, postForm, type TestApp } from '../support/test-app';
import { createManualTimers } from './manual-timers';
import { openStream, type SseClient } from './sse-client';

const timers = createManualTimers();
const feed = createFixedPriceFeed({ BTC: 60000.5, ETH: 3000 });
const streamsPerUserMax = 2;
const streamsPerProcessMax = 6;
let t: TestApp;
let baseUrl: string;
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };
const open: SseClient[] = [];

async function stream(options: Parameters<typeof openStream>[1] = {}): Promise<SseClient> {
  const client = await openStream(baseUrl, options);
  open.push(client);
  return client;
}

/** Closes every stream of the test and waits until the server has dropped them all. */
async function closeAll(): Promise<void> {
  for (const client of open.splice(0)) client.close();
  await expect.poll(() => t.app.live.hub.size).toBe(0);
}

const message = (messageId: string): LivePrivateEventBody => ({ type: 'message', messageId });
const publish = (userId: number, ...events: LivePrivateEventBody[]) =>
  t.database.handle.db.transaction(async (tx) => {
    for (const event of events) await publishLive(tx, userId, event);
  });

beforeAll(async () => {
  t = await createTestApp({
    feed,
    liveTimers: timers,
    liveLimits: { streamsPerUserMax, streamsPerProcessMax, queuedBytesMax: 256 * 1024 },
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const registered = [await registerUser(t), await registerUser(t)];
  [alice, bob] = registered.map((user) => ({ token: user.token, userId: Number(user.userId) })) as [
    typeof alice,
    typeof bob,
  ];
});

afterAll(async () => {
  for (const client of open) client.close();
  await t.close();
});

describe('a visitor’s stream', () => {
  it('answers hello, then each asked channel’s snapshot, as the market call answers it, never compressed', async () => {
    // A repeated channel is sent once, and an empty name between commas names nothing.
    const client = await stream({ channels: 'details:btcusdt,tickers:USDT,details:btcusdt, ,' });
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toBe('no-store');
    expect(client.headers.get('x-accel-buffering')).toBe('no');
    expect(client.headers.get('content-encoding')).toBeNull();
    const [hello, details, tickers] = await client.until(3);
    expect(hello).toEqual({
      event: 'hello',
      id: undefined,
      data: { channels: ['details:btcusdt', 'tickers:USDT'], signedIn: false, heartbeatMs: liveHeartbeatMs },
    });
    const answer = (await postForm(t.app, marketPaths.details, { symbol: 'btcusdt' })).json();
    expect(details).toEqual({
      event: 'market',
      id: undefined,
      data: { channel: 'details:btcusdt', body: answer },
    });
    expect(tickers?.data).toMatchObject({ channel: 'tickers:USDT', body: { status: 'ok' } });
    await closeAll();
  });

  it('refuses a bad channel list in the asker’s language and opens nothing', async () => {
    const unknown = await stream({ channels: 'details:btcusdt,details:nosuchcoin', language: 'zh-CN' });
    expect(unknown.status).toBe(400);
    expect(unknown.refusal).toEqual({
      code: 0,
      data: null,
      error: 'LIVE_CHANNEL_UNKNOWN',
      msg: '没有名为“details:nosuchcoin”的实时频道。',
    });
    const tooMany = Array.from({ length: liveChannelsMax + 1 }, (_, index) => `kline:btcusdt:${index}`);
    const refused = await stream({ channels: tooMany.join(','), language: 'ja-JP' });
    expect(refused.status).toBe(400);
    expect(refused.refusal).toMatchObject({ error: 'LIVE_CHANNELS_TOO_MANY' });
    for (const bad of ['kline:btcusdt:2min', 'tickers:usdt', 'details:BTCUSDT', 'trades:btcusdt', 'depth:']) {
      expect((await stream({ channels: bad })).refusal).toMatchObject({ error: 'LIVE_CHANNEL_UNKNOWN' });
    }
    expect(t.app.live.hub.size).toBe(0);
  });

  it('refuses an invalid session with code -2, so the client logs out, and a malformed Last-Event-ID', async () => {
    const client = await stream({ channels: 'details:btcusdt', token: 'not-a-session' });
    expect(client.status).toBe(401);
    expect(client.refusal).toMatchObject({ code: -2, error: 'SESSION_INVALID' });
    const badId = await stream({ token: alice.token, lastEventId: 'seven' });
    expect(badId.status).toBe(400);
    expect(badId.refusal).toMatchObject({ error: 'FIELD_INVALID' });
    expect(t.app.live.hub.size).toBe(0);
  });
});

describe('a signed-in user’s events', () => {
  it('reach that user’s streams, in order, and never another user’s', async () => {
    const alicePhone = await stream({ token: alice.token });
    const bobPhone = await stream({ token: bob.token });
    const [aliceHello] = await alicePhone.until(1);
    expect(aliceHello?.data).toMatchObject({ signedIn: true, channels: [] });
    await bobPhone.until(1);
    await expect.poll(() => t.app.live.hub.size).toBe(2);
    // Let both streams read their user's counter before anything is published.
    await new Promise((resolve) => setImmediate(resolve));
    await publish(alice.userId, message('a-1'), message('a-2'));
    await publish(bob.userId, message('b-1'));
    const aliceEvents = (await alicePhone.until(3)).slice(1);
    expect(aliceEvents.map(({ event, id, data }) => [event, id, data])).toEqual([
      ['private', '1', expect.objectContaining({ type: 'message', messageId: 'a-1', seq: 1 })],
      ['private', '2', expect.objectContaining({ type: 'message', messageId: 'a-2', seq: 2 })],
    ]);
    const bobEvents = (await bobPhone.until(2)).slice(1);
    expect(bobEvents.map(({ id, data }) => [id, (data as { messageId: string }).messageId])).toEqual([
      ['1', 'b-1'],
    ]);
    // Bob's event came after Alice's: had it reached Alice, it would be in her stream by now.
    expect(alicePhone.events).toHaveLength(3);
    await closeAll();
  });

  it('never sends an event whose transaction rolled back', async () => {
    const client = await stream({ token: alice.token });
    await client.until(1);
    await new Promise((resolve) => setImmediate(resolve));
    await expect(
      t.database.handle.db.transaction(async (tx) => {
        await publishLive(tx, alice.userId, message('rolled-back'));
        throw new Error('the cause fails after publishing');
      }),
    ).rejects.toThrow('the cause fails');
    await publish(alice.userId, message('a-3'));
    const [, only] = await client.until(2);
    expect(only).toMatchObject({ id: '3', data: { messageId: 'a-3' } });
    expect(
      client.events.some(({ data }) => (data as { messageId?: string }).messageId === 'rolled-back'),
    ).toBe(false);
    await closeAll();
  });

  it('resumes after Last-Event-ID with exactly the missed events, then live ones', async () => {
    await publish(alice.userId, message('a-4'), message('a-5'));
    const client = await stream({ token: alice.token, lastEventId: '3' });
    await client.until(3);
    await publish(alice.userId, message('a-6'));
    const events = (await client.until(4)).slice(1);
    expect(events.map(({ id, data }) => [id, (data as { messageId: string }).messageId])).toEqual([
      ['4', 'a-4'],
      ['5', 'a-5'],
      ['6', 'a-6'],
    ]);
    await closeAll();
  });

  it('answers resync when Last-Event-ID is older than what is kept, or beyond the user’s counter', async () => {
    const ahead = await stream({ token: alice.token, lastEventId: '99' });
    expect(ahead.refusal).toBeUndefined();
    // Its id is the counter the stream goes on from, so a reconnect after it resumes there.
    const counter = await t.app.live.journal.cursorOf(alice.userId);
    expect((await ahead.until(2))[1]).toEqual({ event: 'resync', id: String(counter), data: {} });
    await publish(alice.userId, message('a-old'));
    // The journal is pruned on the injected clock, a quarter of an hour after the events were committed (the
    // database stamps them on its own clock); the clock then goes back, so that the sessions stay valid.
    const nowMs = t.clock.nowMs;
    t.clock.nowMs = Date.now() + liveEventsKeptMs + 1000;
    expect(await t.app.live.prune()).toBeGreaterThan(0);
    t.clock.nowMs = nowMs;
    const behind = await stream({ token: alice.token, lastEventId: '2' });
    expect((await behind.until(2))[1]?.event).toBe('resync');
    // After a resync the stream goes on from the counter: the next event follows at once.
    await publish(alice.userId, message('a-next'));
    const [, , next] = await behind.until(3);
    expect(next?.data).toMatchObject({ messageId: 'a-next' });
    expect(Number(next?.id)).toBe(await t.app.live.journal.cursorOf(alice.userId));
    await closeAll();
  });
});

describe('the counter that says how current a private answer is', () => {
  it('comes with every private answer and, in hello, says where the stream goes on from', async () => {
    const readInfo = () => postAs(t.app, userPaths.info, bob.token);
    const before = await t.app.live.journal.cursorOf(bob.userId);
    expect((await readInfo()).headers[liveCursorHeader]).toBe(String(before));
    await publish(bob.userId, message('b-counter'));
    expect((await readInfo()).headers[liveCursorHeader]).toBe(String(before + 1));
    // A public call says nothing of the user's events, even with a token.
    const tickers = await postAs(t.app, marketPaths.tickersByQuoteCoin, bob.token, { quoteCoin: 'USDT' });
    expect(tickers.headers[liveCursorHeader]).toBeUndefined();

    const fresh = await stream({ token: bob.token });
    expect((await fresh.until(1))[0]?.data).toMatchObject({ signedIn: true, cursor: before + 1 });
    const resumed = await stream({ token: bob.token, lastEventId: String(before) });
    const [hello, missed] = await resumed.until(2);
    expect(hello?.data).toMatchObject({ signedIn: true, cursor: before });
    expect(missed).toMatchObject({ id: String(before + 1), data: { messageId: 'b-counter' } });
    const visitor = await stream();
    expect((await visitor.until(1))[0]?.data).not.toHaveProperty('cursor');
    await closeAll();
  });
});

describe('the stream’s upkeep and bounds', () => {
  it('writes a heartbeat comment each time its timer fires', async () => {
    const client = await stream({ channels: 'details:btcusdt' });
    await client.until(2);
    timers.fire(liveHeartbeatMs);
    timers.fire(liveHeartbeatMs);
    await expect.poll(() => client.comments).toBe(2);
    await closeAll();
  });

  it('ends a signed-in stream at the heartbeat after its session was logged out, and keeps the others', async () => {
    const carol = await registerUser(t);
    const carolPhone = await stream({ token: carol.token });
    const alicePhone = await stream({ token: alice.token });
    await carolPhone.until(1);
    await alicePhone.until(1);
    const logout = await postForm(t.app, userPaths.logout, {}, undefined, { token: carol.token });
    expect(logout.json()).toMatchObject({ code: 1 });
    timers.fire(liveHeartbeatMs);
    await carolPhone.ended;
    expect(alicePhone.isEnded()).toBe(false);
    expect((await stream({ token: carol.token })).refusal).toMatchObject({ code: -2 });
    await closeAll();
  });

  it('closes a user’s oldest stream past the per-user cap', async () => {
    const first = await stream({ token: bob.token });
    await first.until(1);
    const second = await stream({ token: bob.token });
    await second.until(1);
    const third = await stream({ token: bob.token });
    await third.until(1);
    await first.ended;
    expect(second.isEnded() || third.isEnded()).toBe(false);
    expect(t.app.live.hub.size).toBe(streamsPerUserMax);
    await closeAll();
  });

  it('refuses a stream past the per-process cap with a translated 429, and frees a slot when a client leaves', async () => {
    const clients = [];
    for (let index = 0; index < streamsPerProcessMax; index += 1) clients.push(await stream());
    await Promise.all(clients.map((client) => client.until(1)));
    const refused = await stream({ language: 'ko-KR' });
    expect(refused.status).toBe(429);
    expect(refused.refusal).toMatchObject({
      error: 'LIVE_STREAMS_FULL',
      msg: expect.stringContaining('실시간'),
    });
    clients[0]?.close();
    await expect.poll(() => t.app.live.hub.size).toBe(streamsPerProcessMax - 1);
    const admitted = await stream();
    expect(admitted.status).toBe(200);
    await closeAll();
  });
});

describe('a market channel', () => {
  it('is sent on connect, again only after the price changed, and at most once per interval', async () => {
    const client = await stream({ channels: 'details:ethusdt' });
    const closeOf = (index: number) =>
      (client.events[index]?.data as { body: { tick: { close: number } } }).body.tick.close;
    await client.until(2);
    expect(closeOf(1)).toBe(3000);
    // No change: the interval sends nothing.
    t.clock.advance(liveMarketIntervalMs);
    await t.app.live.tickMarket();
    // Two changes within one interval: one event, with the latest price, when the timer fires.
    feed.prices.set('ETH', 3001);
    t.clock.advance(liveMarketIntervalMs);
    feed.prices.set('ETH', 3002);
    t.clock.advance(liveMarketIntervalMs);
    expect(client.events).toHaveLength(2);
    timers.fire(liveMarketIntervalMs);
    await client.until(3);
    expect(closeOf(2)).toBe(3002);
    await t.app.live.tickMarket();
    expect(client.events).toHaveLength(3);
    await closeAll();
  });
});
