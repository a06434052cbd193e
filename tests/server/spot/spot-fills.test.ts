// Proves the spot fill engine through the app (fixed prices, the injected clock, `engines.runDue()`): a buy fills
// when the market is at or below its price and never above, a sell the reverse; a fill is whole, at the ORDER
// price, with the fee (spot_fee_rate, default 0.002) rounded up in the received coin, exact to the minor unit in
// one `spot:<id>:fill` movement against the counterparty; cancel after a fill is refused and changes nothing;
// running the engine again fills nothing twice; a pair the feed cannot price (an error or a price of 0) keeps its
// orders open while other pairs fill; the feed is asked once per pair with open orders per batch; a batch takes
// the oldest crossed orders over all pairs. The ledger invariant checker runs after every test.
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paramNames } from '../../../src/common/api-paths';
import { spotFeeRateDefault } from '../../../src/common/money-constants';
import { queryRows } from '../../../src/server/db/query-rows';
import { spotOrders } from '../../../src/server/db/schema';
import {
  createSpotFillEngine,
  spotFillBatchSizeMax,
} from '../../../src/server/engines/spot-fills/spot-fill-engine';
import { MarketUpstreamError } from '../../../src/server/market/feed';
import { createParamsRepo } from '../../../src/server/modules/params/params-repo';
import { createParamsService } from '../../../src/server/modules/params/params-service';
import { toSpotOrder } from '../../../src/server/modules/spot';
import { systemBalance } from '../support/exchange';
import { createFixedPriceFeed, type FixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, servicesOf, type TestApp } from '../support/test-app';
import {
  cancelOrder,
  coinBuckets,
  fundedUser,
  listOrders,
  movementsOf,
  placed,
  spotSnapshot,
  tick,
} from './spot-kit';
import { rootAct } from '../operators/operator-support';

const startPrices = { BTC: 60000.12, ETH: 3000.01 };

let t: TestApp;
let feed: FixedPriceFeed;
/** Symbols the engine asked the feed for, in order; symbols whose feed is down. */
const priceCalls: string[] = [];
const downSymbols = new Set<string>();

beforeAll(async () => {
  feed = createFixedPriceFeed(startPrices);
  const fixedPriceAt = feed.priceAt.bind(feed);
  feed.priceAt = async (pair, timeMs) => {
    priceCalls.push(pair.symbol);
    if (downSymbols.has(pair.symbol)) throw new MarketUpstreamError(`${pair.symbol} is down`);
    return fixedPriceAt(pair, timeMs);
  };
  t = await createTestApp({ feed });
});
afterAll(() => t.close());

const params = () =>
  createParamsService(createParamsRepo(t.database.handle.db), {
    db: t.database.handle.db,
    clock: () => t.clock.nowMs,
  });

/** Every test leaves no open order behind and the market as it found it, so the next one starts clean. */
afterEach(async () => {
  const open = await queryRows<{ id: string; user_id: string }>(
    t.database.handle.db,
    sql`select id::text, user_id::text from spot_orders where status = 0`,
  );
  const { spot } = servicesOf(t);
  for (const row of open) await spot.cancel(Number(row.user_id), Number(row.id), undefined);
  for (const [coin, price] of Object.entries(startPrices)) feed.prices.set(coin, price);
  feed.failing = false;
  downSymbols.clear();
  await params().set(paramNames.spotFeeRate, spotFeeRateDefault, rootAct);
});

/** A system account's change over a block, as exact decimal text. */
async function systemChange(system: string, currency: string, during: () => Promise<unknown>) {
  const before = await systemBalance(t, system, currency);
  await during();
  return new Decimal(await systemBalance(t, system, currency)).minus(before).toFixed();
}

/** The legs of one movement: whose, which bucket, currency and signed amount. */
async function legsOf(reference: string) {
  return queryRows<{ owner: string; bucket: string; currency: string; amount: string }>(
    t.database.handle.db,
    sql`select coalesce(a.system_name, 'user') as owner, e.bucket, e.currency,
               trim_scale(e.amount)::text as amount
        from ledger_transactions x join ledger_entries e on e.transaction_id = x.id
        join ledger_accounts a on a.id = e.account_id
        where x.reference = ${reference} order by e.id`,
  );
}

/** An order as the wire shows it, read straight from its row (whoever owns it, however old it is). */
async function orderOf(_token: string, id: unknown) {
  const [row] = await t.database.handle.db
    .select()
    .from(spotOrders)
    .where(eq(spotOrders.id, Number(id)));
  if (!row) throw new Error(`no order ${String(id)}`);
  return toSpotOrder(row);
}

