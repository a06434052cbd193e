// Proves the settlement engine on the app's own engine loop (move the clock, runDue): win, loss and draw in both
// directions with a non-zero fee are exact to the minor unit (stake back plus stake × rate rounded down, stake to
// the counterparty, stake back); each order settles at the feed's price of ITS settle time even when the engine
// runs late; a second run, a replayed movement and a crash inside the batch transaction all settle once; a pair
// whose feed fails stays open (the others settle) and settles later; one price lookup per pair and settle second.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DecimalString } from '../../../src/common/decimal';
import type { SecondContractOrder } from '../../../src/common/trading-types';
import { queryRows } from '../../../src/server/db/query-rows';
import { createSecondContractEngine, feedRetryDelayMs } from '../../../src/server/engines/second-contract';
import {
  decideSettlement,
  settlementMovement,
  type SettlementOrder,
} from '../../../src/server/engines/second-contract/decide-settlement';
import { createSecondSettlementRepo } from '../../../src/server/modules/second-contract';
import { registerUser } from '../support/accounts';
import { createTestApp, servicesOf, type TestApp } from '../support/test-app';
import {
  contractBalance,
  createOrder,
  fundContract,
  orderById,
  orderForm,
  setSecondFeeRate,
  settleCount,
  systemBalance,
} from './second-support';
import { createTimelineFeed, type TimelineFeed } from './timeline-feed';

let t: TestApp;
let feed: TimelineFeed;
const dec = (text: string) => text as DecimalString;

beforeAll(async () => {
  feed = createTimelineFeed();
  t = await createTestApp({ feed });
});
afterAll(() => t.close());
beforeEach(async () => {
  feed.failingSymbols.clear();
  await setSecondFeeRate(t, '0');
});

async function openedBy(token: string, form: Record<string, string>): Promise<SecondContractOrder> {
  const body = (await createOrder(t, token, orderForm(form))).json();
  expect(body.code, body.message).toBe(200);
  return body.result as SecondContractOrder;
}

async function recordOf(token: string, order: SecondContractOrder): Promise<SecondContractOrder> {
  return (await orderById(t, token, order.id)).json().result as SecondContractOrder;
}

describe('settlement arithmetic', () => {
  it('settles win, loss and draw in both directions exactly, with a fee charged at opening', async () => {
    const user = await registerUser(t);
    await fundContract(t, user.userId, '1000');
    await setSecondFeeRate(t, '0.0015');
    const startMs = t.clock.nowMs;
    feed.setPrice('btcusdt', startMs, 60000.12);
    feed.setPrice('btcusdt', startMs + 30_000, 59999.99);
    feed.setPrice('btcusdt', startMs + 60_000, 60000.13);
    feed.setPrice('btcusdt', startMs + 120_000, 60000.12);
    const counterpartyBefore = await systemBalance(t, 'counterparty');
    const feesBefore = await systemBalance(t, 'fees');

    const upWin = await openedBy(user.token, { openAmount: '100', positionTime: '60', tradeType: '1' });
    const downWin = await openedBy(user.token, {
      openAmount: '33.33333333',
      positionTime: '30',
      tradeType: '2',
    });
    const upDraw = await openedBy(user.token, { openAmount: '50', positionTime: '120', tradeType: '1' });
    const downLoss = await openedBy(user.token, { openAmount: '10', positionTime: '60', tradeType: '2' });
    // Fees 0.15 + 0.05 (0.049999999995 rounded up) + 0.075 + 0.015 = 0.29; stakes 193.33333333.
    expect([upWin.fee, downWin.fee, upDraw.fee, downLoss.fee]).toEqual(['0.15', '0.05', '0.075', '0.015']);
    expect(await contractBalance(t, user.userId)).toEqual({
      available: '806.37666667',
      frozen: '193.33333333',
    });

    t.clock.advance(30_000);
    await t.app.engines.runDue();
    // Buy down at 60000.12 → 59999.99 wins 33.33333333 × 0.8 = 26.666666664, paid rounded down: 26.66666666.
    expect(await recordOf(user.token, downWin)).toMatchObject({
      entryStatus: 2,
      result: 1,
      settlePrice: '59999.99',
      settledAt: startMs + 30_000,
      profit: '26.66666666',
    });
    expect(await contractBalance(t, user.userId)).toEqual({ available: '866.37666666', frozen: '160' });

    t.clock.advance(90_000);
    await t.app.engines.runDue();
    expect(await recordOf(user.token, upWin)).toMatchObject({
      result: 1,
      settlePrice: '60000.13',
      profit: '85',
    });
    expect(await recordOf(user.token, downLoss)).toMatchObject({
      result: 2,
      settlePrice: '60000.13',
      profit: '-10',
    });
    expect(await recordOf(user.token, upDraw)).toMatchObject({
      result: 3,
      settlePrice: '60000.12',
      profit: '0',
    });
    // 866.37666666 + (100 + 85) + 50 (draw) + 0 (loss) = 1101.37666666
    expect(await contractBalance(t, user.userId)).toEqual({ available: '1101.37666666', frozen: '0' });
    const counterpartyChange = await queryRows<{ change: string }>(
      t.database.handle.db,
      sql`select trim_scale(${await systemBalance(t, 'counterparty')}::numeric - ${counterpartyBefore}::numeric)::text as change`,
    );
    // Paid 26.66666666 and 85, received the lost 10.
    expect(counterpartyChange[0]?.change).toBe('-101.66666666');
    const feesChange = await queryRows<{ change: string }>(
      t.database.handle.db,
      sql`select trim_scale(${await systemBalance(t, 'fees')}::numeric - ${feesBefore}::numeric)::text as change`,
    );
    expect(feesChange[0]?.change).toBe('0.29');
    for (const order of [upWin, downWin, upDraw, downLoss]) expect(await settleCount(t, order.id)).toBe(1);
  });

  it('settles at the price of the settle time when the engine runs late', async () => {
    const user = await registerUser(t);
    await fundContract(t, user.userId, '100');
    const startMs = t.clock.nowMs;
    feed.setPrice('ethusdt', startMs, 3000.5);
    feed.setPrice('ethusdt', startMs + 30_000, 3000.75);
    // Long after the settle time the market falls: a late engine must not settle the buy up on this price.
    feed.setPrice('ethusdt', startMs + 45_000, 2000);
    const order = await openedBy(user.token, { baseCoin: 'ETH', openAmount: '10', positionTime: '30' });

    t.clock.advance(10 * 60_000);
    await t.app.engines.runDue();
    expect(await recordOf(user.token, order)).toMatchObject({
      settlePrice: '3000.75',
      result: 1,
      profit: '8',
      settleTime: startMs + 30_000,
      settledAt: startMs + 10 * 60_000,
    });
    expect(await contractBalance(t, user.userId)).toEqual({ available: '108', frozen: '0' });
  });
});

