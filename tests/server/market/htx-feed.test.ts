// Proves the HTX adapter maps HTX answers to Petrel's shapes, caches and coalesces requests, and turns every failure into a MarketUpstreamError.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findPair, type PairInfo } from '../../../src/common/pairs';
import { MarketUpstreamError } from '../../../src/server/market/feed';
import { createHtxFeed } from '../../../src/server/market/htx';

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as unknown;
}

const btcusdt: PairInfo = findPair('btcusdt')!;
const baseUrl = 'https://htx.test';
const fixturesByPath: Record<string, string> = {
  '/market/history/kline': 'kline-btcusdt-1min',
  '/market/depth': 'depth-btcusdt-step0',
  '/market/history/trade': 'history-trade-btcusdt',
  '/market/detail/merged': 'detail-merged-btcusdt',
};

/** A fetch that serves the fixtures by path and records every URL it was asked for. */
function fakeHtx(answer?: (url: URL) => Response | Promise<Response>) {
  const urls: URL[] = [];
  const fakeFetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    urls.push(url);
    if (answer) return answer(url);
    const name = fixturesByPath[url.pathname];
    if (!name) return new Response('not found', { status: 404 });
    return Response.json(fixture(name));
  };
  return { urls, fetch: fakeFetch as typeof fetch };
}

function makeFeed(answer?: (url: URL) => Response | Promise<Response>, timeoutMs = 5000) {
  let nowMs = 1_749_994_062_000;
  const htx = fakeHtx(answer);
  const feed = createHtxFeed({ fetch: htx.fetch, baseUrl, clock: () => nowMs, timeoutMs });
  return { feed, urls: htx.urls, advance: (ms: number) => (nowMs += ms) };
}

describe('HTX adapter mapping', () => {
  it('maps klines oldest first with vol taken from HTX amount', async () => {
    const { feed, urls } = makeFeed();
    const candles = await feed.candles(btcusdt, '1min', 5);
    expect(urls).toHaveLength(1);
    expect(urls[0]!.origin + urls[0]!.pathname).toBe(`${baseUrl}/market/history/kline`);
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      symbol: 'btcusdt',
      period: '1min',
      size: '5',
    });
    expect(candles.map((candle) => candle.id)).toEqual([
      1749993780, 1749993840, 1749993900, 1749993960, 1749994020,
    ]);
    expect(candles[4]).toEqual({
      id: 1749994020,
      open: 105716.6,
      close: 105747.97,
      high: 105798.98,
      low: 105692.39,
      vol: 3.27301254,
    });
  });

  it('clamps the kline size to 2000 and asks for the requested period', async () => {
    const { feed, urls } = makeFeed();
    await feed.candles(btcusdt, '1day', 5000);
    expect(urls[0]!.searchParams.get('period')).toBe('1day');
    expect(urls[0]!.searchParams.get('size')).toBe('2000');
  });

  it('maps the merged detail to a ticker with base volume and trade count', async () => {
    const { feed, urls } = makeFeed();
    const ticker = await feed.ticker(btcusdt);
    expect(urls[0]!.pathname).toBe('/market/detail/merged');
    expect(urls[0]!.searchParams.get('symbol')).toBe('btcusdt');
    expect(ticker).toEqual({
      id: 1749994062,
      open: 103050.61,
      close: 105747.97,
      high: 105798.98,
      low: 101692.17,
      vol: 4027.67291304,
      count: 119778,
    });
  });

  it('asks for the smallest allowed depth and keeps best-first order', async () => {
    const { feed, urls } = makeFeed();
    const depth = await feed.depth(btcusdt, 3);
    expect(urls[0]!.pathname).toBe('/market/depth');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      symbol: 'btcusdt',
      type: 'step0',
      depth: '5',
    });
    expect(depth.ts).toBe(1749994062500);
    expect(depth.bids).toEqual([
      [105747.96, 0.36881],
      [105747.5, 0.0125],
      [105746.91, 0.40962],
    ]);
    expect(depth.asks).toEqual([
      [105747.98, 0.40074],
      [105748.37, 0.05],
      [105749.02, 0.31911],
    ]);
  });

  it('omits the depth parameter when more than 20 levels are wanted', async () => {
    const { feed, urls } = makeFeed();
    await feed.depth(btcusdt, 50);
    expect(urls[0]!.searchParams.has('depth')).toBe(false);
  });

  it('flattens trades newest first with string ids from trade-id', async () => {
    const { feed, urls } = makeFeed();
    const trades = await feed.trades(btcusdt, 3);
    expect(urls[0]!.pathname).toBe('/market/history/trade');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ symbol: 'btcusdt', size: '3' });
    expect(trades).toEqual([
      { id: '100251723761', ts: 1749994061466, price: 105747.67, amount: 0.0041, direction: 'buy' },
      { id: '100251723760', ts: 1749994061466, price: 105747.6, amount: 0.0213, direction: 'buy' },
      { id: '100251723755', ts: 1749994060966, price: 105747.38, amount: 0.1458, direction: 'sell' },
    ]);
  });
});