describe('fill arithmetic', () => {
  it('fills a buy at the market equal to its price: pays the frozen total, receives the amount less the fee', async () => {
    const user = await fundedUser(t, { USDT: '10000' });
    const order = await placed(t, user.token, {
      symbol: 'btcusdt',
      side: '1',
      price: '60000.12',
      amount: '0.12345678',
    });
    let report: Awaited<ReturnType<typeof tick>> | undefined;
    const feesBtc = await systemChange('fees', 'BTC', async () => {
      report = await tick(t);
    });
    expect(report!.claimed['spot-fills']).toBe(1);
    expect(feesBtc).toBe('0.00024692');
    expect(await coinBuckets(t, user.userId, 'USDT')).toEqual({ available: '2592.57838518', frozen: '0' });
    // 0.12345678 × 0.002 = 0.00024691356, rounded up to 0.00024692; 0.12345678 − 0.00024692 = 0.12320986.
    expect(await coinBuckets(t, user.userId, 'BTC')).toEqual({ available: '0.12320986', frozen: '0' });
    expect(await orderOf(user.token, order.id)).toMatchObject({
      status: 1,
      fee: '0.00024692',
      feeCurrency: 'BTC',
      finishedAt: t.clock.nowMs,
    });
    expect(await legsOf(`spot:${order.id}:fill`)).toEqual([
      { owner: 'user', bucket: 'frozen', currency: 'USDT', amount: '-7407.42161482' },
      { owner: 'counterparty', bucket: 'available', currency: 'USDT', amount: '7407.42161482' },
      { owner: 'counterparty', bucket: 'available', currency: 'BTC', amount: '-0.12345678' },
      { owner: 'user', bucket: 'available', currency: 'BTC', amount: '0.12345678' },
      { owner: 'user', bucket: 'available', currency: 'BTC', amount: '-0.00024692' },
      { owner: 'fees', bucket: 'available', currency: 'BTC', amount: '0.00024692' },
    ]);
  });

  it('fills a sell: gives the frozen amount, receives price × amount rounded down less the fee in the quote coin', async () => {
    const user = await fundedUser(t, { ETH: '1' });
    const order = await placed(t, user.token, {
      symbol: 'ethusdt',
      side: '2',
      price: '3000.01',
      amount: '0.33333333',
    });
    const counterpartyUsdt = await systemChange('counterparty', 'USDT', async () => {
      const feesUsdt = await systemChange('fees', 'USDT', () => tick(t));
      // gross = 3000.01 × 0.33333333 = 1000.0033233333 → 1000.00332333; fee = 2.00000664666 → 2.00000665.
      expect(feesUsdt).toBe('2.00000665');
    });
    expect(counterpartyUsdt).toBe('-1000.00332333');
    expect(await coinBuckets(t, user.userId, 'ETH')).toEqual({ available: '0.66666667', frozen: '0' });
    expect(await coinBuckets(t, user.userId, 'USDT')).toEqual({ available: '998.00331668', frozen: '0' });
    expect(await orderOf(user.token, order.id)).toMatchObject({
      status: 1,
      fee: '2.00000665',
      feeCurrency: 'USDT',
    });
  });

  it('charges no fee and posts no fee leg when spot_fee_rate is 0', async () => {
    await params().set(paramNames.spotFeeRate, '0', rootAct);
    const user = await fundedUser(t, { USDT: '100' });
    const order = await placed(t, user.token, {
      symbol: 'btcusdt',
      side: '1',
      price: '60000.12',
      amount: '0.001',
    });
    await tick(t);
    expect(await coinBuckets(t, user.userId, 'BTC')).toEqual({ available: '0.001', frozen: '0' });
    expect(await legsOf(`spot:${order.id}:fill`)).toHaveLength(4);
    expect((await orderOf(user.token, order.id)).fee).toBe('0');
  });

  it('charges the default rate when spot_fee_rate is not a sane rate', async () => {
    await params().set(paramNames.spotFeeRate, '2', rootAct);
    const user = await fundedUser(t, { USDT: '100' });
    await placed(t, user.token, { symbol: 'btcusdt', side: '1', price: '60000.12', amount: '0.001' });
    await tick(t);
    expect(await coinBuckets(t, user.userId, 'BTC')).toEqual({ available: '0.000998', frozen: '0' });
  });
});

