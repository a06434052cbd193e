// Proves the position engine through the app (fixed prices, the test clock, `engines.runDue()`), to the unit: take
// profit and stop loss execute at the mark the engine saw (a gap past them included), liquidation exactly at the
// liquidation price takes the whole margin, a gap past the stop loss and the liquidation price liquidates and the
// user loses exactly the margin; limit entries open at their limit price when the market reaches it (and one that
// gaps through its liquidation price is liquidated at once); a second run changes nothing; a pair without a
// price is left for later; a manual close interleaved with the engine applies once either way; and the engine's
// SQL claim asks exactly the question decidePosition answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalConstant } from '../../../src/common/decimal';
import type { PairInfo } from '../../../src/common/pairs';
import { contractStatus } from '../../../src/common/trading-types';
import { decidePosition } from '../../../src/server/modules/contracts/decide-position';
import { createContractsRepo } from '../../../src/server/modules/contracts/contracts-repo';
import {
  closePosition,
  contractUsdt,
  contractUser,
  openedPosition,
  positionJournal,
  positionMoney,
  positionNow,
} from '../support/contracts';
import { createFixedPriceFeed, type FixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let feed: FixedPriceFeed;
beforeAll(async () => {
  feed = createFixedPriceFeed({ BTC: 60000, ETH: 3000 });
  t = await createTestApp({ feed });
});
afterAll(() => t.close());

function priceBtc(price: number): void {
  feed.prices.set('BTC', price);
}

/** Runs every engine at the clock's now, a second later than the last run; answers what this engine claimed. */
async function runEngine(): Promise<number> {
  t.clock.advance(1000);
  return (await t.app.engines.runDue()).claimed['contract-positions'] ?? 0;
}

describe('take profit and stop loss', () => {
  it('takes profit at the mark that gapped past it: 61500, not the trigger 61000; a second run changes nothing', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const position = await openedPosition(t, user.token, { takeProfit: '61000' });
    priceBtc(61500);
    expect(await runEngine()).toBeGreaterThanOrEqual(1);
    expect(await positionNow(t, user.token, position.id)).toMatchObject({
      status: contractStatus.finished,
      closeReason: 2,
      closePrice: '61500',
      profit: '25',
      closedAt: t.clock.nowMs,
    });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '1024.5', frozen: '0' });
    expect(await runEngine()).toBe(0);
    expect(await positionJournal(t, position.id)).toHaveLength(2);
    expect(await contractUsdt(t, user.id)).toEqual({ available: '1024.5', frozen: '0' });
  });

  it('takes profit exactly at the trigger, with the profit rounded toward zero', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const position = await openedPosition(t, user.token, { takeProfit: '61000' });
    priceBtc(61000);
    await runEngine();
    // 1000 × 1000 / 60000 = 16.666…
    expect(await positionNow(t, user.token, position.id)).toMatchObject({
      closeReason: 2,
      profit: '16.66666666',
    });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '1016.16666666', frozen: '0' });
  });

  it('stops at the mark that gapped past the stop loss while the margin still covers the loss', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const position = await openedPosition(t, user.token, { stopLoss: '57000' });
    priceBtc(57000.01);
    await runEngine();
    expect((await positionNow(t, user.token, position.id)).status).toBe(contractStatus.holding);
    priceBtc(56400);
    await runEngine();
    expect(await positionNow(t, user.token, position.id)).toMatchObject({
      status: contractStatus.finished,
      closeReason: 3,
      closePrice: '56400',
      profit: '-60',
    });
    expect(await positionMoney(t, position.id)).toMatchObject({ counterparty: '60', 'user-frozen': '0' });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '939.5', frozen: '0' });
  });
});

