// Proves the error handler never leaks internals, upstream failures become envelopes, and every answer carries the security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketPaths } from '../../../src/common/api-paths';
import { MarketUpstreamError, type MarketFeed } from '../../../src/server/market/feed';
import { createTestApp, postForm, type TestApp } from '../support/test-app';

function failingFeed(error: Error): MarketFeed {
  const fail = () => Promise.reject(error);
  return { source: 'htx', ticker: fail, candles: fail, depth: fail, trades: fail, priceAt: fail };
}

describe('a feed that crashes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ feed: failingFeed(new Error('secret driver detail at /srv/db.ts:42')) });
  });
  afterAll(() => t.close());

  it('answers HTTP 200 (a spec client reads no other) with a generic translated message and no internals', async () => {
    const response = await postForm(t.app, marketPaths.details, { symbol: 'btcusdt' }, 'ko-KR');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('/srv/');
    expect(response.json()).toMatchObject({ status: 'error', 'err-code': 'INTERNAL' });
  });
});

describe('an upstream that fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ feed: failingFeed(new MarketUpstreamError('HTX answered 503')) });
  });
  afterAll(() => t.close());

  it('answers a clear error envelope and keeps serving', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await postForm(t.app, marketPaths.kline, {
        symbol: 'btcusdt',
        timer: '1min',
        size: '10',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'error', 'err-code': 'UPSTREAM_UNAVAILABLE' });
      expect(response.json()['err-msg']).not.toContain('503');
    }
  });
});

describe('headers and unknown routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a strict CSP and the usual security headers', async () => {
    const response = await postForm(t.app, marketPaths.details, { symbol: 'btcusdt' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 0, error: 'NOT_FOUND' });
  });
});