describe('HTX adapter caching', () => {
  it('serves a second call within the TTL from the cache and refetches after it', async () => {
    const { feed, urls, advance } = makeFeed();
    await feed.ticker(btcusdt);
    advance(999);
    await feed.ticker(btcusdt);
    expect(urls).toHaveLength(1);
    advance(1);
    await feed.ticker(btcusdt);
    expect(urls).toHaveLength(2);
  });

  it('caches by URL, so another size is another request', async () => {
    const { feed, urls } = makeFeed();
    await feed.trades(btcusdt, 3);
    await feed.trades(btcusdt, 2);
    expect(urls).toHaveLength(2);
  });

  it('coalesces concurrent identical requests into one fetch', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { feed, urls } = makeFeed(async () => {
      await gate;
      return Response.json(fixture('detail-merged-btcusdt'));
    });
    const both = Promise.all([feed.ticker(btcusdt), feed.ticker(btcusdt)]);
    release();
    const [first, second] = await both;
    expect(urls).toHaveLength(1);
    expect(second).toEqual(first);
  });
});

describe('HTX adapter failures', () => {
  const failing: [string, (url: URL) => Response | Promise<Response>, RegExp][] = [
    ['a network error', () => Promise.reject(new TypeError('fetch failed')), /fetch failed/],
    ['a non-2xx answer', () => new Response('Bad Gateway', { status: 502 }), /HTTP 502/],
    ['invalid JSON', () => new Response('<html>oops</html>', { status: 200 }), /invalid JSON/],
    [
      'an error status',
      () => Response.json(fixture('error-invalid-symbol')),
      /invalid-parameter: invalid symbol/,
    ],
    ['an answer without status', () => Response.json([1, 2, 3]), /without a status/],
    [
      'a shape that does not validate',
      () =>
        Response.json({
          status: 'ok',
          ts: 1,
          tick: { open: '1', close: 1, low: 1, high: 1, amount: 1, count: 1 },
        }),
      /unexpected shape \(tick\.open/,
    ],
  ];

  for (const [what, answer, message] of failing) {
    it(`throws MarketUpstreamError on ${what}`, async () => {
      const { feed } = makeFeed(answer);
      const failure = feed.ticker(btcusdt);
      await expect(failure).rejects.toBeInstanceOf(MarketUpstreamError);
      await expect(failure).rejects.toThrow(message);
    });
  }

  it('throws MarketUpstreamError when the request times out, even if fetch ignores the signal', async () => {
    const { feed } = makeFeed(() => new Promise<Response>(() => undefined), 20);
    const failure = feed.depth(btcusdt, 5);
    await expect(failure).rejects.toBeInstanceOf(MarketUpstreamError);
    await expect(failure).rejects.toThrow(/timed out after 20 ms/);
  });

  it('aborts the fetch signal on timeout', async () => {
    let signal: AbortSignal | undefined;
    const htxFetch = ((_input: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    }) as typeof fetch;
    const feed = createHtxFeed({ fetch: htxFetch, baseUrl, clock: () => 0, timeoutMs: 10 });
    await expect(feed.trades(btcusdt, 1)).rejects.toBeInstanceOf(MarketUpstreamError);
    expect(signal?.aborted).toBe(true);
  });

  it('validates nested shapes of every endpoint', async () => {
    const { feed } = makeFeed(() =>
      Response.json({
        status: 'ok',
        data: [{ data: [{ 'trade-id': 1, ts: 1, amount: 1, price: 1, direction: 'up' }] }],
      }),
    );
    await expect(feed.trades(btcusdt, 1)).rejects.toBeInstanceOf(MarketUpstreamError);
    await expect(feed.candles(btcusdt, '1min', 1)).rejects.toBeInstanceOf(MarketUpstreamError);
    await expect(feed.depth(btcusdt, 5)).rejects.toBeInstanceOf(MarketUpstreamError);
  });

  it('does not cache a failure', async () => {
    let calls = 0;
    const { feed } = makeFeed(() => {
      calls += 1;
      return calls === 1
        ? new Response('busy', { status: 503 })
        : Response.json(fixture('detail-merged-btcusdt'));
    });
    await expect(feed.ticker(btcusdt)).rejects.toBeInstanceOf(MarketUpstreamError);
    await expect(feed.ticker(btcusdt)).resolves.toMatchObject({ count: 119778 });
  });
});
