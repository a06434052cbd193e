// Proves on real Postgres that a flash-exchange quote is spent once under contention: 50 concurrent submits of one
// quote post exactly one exchange (the others are refused as used), and 20 concurrent retries with one
// Idempotency-Key all answer the same single exchange. The ledger invariant checker runs after each test.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { registerUser } from '../server/support/accounts';
import { coinBalance, exchangeCount, requestQuote, submitQuote } from '../server/support/exchange';
import { createFixedPriceFeed } from '../server/support/fixed-price-feed';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { postgresTestUrl } from '../server/support/test-database';
import { creditUser } from '../server/support/wallet';

const concurrentSubmitCount = 50;
const concurrentRetryCount = 20;

let t: TestApp;
beforeAll(async () => {
  if (!postgresTestUrl()) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.01 }) });
});
afterAll(() => t.close());

async function quotedUser() {
  const user = await registerUser(t);
  await creditUser(t, user.userId, 'BTC', '2');
  const quote = (
    await requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'USDT', amount: '0.5' })
  ).json();
  expect(quote.code).toBe(1);
  return { user, quoteId: quote.data.quoteId as string };
}

describe('flash exchange under contention', () => {
  it('posts exactly one exchange for 50 concurrent submits of the same quote', async () => {
    const { user, quoteId } = await quotedUser();
    const answers = await Promise.all(
      Array.from({ length: concurrentSubmitCount }, () => submitQuote(t, user.token, quoteId)),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.code === 1)).toHaveLength(1);
    expect(bodies.filter((body) => body.error === 'EXCHANGE_QUOTE_USED')).toHaveLength(
      concurrentSubmitCount - 1,
    );
    expect(await exchangeCount(t, user.userId)).toBe(1);
    expect(await coinBalance(t, user.userId, 'BTC')).toBe('1.5');
    expect(await coinBalance(t, user.userId, 'USDT')).toBe('29940.05988');
  });

  it('answers 20 concurrent retries of one Idempotency-Key with the same single exchange', async () => {
    const { user, quoteId } = await quotedUser();
    const answers = await Promise.all(
      Array.from({ length: concurrentRetryCount }, () =>
        submitQuote(t, user.token, quoteId, { idempotencyKey: 'exchange-retry-storm' }),
      ),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.every((body) => body.code === 1)).toBe(true);
    expect(new Set(bodies.map((body) => body.data.transactionId)).size).toBe(1);
    expect(await exchangeCount(t, user.userId)).toBe(1);
    expect(await coinBalance(t, user.userId, 'BTC')).toBe('1.5');
  });

  it("creates each account once when 16 users' first exchanges into a new currency land at the same moment", async () => {
    const quoted = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const user = await registerUser(t);
        await creditUser(t, user.userId, 'BTC', '1');
        const quote = (
          await requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'ETH', amount: '0.1' })
        ).json();
        return { user, quoteId: quote.data.quoteId as string };
      }),
    );
    const answers = await Promise.all(quoted.map(({ user, quoteId }) => submitQuote(t, user.token, quoteId)));
    expect(answers.map((answer) => answer.json().code)).toEqual(Array(16).fill(1));
    const accounts = await queryRows<{ system_name: string; total: number }>(
      t.database.handle.db,
      sql`select system_name, count(*)::int as total from ledger_accounts
          where currency = 'ETH' and system_name is not null group by system_name order by system_name`,
    );
    expect(accounts).toEqual([
      { system_name: 'exchange', total: 1 },
      { system_name: 'fees', total: 1 },
    ]);
    for (const { user } of quoted) expect(await coinBalance(t, user.userId, 'ETH')).toBe('1.99599733');
  });
});
