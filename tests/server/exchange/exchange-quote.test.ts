// Proves the quote call: the rate for direct, inverse and cross pairs at the feed's prices, the fee from the
// param, the validity from the param, and every rule with its own message (also in Chinese and Japanese);
// a refused quote stores nothing and moves nothing.
import Decimal from 'decimal.js';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paramNames } from '../../../src/common/api-paths';
import { exchangeQuotes } from '../../../src/server/db/schema';
import { registerUser } from '../support/accounts';
import { coinBalance, requestQuote } from '../support/exchange';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { runOps } from '../support/ops';
import { createTestApp, testStartMs, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';

const prices = { BTC: 60000.12, ETH: 3000.01, DOGE: 0.123457 };
const feed = createFixedPriceFeed(prices);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed });
});
afterAll(() => t.close());
beforeEach(() => {
  feed.failing = false;
  feed.prices = new Map(Object.entries(prices));
});

const down = (value: Decimal, places: number) => value.toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed();
const up = (value: Decimal, places: number) => value.toDecimalPlaces(places, Decimal.ROUND_UP).toFixed();

async function fundedUser(currency: string, amount: string) {
  const user = await registerUser(t);
  await creditUser(t, user.userId, currency, amount);
  return user;
}

async function storedQuotes(): Promise<number> {
  const [row] = await t.database.handle.db.select({ total: count() }).from(exchangeQuotes);
  return row?.total ?? 0;
}

/** The expected quote by the rule, computed here independently with decimal.js. */
function expectedAmounts(amount: string, rate: string, feeRate = '0.002') {
  const gross = new Decimal(down(new Decimal(amount).times(rate), 8));
  const fee = up(gross.times(feeRate), 8);
  return { rate, fee, receive: gross.minus(fee).toFixed() };
}

