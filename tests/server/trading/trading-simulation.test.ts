// Proves that a simulated day of trading keeps the money right: many users place random spot orders, leveraged
// positions and timed orders through the API on the simulator's prices while the injected clock runs through 24 hours
// and the engines run after every step; the ledger's invariants hold after every step, no request ever fails with a
// server error, every order ends in a legal state, and each user's frozen balances equal what their live orders hold.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, secondContractPaths, spotPaths } from '../../../src/common/api-paths';
import { decimalFromNumber } from '../../../src/common/decimal';
import { findPair, type PairInfo } from '../../../src/common/pairs';
import { queryRows } from '../../../src/server/db/query-rows';
import { checkLedger } from '../../../src/server/ledger/invariants';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { seededRandom } from '../../support/seeded-random';
import { toMinor } from '../../support/minor-units';
import { registerUser } from '../support/accounts';
import { createTestApp, postAs, servicesOf, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';

const userCount = 12;
const dayMs = 86_400_000;
/** The clock moves this far between steps: 288 steps make the day. */
const stepMs = 300_000;
/** Random actions each step, spread over the users. */
const actionsPerStep = 4;

const spotPairs = ['btcusdt', 'ethusdt', 'ethbtc'].map((symbol) => findPair(symbol)!);
const contractPairs = ['btcusdt', 'ethusdt', 'dogeusdt'].map((symbol) => findPair(symbol)!);
const secondPairs = ['btcusdt', 'ethusdt'].map((symbol) => findPair(symbol)!);
const multiples = ['5', '10', '20', '50', '100'];
const durations = ['30', '60', '120', '300'];

interface Trader {
  userId: number;
  token: string;
}

let t: TestApp;
let traders: Trader[] = [];
const random = seededRandom(20261125);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** The market price now, moved by up to ±`spreadPercent` %, at the pair's precision. */
async function priceNear(pair: PairInfo, spreadPercent: number): Promise<string> {
  const { price } = await t.feed.priceAt(pair, t.clock.nowMs);
  const factor = 1 + ((random() * 2 - 1) * spreadPercent) / 100;
  return decimalFromNumber(price * factor)!.toFixed(pair.precision);
}

async function openIds(table: 'spot_orders' | 'contract_positions', userId: number): Promise<string[]> {
  const live = table === 'spot_orders' ? 'status = 0' : 'status in (0, 1)';
  const rows = await queryRows<{ id: string }>(
    t.database.handle.db,
    sql.raw(`select id::text as id from ${table} where user_id = ${userId} and ${live}`),
  );
  return rows.map((row) => row.id);
}

/** Every answer is an envelope with HTTP 200: a refusal (balance short, a stop loss past liquidation) is fine. */
function expectNoServerError(response: { statusCode: number; body: string }): void {
  expect(response.statusCode, response.body).toBe(200);
}

async function randomAction(trader: Trader): Promise<void> {
  const roll = random();
  if (roll < 0.3) {
    const pair = pick(spotPairs);
    const side = random() < 0.5 ? '1' : '2';
    const amount = pair.base === 'BTC' ? '0.01' : '0.2';
    expectNoServerError(
      await postAs(t.app, spotPaths.place, trader.token, {
        symbol: pair.symbol,
        side,
        price: await priceNear(pair, 1),
        amount,
      }),
    );
  } else if (roll < 0.4) {
    const ids = await openIds('spot_orders', trader.userId);
    if (ids.length > 0)
      expectNoServerError(await postAs(t.app, spotPaths.cancel, trader.token, { id: pick(ids) }));
  } else if (roll < 0.6) {
    const pair = pick(contractPairs);
    const limit = random() < 0.3;
    const form: Record<string, string> = {
      symbol: pair.symbol,
      direction: random() < 0.5 ? '1' : '2',
      margin: String(10 + Math.floor(random() * 200)),
      multiple: pick(multiples),
      priceType: limit ? '2' : '1',
    };
    if (limit) form.price = await priceNear(pair, 0.5);
    if (random() < 0.5) {
      const up = form.direction === '1';
      form.takeProfit = await priceNear(pair, 0);
      form.takeProfit = decimalFromNumber(Number(form.takeProfit) * (up ? 1.01 : 0.99))!.toFixed(
        pair.precision,
      );
      form.stopLoss = decimalFromNumber(Number(form.takeProfit) * (up ? 0.985 : 1.015))!.toFixed(
        pair.precision,
      );
    }
    expectNoServerError(await postAs(t.app, contractPaths.open, trader.token, form));
  } else if (roll < 0.7) {
    const ids = await openIds('contract_positions', trader.userId);
    if (ids.length > 0)
      expectNoServerError(await postAs(t.app, contractPaths.close, trader.token, { id: pick(ids) }));
  } else {
    const pair = pick(secondPairs);
    expectNoServerError(
      await postAs(t.app, secondContractPaths.createOrder, trader.token, {
        openAmount: String(100 + Math.floor(random() * 400)),
        baseCoin: pair.base,
        quoteCoin: pair.quote,
        positionTime: pick(durations),
        tradeType: random() < 0.5 ? '1' : '2',
      }),
    );
  }
}

/** Sum of minor units per (user, account type, currency) of what live orders hold frozen. */
async function frozenByOrders(): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ user_id: number; account_type: number; currency: string; amount: string }>(
    t.database.handle.db,
    sql`
      select user_id, 1 as account_type, quote_coin as currency, total::text as amount
        from spot_orders where status = 0 and side = 1
      union all
      select user_id, 1, base_coin, amount::text from spot_orders where status = 0 and side = 2
      union all
      select user_id, 2, quote_coin, margin::text from contract_positions where status in (0, 1)
      union all
      select user_id, 2, quote_coin, open_amount::text from second_orders where entry_status = 1`,
  );
  const sums = new Map<string, bigint>();
  for (const row of rows) {
    const key = `${row.user_id}:${row.account_type}:${row.currency}`;
    sums.set(key, (sums.get(key) ?? 0n) + toMinor(row.amount));
  }
  return sums;
}

