// Proves on real Postgres that withdrawals hold under contention: of 100 concurrent withdrawals that each ask for
// the whole balance exactly one is recorded and frozen and nothing goes negative (through the HTTP call, and
// through the service with the password check stubbed so that all 100 reach the ledger at once), and when an
// approval and a rejection of one withdrawal race, exactly one of them wins and only its movement is applied.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, fundingPaths } from '../../src/common/api-paths';
import { withdrawals } from '../../src/server/db/schema';
import { InsufficientBalanceError } from '../../src/server/ledger/ledger-errors';
import { accountTypes } from '../../src/server/ledger/ledger-types';
import { createParamsRepo } from '../../src/server/modules/params/params-repo';
import { createParamsService } from '../../src/server/modules/params/params-service';
import { createWithdrawalsRepo } from '../../src/server/modules/withdrawals/withdrawals-repo';
import { createWithdrawalsService } from '../../src/server/modules/withdrawals/withdrawals-service';
import {
  createTestApp,
  postForm,
  servicesOf,
  testOperatorToken,
  type TestApp,
} from '../server/support/test-app';
import { postgresTestUrl } from '../server/support/test-database';
import { creditUser } from '../server/support/wallet';
import { saveAddress, testTradePassword, withdrawingUser } from '../server/support/withdrawals';

const concurrentWithdrawalCount = 100;
const racedReviewCount = 10;

let t: TestApp;
beforeAll(async () => {
  if (!postgresTestUrl()) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  t = await createTestApp();
});
afterAll(() => t.close());

async function usdtOf(userId: number) {
  const balances = await servicesOf(t).ledger.balances(userId, accountTypes.coin);
  const usdt = balances.find((balance) => balance.currency === 'USDT');
  return { available: usdt?.available ?? '0', frozen: usdt?.frozen ?? '0' };
}

async function withdrawalCount(userId: number) {
  const [row] = await t.database.handle.db
    .select({ n: count() })
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId));
  return row?.n ?? 0;
}

async function fundedUser(balance: string) {
  const user = await withdrawingUser(t);
  await creditUser(t, user.id, 'USDT', balance);
  const address = await saveAddress(t, user.token);
  return { ...user, addressId: address.id };
}

function submit(token: string, addressId: string, amount: string) {
  return postForm(
    t.app,
    fundingPaths.withdrawSubmit,
    { addressId, amount, tradePwd: testTradePassword },
    undefined,
    { token },
  );
}

describe('withdrawals under contention', () => {
  it('lets at most one of 100 concurrent whole-balance withdrawal calls through, and nothing goes negative', async () => {
    const user = await fundedUser('77.7');
    const answers = await Promise.all(
      Array.from({ length: concurrentWithdrawalCount }, () => submit(user.token, user.addressId, '77.7')),
    );
    const bodies = answers.map((answer) => answer.json());
    const through = bodies.filter((body) => body.code === 1).length;
    expect(through).toBeLessThanOrEqual(1);
    // The rest are refused by the balance guard, or by the trade password's verifier, which counts attempts in
    // flight at once against its limit of five (so a burst like this one may be refused whole: the next test
    // takes the verifier out to put all 100 on the ledger's guard).
    const refusals = new Set(bodies.filter((body) => body.code !== 1).map((body) => body.error));
    expect(
      [...refusals].every((error) => ['INSUFFICIENT_BALANCE', 'TRADE_PASSWORD_LOCKED'].includes(error)),
    ).toBe(true);
    expect(await usdtOf(user.id)).toEqual(
      through === 1 ? { available: '0', frozen: '77.7' } : { available: '77.7', frozen: '0' },
    );
    expect(await withdrawalCount(user.id)).toBe(through);
    // Once the burst is over, the password works again and the whole balance can go.
    if (through === 0) expect((await submit(user.token, user.addressId, '77.7')).json().code).toBe(1);
    expect(await usdtOf(user.id)).toEqual({ available: '0', frozen: '77.7' });
  });

  it('lets exactly one of 100 concurrent whole-balance withdrawals reach the ledger when all pass the checks', async () => {
    const user = await fundedUser('25.12345678');
    const services = servicesOf(t);
    const withdrawalsWithoutPassword = createWithdrawalsService({
      db: t.database.handle.db,
      clock: () => t.clock.nowMs,
      ledger: services.ledger,
      repo: createWithdrawalsRepo(t.database.handle.db),
      params: createParamsService(createParamsRepo(t.database.handle.db)),
      addressBook: services.addressBook,
      currencySettings: services.currencySettings,
      requireIdentity: (userId) => services.kyc.requireVerifiedFor(userId, 'withdraw'),
      verifyTradePassword: async () => {},
      users: {
        lockUser: async () => {},
        identitiesOf: async () => new Map(),
        inviteesOf: async () => ({ total: 0, invitees: [] }),
      },
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: concurrentWithdrawalCount }, () =>
        withdrawalsWithoutPassword.submit(
          user.id,
          { addressId: Number(user.addressId), amount: '25.12345678', tradePwd: testTradePassword },
          undefined,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const errors = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(errors).toHaveLength(concurrentWithdrawalCount - 1);
    expect(
      errors.every((error) => error instanceof InsufficientBalanceError && error.currency === 'USDT'),
    ).toBe(true);
    expect(await usdtOf(user.id)).toEqual({ available: '0', frozen: '25.12345678' });
    expect(await withdrawalCount(user.id)).toBe(1);
  });

  it('decides a withdrawal once when an approval and a rejection race', async () => {
    const user = await fundedUser(String(racedReviewCount * 20));
    const ids: string[] = [];
    for (let index = 0; index < racedReviewCount; index += 1) {
      const answer = await submit(user.token, user.addressId, '20');
      ids.push(answer.json().data.id);
    }
    const decide = (path: string, id: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: path.replace(':id', id),
        headers: { authorization: `Bearer ${testOperatorToken}` },
        ...(payload ? { payload } : {}),
      });
    const races = await Promise.all(
      ids.map((id) =>
        Promise.all([
          decide(adminPaths.withdrawalApprove, id),
          decide(adminPaths.withdrawalReject, id, { reason: 'raced' }),
          decide(adminPaths.withdrawalApprove, id),
        ]),
      ),
    );
    let approvedCount = 0;
    for (const answers of races) {
      const winners = answers.filter((answer) => answer.statusCode === 200);
      expect(winners).toHaveLength(1);
      const losers = answers.filter((answer) => answer.statusCode !== 200);
      expect(losers.every((answer) => answer.statusCode === 409)).toBe(true);
      if (winners[0]?.json().data.status === 1) approvedCount += 1;
    }
    // Each approval sent 20 out; each rejection gave 20 back; nothing stays frozen.
    expect(await usdtOf(user.id)).toEqual({
      available: String((racedReviewCount - approvedCount) * 20),
      frozen: '0',
    });
  });
});
