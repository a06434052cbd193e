// Proves the app's one live stream: the union of the mounted screens' channels on one fetch, reopened with Last-Event-ID when they change, closed when none is wanted, hidden or offline; its health decides the tick; refusals log out (-2) or fall back to the tick without a retry storm (429).
import { render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveSilenceLimitMs } from '../../../../src/common/live-types';
import { appRefreshIntervalMs } from '../../../../src/common/constants';
import { isOnline, connectivityStore } from '../../../../src/client/lib/connectivity/connectivity-store';
import { setSessionInvalidHandler } from '../../../../src/client/lib/http/http-client';
import { activateLocale } from '../../../../src/client/lib/i18n/i18n';
import {
  liveChannelChangeDebounceMs,
  liveRetryMaxMs,
  startLive,
} from '../../../../src/client/lib/live/live-client';
import { liveCarries, liveHealthy } from '../../../../src/client/lib/live/live-state';
import { startAppRefresh } from '../../../../src/client/lib/refresh/app-refresh';
import { answer } from '../../support/fake-fetch';
import { clearDeviceCache } from '../../support/device-cache';
import {
  advance,
  ChannelScreen,
  QueryScreen,
  resetLiveWorld,
  setVisibility,
  settle,
  signIn,
  useLiveClock,
} from './live-kit';
import { helloEvent, liveServer, sseEvent } from './live-server';

let stopLive: (() => void) | undefined;
let stopTick: (() => void) | undefined;

