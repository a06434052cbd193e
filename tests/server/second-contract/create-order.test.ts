// Proves createOrder (docs/api.md "Second contracts"): an order freezes its stake in the contract account and pays
// its fee (rounded up) to the fees account in ONE movement `second:<id>:open`, answers the order and "Order placed";
// every refusal (amount, minimum, duration, pair, balance, market, direction, session) answers its translated
// message in the bb envelope and changes nothing: balances, order rows and the journal stay as they were.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { secondContractPaths } from '../../../src/common/api-paths';
import { add, sub, type DecimalString } from '../../../src/common/decimal';
import { registerUser } from '../support/accounts';
import { createFixedPriceFeed, type FixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, postForm, servicesOf, testStartMs, type TestApp } from '../support/test-app';
import {
  contractBalance,
  createOrder,
  fundContract,
  moneySnapshot,
  orderForm,
  setSecondFeeRate,
  systemBalance,
  type OrderForm,
} from './second-support';

let t: TestApp;
let feed: FixedPriceFeed;
let user: { userId: string; token: string };

beforeAll(async () => {
  feed = createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.5 });
  t = await createTestApp({ feed });
  user = await registerUser(t);
  await fundContract(t, user.userId, '1000');
});
afterAll(() => t.close());
beforeEach(async () => {
  feed.failing = false;
  await setSecondFeeRate(t, '0');
});

