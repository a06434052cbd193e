// Proves on real Postgres what single-connection PGlite cannot: 30 concurrent joins of one user to one sale stop
// at exactly the per-user limit (the listing row lock serialises them), and two engine runners over one database
// allocate a 500-subscription sale exactly once (one `launchpad:<id>:allocate` per subscription, one message each,
// the seller's balances equal to the sums) and release it once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { queryRows } from '../../src/server/db/query-rows';
import { launchpadSubscriptions } from '../../src/server/db/schema';
import type { ApiError } from '../../src/server/http/api-error';
import { joinMovement } from '../../src/server/modules/launchpad/launchpad-movements';
import { createLaunchpadService } from '../../src/server/modules/launchpad/launchpad-service';
import { registerUser } from '../server/support/accounts';
import {
  createTestApp,
  servicesOf,
  testOperatorToken,
  testServerSecret,
  type TestApp,
} from '../server/support/test-app';
import { postgresTestUrl } from '../server/support/test-database';
import { testTradePassword } from '../server/support/withdrawals';
import { creditUser } from '../server/support/wallet';
import {
  createListing,
  dayMs,
  join,
  joiner,
  launchpadBalance,
  usdtOf,
} from '../server/launchpad/launchpad-support';

const concurrentJoinCount = 30;
const saleUserCount = 50;
const joinsPerUser = 10;

let t: TestApp;

/** How many movements of one kind (`allocate`, `release`) the journal holds for the subscriptions of one sale. */
async function saleMovements(listingId: number, step: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.handle.db,
    sql`select count(*)::int as n from ledger_transactions lt join launchpad_subscriptions s
          on lt.reference = 'launchpad:' || s.id || ':' || ${step} where s.listing_id = ${listingId}`,
  );
  return row?.n ?? 0;
}

beforeAll(async () => {
  if (!postgresTestUrl()) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  t = await createTestApp();
});
afterAll(() => t.close());

describe('launchpad on Postgres', () => {
  it('lets 30 concurrent joins of one user reach exactly the per-user limit', async () => {
    const listing = await createListing(t, { purchaseLimit: '10', minPurchase: '1', price: '0.5' });
    const user = await joiner(t, '1000');
    // This service passes the password check, so that only the listing lock orders the joins.
    const joinsWithoutPassword = createLaunchpadService({
      db: t.database.handle.db,
      clock: () => t.clock.nowMs,
      ledger: servicesOf(t).ledger,
      verifyTradePassword: async () => {},
      requireIdentity: (userId) => servicesOf(t).kyc.requireVerifiedFor(userId, 'launchpad'),
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: concurrentJoinCount }, () =>
        joinsWithoutPassword.join(
          user.id,
          { id: Number(listing.id), amount: '1', tradePassword: '-' },
          undefined,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    const errors = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as ApiError).code] : [],
    );
    expect(errors).toEqual(Array.from({ length: 20 }, () => 'LAUNCHPAD_OVER_LIMIT'));
    expect(await usdtOf(t, user.id)).toEqual({ available: '995', frozen: '5' });
  });

  it('joins exactly the limit over HTTP too: right trade passwords in flight are never counted', async () => {
    const listing = await createListing(t, { purchaseLimit: '10', minPurchase: '1', price: '0.5' });
    const user = await joiner(t, '1000');
    const answers = await Promise.all(
      Array.from({ length: concurrentJoinCount }, () =>
        join(t, user.token, { id: listing.id, amount: '1', tradePassword: testTradePassword }),
      ),
    );
    const bodies = answers.map((answer) => answer.json());
    const joined = bodies.filter((body) => body.code === 1).length;
    expect(joined).toBe(10);
    expect(bodies.every((body) => body.code === 1 || body.error === 'LAUNCHPAD_OVER_LIMIT')).toBe(true);
    expect(await usdtOf(t, user.id)).toEqual({
      available: String(1000 - joined * 0.5),
      frozen: String(joined * 0.5),
    });
  });

  it('allocates a 500-subscription sale once with two engine runners, then releases it once', async () => {
    const listing = await createListing(t, {
      offeredAmount: '3000',
      price: '0.33333333',
      purchaseLimit: '100',
    });
    const { ledger } = servicesOf(t);
    const db = t.database.handle.db;
    // The joins are written as the join call writes them (row + `join` movement), without 500 password checks.
    for (let index = 0; index < saleUserCount; index += 1) {
      // Written straight to the journal below, so these joins pass no identity check and need no verification.
      const user = await registerUser(t, undefined, undefined, undefined, { verified: false });
      const userId = Number(user.userId);
      await creditUser(t, userId, 'USDT', '100');
      await db.transaction(async (tx) => {
        for (let count = 0; count < joinsPerUser; count += 1) {
          const requested = String(1 + ((index * joinsPerUser + count) % 7));
          const cost = (
            await queryRows<{ cost: string }>(
              tx,
              sql`select trim_scale(ceil(${requested}::numeric * 0.33333333 * 1e8) / 1e8)::text as cost`,
            )
          )[0]!.cost;
          const [row] = await tx
            .insert(launchpadSubscriptions)
            .values({
              listingId: Number(listing.id),
              userId,
              coin: listing.coin,
              requested,
              price: '0.33333333',
              cost,
              createdAt: new Date(t.clock.nowMs),
            })
            .returning();
          await ledger.post(
            tx,
            joinMovement({ id: row!.id, userId, coin: listing.coin, cost: cost as never }),
          );
        }
      });
    }
    t.clock.advance(dayMs);
    const second = await buildApp({
      database: t.database.handle,
      feed: t.feed,
      dayKeys: t.dayKeys,
      clock: () => t.clock.nowMs,
      operatorToken: testOperatorToken,
      dataDir: t.dataDir,
      serverSecret: testServerSecret,
    });
    await second.ready();
    try {
      await Promise.all([t.app.engines.runDue(), second.engines.runDue(), t.app.engines.runDue()]);
      const subscriptionCount = saleUserCount * joinsPerUser;
      expect(await saleMovements(Number(listing.id), 'allocate')).toBe(subscriptionCount);
      const [totals] = await queryRows<{
        allocated: string;
        paid: string;
        statuses: number;
        messages: number;
      }>(
        db,
        sql`select trim_scale(sum(allocated))::text as allocated, trim_scale(sum(paid))::text as paid,
              count(distinct status)::int as statuses,
              (select count(*)::int from messages m join launchpad_subscriptions s
                 on m.reference = 'launchpad:' || s.id || ':allocate' where s.listing_id = ${Number(listing.id)}) as messages
            from launchpad_subscriptions where listing_id = ${Number(listing.id)}`,
      );
      expect(totals!.statuses).toBe(1);
      expect(totals!.messages).toBe(subscriptionCount);
      expect(await launchpadBalance(t, listing.coin)).toBe(`-${totals!.allocated}`);
      // The seller's USDT is what every sale of this database was paid (the first test's sale ended too).
      const [everything] = await queryRows<{ paid: string }>(
        db,
        sql`select trim_scale(sum(paid))::text as paid from launchpad_subscriptions`,
      );
      expect(await launchpadBalance(t, 'USDT')).toBe(everything!.paid);

      t.clock.advance(8 * dayMs);
      await Promise.all([t.app.engines.runDue(), second.engines.runDue()]);
      expect(await saleMovements(Number(listing.id), 'release')).toBe(subscriptionCount);
      const [released] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from launchpad_subscriptions where status = 2 and listing_id = ${Number(listing.id)}`,
      );
      expect(released!.n).toBe(subscriptionCount);
    } finally {
      await second.close();
    }
  });
});