describe('when an order fills', () => {
  it('does not fill a buy while the market is above its price, fills it once the market reaches it', async () => {
    const user = await fundedUser(t, { USDT: '1000' });
    const order = await placed(t, user.token, {
      symbol: 'btcusdt',
      side: '1',
      price: '60000.11',
      amount: '0.01',
    });
    await tick(t);
    expect((await orderOf(user.token, order.id)).status).toBe(0);
    expect(await coinBuckets(t, user.userId, 'USDT')).toEqual({ available: '399.9989', frozen: '600.0011' });
    feed.prices.set('BTC', 60000.11);
    await tick(t);
    expect((await orderOf(user.token, order.id)).status).toBe(1);
    expect(await coinBuckets(t, user.userId, 'BTC')).toEqual({ available: '0.00998', frozen: '0' });
  });

  it('fills a buy below the market’s fall at the ORDER price, not the market price', async () => {
    const user = await fundedUser(t, { USDT: '1000' });
    await placed(t, user.token, { symbol: 'btcusdt', side: '1', price: '59000', amount: '0.01' });
    feed.prices.set('BTC', 50000.5);
    await tick(t);
    // Paid 59000 × 0.01 = 590 (not 500.005), received 0.01 less the fee.
    expect(await coinBuckets(t, user.userId, 'USDT')).toEqual({ available: '410', frozen: '0' });
    expect(await coinBuckets(t, user.userId, 'BTC')).toEqual({ available: '0.00998', frozen: '0' });
  });

  it('does not fill a sell while the market is below its price, fills it at or above at its own price', async () => {
    const user = await fundedUser(t, { ETH: '2' });
    const high = await placed(t, user.token, { symbol: 'ethusdt', side: '2', price: '3000.02', amount: '1' });
    await tick(t);
    expect((await orderOf(user.token, high.id)).status).toBe(0);
    feed.prices.set('ETH', 3100);
    await tick(t);
    expect((await orderOf(user.token, high.id)).status).toBe(1);
    // 3000.02 − 0.002 × 3000.02 (6.00004) = 2994.01996: the order price, not 3100.
    expect(await coinBuckets(t, user.userId, 'USDT')).toEqual({ available: '2994.01996', frozen: '0' });
    const low = await placed(t, user.token, { symbol: 'ethusdt', side: '2', price: '2000', amount: '1' });
    await tick(t);
    expect((await orderOf(user.token, low.id)).status).toBe(1);
    expect(await coinBuckets(t, user.userId, 'USDT')).toEqual({ available: '4990.01996', frozen: '0' });
    expect(await coinBuckets(t, user.userId, 'ETH')).toEqual({ available: '0', frozen: '0' });
  });

  it('fills once however often the engine runs', async () => {
    const user = await fundedUser(t, { USDT: '1000' });
    const order = await placed(t, user.token, {
      symbol: 'btcusdt',
      side: '1',
      price: '60001',
      amount: '0.01',
    });
    expect((await tick(t)).claimed['spot-fills']).toBe(1);
    const after = await spotSnapshot(t, user.userId);
    expect((await tick(t)).claimed['spot-fills']).toBe(0);
    expect((await t.app.engines.runDue()).claimed['spot-fills']).toBe(0);
    expect(await spotSnapshot(t, user.userId)).toEqual(after);
    expect(await movementsOf(t, String(order.id))).toEqual([
      `spot:${order.id}:place`,
      `spot:${order.id}:fill`,
    ]);
  });

  it('refuses to cancel a filled order, with a clear message, and changes nothing', async () => {
    const user = await fundedUser(t, { USDT: '1000' });
    const order = await placed(t, user.token, {
      symbol: 'btcusdt',
      side: '1',
      price: '60001',
      amount: '0.01',
    });
    await tick(t);
    const before = await spotSnapshot(t, user.userId);
    const body = (await cancelOrder(t, user.token, String(order.id))).json();
    expect(body).toEqual({
      code: 0,
      data: null,
      msg: 'This order has already been filled, so it can no longer be cancelled.',
      error: 'SPOT_ORDER_FILLED',
    });
    const inChinese = (await cancelOrder(t, user.token, String(order.id), { language: 'zh-CN' })).json();
    expect(inChinese.msg).toBe('该订单已成交，无法撤销。');
    expect(await spotSnapshot(t, user.userId)).toEqual(before);
  });

  it('never fills a cancelled order', async () => {
    const user = await fundedUser(t, { USDT: '1000' });
    const order = await placed(t, user.token, { symbol: 'btcusdt', side: '1', price: '100', amount: '1' });
    await cancelOrder(t, user.token, String(order.id));
    feed.prices.set('BTC', 99);
    await tick(t);
    expect((await orderOf(user.token, order.id)).status).toBe(2);
    expect(await coinBuckets(t, user.userId, 'USDT')).toEqual({ available: '1000', frozen: '0' });
  });
});

