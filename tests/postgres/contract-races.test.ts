// Proves on real Postgres that leveraged positions move money once under contention: 30 concurrent opens spending
// one contract balance never overspend it (exactly as many open as the balance pays for, the rest are refused);
// 30 concurrent manual closes of one position close it once; and manual closes racing two engine runs over
// positions whose take profit the market reached apply exactly one close per position. The ledger invariant
// checker runs after each test.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import {
  closePosition,
  contractUsdt,
  contractUser,
  openForm,
  openPosition,
  openedPosition,
} from '../server/support/contracts';
import { createFixedPriceFeed, type FixedPriceFeed } from '../server/support/fixed-price-feed';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { postgresTestUrl } from '../server/support/test-database';

const concurrentOpenCount = 30;
const concurrentCloseCount = 30;
const racedPositionCount = 12;

let t: TestApp;
let feed: FixedPriceFeed;
beforeAll(async () => {
  if (!postgresTestUrl()) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  feed = createFixedPriceFeed({ BTC: 60000 });
  t = await createTestApp({ feed });
});
afterAll(() => t.close());

/** How many close movements the journal holds for these positions. */
async function closeMovements(ids: readonly string[]): Promise<number> {
  const references = ids.map((id) => `contract:${id}:close`);
  const [row] = await queryRows<{ total: number }>(
    t.database.handle.db,
    sql`select count(*)::int as total from ledger_transactions
        where reference in (${sql.join(
          references.map((reference) => sql`${reference}`),
          sql`, `,
        )})`,
  );
  return Number(row?.total ?? 0);
}

describe('leveraged positions under contention', () => {
  it('never overspends one contract balance: 30 concurrent opens of 100.5 each on 1000', async () => {
    feed.prices.set('BTC', 60000);
    const user = await contractUser(t, '1000');
    const answers = await Promise.all(
      Array.from({ length: concurrentOpenCount }, () => openPosition(t, user.token, openForm())),
    );
    const bodies = answers.map((answer) => answer.json());
    // Each open takes 100 of margin and 0.5 of fee: 9 fit in 1000 (904.5), a 10th would need 1005.
    expect(bodies.filter((body) => body.code === 1)).toHaveLength(9);
    expect(bodies.filter((body) => body.error === 'INSUFFICIENT_BALANCE')).toHaveLength(
      concurrentOpenCount - 9,
    );
    expect(await contractUsdt(t, user.id)).toEqual({ available: '95.5', frozen: '900' });
  });

  it('closes one position once for 30 concurrent manual closes', async () => {
    feed.prices.set('BTC', 60000);
    const user = await contractUser(t, '1000');
    const position = await openedPosition(t, user.token);
    feed.prices.set('BTC', 63000);
    const answers = await Promise.all(
      Array.from({ length: concurrentCloseCount }, () => closePosition(t, user.token, position.id)),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.code === 1)).toHaveLength(1);
    expect(bodies.filter((body) => body.error === 'CONTRACT_POSITION_CLOSED')).toHaveLength(
      concurrentCloseCount - 1,
    );
    expect(await closeMovements([position.id])).toBe(1);
    expect(await contractUsdt(t, user.id)).toEqual({ available: '1049.5', frozen: '0' });
  });

  it('applies one close per position when manual closes race two engine runs', async () => {
    feed.prices.set('BTC', 60000);
    const user = await contractUser(t, '5000');
    const positions = [];
    for (let index = 0; index < racedPositionCount; index += 1) {
      positions.push(await openedPosition(t, user.token, { takeProfit: '61000' }));
    }
    feed.prices.set('BTC', 61500);
    t.clock.advance(1000);
    const [closes] = await Promise.all([
      Promise.all(positions.map((position) => closePosition(t, user.token, position.id))),
      t.app.engines.runDue(),
      t.app.engines.runDue(),
    ]);
    // A manual close either closed its position or found the engine had taken profit first.
    for (const answer of closes) {
      const body = answer.json();
      expect(body.code === 1 || body.error === 'CONTRACT_POSITION_CLOSED', JSON.stringify(body)).toBe(true);
    }
    expect(await closeMovements(positions.map((position) => position.id))).toBe(racedPositionCount);
    // Manual or take profit, each closed at 61500 with a profit of 25: 5000 − 12 × 100.5 + 12 × 125.
    expect(await contractUsdt(t, user.id)).toEqual({ available: '5294', frozen: '0' });
  });
});
