// Proves the public fairness calls' contract: the default list (30 days through tomorrow, newest first, secrets
// only for ended days, each the SHA-256 preimage of its commitment), explicit ranges clamped to tomorrow, refusals
// of bad ranges, dates, symbols and times as translated envelopes (HTTP 200), null price before the reveal, the
// refusal on live prices (MARKET_SOURCE=htx), no login needed, and /healthz saying the prices are simulated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairnessPaths, healthPath } from '../../../src/common/api-paths';
import type { FairnessDays } from '../../../src/common/fairness-types';
import { commitmentOf, isoDayOf } from '../../../src/server/market/fairness/day-keys';
import { dayMs } from '../../../src/common/constants';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, postForm, testStartMs, type TestApp } from '../support/test-app';

const today = Math.floor(testStartMs / dayMs);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const days = (form: Record<string, string> = {}, language?: string) =>
  postForm(t.app, fairnessPaths.days, form, language);
const price = (form: Record<string, string>, language?: string) =>
  postForm(t.app, fairnessPaths.price, form, language);

describe('POST /fairness/days', () => {
  it('lists the last 30 days through tomorrow, newest first, revealing only the days that have ended', async () => {
    const answer = await days();
    expect(answer.statusCode).toBe(200);
    const data: FairnessDays = answer.json().data;
    expect(answer.json().code).toBe(1);
    expect(data.today).toBe(isoDayOf(today));
    expect(data.list.map((listed) => listed.day)).toEqual(
      Array.from({ length: 30 }, (_, index) => isoDayOf(today + 1 - index)),
    );
    expect(data.list[0]!.secret).toBeNull();
    expect(data.list[1]!.secret).toBeNull();
    for (const listed of data.list.slice(2)) {
      expect(listed.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(commitmentOf(Buffer.from(listed.secret!, 'hex'))).toBe(listed.commitment);
    }
    expect(new Set(data.list.map((listed) => listed.commitment)).size).toBe(30);
  });

  it('publishes tomorrow’s commitment before it begins and keeps it when the key is revealed', async () => {
    const tomorrow = (await days()).json().data.list[0];
    t.clock.advance(2 * dayMs);
    try {
      const later: FairnessDays = (await days({ from: tomorrow.day, to: tomorrow.day })).json().data;
      expect(later.list).toEqual([{ ...tomorrow, secret: later.list[0]!.secret }]);
      expect(commitmentOf(Buffer.from(later.list[0]!.secret!, 'hex'))).toBe(tomorrow.commitment);
    } finally {
      t.clock.advance(-2 * dayMs);
    }
  });

  it('clamps the end of a range to tomorrow and takes a range up to 400 days', async () => {
    const clamped: FairnessDays = (await days({ from: isoDayOf(today - 1), to: '2099-01-01' })).json().data;
    expect(clamped.list.map((listed) => listed.day)).toEqual([today + 1, today, today - 1].map(isoDayOf));
    const longest = (await days({ from: isoDayOf(today - 398), to: isoDayOf(today + 1) })).json().data;
    expect(longest.list).toHaveLength(400);
  });

  it('refuses a range longer than 400 days, reversed, or with a date that is not one, in the caller’s language', async () => {
    const tooLong = await days({ from: isoDayOf(today - 399), to: isoDayOf(today + 1) });
    expect(tooLong.statusCode).toBe(200);
    expect(tooLong.json()).toMatchObject({ code: 0, data: null, error: 'FAIRNESS_RANGE_INVALID' });
    expect(tooLong.json().msg).toContain('400');
    const reversed = await days({ from: isoDayOf(today), to: isoDayOf(today - 1) }, 'zh-CN');
    expect(reversed.json()).toMatchObject({
      error: 'FAIRNESS_RANGE_INVALID',
      msg: expect.stringContaining('400 天'),
    });
    for (const from of ['2026-02-31', '2026-3-1', 'yesterday']) {
      expect((await days({ from })).json()).toMatchObject({ error: 'FIELD_INVALID' });
    }
  });
});

describe('POST /fairness/price', () => {
  it('answers the commitment but no secret and no price for a moment of today', async () => {
    const answer = await price({ symbol: 'BTCUSDT', time: String(testStartMs - 1234) });
    expect(answer.json().data).toMatchObject({
      symbol: 'btcusdt',
      time: testStartMs - 2000,
      day: isoDayOf(today),
      secret: null,
      price: null,
    });
    expect(answer.json().data.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a recomputed price at the pair’s precision for a revealed day', async () => {
    const data = (await price({ symbol: 'ethbtc', time: String(testStartMs - dayMs) })).json().data;
    expect(data.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(data.price).toMatch(/^\d+(\.\d{1,6})?$/);
  });

  it('refuses an unknown symbol, a malformed time, a future time and one before 2020', async () => {
    expect((await price({ symbol: 'nosuchusdt', time: '1' })).json()).toMatchObject({
      error: 'UNKNOWN_SYMBOL',
    });
    for (const time of ['abc', '-5', '1.5', '', '1e12']) {
      expect((await price({ symbol: 'btcusdt', time })).json().code).toBe(0);
    }
    const future = await price({ symbol: 'btcusdt', time: String(testStartMs + 1000) }, 'ja-JP');
    expect(future.statusCode).toBe(200);
    expect(future.json()).toMatchObject({
      error: 'FAIRNESS_TIME_RANGE',
      msg: expect.stringContaining('2020-01-01'),
    });
    const early = await price({ symbol: 'btcusdt', time: String(Date.UTC(2019, 11, 31)) });
    expect(early.json()).toMatchObject({ error: 'FAIRNESS_TIME_RANGE' });
  });
});

describe('the per-address limit', () => {
  it('refuses calls beyond the public allowance with the translated envelope', async () => {
    const limited = await createTestApp({ userRequestsPerMinuteMax: 2 });
    try {
      for (let call = 0; call < 2; call++)
        expect((await postForm(limited.app, fairnessPaths.days, {})).json().code).toBe(1);
      const refused = await postForm(limited.app, fairnessPaths.price, { symbol: 'btcusdt', time: '1' });
      expect(refused.json()).toMatchObject({ code: 0, error: 'TOO_MANY_REQUESTS' });
    } finally {
      await limited.close();
    }
  });
});

describe('on live prices', () => {
  it('refuses both calls with a translated message, and /healthz says the prices are live', async () => {
    const live = await createTestApp({ feed: { ...createFixedPriceFeed({ BTC: 1 }), source: 'htx' } });
    try {
      const answer = await postForm(
        live.app,
        fairnessPaths.price,
        { symbol: 'btcusdt', time: '1700000000000' },
        'ko-KR',
      );
      expect(answer.json()).toMatchObject({ code: 0, error: 'FAIRNESS_LIVE_PRICES' });
      expect(answer.json().msg).toMatch(/[가-힣]/);
      expect((await postForm(live.app, fairnessPaths.days, {})).json().error).toBe('FAIRNESS_LIVE_PRICES');
      expect((await live.app.inject({ url: healthPath })).json()).toMatchObject({
        source: 'htx',
        prices: 'live',
      });
    } finally {
      await live.close();
    }
  });

  it('/healthz says simulated on the simulator', async () => {
    expect((await t.app.inject({ url: healthPath })).json()).toEqual({
      status: 'ok',
      source: 'sim',
      prices: 'simulated',
    });
  });
});
