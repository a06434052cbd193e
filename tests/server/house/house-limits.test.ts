// Proves the house limits at placement: each of stake-max, exposure-max (per pair and direction) and daily-loss-max
// refuses an order of each product with its translated message and changes nothing; the loss limit trips once the
// counterparty lost that much today (a winning timed order), and clears when raised and at the next UTC day.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractPaths } from '../../../src/common/api-paths';
import { registerUser } from '../support/accounts';
import { createTestApp, postForm, servicesOf, type TestApp } from '../support/test-app';
import { callHeaders } from '../support/trading';
import {
  contractBalance,
  createOrder,
  fundContract,
  moneySnapshot,
  orderForm,
  setSecondFeeRate,
} from '../second-contract/second-support';
import { createTimelineFeed, type TimelineFeed } from '../second-contract/timeline-feed';
import { fundedUser, placeOrder, spotSnapshot } from '../spot/spot-kit';

let t: TestApp;
let feed: TimelineFeed;
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  feed = createTimelineFeed();
  t = await createTestApp({ feed });
  feed.setPrice('btcusdt', 0, 60000);
  feed.setPrice('ethusdt', 0, 3000);
  feed.setPrice('ltcusdt', 0, 80);
  feed.setPrice('xrpusdt', 0, 2);
  await setSecondFeeRate(t, '0');
});
afterAll(() => t.close());

const house = () => servicesOf(t).house;
const setLimit = (product: string, name: string, value: string, currency?: string) =>
  house().setLimit({ product, name, value, ...(currency ? { currency } : {}) });

/** Every test starts from the seeded defaults of the limits it touches. */
beforeEach(async () => {
  await setLimit('second', 'stake-max', '500');
  await setLimit('second', 'exposure-max', '20000');
  await setLimit('second', 'daily-loss-max', '10000');
  await setLimit('contract', 'exposure-max', '1000000');
  await setLimit('spot', 'stake-max', '100000');
  await setLimit('spot', 'exposure-max', '1000000');
});

async function timedTrader(funds = '10000') {
  const user = await registerUser(t);
  await fundContract(t, user.userId, funds);
  return user;
}

describe('stake-max', () => {
  it('refuses a timed stake above 500 USDT in both languages and changes nothing; 500 passes', async () => {
    const user = await timedTrader();
    const before = await moneySnapshot(t, user.userId);
    const refused = await createOrder(t, user.token, orderForm({ openAmount: '500.00000001' }));
    expect(refused.json()).toEqual({
      code: 0,
      result: null,
      error: 'HOUSE_STAKE_LIMIT',
      message: 'One order can be at most 500 USDT. Please enter a smaller amount.',
      msg: 'One order can be at most 500 USDT. Please enter a smaller amount.',
    });
    const chinese = await createOrder(t, user.token, orderForm({ openAmount: '501' }), { language: 'zh-CN' });
    expect(chinese.json().message).toBe('单笔订单最多 500 USDT，请输入更小的金额。');
    expect(await moneySnapshot(t, user.userId)).toEqual(before);
    expect((await createOrder(t, user.token, orderForm({ openAmount: '500' }))).json().code).toBe(200);
  });

  it('refuses a spot order whose notional is above the spot stake-max, in the pair quote coin', async () => {
    await setLimit('spot', 'stake-max', '1000');
    const user = await fundedUser(t, { USDT: '5000' });
    const before = await spotSnapshot(t, user.userId);
    const form = { symbol: 'btcusdt', side: '1', price: '50000', amount: '0.02001' };
    expect((await placeOrder(t, user.token, form)).json()).toMatchObject({
      code: 0,
      msg: 'One order can be at most 1000 USDT. Please enter a smaller amount.',
    });
    expect(await spotSnapshot(t, user.userId)).toEqual(before);
    expect((await placeOrder(t, user.token, { ...form, amount: '0.02' })).json().code).toBe(1);
  });
});

