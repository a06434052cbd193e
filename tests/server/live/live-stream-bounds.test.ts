// Proves, on the simulator feed, that the k-line and depth channels carry what their market calls answer, and the
// live stream's protection of the server: a client that stops reading while the market keeps changing is
// dropped once its queue passes the cap, and the server stays healthy; and the graceful shutdown ends every stream
// at once instead of waiting for them (with a grace that never runs out, a stream left open would hang it).
import http from 'node:http';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPath, marketPaths } from '../../../src/common/api-paths';
import { livePaths } from '../../../src/common/live-types';
import { pairsOfQuote } from '../../../src/common/pairs';
import { shutDown } from '../../../src/server/shutdown';
import { createTestApp, postForm, type TestApp } from '../support/test-app';
import { createManualTimers } from './manual-timers';
import { openStream } from './sse-client';

const queuedBytesMax = 64 * 1024;
/** Far more market ticks than a stalled socket's kernel buffers can absorb at this test's snapshot sizes. */
const ticksMax = 2000;
let t: TestApp;
let baseUrl: string;
let closed = false;

beforeAll(async () => {
  t = await createTestApp({
    liveTimers: createManualTimers(),
    liveLimits: { streamsPerUserMax: 5, streamsPerProcessMax: 50, queuedBytesMax },
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  if (!closed) await t.close();
  else await fs.rm(t.dataDir, { recursive: true, force: true });
});

/** A stream whose client reads its head and then nothing more: its socket is paused, so the server's queue grows. */
function stalledStream(channels: string): Promise<{ ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${livePaths.stream}?channels=${channels}`, (response) => {
      response.pause();
      response.socket.pause();
      const ended = new Promise<void>((done) => response.socket.once('close', () => done()));
      resolve({ ended });
    });
    request.on('error', reject);
  });
}

describe('the live stream’s bounds on the server', () => {
  it('carries the newest candle of the k-line call and the depth call’s answer, as those calls answer them', async () => {
    const client = await openStream(baseUrl, { channels: 'kline:btcusdt:1min,depth:btcusdt' });
    const [, kline, depth] = await client.until(3);
    const candles = await postForm(t.app, marketPaths.kline, {
      symbol: 'btcusdt',
      timer: '1min',
      size: '2000',
    });
    const book = await postForm(t.app, marketPaths.depth, { symbol: 'btcusdt' });
    expect(kline?.data).toEqual({ channel: 'kline:btcusdt:1min', body: candles.json().data.at(-1) });
    expect(depth?.data).toEqual({ channel: 'depth:btcusdt', body: book.json() });
    client.close();
    await expect.poll(() => t.app.live.hub.size).toBe(0);
  });

  it('drops a client that stopped reading once its queue passes the cap, and goes on serving others', async () => {
    const channels = [
      'tickers:USDT',
      ...pairsOfQuote('USDT')
        .slice(0, 9)
        .flatMap((pair) => [`depth:${pair.symbol}`, `details:${pair.symbol}`]),
    ].slice(0, 19);
    const stalled = await stalledStream(channels.join(','));
    await expect.poll(() => t.app.live.hub.size).toBe(1);
    let ticks = 0;
    while (t.app.live.hub.size > 0 && ticks < ticksMax) {
      t.clock.advance(1000);
      await t.app.live.tickMarket();
      ticks += 1;
    }
    expect(t.app.live.hub.size).toBe(0);
    await stalled.ended;
    expect((await fetch(`${baseUrl}${healthPath}`)).status).toBe(200);
    const healthy = await openStream(baseUrl, { channels: 'details:btcusdt' });
    expect((await healthy.until(2)).map(({ event }) => event)).toEqual(['hello', 'market']);
    healthy.close();
    await expect.poll(() => t.app.live.hub.size).toBe(0);
  });

  it('ends every stream when the server shuts down, without waiting for a grace', async () => {
    const visitor = await openStream(baseUrl, { channels: 'details:btcusdt' });
    const another = await openStream(baseUrl);
    await visitor.until(2);
    await another.until(1);
    const neverEnds = () => new Promise<void>(() => undefined);
    closed = true;
    const report = await shutDown({ app: t.app, closeDatabase: () => t.database.dispose(), wait: neverEnds });
    expect(report).toMatchObject({ cutConnections: 0, serverClosed: true });
    await visitor.ended;
    await another.ended;
    expect(visitor.isEnded() && another.isEnded()).toBe(true);
  });
});
