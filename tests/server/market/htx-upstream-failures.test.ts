// Proves the market calls survive HTX failures as the spec's clients need: a pair HTX does not list is left out of
// its quote coin's list and named in `unavailable`, a failure answers HTTP 200 with the translated error envelope,
// and every failure's cause is logged once at warn (recorded HTX answers, no network).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { marketPaths } from '../../../src/common/api-paths';
import { pairsOfQuote } from '../../../src/common/pairs';
import { createHtxFeed } from '../../../src/server/market/htx';
import { createTestApp, postForm, testStartMs, type TestApp } from '../support/test-app';

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as unknown;
}

/** pino's level number for warn. */
const warnLevel = 40;

interface LogLine {
  level: number;
  msg: string;
  symbol?: string;
  reason?: string;
}

/** HTX as recorded: the merged detail for listed symbols, `invalid symbol` for the ones in `delisted`. */
function recordedHtx(delisted: ReadonlySet<string>): typeof fetch {
  const answer = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const symbol = url.searchParams.get('symbol') ?? '';
    if (delisted.has(symbol)) return Response.json(fixture('error-invalid-symbol'));
    if (url.pathname === '/market/detail/merged') return Response.json(fixture('detail-merged-btcusdt'));
    if (url.pathname === '/market/history/kline') return Response.json(fixture('kline-btcusdt-1min'));
    return new Response('not found', { status: 404 });
  };
  return answer as typeof fetch;
}

const btcPairs = pairsOfQuote('BTC');
const delisted = new Set(['xrpbtc', ...pairsOfQuote('ETH').map((pair) => pair.symbol)]);
const lines: LogLine[] = [];
let t: TestApp;

beforeAll(async () => {
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  t = await createTestApp({
    feed: createHtxFeed({
      fetch: recordedHtx(delisted),
      baseUrl: 'https://htx.test',
      clock: () => testStartMs,
    }),
    logger: { level: 'warn', stream },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
  // Past the answer caches, so each test sees its own upstream calls.
  t.clock.advance(60_000);
});

const warnings = () => lines.filter((line) => line.level === warnLevel);

describe('getHuobiDetailsByQuoteCoin with one pair HTX does not list', () => {
  it('answers the pairs that work and names the one that failed', async () => {
    const response = await postForm(t.app, marketPaths.tickersByQuoteCoin, { quoteCoin: 'BTC' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.data.map((item: { baseCoin: string }) => item.baseCoin)).toEqual(
      btcPairs.filter((pair) => pair.symbol !== 'xrpbtc').map((pair) => pair.base),
    );
    expect(body.data[0]).toMatchObject({ baseCoin: 'ETH', logo: 'coins/eth.svg' });
    expect(body.data[0].tick.close).toBeGreaterThan(0);
    expect(body.unavailable).toEqual(['xrpbtc']);
  });

  it('logs why the pair failed, once, at warn', async () => {
    await postForm(t.app, marketPaths.tickersByQuoteCoin, { quoteCoin: 'BTC' });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ symbol: 'xrpbtc' });
    expect(warnings()[0]!.reason).toContain('invalid-parameter: invalid symbol');
  });

  it('says nothing is unavailable when every pair answers', async () => {
    const body = (await postForm(t.app, marketPaths.tickersByQuoteCoin, { quoteCoin: 'USDT' })).json();
    expect(body.status).toBe('ok');
    expect(body.data).toHaveLength(pairsOfQuote('USDT').length);
    expect(body.unavailable).toEqual([]);
    expect(warnings()).toHaveLength(0);
  });
});

describe('an upstream failure', () => {
  it('answers HTTP 200 with the translated error envelope when every pair of a quote coin fails', async () => {
    const response = await postForm(t.app, marketPaths.tickersByQuoteCoin, { quoteCoin: 'ETH' }, 'ja-JP');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'error', 'err-code': 'UPSTREAM_UNAVAILABLE' });
    expect(body['err-msg']).not.toMatch(/Market data is unavailable/);
    expect(body['err-msg']).not.toContain('invalid symbol');
    expect(warnings().map((line) => line.symbol)).toEqual(pairsOfQuote('ETH').map((pair) => pair.symbol));
  });

  it('answers HTTP 200 with the envelope for a single-pair call and logs its cause once', async () => {
    const response = await postForm(t.app, marketPaths.kline, { symbol: 'xrpbtc', timer: '1min', size: '5' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'error', 'err-code': 'UPSTREAM_UNAVAILABLE' });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]!.reason).toContain('invalid symbol');
    expect(lines.some((line) => line.level > warnLevel)).toBe(false);
  });

  it('serves the listed pairs as before', async () => {
    const body = (
      await postForm(t.app, marketPaths.kline, { symbol: 'btcusdt', timer: '1min', size: '5' })
    ).json();
    expect(body.status).toBe('ok');
    expect(body.data).toHaveLength(5);
  });
});