describe('liquidation', () => {
  it('liquidates exactly at the liquidation price, taking the whole margin', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const position = await openedPosition(t, user.token);
    priceBtc(54300.01);
    await runEngine();
    expect((await positionNow(t, user.token, position.id)).status).toBe(contractStatus.holding);
    priceBtc(54300);
    await runEngine();
    expect(await positionNow(t, user.token, position.id)).toMatchObject({
      status: contractStatus.liquidated,
      closeReason: 4,
      closePrice: '54300',
      profit: '-100',
    });
    expect(await positionMoney(t, position.id)).toEqual({
      counterparty: '100',
      fees: '0.5',
      'user-available': '-100.5',
      'user-frozen': '0',
    });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '899.5', frozen: '0' });
  });

  it('liquidates on a gap past both the stop loss and the liquidation price: the user loses exactly the margin', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const up = await openedPosition(t, user.token, { stopLoss: '57000' });
    // At 20000 the loss would be 666.67 on a margin of 100.
    priceBtc(20000);
    await runEngine();
    expect(await positionNow(t, user.token, up.id)).toMatchObject({
      status: contractStatus.liquidated,
      closeReason: 4,
      profit: '-100',
    });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '899.5', frozen: '0' });
    priceBtc(60000);
    const down = await openedPosition(t, user.token, { direction: '2', stopLoss: '62000' });
    priceBtc(200000);
    await runEngine();
    expect(await positionNow(t, user.token, down.id)).toMatchObject({ status: 3, profit: '-100' });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '799', frozen: '0' });
  });
});

describe('limit entries', () => {
  it('opens a buy-up entry at its limit price when the market comes down to it, then trades as any position', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const entry = await openedPosition(t, user.token, { priceType: '2', price: '59000' });
    priceBtc(59000.01);
    await runEngine();
    expect((await positionNow(t, user.token, entry.id)).status).toBe(contractStatus.pending);
    priceBtc(59000);
    await runEngine();
    expect(await positionNow(t, user.token, entry.id)).toMatchObject({
      status: contractStatus.holding,
      openPrice: '59000',
      liquidationPrice: '53395',
      openedAt: t.clock.nowMs,
    });
    expect(await positionJournal(t, entry.id)).toEqual([`contract:${entry.id}:open`]);
    priceBtc(60000);
    const closed = (await closePosition(t, user.token, entry.id)).json().data;
    // 1000 × 1000 / 59000 = 16.949152…
    expect(closed).toMatchObject({ status: 2, profit: '16.94915254' });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '1016.44915254', frozen: '0' });
  });

  it('opens at the LIMIT price when the market gapped past it, and a buy-down entry takes profit later', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const up = await openedPosition(t, user.token, { priceType: '2', price: '59000' });
    const down = await openedPosition(t, user.token, {
      priceType: '2',
      price: '61000',
      direction: '2',
      takeProfit: '60000',
    });
    priceBtc(58000);
    await runEngine();
    expect(await positionNow(t, user.token, up.id)).toMatchObject({ status: 1, openPrice: '59000' });
    expect((await positionNow(t, user.token, down.id)).status).toBe(contractStatus.pending);
    priceBtc(61500);
    await runEngine();
    expect(await positionNow(t, user.token, down.id)).toMatchObject({ status: 1, openPrice: '61000' });
    priceBtc(60000);
    await runEngine();
    // 1000 × 1000 / 61000 = 16.393442…
    expect(await positionNow(t, user.token, down.id)).toMatchObject({
      status: 2,
      closeReason: 2,
      profit: '16.39344262',
    });
  });

  it('opens and liquidates at once an entry whose market gapped through its liquidation price', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const entry = await openedPosition(t, user.token, { priceType: '2', price: '59000' });
    priceBtc(50000);
    await runEngine();
    expect(await positionNow(t, user.token, entry.id)).toMatchObject({
      status: contractStatus.liquidated,
      openPrice: '59000',
      closePrice: '50000',
      profit: '-100',
    });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '899.5', frozen: '0' });
  });
});

