// Proves that a tick with nothing due opens no database transaction: every engine looks for due work with a plain
// read first, so an idle server does a handful of statements four times a second, not a transaction per engine. And
// that the look does not hide due work: once a timed order comes due, the next tick claims and settles it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrder, fundContract, orderById, orderForm } from '../second-contract/second-support';
import { registerUser } from '../support/accounts';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000 }) });
});
afterAll(() => t.close());

describe('the engines on an idle tick', () => {
  it('open no transaction while nothing is due, and settle what comes due', async () => {
    const trader = await registerUser(t);
    await fundContract(t, trader.userId, '100');
    const opened = (
      await createOrder(t, trader.token, orderForm({ openAmount: '10', positionTime: '60' }))
    ).json();
    expect(opened.code).toBe(200);
    const entryStatus = async () =>
      Number((await orderById(t, trader.token, String(opened.result.id))).json().result.entryStatus);

    const transactions = vi.spyOn(t.database.handle.db, 'transaction');
    try {
      // An open order that is not yet due, no ended sale and no lock-up over: nothing to claim.
      const idle = await t.app.engines.runDue();
      expect(Object.values(idle.claimed).every((claimed) => claimed === 0)).toBe(true);
      expect(transactions).not.toHaveBeenCalled();
      expect(await entryStatus()).toBe(1);

      t.clock.advance(61_000);
      const due = await t.app.engines.runDue();
      expect(due.claimed['second-contract']).toBe(1);
      expect(transactions).toHaveBeenCalled();
      expect(await entryStatus()).toBe(2);
    } finally {
      transactions.mockRestore();
    }
  });
});
