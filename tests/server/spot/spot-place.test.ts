// Proves spot placement through the route: a buy freezes price × amount rounded up of the quote coin and a sell
// the amount of the base coin, exactly, in one `spot:<id>:place` movement; every refusal (side, price, amount,
// total, pair, balance, session) answers its translated message and changes nothing (order rows, movements and
// balances as before); an Idempotency-Key replays the first answer; a feed that cannot price the pair does not
// stop a placement. The ledger invariant checker runs after every test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedPriceFeed, type FixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';
import { coinBuckets, fundedUser, movementsOf, placeOrder, placed, spotSnapshot } from './spot-kit';

let t: TestApp;
let feed: FixedPriceFeed;
beforeAll(async () => {
  feed = createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.01 });
  t = await createTestApp({ feed });
});
afterAll(() => t.close());

describe('placing a spot limit order', () => {
  it('freezes a buy’s total, rounded up to 8 places, of the quote coin and answers the order', async () => {
    const user = await fundedUser(t, { USDT: '10000' });
    const response = await placeOrder(t, user.token, {
      symbol: 'BTCUSDT',
      side: '1',
      price: '60000.12',
      amount: '0.12345678',
    });
    const body = response.json();
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({
      code: 1,
      msg: 'Order has been placed',
      data: {
        symbol: 'btcusdt',
        baseCoin: 'BTC',
        quoteCoin: 'USDT',
        side: 1,
        price: '60000.12',
        amount: '0.12345678',
        // 60000.12 × 0.12345678 = 7407.4216148136, rounded up.
        total: '7407.42161482',
        fee: '0',
        feeCurrency: 'BTC',
        status: 0,
        createdAt: t.clock.nowMs,
        finishedAt: null,
      },
    });
    expect(await coinBuckets(t, user.userId, 'USDT')).toEqual({
      available: '2592.57838518',
      frozen: '7407.42161482',
    });
    expect(await movementsOf(t, body.data.id)).toEqual([`spot:${body.data.id}:place`]);
  });

  it('freezes a sell’s amount of the base coin, and the fee will be in the quote coin', async () => {
    const user = await fundedUser(t, { ETH: '1' });
    const order = await placed(t, user.token, {
      symbol: 'ethusdt',
      side: '2',
      price: '3000.01',
      amount: '0.33333333',
    });
    expect(order).toMatchObject({ side: 2, total: '1000.00332334', feeCurrency: 'USDT', status: 0 });
    expect(await coinBuckets(t, user.userId, 'ETH')).toEqual({
      available: '0.66666667',
      frozen: '0.33333333',
    });
  });

  it('accepts a price with exactly the pair’s places and canonicalises the text', async () => {
    const user = await fundedUser(t, { BTC: '1' });
    const order = await placed(t, user.token, {
      symbol: 'xrpbtc',
      side: '1',
      price: '0.000012345',
      amount: '100.50000000',
    });
    expect(order).toMatchObject({ price: '0.000012345', amount: '100.5', total: '0.00124068' });
  });

  it('accepts an order whose price the feed cannot give right now: a limit order rests without one', async () => {
    const user = await fundedUser(t, { USDT: '100' });
    feed.failing = true;
    try {
      const order = await placed(t, user.token, {
        symbol: 'btcusdt',
        side: '1',
        price: '100',
        amount: '0.5',
      });
      expect(order.status).toBe(0);
    } finally {
      feed.failing = false;
    }
    expect(await coinBuckets(t, user.userId, 'USDT')).toEqual({ available: '50', frozen: '50' });
  });
});

const valid = { symbol: 'btcusdt', side: '1', price: '100', amount: '0.5' };