describe('createOrder', () => {
  it('opens an order: stake frozen, fee rounded up to the fees account, the order and "Order placed"', async () => {
    const buyer = await registerUser(t);
    await fundContract(t, buyer.userId, '500');
    await setSecondFeeRate(t, '0.001');
    const feesBefore = await systemBalance(t, 'fees');

    const response = await createOrder(
      t,
      buyer.token,
      orderForm({ openAmount: '33.33333333', tradeType: '2' }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, message: 'Order placed' });
    expect(body.result).toEqual({
      id: expect.stringMatching(/^\d+$/),
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      symbol: 'btcusdt',
      tradeType: 2,
      openAmount: '33.33333333',
      // 33.33333333 × 0.001 = 0.03333333333, rounded UP to 8 places.
      fee: '0.03333334',
      positionTime: 60,
      incomeRate: '0.85',
      openPrice: '60000.12',
      openTime: testStartMs,
      settleTime: testStartMs + 60_000,
      settlePrice: null,
      // The UTC day whose revealed market key verifies the open price (POST /fairness/price); none to settle yet.
      openDay: '2026-03-02',
      settleDay: null,
      settledAt: null,
      priceSource: 'sim',
      entryStatus: 1,
      result: null,
      profit: null,
    });
    // 500 − 33.33333333 − 0.03333334 = 466.63333333
    expect(await contractBalance(t, buyer.userId)).toEqual({
      available: '466.63333333',
      frozen: '33.33333333',
    });
    expect(await systemBalance(t, 'fees')).toBe(
      add(feesBefore as DecimalString, '0.03333334' as DecimalString),
    );
  });

  it("answers the success message in the user's language", async () => {
    const response = await createOrder(t, user.token, orderForm({ openAmount: '10' }), { language: 'zh-CN' });
    expect(response.json()).toMatchObject({ code: 200, message: '下单成功' });
  });

  it('applies an Idempotency-Key once and refuses the key with another body', async () => {
    const before = await contractBalance(t, user.userId);
    const first = await createOrder(t, user.token, orderForm({ openAmount: '20' }), {
      idempotencyKey: 'second-k-1',
    });
    const again = await createOrder(t, user.token, orderForm({ openAmount: '20' }), {
      idempotencyKey: 'second-k-1',
    });
    expect(again.json().result).toEqual(first.json().result);
    const after = await contractBalance(t, user.userId);
    expect(after.available).toBe(sub(before.available as DecimalString, '20' as DecimalString));

    const changed = await createOrder(t, user.token, orderForm({ openAmount: '21' }), {
      idempotencyKey: 'second-k-1',
    });
    expect(changed.json()).toMatchObject({ code: 0, result: null, error: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await contractBalance(t, user.userId)).toEqual(after);
  });
});

interface Refusal {
  name: string;
  form: OrderForm;
  error: string;
  enUS: string;
  zhCN: string;
  setUp?: () => Promise<void> | void;
}

const enterAmountEn = 'Please enter an open amount of at least 0.00001, with at most 8 decimal places.';
const enterAmountZh = '请输入不少于 0.00001 的开仓金额，最多 8 位小数。';

const refusals: Refusal[] = [
  {
    name: 'a missing amount',
    form: { openAmount: undefined },
    error: 'SECOND_OPEN_AMOUNT',
    enUS: enterAmountEn,
    zhCN: enterAmountZh,
  },
  {
    name: 'an empty amount',
    form: { openAmount: ' ' },
    error: 'SECOND_OPEN_AMOUNT',
    enUS: enterAmountEn,
    zhCN: enterAmountZh,
  },
  {
    name: 'an amount below 0.00001',
    form: { openAmount: '0.000009' },
    error: 'SECOND_OPEN_AMOUNT',
    enUS: enterAmountEn,
    zhCN: enterAmountZh,
  },
  {
    name: 'an amount of 9 places',
    form: { openAmount: '10.123456789' },
    error: 'SECOND_OPEN_AMOUNT',
    enUS: enterAmountEn,
    zhCN: enterAmountZh,
  },
  {
    name: 'an exponent',
    form: { openAmount: '1e2' },
    error: 'SECOND_OPEN_AMOUNT',
    enUS: enterAmountEn,
    zhCN: enterAmountZh,
  },
  {
    name: 'a negative amount',
    form: { openAmount: '-50' },
    error: 'SECOND_OPEN_AMOUNT',
    enUS: enterAmountEn,
    zhCN: enterAmountZh,
  },
  {
    name: 'a word',
    form: { openAmount: 'lots' },
    error: 'SECOND_OPEN_AMOUNT',
    enUS: enterAmountEn,
    zhCN: enterAmountZh,
  },
  {
    name: "an amount below the duration's minimum",
    form: { openAmount: '49.99999999', positionTime: '120' },
    error: 'SECOND_AMOUNT_BELOW_MIN',
    enUS: 'The open amount for this duration must be at least 50 USDT.',
    zhCN: '该周期的开仓金额不能低于 50 USDT。',
  },
  {
    name: 'a duration that is not offered',
    form: { positionTime: '45' },
    error: 'SECOND_DURATION_UNKNOWN',
    enUS: 'This duration is not available. Please choose one of: 30, 60, 120, 300 seconds.',
    zhCN: '该周期暂不可用，请选择以下周期之一：30, 60, 120, 300 秒。',
  },
  {
    name: 'a duration that is not a number',
    form: { positionTime: '60s' },
    error: 'SECOND_DURATION_UNKNOWN',
    enUS: 'This duration is not available. Please choose one of: 30, 60, 120, 300 seconds.',
    zhCN: '该周期暂不可用，请选择以下周期之一：30, 60, 120, 300 秒。',
  },
  {
    name: 'a missing duration',
    form: { positionTime: undefined },
    error: 'FIELD_MISSING',
    enUS: 'The field “positionTime” is required.',
    zhCN: '字段“positionTime”为必填项。',
  },
  {
    name: 'an unknown base coin',
    form: { baseCoin: 'FOO' },
    error: 'TRADING_PAIR_UNKNOWN',
    enUS: 'This trading pair is not available.',
    zhCN: '该交易对暂不可用。',
  },
  {
    name: 'an unknown quote coin',
    form: { quoteCoin: 'EUR' },
    error: 'TRADING_PAIR_UNKNOWN',
    enUS: 'This trading pair is not available.',
    zhCN: '该交易对暂不可用。',
  },
  {
    name: 'a stake above the available balance',
    form: { openAmount: '1000.00000001' },
    error: 'INSUFFICIENT_BALANCE',
    // The house's stake limit (500 USDT by default) would refuse this stake first.
    setUp: () => raiseStakeLimit(),
    enUS: 'Insufficient available balance of USDT.',
    zhCN: 'USDT 可用余额不足。',
  },
  {
    name: 'a stake the balance covers but not with the fee',
    form: { openAmount: '1000' },
    error: 'INSUFFICIENT_BALANCE',
    enUS: 'Insufficient available balance of USDT.',
    zhCN: 'USDT 可用余额不足。',
    setUp: async () => {
      await raiseStakeLimit();
      await setSecondFeeRate(t, '0.001');
    },
  },
  {
    name: 'a pair the feed has no price for',
    form: { baseCoin: 'ETH', quoteCoin: 'BTC', openAmount: '10' },
    error: 'TRADING_MARKET_UNAVAILABLE',
    enUS: 'Market prices are unavailable right now, so no order can be placed. Please try again shortly.',
    zhCN: '当前无法获取行情价格，暂时无法下单，请稍后再试。',
  },
  {
    name: 'a feed that is down',
    form: {},
    error: 'TRADING_MARKET_UNAVAILABLE',
    enUS: 'Market prices are unavailable right now, so no order can be placed. Please try again shortly.',
    zhCN: '当前无法获取行情价格，暂时无法下单，请稍后再试。',
    setUp: () => {
      feed.failing = true;
    },
  },
  {
    name: 'a direction other than 1 or 2',
    form: { tradeType: '3' },
    error: 'FIELD_INVALID',
    enUS: 'The field “tradeType” is not valid.',
    zhCN: '字段“tradeType”无效。',
  },
  {
    name: 'a direction in words',
    form: { tradeType: 'up' },
    error: 'FIELD_INVALID',
    enUS: 'The field “tradeType” is not valid.',
    zhCN: '字段“tradeType”无效。',
  },
];

/** Lifts the house's stake limit out of the way of the balance refusals. */
async function raiseStakeLimit() {
  await servicesOf(t).house.setLimit({ product: 'second', name: 'stake-max', value: '100000' });
}

describe('createOrder refusals', () => {
  it.each(refusals)('refuses $name with its message and changes nothing', async (refusal) => {
    await refusal.setUp?.();
    const before = await moneySnapshot(t, user.userId);
    for (const [language, message] of [
      ['en-US', refusal.enUS],
      ['zh-CN', refusal.zhCN],
    ] as const) {
      const response = await createOrder(t, user.token, orderForm(refusal.form), { language });
      const body = response.json();
      expect(body).toEqual({ code: 0, result: null, message, msg: message, error: refusal.error });
      // A spec client rejects any non-200 answer unread, so even the market's outage answers 200 (docs/api.md).
      expect(response.statusCode).toBe(200);
    }
    expect(await moneySnapshot(t, user.userId)).toEqual(before);
  });

  it('refuses an amount sent as a JSON number (amounts are decimal strings)', async () => {
    const before = await moneySnapshot(t, user.userId);
    const response = await t.app.inject({
      method: 'POST',
      url: secondContractPaths.createOrder,
      headers: { token: user.token },
      payload: { openAmount: 100, baseCoin: 'BTC', quoteCoin: 'USDT', positionTime: 60, tradeType: 1 },
    });
    expect(response.json()).toMatchObject({ code: 0, error: 'SECOND_OPEN_AMOUNT' });
    expect(await moneySnapshot(t, user.userId)).toEqual(before);
  });

  it('asks a visitor to log in (code -2) and changes nothing', async () => {
    const before = await moneySnapshot(t, user.userId);
    const response = await postForm(t.app, secondContractPaths.createOrder, orderForm());
    expect(response.json()).toMatchObject({ code: -2, result: null, error: 'SESSION_INVALID' });
    expect(await moneySnapshot(t, user.userId)).toEqual(before);
  });
});
