// Proves on real Postgres that the house's exposure limit holds under concurrency: parallel timed orders and
// parallel positions on one pair and direction, from different users, never open more than the limit leaves room
// for (the advisory lock per product, pair and direction), while the other direction is not held back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPaths } from '../../src/common/api-paths';
import { registerUser } from '../server/support/accounts';
import { createFixedPriceFeed } from '../server/support/fixed-price-feed';
import { createTestApp, postForm, servicesOf, type TestApp } from '../server/support/test-app';
import { callHeaders } from '../server/support/trading';
import {
  createOrder,
  fundContract,
  orderForm,
  setSecondFeeRate,
} from '../server/second-contract/second-support';

const parallelOrderCount = 12;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12, ETH: 3000 }) });
  await setSecondFeeRate(t, '0');
});
afterAll(() => t.close());

async function traders(count: number) {
  const users = [];
  for (let index = 0; index < count; index += 1) {
    const user = await registerUser(t);
    await fundContract(t, user.userId, '1000');
    users.push(user);
  }
  return users;
}

describe('the exposure limit under concurrency', () => {
  it('lets exactly as many parallel timed orders open as the room allows', async () => {
    await servicesOf(t).house.setLimit({ product: 'second', name: 'exposure-max', value: '100' });
    const users = await traders(parallelOrderCount);
    const up = await Promise.all(
      users.map((user) => createOrder(t, user.token, orderForm({ openAmount: '30' }))),
    );
    const down = await Promise.all(
      users
        .slice(0, 3)
        .map((user) => createOrder(t, user.token, orderForm({ openAmount: '30', tradeType: '2' }))),
    );
    const codes = up.map((response) => response.json().code);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(up.map((response) => response.json().error).filter(Boolean)).toEqual(
      Array.from({ length: parallelOrderCount - 3 }, () => 'HOUSE_EXPOSURE_LIMIT'),
    );
    expect(down.every((response) => response.json().code === 200)).toBe(true);
    const book = await servicesOf(t).house.book();
    expect(book.find((row) => row.product === 'second' && row.symbol === 'btcusdt')).toMatchObject({
      exposureUp: '90',
      exposureDown: '90',
    });
  });

  it('lets exactly as many parallel positions open as their size fits', async () => {
    await servicesOf(t).house.setLimit({ product: 'contract', name: 'exposure-max', value: '2500' });
    const users = await traders(parallelOrderCount);
    const answers = await Promise.all(
      users.map((user) =>
        postForm(
          t.app,
          contractPaths.open,
          { symbol: 'ethusdt', direction: '2', priceType: '1', margin: '50', multiple: '10' },
          undefined,
          callHeaders(user.token, {}),
        ),
      ),
    );
    const bodies = answers.map((response) => response.json());
    expect(bodies.filter((body) => body.code === 1)).toHaveLength(5);
    expect(bodies.filter((body) => body.error === 'HOUSE_EXPOSURE_LIMIT')).toHaveLength(
      parallelOrderCount - 5,
    );
  });
});