/** Each refusal: the form, the error code, the English and the Chinese message. */
const refusals: ReadonlyArray<[string, Record<string, string>, string, string, string]> = [
  [
    'no side',
    { ...valid, side: '' },
    'SPOT_SIDE_INVALID',
    'Please choose to buy or to sell.',
    '请选择买入或卖出。',
  ],
  [
    'a side of 3',
    { ...valid, side: '3' },
    'SPOT_SIDE_INVALID',
    'Please choose to buy or to sell.',
    '请选择买入或卖出。',
  ],
  ['no price', { ...valid, price: ' ' }, 'SPOT_PRICE_MISSING', 'Please enter a price.', '请输入价格。'],
  [
    'a price of 0',
    { ...valid, price: '0' },
    'SPOT_PRICE_INVALID',
    'Please enter a price greater than 0.',
    '请输入大于 0 的价格。',
  ],
  [
    'a negative price',
    { ...valid, price: '-1' },
    'SPOT_PRICE_INVALID',
    'Please enter a price greater than 0.',
    '请输入大于 0 的价格。',
  ],
  [
    'a price in exponent form',
    { ...valid, price: '1e3' },
    'SPOT_PRICE_INVALID',
    'Please enter a price greater than 0.',
    '请输入大于 0 的价格。',
  ],
  [
    'a price with 3 places on a 2-place pair',
    { ...valid, price: '100.001' },
    'SPOT_PRICE_PLACES',
    'Prices of BTC/USDT have at most 2 decimal places.',
    'BTC/USDT 的价格最多 2 位小数。',
  ],
  ['no amount', { ...valid, amount: '' }, 'SPOT_AMOUNT_MISSING', 'Please enter an amount.', '请输入数量。'],
  [
    'an amount below the minimum',
    { ...valid, amount: '0.000009' },
    'SPOT_AMOUNT_MIN',
    'Please enter an amount of at least 0.00001 BTC.',
    '请输入不少于 0.00001 BTC 的数量。',
  ],
  [
    'an amount of abc',
    { ...valid, amount: 'abc' },
    'SPOT_AMOUNT_MIN',
    'Please enter an amount of at least 0.00001 BTC.',
    '请输入不少于 0.00001 BTC 的数量。',
  ],
  [
    'an amount with 9 places',
    { ...valid, amount: '0.123456789' },
    'SPOT_AMOUNT_PLACES',
    'The amount has at most 8 decimal places.',
    '数量最多 8 位小数。',
  ],
  [
    'a total below 0.00001',
    { symbol: 'dogebtc', side: '1', price: '0.000000001', amount: '9999' },
    'SPOT_TOTAL_TOO_SMALL',
    'The order total (price × amount) must be at least 0.00001 BTC.',
    '订单总额（价格 × 数量）不能低于 0.00001 BTC。',
  ],
  [
    'an unknown symbol',
    { ...valid, symbol: 'btceur' },
    'TRADING_PAIR_UNKNOWN',
    'This trading pair is not available.',
    '该交易对暂不可用。',
  ],
  [
    'more than the balance',
    { ...valid, amount: '10.00000001' },
    'INSUFFICIENT_BALANCE',
    'Insufficient available balance of USDT.',
    'USDT 可用余额不足。',
  ],
  [
    'a sell of more than the base balance',
    { ...valid, side: '2', amount: '2' },
    'INSUFFICIENT_BALANCE',
    'Insufficient available balance of BTC.',
    'BTC 可用余额不足。',
  ],
  [
    'a sell of a coin never held',
    { ...valid, symbol: 'ethusdt', side: '2' },
    'INSUFFICIENT_BALANCE',
    'Insufficient available balance of ETH.',
    'ETH 可用余额不足。',
  ],
];