describe('quote maths', () => {
  it('quotes BTC → USDT at the close, the fee 0.2 % of the gross in USDT, valid 15 s', async () => {
    const user = await fundedUser('BTC', '1');
    const body = (
      await requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'USDT', amount: '0.5' })
    ).json();
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({
      fromCurrency: 'BTC',
      toCurrency: 'USDT',
      amount: '0.5',
      rate: '60000.12',
      fee: '60.00012',
      receive: '29940.05988',
      validSeconds: 15,
      expiresAt: new Date(testStartMs + 15_000).toISOString(),
    });
    expect(body.data.quoteId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('quotes USDT → BTC at 1 ÷ close, truncated to 18 places, and rounds the fee up', async () => {
    const user = await fundedUser('USDT', '1000');
    const body = (
      await requestQuote(t, user.token, { fromCurrency: 'usdt', toCurrency: 'btc', amount: '123.45' })
    ).json();
    const rate = down(new Decimal(1).div('60000.12'), 18);
    expect(body.data).toMatchObject({
      fromCurrency: 'USDT',
      toCurrency: 'BTC',
      ...expectedAmounts('123.45', rate),
    });
    // 123.45 × rate = 0.0020574958...: gross 0.00205749, fee 0.0000041149... rounded up to 0.00000412.
    expect(body.data.fee).toBe('0.00000412');
    expect(body.data.receive).toBe('0.00205337');
  });

  it('quotes a cross pair through USDT (DOGE → ETH) at close ÷ close', async () => {
    const user = await fundedUser('DOGE', '50000');
    const body = (
      await requestQuote(t, user.token, { fromCurrency: 'DOGE', toCurrency: 'ETH', amount: '12345.6789' })
    ).json();
    const rate = down(new Decimal('0.123457').div('3000.01'), 18);
    expect(body.data).toMatchObject(expectedAmounts('12345.6789', rate));
  });

  it('takes the fee rate and the validity from the params an operator sets', async () => {
    const user = await fundedUser('ETH', '2');
    expect((await runOps(t, 'param', 'set', paramNames.exchangeFeeRate, '0.0015')).code).toBe(0);
    expect((await runOps(t, 'param', 'set', paramNames.exchangeQuoteSeconds, '30')).code).toBe(0);
    try {
      const body = (
        await requestQuote(t, user.token, { fromCurrency: 'ETH', toCurrency: 'USDT', amount: '1.23456789' })
      ).json();
      expect(body.data).toMatchObject({
        ...expectedAmounts('1.23456789', '3000.01', '0.0015'),
        validSeconds: 30,
        expiresAt: new Date(t.clock.nowMs + 30_000).toISOString(),
      });
    } finally {
      await runOps(t, 'param', 'set', paramNames.exchangeFeeRate, '0.002');
      await runOps(t, 'param', 'set', paramNames.exchangeQuoteSeconds, '15');
    }
  });
});

describe('quote rules', () => {
  it.each([
    [
      { fromCurrency: 'SHIB', toCurrency: 'USDT', amount: '1' },
      'EXCHANGE_CURRENCY_UNLISTED',
      '“SHIB” cannot be exchanged. Please choose a listed currency.',
    ],
    [
      { fromCurrency: 'BTC', toCurrency: 'FOO', amount: '1' },
      'EXCHANGE_CURRENCY_UNLISTED',
      '“FOO” cannot be exchanged. Please choose a listed currency.',
    ],
    [
      { fromCurrency: 'BTC', toCurrency: 'btc', amount: '1' },
      'EXCHANGE_SAME_CURRENCY',
      'Please choose two different currencies to exchange.',
    ],
  ])('refuses %j with its own message', async (form, error, message) => {
    const user = await fundedUser('BTC', '5');
    const before = await storedQuotes();
    const body = (await requestQuote(t, user.token, form)).json();
    expect(body).toMatchObject({ code: 0, error, msg: message });
    expect(await storedQuotes()).toBe(before);
  });

  it.each([[''], ['0'], ['0.000009'], ['1.123456789'], ['1e-3'], ['-1'], ['abc'], [' 1 2']])(
    'refuses the amount %j with the minimum and the places',
    async (amount) => {
      const user = await fundedUser('BTC', '5');
      const body = (
        await requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'USDT', amount })
      ).json();
      expect(body).toMatchObject({
        code: 0,
        error: 'EXCHANGE_AMOUNT',
        msg: 'Please enter an amount to exchange of at least 0.00001, with at most 8 decimal places.',
      });
    },
  );

  it('refuses a quote whose receive after the fee would be nothing', async () => {
    const user = await fundedUser('DOGE', '1');
    // 0.00001 DOGE ≈ 2e-11 BTC: the gross truncates to 0.
    const body = (
      await requestQuote(t, user.token, { fromCurrency: 'DOGE', toCurrency: 'BTC', amount: '0.00001' })
    ).json();
    expect(body).toMatchObject({ code: 0, error: 'EXCHANGE_RECEIVE_TOO_SMALL' });
    expect(body.msg).toContain('after the fee you would receive nothing');
  });

  it('refuses more than the available coin balance at quote time, naming the currency', async () => {
    const user = await fundedUser('BTC', '0.1');
    const body = (
      await requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'USDT', amount: '0.10000001' })
    ).json();
    expect(body).toMatchObject({
      code: 0,
      error: 'INSUFFICIENT_BALANCE',
      msg: 'Insufficient available balance of BTC.',
    });
    const exact = (
      await requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'USDT', amount: '0.1' })
    ).json();
    expect(exact.code).toBe(1);
    expect(await coinBalance(t, user.userId, 'BTC')).toBe('0.1');
  });

  it('says the market is unavailable when the feed fails or a price is 0, and stores nothing', async () => {
    const user = await fundedUser('BTC', '1');
    const before = await storedQuotes();
    feed.failing = true;
    const failing = await requestQuote(t, user.token, {
      fromCurrency: 'BTC',
      toCurrency: 'ETH',
      amount: '0.1',
    });
    expect(failing.statusCode).toBe(200);
    expect(failing.json()).toMatchObject({
      code: 0,
      error: 'EXCHANGE_MARKET_UNAVAILABLE',
      msg: 'The exchange rate is unavailable right now. Please try again shortly.',
    });
    feed.failing = false;
    feed.prices.set('ETH', 0);
    const zero = (
      await requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'ETH', amount: '0.1' })
    ).json();
    expect(zero).toMatchObject({ code: 0, error: 'EXCHANGE_MARKET_UNAVAILABLE' });
    expect(await storedQuotes()).toBe(before);
  });

  it('answers each rule in the request language', async () => {
    const user = await fundedUser('BTC', '1');
    const same = (
      await requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'BTC', amount: '1' }, 'zh-CN')
    ).json();
    expect(same.msg).toBe('请选择两种不同的币种进行兑换。');
    const amount = (
      await requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'USDT', amount: '0' }, 'ja-JP')
    ).json();
    expect(amount.msg).toBe('両替数量は 0.00001 以上、小数点以下 8 桁以内で入力してください。');
    const quoted = (
      await requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'USDT', amount: '0.1' }, 'ko-KR')
    ).json();
    expect(quoted.msg).toBe('견적이 준비되었습니다');
  });

  it('needs a session', async () => {
    const body = (
      await requestQuote(t, 'not-a-token', { fromCurrency: 'BTC', toCurrency: 'USDT', amount: '1' })
    ).json();
    expect(body.code).toBe(-2);
  });
});
