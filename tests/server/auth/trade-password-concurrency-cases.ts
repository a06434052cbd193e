/**
 * The trade password under concurrent money calls, shared by the PGlite suite
 * (tests/server/auth/trade-password-concurrency.test.ts) and the Postgres suite
 * (tests/postgres/trade-password-races.test.ts): only wrong passwords count towards the lockout, so any number of
 * concurrent right ones pass, and concurrent wrong ones are checked exactly five times before the lock.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleEvents } from '../../../src/server/db/schema';
import { createKeyedHasher } from '../../../src/server/lib/keyed-hash';
import { authLimits } from '../../../src/server/modules/auth/auth-limits';
import { createListing, join, joiner, snapshot, usdtOf } from '../launchpad/launchpad-support';
import { createTestApp, testServerSecret, type TestApp } from '../support/test-app';
import { testTradePassword } from '../support/withdrawals';

const wrongTradePassword = '999999';

export function describeTradePasswordConcurrency(): void {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const failureRows = async (userId: number) =>
    t.database.handle.db
      .select()
      .from(throttleEvents)
      .where(
        and(
          eq(throttleEvents.scope, authLimits.tradePassword.scope),
          eq(throttleEvents.key, createKeyedHasher(testServerSecret).hash('throttle', String(userId))),
        ),
      );

  /** `count` concurrent launchpad joins of one unit at 0.5 USDT, each with the given trade password. */
  async function raceJoins(token: string, listingId: string, passwords: readonly string[]) {
    const answers = await Promise.all(
      passwords.map((tradePassword) => join(t, token, { id: listingId, amount: '1', tradePassword })),
    );
    return answers.map((answer) => {
      const body = answer.json() as { code: number; error?: string };
      return body.code === 1 ? 'ok' : (body.error ?? 'no error code');
    });
  }

  describe('trade password under concurrency', () => {
    for (const racers of [8, 30]) {
      it(`passes ${racers} concurrent joins with the right trade password`, async () => {
        const listing = await createListing(t, { purchaseLimit: '1000', minPurchase: '1', price: '0.5' });
        const user = await joiner(t, '1000');
        const outcomes = await raceJoins(
          user.token,
          listing.id,
          Array.from({ length: racers }, () => testTradePassword),
        );
        expect(outcomes).toEqual(Array.from({ length: racers }, () => 'ok'));
        expect(await usdtOf(t, user.id)).toEqual({
          available: String(1000 - racers * 0.5),
          frozen: String(racers * 0.5),
        });
        expect(await failureRows(user.id)).toHaveLength(0);
      });
    }

    it('checks exactly five of twelve concurrent wrong trade passwords, then locks, and moves nothing', async () => {
      const listing = await createListing(t, { purchaseLimit: '1000', minPurchase: '1', price: '0.5' });
      const user = await joiner(t, '1000');
      const before = await snapshot(t, user.id);
      const outcomes = await raceJoins(
        user.token,
        listing.id,
        Array.from({ length: 12 }, () => wrongTradePassword),
      );
      // Four answers count down the remaining tries; the fifth failure and every later racer meet the lock.
      expect(outcomes.filter((o) => o === 'TRADE_PASSWORD_WRONG')).toHaveLength(4);
      expect(outcomes.filter((o) => o === 'TRADE_PASSWORD_LOCKED')).toHaveLength(8);
      expect(await failureRows(user.id)).toHaveLength(authLimits.tradePassword.limit);
      expect(await raceJoins(user.token, listing.id, [testTradePassword])).toEqual(['TRADE_PASSWORD_LOCKED']);
      expect(await snapshot(t, user.id)).toEqual(before);
    });

    it('passes every right password racing a few wrong ones', async () => {
      const listing = await createListing(t, { purchaseLimit: '1000', minPurchase: '1', price: '0.5' });
      const user = await joiner(t, '1000');
      const passwords = [
        ...Array.from({ length: 10 }, () => testTradePassword),
        ...Array.from({ length: 3 }, () => wrongTradePassword),
      ];
      const outcomes = await raceJoins(user.token, listing.id, passwords);
      expect(outcomes.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 'ok'));
      expect(outcomes.slice(10)).toEqual(Array.from({ length: 3 }, () => 'TRADE_PASSWORD_WRONG'));
      expect(await usdtOf(t, user.id)).toEqual({ available: '995', frozen: '5' });
    });
  });
}