describe('prices the feed cannot give', () => {
  it('leaves the work due while the feed fails, and leaves a pair without a price alone while others go on', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const btc = await openedPosition(t, user.token, { takeProfit: '61000' });
    const eth = await openedPosition(t, user.token, { symbol: 'ethusdt', takeProfit: '3100' });
    priceBtc(62000);
    feed.prices.set('ETH', 3200);
    feed.failing = true;
    expect(await runEngine()).toBe(0);
    feed.failing = false;
    // The fixed feed answers 0 for a coin without a price: no price, so ETH waits while BTC takes profit.
    feed.prices.delete('ETH');
    await runEngine();
    expect((await positionNow(t, user.token, btc.id)).status).toBe(contractStatus.finished);
    expect((await positionNow(t, user.token, eth.id)).status).toBe(contractStatus.holding);
    feed.prices.set('ETH', 3200);
    await runEngine();
    expect(await positionNow(t, user.token, eth.id)).toMatchObject({ status: 2, closePrice: '3200' });
    feed.prices.set('ETH', 3000);
  });
});

describe('a manual close interleaved with the engine', () => {
  /** Runs `step` once, the next time anything asks the feed for a price, before answering. */
  function beforeNextPrice(step: () => Promise<unknown>): void {
    const original = feed.priceAt;
    feed.priceAt = async (pair: PairInfo, timeMs: number) => {
      feed.priceAt = original;
      await step();
      return original(pair, timeMs);
    };
  }

  it('refuses the close when the engine took profit after the close read the position', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const position = await openedPosition(t, user.token, { takeProfit: '61000' });
    priceBtc(61500);
    // The close has read the position (holding) and asks for the price; the engine runs in between.
    beforeNextPrice(() => t.app.engines.runDue());
    const close = (await closePosition(t, user.token, position.id)).json();
    expect(close.error).toBe('CONTRACT_POSITION_CLOSED');
    expect(await positionNow(t, user.token, position.id)).toMatchObject({ closeReason: 2, profit: '25' });
    expect(await positionJournal(t, position.id)).toHaveLength(2);
    expect(await contractUsdt(t, user.id)).toEqual({ available: '1024.5', frozen: '0' });
  });

  it('leaves the position to the manual close when it lands after the engine priced the pair', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const position = await openedPosition(t, user.token, { takeProfit: '61000' });
    priceBtc(61500);
    let closeAnswer: { code: number } | undefined;
    beforeNextPrice(async () => {
      closeAnswer = (await closePosition(t, user.token, position.id)).json();
    });
    expect(await runEngine()).toBe(0);
    expect(closeAnswer?.code).toBe(1);
    expect(await positionNow(t, user.token, position.id)).toMatchObject({ closeReason: 1, profit: '25' });
    expect(await positionJournal(t, position.id)).toHaveLength(2);
    expect(await contractUsdt(t, user.id)).toEqual({ available: '1024.5', frozen: '0' });
  });
});

describe("the engine's claim", () => {
  it('claims exactly the positions decidePosition acts on, at every mark of a sweep', async () => {
    priceBtc(60000);
    const user = await contractUser(t, '100000');
    const specs: Record<string, string>[] = [
      {},
      { direction: '2' },
      { takeProfit: '60500', stopLoss: '59500' },
      { direction: '2', takeProfit: '59500', stopLoss: '60500' },
      { multiple: '100', margin: '10' },
      { multiple: '100', margin: '10', direction: '2' },
      { priceType: '2', price: '59800' },
      { priceType: '2', price: '60200', direction: '2' },
    ];
    for (const spec of specs) await openedPosition(t, user.token, spec);
    const db = t.database.handle.db;
    const repo = createContractsRepo(db);
    const live = (await repo.list(user.id, { statuses: [0, 1] }, { offset: 0, limit: 100 })).rows;
    expect(live).toHaveLength(specs.length);
    for (const mark of ['50000', '59400', '59500', '59500.01', '59800', '60000', '60200', '60500', '70000']) {
      const expected = live
        .filter((row) => decidePosition(row, decimalConstant(mark)) !== 'none')
        .map((row) => row.id);
      const claimed = await db
        .transaction(async (tx) => {
          const rows = await repo.claimDue(tx, new Map([['btcusdt', decimalConstant(mark)]]), 1000);
          throw Object.assign(new Error('roll back'), {
            ids: rows.filter((row) => row.userId === user.id).map((row) => row.id),
          });
        })
        .catch((error: { ids: number[] }) => error.ids);
      expect({ mark, claimed: claimed.sort() }).toEqual({ mark, claimed: expected.sort() });
    }
  });
});