describe('refusals change nothing', () => {
  it.each(refusals)('refuses %s in English and Chinese', async (_name, form, error, english, chinese) => {
    const user = await fundedUser(t, { USDT: '1000', BTC: '1' });
    const before = await spotSnapshot(t, user.userId);
    const inEnglish = await placeOrder(t, user.token, form);
    expect(inEnglish.statusCode).toBe(200);
    expect(inEnglish.json()).toEqual({ code: 0, data: null, msg: english, error });
    const inChinese = (await placeOrder(t, user.token, form, { language: 'zh-CN' })).json();
    expect(inChinese).toMatchObject({ code: 0, msg: chinese, error });
    expect(await spotSnapshot(t, user.userId)).toEqual(before);
  });

  it('refuses a total that rounds up to 0.00001 but is below it exactly', async () => {
    const user = await fundedUser(t, { BTC: '1' });
    const before = await spotSnapshot(t, user.userId);
    // 0.000000001 × 9999.99 = 0.00000999999: rounded up it would be 0.00001, but the rule is on the exact product.
    const body = (
      await placeOrder(t, user.token, {
        symbol: 'dogebtc',
        side: '1',
        price: '0.000000001',
        amount: '9999.99',
      })
    ).json();
    expect(body.error).toBe('SPOT_TOTAL_TOO_SMALL');
    expect(await spotSnapshot(t, user.userId)).toEqual(before);
  });

  it('answers SESSION_INVALID without a token and places nothing', async () => {
    const user = await fundedUser(t, { USDT: '1000' });
    const before = await spotSnapshot(t, user.userId);
    const body = (await placeOrder(t, '', valid)).json();
    expect(body).toMatchObject({ code: -2, error: 'SESSION_INVALID' });
    expect(await spotSnapshot(t, user.userId)).toEqual(before);
  });

  it('refuses a JSON number as a price: amounts travel as text, never as floats', async () => {
    const user = await fundedUser(t, { USDT: '1000' });
    const before = await spotSnapshot(t, user.userId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/trade/order/place',
      headers: { token: user.token },
      payload: { symbol: 'btcusdt', side: '1', price: 100.1, amount: '0.5' },
    });
    expect(response.json()).toMatchObject({ code: 0, error: 'SPOT_PRICE_INVALID' });
    expect(await spotSnapshot(t, user.userId)).toEqual(before);
  });

  it('answers in Korean and Japanese too', async () => {
    const user = await fundedUser(t, { USDT: '1000' });
    const korean = (await placeOrder(t, user.token, { ...valid, price: '' }, { language: 'ko-KR' })).json();
    expect(korean.msg).toBe('가격을 입력해 주세요.');
    const japanese = (await placeOrder(t, user.token, valid, { language: 'ja-JP' })).json();
    expect(japanese.msg).toBe('注文を受け付けました');
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for a retry and freezes once', async () => {
    const user = await fundedUser(t, { USDT: '1000' });
    const first = (await placeOrder(t, user.token, valid, { idempotencyKey: 'spot-place-1' })).json();
    const retry = (await placeOrder(t, user.token, valid, { idempotencyKey: 'spot-place-1' })).json();
    expect(first.code).toBe(1);
    expect(retry).toEqual(first);
    expect(await coinBuckets(t, user.userId, 'USDT')).toEqual({ available: '950', frozen: '50' });
  });

  it('refuses the same key with another order and changes nothing', async () => {
    const user = await fundedUser(t, { USDT: '1000' });
    await placed(t, user.token, valid);
    expect((await placeOrder(t, user.token, valid, { idempotencyKey: 'spot-place-2' })).json().code).toBe(1);
    const before = await spotSnapshot(t, user.userId);
    const other = (
      await placeOrder(t, user.token, { ...valid, price: '101' }, { idempotencyKey: 'spot-place-2' })
    ).json();
    expect(other).toMatchObject({ code: 0, error: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await spotSnapshot(t, user.userId)).toEqual(before);
  });

  it('lets a refused placement’s key run afresh once the balance is there', async () => {
    const user = await fundedUser(t, { USDT: '10' });
    const refused = (await placeOrder(t, user.token, valid, { idempotencyKey: 'spot-place-3' })).json();
    expect(refused.error).toBe('INSUFFICIENT_BALANCE');
    await creditUser(t, user.userId, 'USDT', '40');
    const retried = (await placeOrder(t, user.token, valid, { idempotencyKey: 'spot-place-3' })).json();
    expect(retried.code).toBe(1);
    expect(await coinBuckets(t, user.userId, 'USDT')).toEqual({ available: '0', frozen: '50' });
  });
});
