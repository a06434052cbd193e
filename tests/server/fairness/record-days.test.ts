// Proves the records name the UTC days whose revealed keys verify their prices, across midnight: a timed order
// opened before midnight and settled after it has openDay and settleDay one day apart (settleDay null while open);
// a position opened before and closed after midnight has openDay and closeDay one day apart (closeDay null while
// holding), on the order and position calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDayOf } from '../../../src/server/market/fairness/day-keys';
import { dayMs } from '../../../src/common/constants';
import { closePosition, contractUser, openedPosition, positionNow } from '../support/contracts';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, testStartMs, type TestApp } from '../support/test-app';
import { createOrder, fundContract, orderById, orderForm } from '../second-contract/second-support';
import { registerUser } from '../support/accounts';

const day = Math.floor(testStartMs / dayMs);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000 }) });
  // 20 seconds before the next midnight.
  t.clock.nowMs = (day + 1) * dayMs - 20_000;
});
afterAll(() => t.close());

describe('the days on the records', () => {
  it('a timed order: openDay at once, settleDay once settled, on the next day', async () => {
    const user = await registerUser(t);
    await fundContract(t, user.userId, '1000');
    const opened = (await createOrder(t, user.token, orderForm({ positionTime: '30' }))).json().result;
    expect(opened).toMatchObject({ openDay: isoDayOf(day), settleDay: null });
    t.clock.advance(31_000);
    await t.app.engines.runDue();
    const settled = (await orderById(t, user.token, opened.id)).json().result;
    expect(settled).toMatchObject({ entryStatus: 2, openDay: isoDayOf(day), settleDay: isoDayOf(day + 1) });
    t.clock.advance(-31_000);
  });

  it('a position: openDay when it opens, closeDay when it closes, on the next day', async () => {
    const user = await contractUser(t);
    const position = await openedPosition(t, user.token);
    expect(position).toMatchObject({ openDay: isoDayOf(day), closeDay: null });
    t.clock.advance(40_000);
    expect((await closePosition(t, user.token, position.id)).json().data).toMatchObject({
      openDay: isoDayOf(day),
      closeDay: isoDayOf(day + 1),
    });
    expect(await positionNow(t, user.token, position.id)).toMatchObject({ closeDay: isoDayOf(day + 1) });
  });
});
