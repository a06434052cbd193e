// Proves opening a leveraged position through the HTTP calls: the config call; a market open freezes the margin and
// pays the fee (exact amounts, one `contract:<id>:open` movement) at the feed's price with the shared arithmetic's
// liquidation price; a limit entry waits with its money taken; an Idempotency-Key retry opens once; and every
// refusal (each field, wrong-side exits, a stop loss past liquidation, a non-USDT pair, no balance, no price)
// answers its translated message and changes nothing at all.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPaths } from '../../../src/common/api-paths';
import { add, type DecimalString } from '../../../src/common/decimal';
import { contractPositions } from '../../../src/server/db/schema';
import { systemBalance } from '../support/exchange';
import {
  contractUsdt,
  contractUser,
  openForm,
  openPosition,
  positionJournal,
  positionMoney,
} from '../support/contracts';
import { createFixedPriceFeed, type FixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, postForm, type TestApp } from '../support/test-app';

let t: TestApp;
let feed: FixedPriceFeed;
beforeAll(async () => {
  feed = createFixedPriceFeed({ BTC: 60000, ETH: 3000 });
  t = await createTestApp({ feed });
});
afterAll(() => t.close());

async function positionCount(): Promise<number> {
  const [row] = await t.database.handle.db.select({ n: count() }).from(contractPositions);
  return row?.n ?? 0;
}

describe('the config call', () => {
  it('answers the multiples, the rates and the quote coin, without a session', async () => {
    const body = (await postForm(t.app, contractPaths.config, {})).json();
    expect(body).toMatchObject({
      code: 1,
      data: {
        multiples: [5, 10, 20, 50, 100],
        feeRate: '0.0005',
        maintenanceRate: '0.005',
        quoteCoins: ['USDT'],
      },
    });
  });
});

describe('a market open', () => {
  it('opens at the feed price: margin frozen, fee to the fees account, liquidation price stored', async () => {
    const user = await contractUser(t);
    const feesBefore = await systemBalance(t, 'fees', 'USDT');
    const answer = (await openPosition(t, user.token, openForm())).json();
    expect(answer).toMatchObject({
      code: 1,
      msg: 'Order has been placed',
      data: {
        symbol: 'btcusdt',
        baseCoin: 'BTC',
        quoteCoin: 'USDT',
        direction: 1,
        priceType: 1,
        limitPrice: null,
        margin: '100',
        multiple: 10,
        size: '1000',
        fee: '0.5',
        openPrice: '60000',
        liquidationPrice: '54300',
        stopLoss: null,
        takeProfit: null,
        status: 1,
        closePrice: null,
        profit: null,
        openedAt: t.clock.nowMs,
      },
    });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '899.5', frozen: '100' });
    expect(await positionJournal(t, answer.data.id)).toEqual([`contract:${answer.data.id}:open`]);
    expect(await positionMoney(t, answer.data.id)).toEqual({
      fees: '0.5',
      'user-available': '-100.5',
      'user-frozen': '100',
    });
    expect(await systemBalance(t, 'fees', 'USDT')).toBe(
      add(feesBefore as DecimalString, '0.5' as DecimalString),
    );
  });

  it('stores a buy-down position with its exits and a liquidation price above the open price', async () => {
    const user = await contractUser(t);
    const answer = (
      await openPosition(t, user.token, openForm({ direction: '2', takeProfit: '57000', stopLoss: '62000' }))
    ).json();
    expect(answer.data).toMatchObject({
      direction: 2,
      liquidationPrice: '65700',
      takeProfit: '57000',
      stopLoss: '62000',
    });
  });

  it('opens once for an Idempotency-Key sent twice, answering the same position', async () => {
    const user = await contractUser(t);
    const first = (await openPosition(t, user.token, openForm(), { idempotencyKey: 'open-once-1' })).json();
    feed.prices.set('BTC', 61000);
    const again = (await openPosition(t, user.token, openForm(), { idempotencyKey: 'open-once-1' })).json();
    feed.prices.set('BTC', 60000);
    expect(again.data).toEqual(first.data);
    expect(await contractUsdt(t, user.id)).toEqual({ available: '899.5', frozen: '100' });
  });
});

describe('a limit entry', () => {
  it('takes the margin and fee at placement and waits, with no open or liquidation price yet', async () => {
    const user = await contractUser(t);
    feed.failing = true;
    // A limit entry needs no market price at placement.
    const answer = (
      await openPosition(t, user.token, openForm({ priceType: '2', price: '59000', stopLoss: '58000' }))
    ).json();
    feed.failing = false;
    expect(answer.data).toMatchObject({
      priceType: 2,
      limitPrice: '59000',
      status: 0,
      openPrice: null,
      liquidationPrice: null,
      openedAt: null,
    });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '899.5', frozen: '100' });
  });
});

