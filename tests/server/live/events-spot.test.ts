// Proves the spot orders' live events through the real routes and the fill engine (fixed prices, the injected
// clock): a placement publishes the freeze's balance and `placed`, a cancel the unfreeze's balance and `cancelled`,
// the engine's whole fill each touched account's balance and `filled`, each to the owner only, for two owners filled
// in one batch; a refused placement or cancel publishes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { createFixedPriceFeed, type FixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, type TestApp } from '../support/test-app';
import { cancelOrder, fundedUser, placeOrder, placed, tick } from '../spot/spot-kit';
import { balanceEvent, publishedBy } from './live-events-kit';

let t: TestApp;
let feed: FixedPriceFeed;
beforeAll(async () => {
  feed = createFixedPriceFeed({ BTC: 60000, ETH: 3000 });
  t = await createTestApp({ feed });
});
afterAll(() => t.close());

const coin = accountTypes.coin;
const restingBuy = { symbol: 'btcusdt', side: '1', price: '50000', amount: '0.01' };

describe('spot order events', () => {
  it('placing and cancelling publish the balance and the order’s status to its owner only', async () => {
    const user = await fundedUser(t, { USDT: '1000' });
    let orderId = '';
    const placing = await publishedBy(t, async () => {
      orderId = String((await placed(t, user.token, restingBuy)).id);
    });
    expect(placing).toEqual({
      [user.userId]: [
        balanceEvent(coin, 'USDT', '500', '500'),
        { type: 'spotOrder', orderId, symbol: 'btcusdt', status: 'placed' },
      ],
    });
    const cancelling = await publishedBy(t, async () => {
      expect((await cancelOrder(t, user.token, orderId)).json().code).toBe(1);
    });
    expect(cancelling).toEqual({
      [user.userId]: [
        balanceEvent(coin, 'USDT', '1000', '0'),
        { type: 'spotOrder', orderId, symbol: 'btcusdt', status: 'cancelled' },
      ],
    });
  });

  it('a refused placement (balance, bad input) or a refused cancel publishes nothing', async () => {
    const user = await fundedUser(t, { USDT: '100' });
    const other = await fundedUser(t, { USDT: '1000' });
    const othersOrder = String((await placed(t, other.token, restingBuy)).id);
    const published = await publishedBy(t, async () => {
      expect((await placeOrder(t, user.token, restingBuy)).json().code).not.toBe(1);
      expect((await placeOrder(t, user.token, { ...restingBuy, price: 'abc' })).json().code).not.toBe(1);
      expect((await cancelOrder(t, user.token, othersOrder)).json().code).not.toBe(1);
      await cancelOrder(t, other.token, othersOrder);
      expect((await cancelOrder(t, other.token, othersOrder)).json().code).not.toBe(1);
    });
    // Only the successful cancel of the other user's order published, and only to them.
    expect(Object.keys(published)).toEqual([String(other.userId)]);
    expect(published[other.userId]).toHaveLength(2);
  });

  it('a fill publishes each touched account’s balance and `filled`, to each owner of one batch', async () => {
    const buyer = await fundedUser(t, { USDT: '1000' });
    const seller = await fundedUser(t, { ETH: '1' });
    const buy = String((await placed(t, buyer.token, restingBuy)).id);
    const sell = String(
      (await placed(t, seller.token, { symbol: 'ethusdt', side: '2', price: '2900', amount: '0.5' })).id,
    );
    feed.prices.set('BTC', 49000);
    const published = await publishedBy(t, () => tick(t));
    // The buy pays its frozen 500 USDT for 0.01 BTC less the 0.2 % fee; the sell gets 1450 USDT less the fee.
    expect(published).toEqual({
      [buyer.userId]: [
        balanceEvent(coin, 'BTC', '0.00998', '0'),
        balanceEvent(coin, 'USDT', '500', '0'),
        { type: 'spotOrder', orderId: buy, symbol: 'btcusdt', status: 'filled' },
      ],
      [seller.userId]: [
        balanceEvent(coin, 'ETH', '0.5', '0'),
        balanceEvent(coin, 'USDT', '1447.1', '0'),
        { type: 'spotOrder', orderId: sell, symbol: 'ethusdt', status: 'filled' },
      ],
    });
  });
});
