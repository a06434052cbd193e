// Proves that a tick with nothing due opens no database transaction: every engine looks for due work with a plain
// read first, so an idle server does a handful of statements four times a second, not a transaction per engine. And
// that the look does not hide due work: once a timed order comes due, the next tick claims and settles it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../../src/server/db/query-rows';
import { createOrder, fundContract, orderForm } from '../second-contract/second-support';
import { registerUser } from '../support/accounts';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000 }) });
});
afterAll(() => t.close());

async function entryStatus(id: number): Promise<number> {
  const [row] = await queryRows<{ entry_status: number }>(
    t.database.handle.db,
    sql`select entry_status from second_orders where id = ${id}`,
  );
  return Number(row?.entry_status);
}

describe('the engines on an idle tick', () => {
  it('open no transaction while nothing is due, and settle what comes due', async () => {
    const trader = await registerUser(t);
    await fundContract(t, trader.userId, '100');
    const opened = (
      await createOrder(t, trader.token, orderForm({ openAmount: '10', positionTime: '60' }))
    ).json();
    expect(opened.code).toBe(200);
    const orderId = Number(opened.result.id);

    const transactions = vi.spyOn(t.database.handle.db, 'transaction');
    try {
      // An open order that is not yet due, an open sale that has not ended: nothing to claim.
      const idle = await t.app.engines.runDue();
      expect(Object.values(idle.claimed).every((claimed) => claimed === 0)).toBe(true);
      expect(transactions).not.toHaveBeenCalled();
      expect(await entryStatus(orderId)).toBe(1);

      t.clock.advance(61_000);
      const due = await t.app.engines.runDue();
      expect(due.claimed['second-contract']).toBe(1);
      expect(transactions).toHaveBeenCalled();
      expect(await entryStatus(orderId)).toBe(2);
    } finally {
      transactions.mockRestore();
    }
  });
});
