// Proves that a signed-in stream's start reads the private answers again only when one held is older than where the stream goes on from (the counter each private answer carries against hello's cursor): none when they are current (a public call's answer, without a counter, among them), all when an event came between, when one failed or could not be tied to a call; an answer in flight at hello that turns out older is read again; and a stream that ended leaves the answers current only through what it delivered.
import { render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveCursorHeader } from '../../../../src/common/live-types';
import { postForm } from '../../../../src/client/lib/http/http-client';
import { activateLocale } from '../../../../src/client/lib/i18n/i18n';
import { startLive } from '../../../../src/client/lib/live/live-client';
import { privateBurstWindowMs } from '../../../../src/client/lib/live/live-events';
import { clearDeviceCache } from '../../support/device-cache';
import { envelope } from '../../support/fake-fetch';
import {
  advance,
  QueryScreen,
  resetLiveWorld,
  setVisibility,
  settle,
  signIn,
  useLiveClock,
} from './live-kit';
import { helloEvent, liveServer, sseEvent } from './live-server';

const balancesPath = '/api/balances';

/** The fake server's answer to the balances call, with the user's counter as the real server sends it. */
function balancesServer() {
  const state = {
    counter: 7,
    /** Sends the counter header (a private call's answer); false: an answer that carries none. */
    withCounter: true,
    /** Holds each answer until the test releases it (a read in flight). */
    hold: false,
    held: [] as Array<() => void>,
    reads: 0,
  };
  const answerBalances = () => {
    state.reads += 1;
    const counter = state.counter;
    const reply = () => {
      const response = envelope({ list: [] });
      if (state.withCounter) response.headers.set(liveCursorHeader, String(counter));
      return response;
    };
    if (!state.hold) return reply();
    return new Promise<Response>((resolve) => state.held.push(() => resolve(reply())));
  };
  const server = liveServer({ [balancesPath]: answerBalances });
  return { server, state };
}

const readBalances = () => postForm(balancesPath, {}, 'read');

let stopLive: (() => void) | undefined;

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => {
  await clearDeviceCache();
  resetLiveWorld();
  useLiveClock();
  signIn('u1');
});
afterEach(async () => {
  stopLive?.();
  stopLive = undefined;
  await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  setVisibility('visible');
  vi.unstubAllGlobals();
});

/**
 * The balances screen with its first read sent (answered unless the server holds it) and the app's stream opened, no
 * hello yet. `fetcher` reads the balances (readBalances unless a test reads them another way).
 */
async function balancesOnScreen(
  options: { fetcher?: () => Promise<unknown>; withCounter?: boolean; hold?: boolean } = {},
) {
  const world = balancesServer();
  world.state.withCounter = options.withCounter ?? true;
  world.state.hold = options.hold ?? false;
  render(<QueryScreen cacheKey="assets:u1" fetcher={options.fetcher ?? readBalances} userId="u1" />);
  await settle();
  stopLive = startLive();
  await settle();
  return world;
}

async function hello(stream: { write: (text: string) => void } | undefined, cursor: number) {
  stream?.write(helloEvent({ channels: [], signedIn: true, cursor }));
  await advance(privateBurstWindowMs);
}

describe('the start of a signed-in stream', () => {
  it('reads nothing again when every answer held is as current as where the stream goes on from', async () => {
    const { server, state } = await balancesOnScreen();
    expect(state.reads).toBe(1);
    await hello(server.streams[0], 7);
    expect(state.reads).toBe(1);
  });

  it('reads the answers again when an event committed between their read and the stream', async () => {
    const { server, state } = await balancesOnScreen();
    state.counter = 8;
    await hello(server.streams[0], 8);
    expect(state.reads).toBe(2);
  });

  it('reads again an answer that was in flight at hello and turns out older, and not one that is current', async () => {
    const world = await balancesOnScreen({ hold: true });
    expect(world.state.held).toHaveLength(1);
    // The answer was read at 7; the stream goes on from 8, and its hello comes first.
    world.state.counter = 8;
    await hello(world.server.streams[0], 8);
    expect(world.state.reads).toBe(1);
    world.state.hold = false;
    world.state.held[0]?.();
    await advance(privateBurstWindowMs);
    expect(world.state.reads).toBe(2);
    // The second read carried 8: current, so nothing more.
    await advance(privateBurstWindowMs * 4);
    expect(world.state.reads).toBe(2);
  });

  it('takes an answer without a counter (a public call’s) as holding none of the user’s events', async () => {
    const world = await balancesOnScreen({ withCounter: false });
    expect(world.state.reads).toBe(1);
    await hello(world.server.streams[0], 7);
    expect(world.state.reads).toBe(1);
  });

  it('reads again a read that no call could be tied to (its fetcher called after a wait)', async () => {
    const lateRead = async () => {
      await Promise.resolve();
      return readBalances();
    };
    const world = await balancesOnScreen({ fetcher: lateRead });
    expect(world.state.reads).toBe(1);
    await hello(world.server.streams[0], 7);
    expect(world.state.reads).toBe(2);
  });

  it('reads again when the read failed', async () => {
    const failingRead = vi.fn(async () => {
      await readBalances();
      throw new Error('the answer could not be read');
    });
    const world = await balancesOnScreen({ fetcher: failingRead });
    expect(failingRead).toHaveBeenCalledTimes(1);
    await hello(world.server.streams[0], 7);
    expect(failingRead).toHaveBeenCalledTimes(2);
  });

  it('after a stream ended, reads again only when the next goes on from beyond what it delivered', async () => {
    const { server, state } = await balancesOnScreen();
    await hello(server.streams[0], 7);
    setVisibility('hidden');
    setVisibility('visible');
    await settle();
    // No private event was seen, so the next stream has no resume point: it goes on from the counter.
    expect(server.streams).toHaveLength(2);
    expect(server.streams[1]?.request.headers.get('last-event-id')).toBeNull();
    await hello(server.streams[1], 7);
    expect(state.reads).toBe(1);

    // An event committed while the page was hidden: the next stream goes on from after it.
    setVisibility('hidden');
    state.counter = 8;
    setVisibility('visible');
    await settle();
    await hello(server.streams[2], 8);
    expect(state.reads).toBe(2);
  });

  it('moves with each private event: an answer read before one and landing after it is read again', async () => {
    const { server, state } = await balancesOnScreen();
    await hello(server.streams[0], 7);
    state.hold = true;
    server.streams[0]?.write(sseEvent('private', { type: 'message', messageId: 'm', seq: 8, atMs: 1 }, '8'));
    await advance(privateBurstWindowMs);
    expect(state.reads).toBe(2);
    // The event's read is answered with 7 (the server read it before the event committed, say).
    state.hold = false;
    state.held[0]?.();
    state.counter = 8;
    await advance(privateBurstWindowMs * 2);
    expect(state.reads).toBe(3);
  });
});