const start = async () => {
  stopLive = startLive();
  await settle();
};

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => {
  await clearDeviceCache();
  resetLiveWorld();
  useLiveClock();
});
afterEach(async () => {
  stopLive?.();
  stopTick?.();
  stopLive = stopTick = undefined;
  // Lets a pending burst of private reads finish before the next test's clock.
  await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  setVisibility('visible');
  setSessionInvalidHandler(() => undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('one stream per app', () => {
  it('carries the union of the mounted screens’ channels on one request', async () => {
    const server = liveServer();
    render(
      <>
        <ChannelScreen channels={['details:btcusdt', 'depth:btcusdt']} />
        <ChannelScreen channels={['details:btcusdt', 'tickers:USDT']} />
      </>,
    );
    await start();
    expect(server.streams).toHaveLength(1);
    const [stream] = server.streams;
    expect(stream?.channels).toEqual(['depth:btcusdt', 'details:btcusdt', 'tickers:USDT']);
    expect(stream?.request.headers.get('accept-language')).toBe('en-US,en');
    expect(stream?.request.headers.get('token')).toBeNull();
    expect(stream?.request.headers.get('last-event-id')).toBeNull();
  });

  it('reopens with Last-Event-ID once a channel change has settled, and closes the old stream', async () => {
    signIn();
    const server = liveServer();
    const view = render(<ChannelScreen channels={['details:btcusdt']} />);
    await start();
    const [first] = server.streams;
    expect(first?.request.headers.get('token')).toBe('token-1');
    first?.write(helloEvent({ channels: ['details:btcusdt'], signedIn: true }));
    first?.write(sseEvent('private', { type: 'message', messageId: 'm1', seq: 41, atMs: 1 }, '41'));
    first?.write(sseEvent('market', { channel: 'details:btcusdt', body: {} }));
    await settle();

    view.rerender(<ChannelScreen channels={['details:ethusdt']} />);
    await advance(liveChannelChangeDebounceMs - 1);
    expect(server.streams).toHaveLength(1);
    await advance(1);
    expect(server.streams).toHaveLength(2);
    const second = server.streams[1];
    expect(second?.channels).toEqual(['details:ethusdt']);
    expect(second?.request.headers.get('last-event-id')).toBe('41');
    expect(first?.cancelled()).toBe(true);
    expect(server.openStreams()).toEqual([second]);
  });

  it('closes the stream when every screen unmounts (signed out)', async () => {
    const server = liveServer();
    const view = render(<ChannelScreen channels={['tickers:USDT']} />);
    await start();
    server.streams[0]?.write(helloEvent({ channels: ['tickers:USDT'] }));
    await settle();
    expect(liveHealthy()).toBe(true);
    view.unmount();
    await advance(liveChannelChangeDebounceMs);
    expect(server.openStreams()).toEqual([]);
    expect(liveHealthy()).toBe(false);
  });

  it('resumes from the last private event after a drop, with a capped backoff', async () => {
    signIn();
    const server = liveServer();
    render(<ChannelScreen channels={['tickers:USDT']} />);
    await start();
    server.streams[0]?.write(helloEvent({ channels: ['tickers:USDT'], signedIn: true }));
    server.streams[0]?.write(sseEvent('private', { type: 'kyc', status: 'approved', seq: 9, atMs: 1 }, '9'));
    server.streams[0]?.end();
    await settle();
    expect(liveHealthy()).toBe(false);
    await advance(liveRetryMaxMs);
    expect(server.streams).toHaveLength(2);
    expect(server.streams[1]?.request.headers.get('last-event-id')).toBe('9');
  });
});

describe('health and the tick', () => {
  const tickers = { status: 'ok', data: [] };

  async function carriedQuery() {
    const fetcher = vi.fn(async () => tickers);
    const server = liveServer();
    render(<QueryScreen cacheKey="market:tickers:USDT" fetcher={fetcher} channel="tickers:USDT" />);
    stopTick = startAppRefresh(appRefreshIntervalMs);
    await start();
    server.streams[0]?.write(helloEvent({ channels: ['tickers:USDT'] }));
    await settle();
    fetcher.mockClear();
    return { fetcher, server };
  }

  it('skips the tick for carried keys while healthy and resumes it when the stream fails', async () => {
    const { fetcher, server } = await carriedQuery();
    expect(liveCarries('market:tickers:USDT', '')).toBe(true);
    expect(liveCarries('market:tickers:BTC', '')).toBe(false);
    expect(document.documentElement.dataset.live).toBe('on');
    await advance(appRefreshIntervalMs * 2);
    expect(fetcher).not.toHaveBeenCalled();
    server.streams[0]?.end();
    await advance(appRefreshIntervalMs);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.live).toBe('off');
  });

  it('skips a signed-in user’s private answers while healthy, except those valued at current prices', async () => {
    signIn('u1');
    const balances = vi.fn(async () => ({ list: [] }));
    const valued = vi.fn(async () => ({ list: [], totalUsdt: '0' }));
    const server = liveServer();
    render(
      <>
        <QueryScreen cacheKey="spot:coin-assets:u1" fetcher={balances} channel="tickers:USDT" userId="u1" />
        <QueryScreen cacheKey="assets:list:u1:coin" fetcher={valued} userId="u1" tickWhileLive />
      </>,
    );
    stopTick = startAppRefresh(appRefreshIntervalMs);
    await start();
    server.streams[0]?.write(helloEvent({ channels: ['tickers:USDT'], signedIn: true }));
    // A signed-in stream opened afresh reads the private answers once (what committed before it is not replayed).
    await advance(1000);
    balances.mockClear();
    valued.mockClear();
    await advance(appRefreshIntervalMs * 2);
    // Private events say when money moves; nothing says when prices move the USDT values, so those keep ticking.
    expect(balances).not.toHaveBeenCalled();
    expect(valued).toHaveBeenCalledTimes(2);
  });

  it('stays healthy on heartbeats and counts silence past the limit as a failure', async () => {
    const { fetcher, server } = await carriedQuery();
    const [stream] = server.streams;
    for (let beat = 0; beat < 3; beat++) {
      await advance(liveSilenceLimitMs - appRefreshIntervalMs);
      stream?.write(': heartbeat\n\n');
    }
    expect(fetcher).not.toHaveBeenCalled();
    expect(liveHealthy()).toBe(true);
    await advance(liveSilenceLimitMs + appRefreshIntervalMs);
    expect(stream?.cancelled()).toBe(true);
    expect(fetcher).toHaveBeenCalled();
  });

  it('closes the stream while offline (the tick takes over) and reopens when back online', async () => {
    const { server } = await carriedQuery();
    connectivityStore.set({ browserOnline: false });
    await settle();
    expect(server.streams[0]?.cancelled()).toBe(true);
    expect(liveCarries('market:tickers:USDT', '')).toBe(false);
    connectivityStore.set({ browserOnline: true });
    await settle();
    expect(server.openStreams()).toHaveLength(1);
  });

  it('never makes the app look online: a failed call counts as offline even while the stream talks', async () => {
    const { server } = await carriedQuery();
    const [stream] = server.streams;
    const reported = vi.spyOn(connectivityStore, 'set');
    stream?.write(sseEvent('market', { channel: 'tickers:USDT', body: { status: 'ok', data: [] } }));
    await settle();
    expect(reported).not.toHaveBeenCalled();
    // An ordinary call failed (a flaky network that still lets the stream's bytes through).
    connectivityStore.set({ lastRequestFailed: true });
    stream?.write(': heartbeat\n\n');
    await settle();
    expect(isOnline()).toBe(false);
    expect(stream?.cancelled()).toBe(true);
    expect(liveHealthy()).toBe(false);
  });

  it('closes the stream while the page is hidden and reopens it, with Last-Event-ID, when shown', async () => {
    signIn();
    const { server } = await carriedQuery();
    server.streams[0]?.write(sseEvent('private', { type: 'message', messageId: 'm', seq: 3, atMs: 1 }, '3'));
    await settle();
    setVisibility('hidden');
    await settle();
    expect(server.openStreams()).toEqual([]);
    expect(liveHealthy()).toBe(false);
    setVisibility('visible');
    await settle();
    expect(server.openStreams()).toHaveLength(1);
    expect(server.streams[1]?.request.headers.get('last-event-id')).toBe('3');
  });

  it('carries the signed-in user’s private answers, and nobody else’s', async () => {
    signIn('u1');
    const server = liveServer();
    render(<ChannelScreen channels={[]} />);
    await start();
    expect(server.streams[0]?.channels).toEqual([]);
    server.streams[0]?.write(helloEvent({ channels: [], signedIn: true }));
    await settle();
    expect(liveCarries('assets:u1', 'u1')).toBe(true);
    expect(liveCarries('assets:u2', 'u2')).toBe(false);
  });
});

describe('refusals', () => {
  it('logs out on a -2 answer, like any other call, and does not ask again', async () => {
    signIn();
    const loggedOut = vi.fn();
    setSessionInvalidHandler(loggedOut);
    const server = liveServer(
      {},
      { refuse: () => answer({ code: -2, data: null, msg: 'Your session has expired.' }) },
    );
    render(<ChannelScreen channels={['tickers:USDT']} />);
    await start();
    expect(loggedOut).toHaveBeenCalledWith('Your session has expired.');
    await advance(liveRetryMaxMs * 3);
    expect(server.pathsCalled()).toEqual(['/live/stream']);
  });

  it('logs out on a bare 401', async () => {
    signIn();
    const loggedOut = vi.fn();
    setSessionInvalidHandler(loggedOut);
    const server = liveServer({}, { refuse: () => new Response('', { status: 401 }) });
    render(<ChannelScreen channels={['tickers:USDT']} />);
    await start();
    await advance(liveRetryMaxMs * 3);
    expect(server.pathsCalled()).toEqual(['/live/stream']);
    expect(loggedOut).toHaveBeenCalledExactlyOnceWith('Please log in again.');
  });

  it('falls back to the tick on 429 and asks again no sooner than the server said', async () => {
    const refusal = () =>
      new Response('{}', {
        status: 429,
        headers: { 'retry-after': '60', 'content-type': 'application/json' },
      });
    const server = liveServer({}, { refuse: refusal });
    render(<ChannelScreen channels={['tickers:USDT']} />);
    await start();
    expect(liveHealthy()).toBe(false);
    // A screen change does not bypass the wait either.
    render(<ChannelScreen channels={['tickers:BTC']} />);
    await advance(59_000);
    expect(server.pathsCalled()).toEqual(['/live/stream']);
    await advance(2_000);
    expect(server.pathsCalled()).toEqual(['/live/stream', '/live/stream']);
    // The stream says nothing about connectivity: ordinary calls decide that.
    expect(isOnline()).toBe(true);
  });
});
