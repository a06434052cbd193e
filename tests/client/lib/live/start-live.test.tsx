// Proves the live stream stays off the start-up path: nothing is fetched until the browser's first idle moment after the first render, and then the one stream opens.
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLiveWhenIdle } from '../../../../src/client/lib/live/start-live';
import { ChannelScreen, resetLiveWorld } from './live-kit';
import { liveServer } from './live-server';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startLiveWhenIdle', () => {
  it('opens the stream only once the browser is idle', async () => {
    resetLiveWorld();
    const server = liveServer();
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    render(<ChannelScreen channels={['tickers:USDT']} />);
    startLiveWhenIdle();
    startLiveWhenIdle();
    expect(idle).toBeDefined();
    expect(server.calls).toHaveLength(0);
    idle?.();
    await waitFor(() => expect(server.pathsCalled()).toEqual(['/live/stream']));
  });
});