async function expectFrozenMatchesOrders(): Promise<void> {
  const expected = await frozenByOrders();
  const { ledger } = servicesOf(t);
  for (const trader of traders) {
    for (const accountType of [accountTypes.coin, accountTypes.contract]) {
      for (const balance of await ledger.balances(trader.userId, accountType)) {
        const key = `${trader.userId}:${accountType}:${balance.currency}`;
        expect(toMinor(balance.frozen), key).toBe(expected.get(key) ?? 0n);
      }
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  traders = [];
  for (let index = 0; index < userCount; index += 1) {
    const user = await registerUser(t);
    const userId = Number(user.userId);
    await creditUser(t, userId, 'USDT', '100000');
    await creditUser(t, userId, 'BTC', '2');
    await creditUser(t, userId, 'ETH', '30');
    await creditUser(t, userId, 'USDT', '20000', accountTypes.contract);
    traders.push({ userId, token: user.token });
  }
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('a simulated day of trading', () => {
  it('keeps the ledger balanced after every step and leaves every order in a legal state', async () => {
    const endMs = t.clock.nowMs + dayMs;
    while (t.clock.nowMs < endMs) {
      for (let action = 0; action < actionsPerStep; action += 1) await randomAction(pick(traders));
      t.clock.advance(stepMs);
      await t.app.engines.runDue();
      expect(await checkLedger(t.database.handle.db)).toEqual([]);
    }
    // Let every timed order come due and settle.
    t.clock.advance(dayMs / 24);
    await t.app.engines.runDue();
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
    await expectFrozenMatchesOrders();

    const db = t.database.handle.db;
    const [counts] = await queryRows<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from spot_orders) as spot,
        (select count(*)::int from spot_orders where status = 1) as spot_filled,
        (select count(*)::int from contract_positions) as positions,
        (select count(*)::int from contract_positions where status in (2, 3)) as positions_closed,
        (select count(*)::int from second_orders) as timed,
        (select count(*)::int from second_orders where entry_status = 1) as timed_open`,
    );
    // The day produced work of every kind, and the engines acted on it.
    expect(counts!.spot).toBeGreaterThan(50);
    expect(counts!.spot_filled).toBeGreaterThan(0);
    expect(counts!.positions).toBeGreaterThan(50);
    expect(counts!.positions_closed).toBeGreaterThan(0);
    expect(counts!.timed).toBeGreaterThan(50);
    expect(counts!.timed_open).toBe(0);

    // Each settled timed order's result follows its recorded prices, and it was settled by exactly one movement.
    const timed = await queryRows<{
      id: string;
      trade_type: number;
      open_price: string;
      settle_price: string;
      result: number;
      settlements: number;
    }>(
      db,
      sql`select o.id::text as id, o.trade_type, o.open_price::text as open_price,
                 o.settle_price::text as settle_price, o.result,
                 (select count(*)::int from ledger_transactions l where l.reference = 'settle:' || o.id) as settlements
            from second_orders o`,
    );
    for (const order of timed) {
      const move = Math.sign(Number(toMinor(order.settle_price) - toMinor(order.open_price)));
      const expected = move === 0 ? 3 : move > 0 === (order.trade_type === 1) ? 1 : 2;
      expect(order.result, `timed order ${order.id}`).toBe(expected);
      expect(order.settlements, `timed order ${order.id}`).toBe(1);
    }

    // Each order's ledger movements match its final state: a filled spot order has one fill and no cancel, a
    // cancelled one the reverse, an open one neither; a closed position one close, a cancelled entry one cancel.
    const mismatched = await queryRows<{ id: string; kind: string }>(
      db,
      sql`select id::text as id, 'spot' as kind from spot_orders o
           where (select count(*) from ledger_transactions where reference = 'spot:' || o.id || ':fill')
                 <> (case when o.status = 1 then 1 else 0 end)
              or (select count(*) from ledger_transactions where reference = 'spot:' || o.id || ':cancel')
                 <> (case when o.status = 2 then 1 else 0 end)
          union all
          select id::text, 'position' from contract_positions p
           where (select count(*) from ledger_transactions where reference = 'contract:' || p.id || ':close')
                 <> (case when p.status in (2, 3) then 1 else 0 end)
              or (select count(*) from ledger_transactions where reference = 'contract:' || p.id || ':cancel')
                 <> (case when p.status = 4 then 1 else 0 end)`,
    );
    expect(mismatched).toEqual([]);

    // A liquidated position lost exactly its margin; no closed position lost more than its margin.
    const closed = await queryRows<{ id: string; status: number; margin: string; profit: string }>(
      db,
      sql`select id::text as id, status, margin::text as margin, profit::text as profit
            from contract_positions where status in (2, 3)`,
    );
    for (const position of closed) {
      const loss = -toMinor(position.profit);
      expect(loss <= toMinor(position.margin), `position ${position.id}`).toBe(true);
      if (position.status === 3) expect(loss, `position ${position.id}`).toBe(toMinor(position.margin));
    }
  }, 240_000);
});
