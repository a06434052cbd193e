// Proves the answers a client built to the spec (sections 3, 7 and 8) reads: /bb refusals carry `msg` beside `message`, /user/info carries `message` beside `msg`, market outages answer HTTP 200 with the envelope's code (the operator API keeps real statuses), and k-line candles carry turnover = average(open, high, low, close) × volume.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, marketPaths, secondContractPaths, userPaths } from '../../../src/common/api-paths';
import { Decimal } from '../../../src/common/decimal';
import type { KlineCandle } from '../../../src/common/market-types';
import { turnoverDecimals } from '../../../src/server/modules/market/candle-turnover';
import { registerUser } from '../support/accounts';
import { contractUser, openForm } from '../support/contracts';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, postAs, postForm, testOperatorToken, type TestApp } from '../support/test-app';

describe('the spec wire', () => {
  let t: TestApp;
  const feed = createFixedPriceFeed({ BTC: 60000.12 });
  beforeAll(async () => {
    t = await createTestApp({ feed });
  });
  afterAll(() => t.close());

  it('carries msg beside message on every /bb refusal', async () => {
    const user = await contractUser(t);
    const refused = await postForm(
      t.app,
      secondContractPaths.createOrder,
      { openAmount: 'abc', baseCoin: 'BTC', quoteCoin: 'USDT', positionTime: '60', tradeType: '1' },
      'ja-JP',
      { token: user.token },
    );
    const body = refused.json();
    expect(refused.statusCode).toBe(200);
    expect(body.error).toBe('SECOND_OPEN_AMOUNT');
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.msg).toBe(body.message);
    const signedOut = (await postForm(t.app, secondContractPaths.createOrder, {})).json();
    expect(signedOut).toMatchObject({ code: -2, error: 'SESSION_INVALID' });
    expect(signedOut.msg).toBe(signedOut.message);
  });

  it('answers /user/info with message beside msg', async () => {
    const user = await registerUser(t);
    const body = (await postAs(t.app, userPaths.info, user.token, {}, 'zh-CN')).json();
    expect(body.code).toBe(1);
    expect(typeof body.msg).toBe('string');
    expect(body.message).toBe(body.msg);
  });

  it('answers a market outage with HTTP 200 and the code, and the operator API with its real status', async () => {
    const user = await contractUser(t);
    feed.failing = true;
    try {
      const open = await postForm(t.app, contractPaths.open, openForm(), undefined, { token: user.token });
      expect(open.statusCode).toBe(200);
      expect(open.json()).toMatchObject({ code: 0, error: 'TRADING_MARKET_UNAVAILABLE' });
      const timed = await postForm(
        t.app,
        secondContractPaths.createOrder,
        { openAmount: '10', baseCoin: 'BTC', quoteCoin: 'USDT', positionTime: '60', tradeType: '1' },
        undefined,
        { token: user.token },
      );
      expect(timed.statusCode).toBe(200);
      expect(timed.json()).toMatchObject({ error: 'TRADING_MARKET_UNAVAILABLE' });
      expect(timed.json().msg).toBe(timed.json().message);
      const kline = await postForm(t.app, marketPaths.kline, { symbol: 'btcusdt', timer: '1min', size: '5' });
      expect(kline.statusCode).toBe(200);
      expect(kline.json()).toMatchObject({ status: 'error', 'err-code': 'UPSTREAM_UNAVAILABLE' });
    } finally {
      feed.failing = false;
    }
    const operatorRefusal = await t.app.inject({
      method: 'PATCH',
      url: '/admin/listings/true',
      headers: { authorization: `Bearer ${testOperatorToken}` },
      payload: {},
    });
    expect(operatorRefusal.statusCode).toBe(400);
    expect(operatorRefusal.json().error).toBe('FIELD_INVALID');
  });
});

describe('k-line turnover', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the average of open, high, low and close times the volume, on every candle', async () => {
    const body = (
      await postForm(t.app, marketPaths.kline, { symbol: 'btcusdt', timer: '1min', size: '50' })
    ).json();
    const candles = body.data as KlineCandle[];
    expect(candles).toHaveLength(50);
    for (const candle of candles) {
      const expected = new Decimal(candle.open)
        .plus(candle.high)
        .plus(candle.low)
        .plus(candle.close)
        .div(4)
        .times(candle.vol)
        .toDecimalPlaces(turnoverDecimals, Decimal.ROUND_HALF_UP)
        .toNumber();
      expect(candle.turnover).toBe(expected);
      expect(candle.turnover).toBeGreaterThan(0);
    }
  });
});
