// Proves the leveraged positions' and timed orders' live events through the real routes and engines (fixed
// prices, the injected clock): a market open publishes the balance and `opened`; a limit entry only its balance
// until the engine opens it; a close by hand, a take profit and a stop loss `closed`, a liquidation `liquidated`,
// each after the balance it moves (the engine's endings with their inbox message); a timed order `placed`, then
// `settled` with the payout credited (0 for a loss), whose figures match the ledger; refusals publish nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import {
  closePosition,
  contractUsdt,
  contractUser,
  openedPosition,
  openForm,
  openPosition,
} from '../support/contracts';
import { createFixedPriceFeed, type FixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, type TestApp } from '../support/test-app';
import { contractBalance, createOrder, fundContract, orderForm } from '../second-contract/second-support';
import { registerUser } from '../support/accounts';
import { sub, type DecimalString } from '../../../src/common/decimal';
import { balanceEvent, liveMark, liveEventsAfter, publishedBy } from './live-events-kit';

let t: TestApp;
let feed: FixedPriceFeed;
beforeAll(async () => {
  feed = createFixedPriceFeed({ BTC: 60000, ETH: 3000 });
  t = await createTestApp({ feed });
});
afterAll(() => t.close());

const contract = accountTypes.contract;

/** The user's contract USDT balance event as the ledger holds it now. */
async function contractBalanceEvent(userId: number) {
  const { available, frozen } = await contractUsdt(t, userId);
  return balanceEvent(contract, 'USDT', available, frozen);
}

/** Runs every engine a second later; answers what it published. */
const engineTick = () =>
  publishedBy(t, async () => {
    t.clock.advance(1000);
    await t.app.engines.runDue();
  });

const position = (positionId: string, status: string) => ({
  type: 'position',
  positionId,
  symbol: 'btcusdt',
  status,
});

describe('position events', () => {
  it('a market open publishes `opened`, a close by hand `closed`, each after the balance it moved', async () => {
    feed.prices.set('BTC', 60000);
    const user = await contractUser(t);
    let id = '';
    const opening = await publishedBy(t, async () => {
      id = (await openedPosition(t, user.token)).id;
    });
    expect(opening).toEqual({ [user.id]: [await contractBalanceEvent(user.id), position(id, 'opened')] });
    feed.prices.set('BTC', 60600);
    const closing = await publishedBy(t, async () => {
      expect((await closePosition(t, user.token, id)).json().code).toBe(1);
    });
    expect(closing).toEqual({ [user.id]: [await contractBalanceEvent(user.id), position(id, 'closed')] });
  });

  it('a refused open or close publishes nothing', async () => {
    const poor = await contractUser(t, '10');
    const other = await contractUser(t);
    const othersId = (await openedPosition(t, other.token)).id;
    const published = await publishedBy(t, async () => {
      expect((await openPosition(t, poor.token, openForm())).json().code).not.toBe(1);
      expect((await openPosition(t, poor.token, openForm({ margin: 'x' }))).json().code).not.toBe(1);
      expect((await closePosition(t, poor.token, othersId)).json().code).not.toBe(1);
    });
    expect(published).toEqual({});
    await closePosition(t, other.token, othersId);
  });

  it('the engine publishes an entry’s `opened`, a take profit’s and stop loss’s `closed`, a liquidation', async () => {
    feed.prices.set('BTC', 60000);
    const entrant = await contractUser(t);
    const taker = await contractUser(t);
    const stopped = await contractUser(t);
    const liquidated = await contractUser(t);
    let entry = '';
    const placing = await publishedBy(t, async () => {
      entry = (await openedPosition(t, entrant.token, { priceType: '2', price: '59000' })).id;
    });
    // A pending entry is not an open position: only the margin and fee it took.
    expect(placing).toEqual({ [entrant.id]: [await contractBalanceEvent(entrant.id)] });
    const takeProfit = (await openedPosition(t, taker.token, { takeProfit: '61000' })).id;
    const stopLoss = (await openedPosition(t, stopped.token, { direction: '2', stopLoss: '61000' })).id;
    const liquidation = (await openedPosition(t, liquidated.token, { direction: '2' })).id;

    feed.prices.set('BTC', 59000);
    expect(await engineTick()).toEqual({ [entrant.id]: [position(entry, 'opened')] });

    feed.prices.set('BTC', 61500);
    const ended = await engineTick();
    expect(ended[taker.id]).toEqual([
      await contractBalanceEvent(taker.id),
      position(takeProfit, 'closed'),
      { type: 'message', messageId: expect.any(String) },
    ]);
    expect(ended[stopped.id]).toEqual([
      await contractBalanceEvent(stopped.id),
      position(stopLoss, 'closed'),
      { type: 'message', messageId: expect.any(String) },
    ]);
    expect(Object.keys(ended).sort()).toEqual([taker.id, stopped.id].map(String).sort());
    // A short of 10× from 60000 is liquidated when BTC gains about 9.5 %; the long entry from 59000 has no trigger.
    feed.prices.set('BTC', 66000);
    expect(await engineTick()).toEqual({
      [liquidated.id]: [
        await contractBalanceEvent(liquidated.id),
        position(liquidation, 'liquidated'),
        { type: 'message', messageId: expect.any(String) },
      ],
    });
    await closePosition(t, entrant.token, entry);
  });
});

