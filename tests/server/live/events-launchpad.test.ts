// Proves the launchpad's live events through the join route and the allocation engine (the injected clock): a
// join publishes the freeze's balance and `subscribed`; the allocation publishes each user's balances after it
// (USDT refunded, the coin credited frozen), ONE `allocated` per user however many times they joined, and their
// inbox messages; a refused join publishes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { createTestApp, type TestApp } from '../support/test-app';
import { testTradePassword } from '../support/withdrawals';
import { createListing, dayMs, join, joiner, joinOk } from '../launchpad/launchpad-support';
import { balanceEvent, publishedBy } from './live-events-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const coin = accountTypes.coin;
const message = { type: 'message', messageId: expect.any(String) };

describe('launchpad events', () => {
  it('joins publish `subscribed`; the allocation each user’s balances and one `allocated`', async () => {
    const listing = await createListing(t, { offeredAmount: '2', price: '0.5', lockupDays: 7 });
    const twice = await joiner(t, '10');
    const once = await joiner(t, '10');
    const subscribed = { type: 'launchpad', listingId: listing.id, status: 'subscribed' };
    const joining = await publishedBy(t, async () => {
      await joinOk(t, twice.token, listing.id, '1');
      await joinOk(t, twice.token, listing.id, '1');
      await joinOk(t, once.token, listing.id, '2');
    });
    expect(joining).toEqual({
      [twice.id]: [
        balanceEvent(coin, 'USDT', '9.5', '0.5'),
        subscribed,
        balanceEvent(coin, 'USDT', '9', '1'),
        subscribed,
      ],
      [once.id]: [balanceEvent(coin, 'USDT', '9', '1'), subscribed],
    });

    t.clock.advance(dayMs);
    const allocating = await publishedBy(t, () => t.app.engines.runDue());
    // 4 asked for 2 offered: each gets half of what they asked, pays 0.5 × that and has the rest refunded.
    const allocated = { type: 'launchpad', listingId: listing.id, status: 'allocated' };
    for (const user of [twice, once]) {
      expect(allocating[user.id]).toEqual([
        balanceEvent(coin, listing.coin, '0', '1'),
        balanceEvent(coin, 'USDT', '9.5', '0'),
        allocated,
        ...(user === twice ? [message, message] : [message]),
      ]);
    }
    expect(Object.keys(allocating).sort()).toEqual([twice.id, once.id].map(String).sort());
  });

  it('a refused join (trade password, over the limit, bad amount) publishes nothing', async () => {
    const listing = await createListing(t, { offeredAmount: '2', price: '0.5' });
    const user = await joiner(t, '10');
    const published = await publishedBy(t, async () => {
      const wrongPassword = await join(t, user.token, {
        id: listing.id,
        amount: '1',
        tradePassword: '999999',
      });
      expect(wrongPassword.json().code).not.toBe(1);
      const badAmount = await join(t, user.token, {
        id: listing.id,
        amount: 'x',
        tradePassword: testTradePassword,
      });
      expect(badAmount.json().code).not.toBe(1);
      const tooMuch = await join(t, user.token, {
        id: listing.id,
        amount: '100',
        tradePassword: testTradePassword,
      });
      expect(tooMuch.json().code).not.toBe(1);
    });
    expect(published).toEqual({});
  });
});