describe('settling exactly once', () => {
  it('settles once when the engine runs twice, and a replayed batch changes nothing', async () => {
    const user = await registerUser(t);
    await fundContract(t, user.userId, '100');
    const startMs = t.clock.nowMs;
    feed.setPrice('btcusdt', startMs, 60000);
    feed.setPrice('btcusdt', startMs + 30_000, 60001);
    const order = await openedBy(user.token, { openAmount: '20', positionTime: '30' });
    t.clock.advance(30_000);

    const first = await t.app.engines.runDue();
    const second = await t.app.engines.runDue();
    expect(first.claimed['second-contract']).toBeGreaterThanOrEqual(1);
    expect(second.claimed['second-contract']).toBe(0);
    expect(await settleCount(t, order.id)).toBe(1);
    const settled = await contractBalance(t, user.userId);
    expect(settled).toEqual({ available: '116', frozen: '0' });

    // Replay the batch by hand: the same movement again and the same guarded update, as a second process would.
    const { ledger } = servicesOf(t);
    const replayed: SettlementOrder = {
      id: Number(order.id),
      userId: Number(user.userId),
      quoteCoin: 'USDT',
      tradeType: 1,
      openAmount: dec('20'),
      incomeRate: dec('0.8'),
      openPrice: dec('60000'),
    };
    const decision = decideSettlement(replayed, dec('60001'));
    const replay = await t.database.handle.db.transaction(async (tx) => ({
      posted: await ledger.postBatch(tx, [settlementMovement(replayed, decision)]),
      marked: await createSecondSettlementRepo(t.database.handle.db).markSettled(
        tx,
        [{ id: replayed.id, settlePrice: dec('60001'), result: decision.result, profit: decision.profit }],
        t.clock.nowMs,
      ),
    }));
    expect(replay.posted).toEqual([{ applied: false, transactionId: expect.any(Number) }]);
    expect(replay.marked).toBe(0);
    expect(await settleCount(t, order.id)).toBe(1);
    expect(await contractBalance(t, user.userId)).toEqual(settled);
  });

  it('keeps nothing of a batch that fails before it commits, and settles it once afterwards', async () => {
    const user = await registerUser(t);
    await fundContract(t, user.userId, '100');
    const startMs = t.clock.nowMs;
    feed.setPrice('btcusdt', startMs, 60000);
    feed.setPrice('btcusdt', startMs + 30_000, 59000);
    const order = await openedBy(user.token, { openAmount: '25', positionTime: '30', tradeType: '1' });
    t.clock.advance(30_000);

    const { ledger } = servicesOf(t);
    const crashing = createSecondContractEngine({
      db: t.database.handle.db,
      feed,
      ledger: {
        ...ledger,
        async postClaimed(tx, movements) {
          await ledger.postClaimed(tx, movements);
          throw new Error('the process died after posting, before the commit');
        },
      },
    });
    await expect(crashing.runBatch(t.clock.nowMs)).rejects.toThrow(/process died/);
    expect(await settleCount(t, order.id)).toBe(0);
    expect(await contractBalance(t, user.userId)).toEqual({ available: '75', frozen: '25' });
    expect((await recordOf(user.token, order)).entryStatus).toBe(1);

    await t.app.engines.runDue();
    expect(await settleCount(t, order.id)).toBe(1);
    expect(await recordOf(user.token, order)).toMatchObject({ entryStatus: 2, result: 2, profit: '-25' });
    expect(await contractBalance(t, user.userId)).toEqual({ available: '75', frozen: '0' });
  });

  it('claims due orders in batches of at most batchSizeMax, oldest settle time first', async () => {
    const user = await registerUser(t);
    await fundContract(t, user.userId, '1000');
    const startMs = t.clock.nowMs;
    feed.setPrice('btcusdt', startMs, 60000);
    for (let index = 0; index < 20; index += 1) {
      await openedBy(user.token, { openAmount: '10', positionTime: index % 2 === 0 ? '60' : '30' });
    }
    t.clock.advance(60_000);
    const engine = createSecondContractEngine({
      db: t.database.handle.db,
      feed,
      ledger: servicesOf(t).ledger,
      batchSizeMax: 7,
    });
    const claimedOrder = await t.database.handle.db.transaction((tx) =>
      createSecondSettlementRepo(t.database.handle.db).claimDue(tx, {
        nowMs: t.clock.nowMs,
        limit: 20,
        skippedSymbols: [],
      }),
    );
    const settleTimes = claimedOrder.map((order) => order.settleTimeMs);
    expect(settleTimes).toEqual([...settleTimes].sort((a, b) => a - b));
    expect(settleTimes.slice(0, 10).every((ms) => ms === startMs + 30_000)).toBe(true);

    const claims = [];
    for (let batch = 0; batch < 4; batch += 1) claims.push(await engine.runBatch(t.clock.nowMs));
    expect(claims).toEqual([7, 7, 6, 0]);
  });
});