describe('refusals change nothing', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['an unknown pair', { symbol: 'abcusdt' }, 'TRADING_PAIR_UNKNOWN'],
    ['a pair not quoted in USDT', { symbol: 'ethbtc' }, 'CONTRACT_PAIR_NOT_USDT'],
    ['a direction that is neither', { direction: '3' }, 'CONTRACT_DIRECTION_INVALID'],
    ['no price type', { priceType: '' }, 'CONTRACT_PRICE_TYPE_INVALID'],
    ['a bad price type', { priceType: 'market' }, 'CONTRACT_PRICE_TYPE_INVALID'],
    ['no margin', { margin: '' }, 'CONTRACT_MARGIN_MISSING'],
    ['a margin that is not a number', { margin: '1e3' }, 'CONTRACT_MARGIN_INVALID'],
    ['a negative margin', { margin: '-5' }, 'CONTRACT_MARGIN_INVALID'],
    ['a margin below the minimum', { margin: '0.000009' }, 'CONTRACT_MARGIN_BELOW_MIN'],
    ['a margin with 9 places', { margin: '1.123456789' }, 'CONTRACT_MARGIN_PLACES'],
    ['a multiple not configured', { multiple: '7' }, 'CONTRACT_MULTIPLE_NOT_CONFIGURED'],
    ['a limit entry without a price', { priceType: '2' }, 'CONTRACT_LIMIT_PRICE_MISSING'],
    ['a limit price of zero', { priceType: '2', price: '0' }, 'CONTRACT_LIMIT_PRICE_INVALID'],
    [
      'a limit price with too many places',
      { priceType: '2', price: '59000.123' },
      'CONTRACT_LIMIT_PRICE_INVALID',
    ],
    ['a take profit that is not a price', { takeProfit: 'abc' }, 'CONTRACT_TAKE_PROFIT_INVALID'],
    ['a stop loss with too many places', { stopLoss: '58000.001' }, 'CONTRACT_STOP_LOSS_INVALID'],
    [
      'a take profit below the open price (buy up)',
      { takeProfit: '59000' },
      'CONTRACT_TAKE_PROFIT_WRONG_SIDE',
    ],
    ['a take profit at the open price', { takeProfit: '60000' }, 'CONTRACT_TAKE_PROFIT_WRONG_SIDE'],
    ['a stop loss above the open price (buy up)', { stopLoss: '61000' }, 'CONTRACT_STOP_LOSS_WRONG_SIDE'],
    [
      'a stop loss below the open price (buy down)',
      { direction: '2', stopLoss: '59000' },
      'CONTRACT_STOP_LOSS_WRONG_SIDE',
    ],
    ['a stop loss at the liquidation price', { stopLoss: '54300' }, 'CONTRACT_STOP_LOSS_BEYOND_LIQUIDATION'],
    [
      'a stop loss past the liquidation price',
      { stopLoss: '50000' },
      'CONTRACT_STOP_LOSS_BEYOND_LIQUIDATION',
    ],
    [
      'a limit entry whose stop loss is past liquidation at the limit price',
      { priceType: '2', price: '50000', stopLoss: '45000' },
      'CONTRACT_STOP_LOSS_BEYOND_LIQUIDATION',
    ],
    ['a margin beyond the balance', { margin: '995.1' }, 'INSUFFICIENT_BALANCE'],
  ];

  it.each(cases)('refuses %s', async (_label, fields, error) => {
    const user = await contractUser(t);
    const before = await positionCount();
    const answer = (await openPosition(t, user.token, openForm(fields))).json();
    expect(answer).toMatchObject({ code: 0, data: null, error });
    expect(answer.msg).toEqual(expect.any(String));
    expect(await contractUsdt(t, user.id)).toEqual({ available: '1000', frozen: '0' });
    expect(await positionCount()).toBe(before);
  });

  it('refuses when the feed has no price (HTTP 200, the envelope says so), and without a session (code -2)', async () => {
    const user = await contractUser(t);
    feed.failing = true;
    const unavailable = await openPosition(t, user.token, openForm());
    feed.failing = false;
    expect(unavailable.statusCode).toBe(200);
    expect(unavailable.json().error).toBe('TRADING_MARKET_UNAVAILABLE');
    const signedOut = (await postForm(t.app, contractPaths.open, openForm())).json();
    expect(signedOut.code).toBe(-2);
    expect(await contractUsdt(t, user.id)).toEqual({ available: '1000', frozen: '0' });
  });

  it('answers in the language asked for: English and Simplified Chinese', async () => {
    const user = await contractUser(t);
    const form = openForm({ stopLoss: '54300' });
    const english = (await openPosition(t, user.token, form, { language: 'en-US' })).json();
    const chinese = (await openPosition(t, user.token, form, { language: 'zh-CN' })).json();
    expect(english.msg).toBe(
      'This stop loss is at or beyond the liquidation price 54300, so the position would be liquidated first. ' +
        'Please set it between the liquidation price and the opening price.',
    );
    expect(chinese.msg).toBe(
      '该止损价已达到或超过强平价 54300，仓位会先被强制平仓。请将止损价设在强平价与开仓价之间。',
    );
    const wrongSide = openForm({ direction: '2', takeProfit: '61000' });
    expect((await openPosition(t, user.token, wrongSide, { language: 'en-US' })).json().msg).toBe(
      'The take-profit price must be on the winning side of the opening price 60000: above it for buy up, below it for buy down.',
    );
    expect((await openPosition(t, user.token, wrongSide, { language: 'zh-CN' })).json().msg).toBe(
      '止盈价必须设在开仓价 60000 的盈利一侧：买涨须高于开仓价，买跌须低于开仓价。',
    );
    const multiple = openForm({ multiple: '3' });
    expect((await openPosition(t, user.token, multiple, { language: 'en-US' })).json().msg).toBe(
      'Please choose one of the offered multiples: 5, 10, 20, 50, 100.',
    );
    const opened = (await openPosition(t, user.token, openForm(), { language: 'zh-CN' })).json();
    expect(opened.msg).toBe('订单已提交');
  });
});
