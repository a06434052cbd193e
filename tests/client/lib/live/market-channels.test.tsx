// Proves the screens' market hooks declare their live channels: the quote list, a pair's details, its open k-line and its book, and the quote coins of positions' live prices, each named as the cache key it updates, and dropped when the screen goes.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveChannelCacheKey, wantedLiveChannels } from '../../../../src/client/lib/live/live-state';
import { useLivePrices } from '../../../../src/client/lib/market-data/live-prices';
import {
  useCandles,
  useDepth,
  useQuoteTickers,
  useTicker,
} from '../../../../src/client/lib/market-data/market-hooks';
import { routeFetch } from '../../support/fake-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('market hooks and live channels', () => {
  it('ask for the channel of each answer they show, until they unmount', () => {
    routeFetch({});
    const view = renderHook(() => {
      useQuoteTickers('USDT');
      useTicker('btcusdt');
      useCandles('btcusdt', '1min');
      useDepth('btcusdt');
      useLivePrices(['btc', 'USDT']);
    });
    expect(wantedLiveChannels()).toEqual([
      'depth:btcusdt',
      'details:btcusdt',
      'kline:btcusdt:1min',
      'tickers:BTC',
      'tickers:USDT',
    ]);
    expect(liveChannelCacheKey('kline:btcusdt:1min')).toBe('market:kline:btcusdt:1min');
    view.unmount();
    expect(wantedLiveChannels()).toEqual([]);
  });
});
