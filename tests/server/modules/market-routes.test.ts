// Proves the five /huobi calls answer the spec's shapes, and that every bad input gets an error envelope, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketPaths } from '../../../src/common/api-paths';
import { pairs } from '../../../src/common/pairs';
import { createTestApp, postForm, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, form: Record<string, string>, language?: string) =>
  postForm(t.app, url, form, language);

describe('getDetails', () => {
  it('answers status ok and a 24 h tick for every pair', async () => {
    for (const pair of pairs) {
      const response = await post(marketPaths.details, { symbol: pair.symbol, timer: '1day', size: '1' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe('ok');
      expect(body.source).toBe('sim');
      expect(Object.keys(body.tick).sort()).toEqual(['close', 'count', 'high', 'id', 'low', 'open', 'vol']);
      expect(body.tick.high).toBeGreaterThanOrEqual(Math.max(body.tick.open, body.tick.close));
      expect(body.tick.low).toBeLessThanOrEqual(Math.min(body.tick.open, body.tick.close));
    }
  });

  it('accepts an upper-case symbol and refuses a size other than 1', async () => {
    expect((await post(marketPaths.details, { symbol: 'BTCUSDT' })).json().status).toBe('ok');
    const body = (await post(marketPaths.details, { symbol: 'btcusdt', size: '2' })).json();
    expect(body).toMatchObject({ status: 'error', 'err-code': 'SIZE_OUT_OF_RANGE' });
  });
});

describe('getHuobiDetailsByQuoteCoin', () => {
  it('lists the quote coin’s pairs with tick, baseCoin and logo', async () => {
    const body = (await post(marketPaths.tickersByQuoteCoin, { quoteCoin: 'ETH' })).json();
    expect(body.status).toBe('ok');
    expect(body.data.map((item: { baseCoin: string }) => item.baseCoin)).toEqual(['EOS', 'ADA', 'DOGE']);
    expect(body.data[0].logo).toBe('coins/eos.svg');
    expect(body.data[0].tick.close).toBeGreaterThan(0);
  });

  it('refuses an unknown quote coin', async () => {
    const body = (await post(marketPaths.tickersByQuoteCoin, { quoteCoin: 'XYZ' })).json();
    expect(body).toMatchObject({ status: 'error', 'err-code': 'UNKNOWN_QUOTE_COIN' });
  });
});

describe('getKline', () => {
  it('answers 2000 candles of {id, open, close, high, low, vol, turnover}, oldest first', async () => {
    const body = (await post(marketPaths.kline, { symbol: 'btcusdt', timer: '1min', size: '2000' })).json();
    expect(body.status).toBe('ok');
    expect(body.data).toHaveLength(2000);
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'close',
      'high',
      'id',
      'low',
      'open',
      'turnover',
      'vol',
    ]);
    expect(body.data[1].id - body.data[0].id).toBe(60);
    expect(body.data.at(-1).id * 1000).toBeLessThanOrEqual(t.clock.nowMs);
  });

  it.each([
    [{ symbol: 'foousdt', timer: '1min', size: '10' }, 'UNKNOWN_SYMBOL'],
    [{ symbol: 'btcusdt', timer: '2min', size: '10' }, 'BAD_PERIOD'],
    [{ symbol: 'btcusdt', timer: '1min', size: '2001' }, 'SIZE_OUT_OF_RANGE'],
    [{ symbol: 'btcusdt', timer: '1min', size: '0' }, 'SIZE_OUT_OF_RANGE'],
    [{ symbol: 'btcusdt', timer: '1min', size: '1.5' }, 'FIELD_INVALID'],
    [{ symbol: 'btcusdt', timer: '1min', size: 'many' }, 'FIELD_INVALID'],
    [{ timer: '1min', size: '10' }, 'FIELD_MISSING'],
    [{ symbol: 'btcusdt', size: '10' }, 'FIELD_MISSING'],
    [{ symbol: 'btcusdt', timer: '1min' }, 'FIELD_MISSING'],
    [{ symbol: '   ', timer: '1min', size: '10' }, 'FIELD_MISSING'],
  ])('refuses %o with %s', async (form, code) => {
    const response = await post(marketPaths.kline, form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'error', 'err-code': code });
    expect(response.json()['err-msg']).toEqual(expect.any(String));
  });

  it('names the missing field in the message, in the request’s language', async () => {
    const english = (await post(marketPaths.kline, { symbol: 'btcusdt', timer: '1min' })).json();
    expect(english['err-msg']).toContain('size');
    const chinese = (
      await post(marketPaths.kline, { symbol: 'btcusdt', timer: '9min', size: '5' }, 'zh-CN')
    ).json();
    expect(chinese['err-msg']).toContain('9min');
    expect(chinese['err-msg']).not.toEqual(
      (await post(marketPaths.kline, { symbol: 'btcusdt', timer: '9min', size: '5' })).json()['err-msg'],
    );
  });
});

describe('getHuobiContractDepthV2', () => {
  it('answers 20 bids below 20 asks, best first', async () => {
    const body = (await post(marketPaths.depth, { symbol: 'ethusdt', timer: 'step0', size: '20' })).json();
    expect(body.status).toBe('ok');
    const { bids, asks } = body.tick as { bids: [number, number][]; asks: [number, number][] };
    expect(bids).toHaveLength(20);
    expect(asks).toHaveLength(20);
    expect(bids[0]![0]).toBeLessThan(asks[0]![0]);
    for (let i = 1; i < 20; i += 1) {
      expect(bids[i]![0]).toBeLessThan(bids[i - 1]![0]);
      expect(asks[i]![0]).toBeGreaterThan(asks[i - 1]![0]);
    }
  });

  it('refuses more than 20 levels and an unknown symbol', async () => {
    expect((await post(marketPaths.depth, { symbol: 'ethusdt', size: '21' })).json()['err-code']).toBe(
      'SIZE_OUT_OF_RANGE',
    );
    expect((await post(marketPaths.depth, { symbol: 'ethdoge', size: '20' })).json()['err-code']).toBe(
      'UNKNOWN_SYMBOL',
    );
  });
});

describe('getMarketTrade', () => {
  it('answers recent trades, newest first', async () => {
    const body = (await post(marketPaths.trades, { symbol: 'dogeusdt' })).json();
    expect(body.status).toBe('ok');
    expect(body.data.length).toBeGreaterThan(0);
    const [first, second] = body.data;
    expect(Object.keys(first).sort()).toEqual(['amount', 'direction', 'id', 'price', 'ts']);
    expect(first.ts).toBeGreaterThanOrEqual(second.ts);
    expect(['buy', 'sell']).toContain(first.direction);
  });

  it('refuses a missing symbol', async () => {
    expect((await post(marketPaths.trades, {})).json()).toMatchObject({
      status: 'error',
      'err-code': 'FIELD_MISSING',
    });
  });
});

describe('request bodies', () => {
  it('accepts JSON as well as forms, and ignores unknown fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: marketPaths.kline,
      payload: { symbol: 'btcusdt', timer: '5min', size: 3, extra: 'ignored' },
    });
    expect(response.json().data).toHaveLength(3);
  });

  it('answers malformed JSON with an envelope, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: marketPaths.kline,
      headers: { 'content-type': 'application/json' },
      payload: '{"symbol":',
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ status: 'error', 'err-code': 'MALFORMED_BODY' });
  });

  it('refuses an unsupported content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: marketPaths.kline,
      headers: { 'content-type': 'text/plain' },
      payload: 'symbol=btcusdt',
    });
    expect(response.json()).toMatchObject({ status: 'error', 'err-code': 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