describe('the feed', () => {
  it('keeps a pair’s orders open while its feed fails and fills the other pairs', async () => {
    const user = await fundedUser(t, { USDT: '1000' });
    const btc = await placed(t, user.token, { symbol: 'btcusdt', side: '1', price: '60001', amount: '0.01' });
    const eth = await placed(t, user.token, { symbol: 'ethusdt', side: '1', price: '3001', amount: '0.01' });
    downSymbols.add('btcusdt');
    await tick(t);
    expect((await orderOf(user.token, btc.id)).status).toBe(0);
    expect((await orderOf(user.token, eth.id)).status).toBe(1);
    downSymbols.clear();
    await tick(t);
    expect((await orderOf(user.token, btc.id)).status).toBe(1);
  });

  it('fills nothing and throws nothing while the whole feed is down', async () => {
    const user = await fundedUser(t, { USDT: '1000' });
    const order = await placed(t, user.token, {
      symbol: 'btcusdt',
      side: '1',
      price: '60001',
      amount: '0.01',
    });
    feed.failing = true;
    expect((await tick(t)).claimed['spot-fills']).toBe(0);
    expect((await orderOf(user.token, order.id)).status).toBe(0);
  });

  it('never takes a price of 0 for a price: a buy of a pair the feed does not price stays open', async () => {
    // The fixed feed answers 0 for a coin it has no price for; a 0 would otherwise cross every buy.
    const user = await fundedUser(t, { USDT: '1000' });
    const order = await placed(t, user.token, { symbol: 'ltcusdt', side: '1', price: '80', amount: '1' });
    await tick(t);
    expect((await orderOf(user.token, order.id)).status).toBe(0);
  });

  it('asks the feed once per pair with open orders per batch, and not at all without open orders', async () => {
    priceCalls.length = 0;
    await tick(t);
    expect(priceCalls).toEqual([]);
    const user = await fundedUser(t, { USDT: '100000', ETH: '5' });
    for (let index = 0; index < 5; index += 1) {
      await placed(t, user.token, { symbol: 'btcusdt', side: '1', price: '100', amount: '0.01' });
      await placed(t, user.token, { symbol: 'ethusdt', side: '2', price: '9000', amount: '1' });
    }
    await tick(t);
    expect([...priceCalls].sort()).toEqual(['btcusdt', 'ethusdt']);
  });
});

describe('batches', () => {
  it('fills every crossed order in one run, over several full batches', async () => {
    const count = spotFillBatchSizeMax + 20;
    const user = await fundedUser(t, { USDT: '1000000' });
    for (let index = 0; index < count; index += 1) {
      await placed(t, user.token, { symbol: 'btcusdt', side: '1', price: '60001', amount: '0.001' });
    }
    expect((await tick(t)).claimed['spot-fills']).toBe(count);
    expect((await listOrders(t, user.token, { status: '1' })).json().data.totalRow).toBe(count);
    expect(await coinBuckets(t, user.userId, 'BTC')).toEqual({ available: '0.11976', frozen: '0' });
  });

  it('takes the oldest crossed orders over all pairs first, and never an order the market has not crossed', async () => {
    const user = await fundedUser(t, { USDT: '10000000', ETH: '1000' });
    const crossed: string[] = [];
    const untouched: string[] = [];
    for (let index = 0; index < spotFillBatchSizeMax + 10; index += 1) {
      const form =
        index % 2 === 0
          ? { symbol: 'btcusdt', side: '1', price: '60001', amount: '0.001' }
          : { symbol: 'ethusdt', side: '2', price: '3000', amount: '0.01' };
      crossed.push(String((await placed(t, user.token, form)).id));
      if (index % 10 === 0) {
        const far = await placed(t, user.token, {
          symbol: 'btcusdt',
          side: '1',
          price: '100',
          amount: '0.001',
        });
        untouched.push(String(far.id));
      }
    }
    const engine = createSpotFillEngine({
      db: t.database.handle.db,
      ledger: servicesOf(t).ledger,
      clock: () => t.clock.nowMs,
      feed,
      params: params(),
    });
    expect(await engine.runBatch(t.clock.nowMs)).toBe(spotFillBatchSizeMax);
    const filled = (await listOrders(t, user.token, { status: '1', pageSize: '100' })).json().data;
    expect(filled.totalRow).toBe(spotFillBatchSizeMax);
    const filledIds = filled.list
      .map((order: { id: string }) => order.id)
      .sort((a: string, b: string) => Number(a) - Number(b));
    expect(filledIds).toEqual(crossed.slice(0, spotFillBatchSizeMax));
    expect(await engine.runBatch(t.clock.nowMs)).toBe(10);
    expect(await engine.runBatch(t.clock.nowMs)).toBe(0);
    for (const id of untouched) expect((await orderOf(user.token, id)).status).toBe(0);
  });
});
