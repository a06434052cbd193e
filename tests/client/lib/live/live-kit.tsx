/** What the live client's tests share: fake timers, a signed-in or signed-out session, visibility, and probes. */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { LiveChannel } from '../../../../src/common/live-types';
import { resetPrivateReadCursors } from '../../../../src/client/lib/cache/private-read-cursors';
import { useCachedQuery } from '../../../../src/client/lib/cache/use-cached-query';
import { connectivityStore } from '../../../../src/client/lib/connectivity/connectivity-store';
import { useLiveChannels } from '../../../../src/client/lib/live/use-live-channels';
import { sessionStore } from '../../../../src/client/lib/session/session-store';

/**
 * Fakes the clock and timers only: IndexedDB (fake-indexeddb) schedules with setImmediate, which must stay real for
 * Dexie to answer.
 */
export function useLiveClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/** Lets timers up to `ms` fire, with the promises (stream reads, renders) each of them starts. */
export const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
export const settle = () => advance(0);

export function setVisibility(state: DocumentVisibilityState) {
  act(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

export function signIn(userId = 'u1', token = 'token-1') {
  sessionStore.set({ isLogin: true, token, userId });
}

export function resetLiveWorld() {
  resetPrivateReadCursors();
  sessionStore.set({ isLogin: false, token: '', userId: '' });
  connectivityStore.set({ browserOnline: true, lastRequestFailed: false });
}

/** A screen that shows the given channels and nothing else. */
export function ChannelScreen({ channels }: { channels: LiveChannel[] }) {
  useLiveChannels(channels);
  return null;
}

/** A screen reading one answer through the cache, optionally asking for a live channel, showing what it has. */
export function QueryScreen({
  cacheKey,
  fetcher,
  channel,
  userId,
  tickWhileLive,
}: {
  cacheKey: string;
  fetcher: () => Promise<unknown>;
  channel?: LiveChannel;
  userId?: string;
  tickWhileLive?: boolean;
}) {
  useLiveChannels([channel]);
  const query = useCachedQuery(cacheKey, fetcher, {
    userId: userId ?? '',
    tickWhileLive: tickWhileLive ?? false,
  });
  return <p data-testid={cacheKey}>{JSON.stringify(query.data ?? null)}</p>;
}