describe('feed failures and price lookups', () => {
  it('leaves a pair whose feed fails open, settles the others, and settles it later at its settle price', async () => {
    const user = await registerUser(t);
    await fundContract(t, user.userId, '1000');
    const startMs = t.clock.nowMs;
    feed.setPrice('btcusdt', startMs, 60000);
    feed.setPrice('btcusdt', startMs + 30_000, 60100);
    feed.setPrice('ltcusdt', startMs, 80);
    feed.setPrice('ltcusdt', startMs + 30_000, 79.5);
    feed.setPrice('ltcusdt', startMs + 40_000, 90);
    const btc = await openedBy(user.token, { openAmount: '10', positionTime: '30', tradeType: '1' });
    const ltc = await openedBy(user.token, {
      baseCoin: 'LTC',
      openAmount: '10',
      positionTime: '30',
      tradeType: '2',
    });
    t.clock.advance(30_000);
    feed.failingSymbols.add('ltcusdt');

    await t.app.engines.runDue();
    expect((await recordOf(user.token, btc)).entryStatus).toBe(2);
    expect((await recordOf(user.token, ltc)).entryStatus).toBe(1);
    // Paused: a run straight after does not ask the failing feed again.
    feed.priceCalls.length = 0;
    await t.app.engines.runDue();
    expect(feed.priceCalls.filter((call) => call.symbol === 'ltcusdt')).toEqual([]);
    expect(await settleCount(t, ltc.id)).toBe(0);

    feed.failingSymbols.delete('ltcusdt');
    t.clock.advance(feedRetryDelayMs);
    await t.app.engines.runDue();
    // The price of its settle time (79.5), not of now (90): a buy down wins.
    expect(await recordOf(user.token, ltc)).toMatchObject({
      entryStatus: 2,
      settlePrice: '79.5',
      result: 1,
      profit: '8',
    });
    expect(await settleCount(t, ltc.id)).toBe(1);
  });

  it('looks up one price per pair and settle second for a whole batch', async () => {
    const user = await registerUser(t);
    await fundContract(t, user.userId, '1000');
    const startMs = t.clock.nowMs;
    feed.setPrice('btcusdt', startMs, 60000);
    feed.setPrice('ethusdt', startMs, 3000);
    for (let index = 0; index < 12; index += 1) {
      await openedBy(user.token, {
        baseCoin: index % 3 === 0 ? 'ETH' : 'BTC',
        openAmount: '10',
        positionTime: '30',
      });
    }
    t.clock.advance(30_500);
    feed.priceCalls.length = 0;
    await t.app.engines.runDue();
    const calls = [...feed.priceCalls].sort((a, b) => a.symbol.localeCompare(b.symbol));
    expect(calls).toEqual([
      { symbol: 'btcusdt', timeMs: startMs + 30_000 },
      { symbol: 'ethusdt', timeMs: startMs + 30_000 },
    ]);
  });
});