describe('timed order events', () => {
  async function timedUser() {
    const user = await registerUser(t);
    await fundContract(t, user.userId, '1000');
    return { ...user, id: Number(user.userId) };
  }

  it('publishes `placed`, then `settled` with the payout credited, a win’s and a loss’s, to each owner', async () => {
    feed.prices.set('BTC', 60000);
    const winner = await timedUser();
    const loser = await timedUser();
    const ids: Record<number, string> = {};
    for (const [user, tradeType] of [
      [winner, '1'],
      [loser, '2'],
    ] as const) {
      const placing = await publishedBy(t, async () => {
        const body = (await createOrder(t, user.token, orderForm({ tradeType }))).json();
        expect(body.code).toBe(200);
        ids[user.id] = String(body.result.id);
      });
      const { available, frozen } = await contractBalance(t, user.id);
      expect(placing).toEqual({
        [user.id]: [
          balanceEvent(contract, 'USDT', available, frozen),
          { type: 'timedOrder', orderId: ids[user.id], symbol: 'btcusdt', status: 'placed' },
        ],
      });
    }
    const before = await contractBalance(t, winner.id);
    feed.prices.set('BTC', 61000);
    t.clock.advance(60_000);
    const mark = await liveMark(t);
    await t.app.engines.runDue();
    const settled = await liveEventsAfter(t, mark);
    const won = await contractBalance(t, winner.id);
    const lost = await contractBalance(t, loser.id);
    expect(settled).toEqual({
      [winner.id]: [
        balanceEvent(contract, 'USDT', won.available, won.frozen),
        {
          type: 'timedOrder',
          orderId: ids[winner.id],
          symbol: 'btcusdt',
          status: 'settled',
          payout: sub(won.available as DecimalString, before.available as DecimalString),
        },
        { type: 'message', messageId: expect.any(String) },
      ],
      [loser.id]: [
        balanceEvent(contract, 'USDT', lost.available, lost.frozen),
        { type: 'timedOrder', orderId: ids[loser.id], symbol: 'btcusdt', status: 'settled', payout: '0' },
        { type: 'message', messageId: expect.any(String) },
      ],
    });
  });

  it('a refused timed order publishes nothing', async () => {
    const user = await timedUser();
    const published = await publishedBy(t, async () => {
      expect((await createOrder(t, user.token, orderForm({ openAmount: '5000' }))).json().code).not.toBe(200);
      expect((await createOrder(t, user.token, orderForm({ openAmount: 'x' }))).json().code).not.toBe(200);
    });
    expect(published).toEqual({});
  });
});
