// Proves what the stream's events do to the cache: a market event is saved under its call's key (memory and Dexie) and shows on a mounted query; a k-line event merges its candle; private events make the private queries on screen read again once per burst; resync reads them all again.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KlineCandle, KlineResponse } from '../../../../src/common/market-types';
import { flushCacheWrites, readCacheEntry } from '../../../../src/client/lib/cache/cache-db';
import { saveAnswer, savedAnswer } from '../../../../src/client/lib/cache/use-cached-query';
import { mergeCandle, privateBurstWindowMs } from '../../../../src/client/lib/live/live-events';
import { startLive } from '../../../../src/client/lib/live/live-client';
import { clearDeviceCache } from '../../support/device-cache';
import {
  advance,
  ChannelScreen,
  QueryScreen,
  resetLiveWorld,
  settle,
  signIn,
  useLiveClock,
} from './live-kit';
import { helloEvent, liveServer, sseEvent } from './live-server';

const candle = (id: number, close: number): KlineCandle => ({
  id,
  open: 1,
  close,
  high: close,
  low: 1,
  vol: 1,
  turnover: 1,
});
const series = (...candles: KlineCandle[]): KlineResponse => ({
  status: 'ok',
  ts: 1,
  source: 'sim',
  data: candles,
});

let stopLive: (() => void) | undefined;

beforeEach(async () => {
  await clearDeviceCache();
  resetLiveWorld();
  useLiveClock();
});
afterEach(async () => {
  stopLive?.();
  stopLive = undefined;
  await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openStream(channels: string[], signedIn = false) {
  const server = liveServer();
  stopLive = startLive();
  await settle();
  const stream = server.streams[0];
  expect(stream?.channels).toEqual(channels);
  stream?.write(helloEvent({ channels, signedIn }));
  await settle();
  return { server, stream };
}

describe('mergeCandle', () => {
  it('replaces the candle of the same id', () => {
    const merged = mergeCandle(series(candle(60, 1), candle(120, 2)), candle(120, 5));
    expect(merged?.data.map((item) => [item.id, item.close])).toEqual([
      [60, 1],
      [120, 5],
    ]);
  });

  it('appends a newer candle and keeps the series’ length', () => {
    const merged = mergeCandle(series(candle(60, 1), candle(120, 2)), candle(180, 3));
    expect(merged?.data.map((item) => item.id)).toEqual([120, 180]);
  });

  it('ignores an older candle the series no longer holds', () => {
    expect(mergeCandle(series(candle(120, 2), candle(180, 3)), candle(60, 9))).toBeUndefined();
  });
});

describe('market events', () => {
  it('land under the call’s key, on the device and on the mounted query', async () => {
    const fetcher = vi.fn(async () => ({ status: 'ok', tick: { close: 1 } }));
    render(<QueryScreen cacheKey="market:details:btcusdt" fetcher={fetcher} channel="details:btcusdt" />);
    const { stream } = await openStream(['details:btcusdt']);
    const pushed = { status: 'ok', tick: { close: 2 } };
    stream?.write(sseEvent('market', { channel: 'details:btcusdt', body: pushed }));
    await settle();
    expect(screen.getByTestId('market:details:btcusdt').textContent).toBe(JSON.stringify(pushed));
    await flushCacheWrites();
    expect((await readCacheEntry('market:details:btcusdt'))?.value).toEqual(pushed);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('merge a k-line event’s candle into the saved series', async () => {
    saveAnswer('market:kline:btcusdt:1min', series(candle(60, 1), candle(120, 2)));
    render(<ChannelScreen channels={['kline:btcusdt:1min']} />);
    const { stream } = await openStream(['kline:btcusdt:1min']);
    stream?.write(sseEvent('market', { channel: 'kline:btcusdt:1min', body: candle(180, 3) }));
    await settle();
    const saved = await savedAnswer<KlineResponse>('market:kline:btcusdt:1min');
    expect(saved?.data.map((item) => item.id)).toEqual([120, 180]);
  });
});

describe('private events', () => {
  it('make each private query on screen read again once per burst', async () => {
    signIn('u1');
    const balances = vi.fn(async () => 'balances');
    const orders = vi.fn(async () => 'orders');
    const markets = vi.fn(async () => 'markets');
    render(
      <>
        <QueryScreen cacheKey="assets:u1" fetcher={balances} userId="u1" />
        <QueryScreen cacheKey="orders:u1" fetcher={orders} userId="u1" />
        <QueryScreen cacheKey="market:tickers:USDT" fetcher={markets} />
      </>,
    );
    const { stream } = await openStream([], true);
    // The stream started without a resume point: what happened before it is read once.
    await advance(privateBurstWindowMs);
    for (const fetcher of [balances, orders, markets]) fetcher.mockClear();

    const settled = { type: 'timedOrder', orderId: 'o1', symbol: 'btcusdt', status: 'settled', payout: '10' };
    stream?.write(sseEvent('private', { ...settled, seq: 1, atMs: 1 }, '1'));
    stream?.write(
      sseEvent(
        'private',
        { type: 'balance', accountType: 2, currency: 'USDT', available: '10', frozen: '0', seq: 2, atMs: 1 },
        '2',
      ),
    );
    await advance(privateBurstWindowMs / 2);
    stream?.write(
      sseEvent(
        'private',
        { type: 'position', positionId: 'p', symbol: 'btcusdt', status: 'liquidated', seq: 3, atMs: 1 },
        '3',
      ),
    );
    await advance(privateBurstWindowMs);
    expect(balances).toHaveBeenCalledTimes(1);
    expect(orders).toHaveBeenCalledTimes(1);
    expect(markets).not.toHaveBeenCalled();
  });

  it('resync reads every private answer on screen again', async () => {
    signIn('u1');
    const balances = vi.fn(async () => 'balances');
    render(<QueryScreen cacheKey="assets:u1" fetcher={balances} userId="u1" />);
    const { stream } = await openStream([], true);
    await advance(privateBurstWindowMs);
    balances.mockClear();
    stream?.write(sseEvent('resync', {}));
    await advance(privateBurstWindowMs);
    expect(balances).toHaveBeenCalledTimes(1);
  });
});