describe('exposure-max', () => {
  it('refuses the timed order that would take one pair and direction past it, names the room left', async () => {
    await setLimit('second', 'exposure-max', '100');
    const user = await timedTrader();
    const ltc = (changes: Record<string, string>) => orderForm({ baseCoin: 'LTC', ...changes });
    expect((await createOrder(t, user.token, ltc({ openAmount: '60' }))).json().code).toBe(200);
    const before = await moneySnapshot(t, user.userId);
    const refused = (await createOrder(t, user.token, ltc({ openAmount: '50' }))).json();
    expect(refused).toMatchObject({
      code: 0,
      error: 'HOUSE_EXPOSURE_LIMIT',
      message:
        'Orders in this direction on LTC/USDT are full for now: at most 40 USDT more can be accepted. Please try a smaller amount or later.',
    });
    expect(await moneySnapshot(t, user.userId)).toEqual(before);
    // The other direction and another pair have their own room; the last 40 still fits.
    expect((await createOrder(t, user.token, ltc({ openAmount: '50', tradeType: '2' }))).json().code).toBe(
      200,
    );
    expect((await createOrder(t, user.token, ltc({ openAmount: '50', baseCoin: 'XRP' }))).json().code).toBe(
      200,
    );
    expect((await createOrder(t, user.token, ltc({ openAmount: '40' }))).json().code).toBe(200);
    expect((await createOrder(t, user.token, ltc({ openAmount: '10' }))).json().error).toBe(
      'HOUSE_EXPOSURE_LIMIT',
    );
  });

  it('counts a position by its size (margin × leverage), pending entries included', async () => {
    await setLimit('contract', 'exposure-max', '1500');
    const user = await timedTrader('1000');
    const open = (margin: string, priceType = '1') =>
      postForm(
        t.app,
        contractPaths.open,
        {
          symbol: 'btcusdt',
          direction: '1',
          priceType,
          margin,
          multiple: '10',
          ...(priceType === '2' ? { price: '50000' } : {}),
        },
        undefined,
        callHeaders(user.token, {}),
      );
    expect((await open('100', '2')).json().code).toBe(1);
    const before = await contractBalance(t, user.userId);
    expect((await open('50.00000001')).json()).toMatchObject({
      code: 0,
      error: 'HOUSE_EXPOSURE_LIMIT',
    });
    expect(await contractBalance(t, user.userId)).toEqual(before);
    expect((await open('50')).json().code).toBe(1);
  });
});

describe('daily-loss-max', () => {
  it('trips after the house lost that much today, clears when raised and at the next UTC day', async () => {
    await setLimit('second', 'daily-loss-max', '10');
    const user = await timedTrader();
    // Earlier tests' orders settle now, today; the scenario starts at the next UTC day with no result yet.
    t.clock.advance(300_000);
    await t.app.engines.runDue();
    t.clock.advance(Math.floor(t.clock.nowMs / dayMs) * dayMs + dayMs - t.clock.nowMs);
    // A win of 20 × 0.85 = 17 USDT paid by the counterparty: the house lost 17 today.
    const startMs = t.clock.nowMs;
    feed.setPrice('btcusdt', startMs, 60000);
    feed.setPrice('btcusdt', startMs + 60_000, 60001);
    expect((await createOrder(t, user.token, orderForm({ openAmount: '20' }))).json().code).toBe(200);
    t.clock.advance(60_000);
    await t.app.engines.runDue();
    feed.setPrice('btcusdt', t.clock.nowMs, 60000);
    const book = await house().book();
    expect(book.find((row) => row.product === 'second' && row.symbol === 'btcusdt')).toMatchObject({
      resultToday: '-17',
    });

    const before = await moneySnapshot(t, user.userId);
    const refused = (
      await createOrder(t, user.token, orderForm({ openAmount: '10' }), { language: 'ja-JP' })
    ).json();
    expect(refused).toMatchObject({
      error: 'HOUSE_DAILY_LOSS_LIMIT',
      message: 'この種類の新規注文は UTC 00:00 まで停止しています。その後に再度お試しください。',
    });
    expect(await moneySnapshot(t, user.userId)).toEqual(before);
    // Another product is not paused by the timed orders' loss.
    expect(
      (
        await placeOrder(t, (await fundedUser(t, { USDT: '100' })).token, {
          symbol: 'btcusdt',
          side: '1',
          price: '50000',
          amount: '0.001',
        })
      ).json().code,
    ).toBe(1);

    await setLimit('second', 'daily-loss-max', '17.00000001');
    expect((await createOrder(t, user.token, orderForm({ openAmount: '10' }))).json().code).toBe(200);
    await setLimit('second', 'daily-loss-max', '17');
    expect((await createOrder(t, user.token, orderForm({ openAmount: '10' }))).json().error).toBe(
      'HOUSE_DAILY_LOSS_LIMIT',
    );

    const nextDayMs = Math.floor(t.clock.nowMs / dayMs) * dayMs + dayMs;
    t.clock.advance(nextDayMs - t.clock.nowMs);
    feed.setPrice('btcusdt', t.clock.nowMs, 60000);
    expect((await createOrder(t, user.token, orderForm({ openAmount: '10' }))).json().code).toBe(200);
  });
});
