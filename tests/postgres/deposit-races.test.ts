// Proves on real Postgres that deposit decisions and submissions hold under contention: 20 concurrent approvals
// and rejections of one deposit decide it once and credit at most once, and 10 concurrent submissions under one
// Idempotency-Key store one deposit, one upload row and one file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../server/support/accounts';
import { createTestApp, servicesOf, type TestApp } from '../server/support/test-app';
import { postgresTestUrl } from '../server/support/test-database';
import {
  approveUrl,
  operatorCall,
  proofOf,
  rejectUrl,
  storedDeposits,
  submitRecharge,
  submittedDeposit,
  usdtRecharge,
} from '../server/deposits/recharge-support';

const concurrentDecisionCount = 20;
const concurrentSubmissionCount = 10;

let t: TestApp;
beforeAll(async () => {
  if (!postgresTestUrl()) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  t = await createTestApp();
});
afterAll(() => t.close());

describe('deposits under contention', () => {
  it('decides a deposit once among 20 concurrent approvals and rejections', async () => {
    const user = await registerUser(t);
    const id = await submittedDeposit(t, user.token);
    const answers = await Promise.all(
      Array.from({ length: concurrentDecisionCount }, (_, index) =>
        index % 2 === 0
          ? operatorCall(t, 'POST', approveUrl(id))
          : operatorCall(t, 'POST', rejectUrl(id), { reason: 'race' }),
      ),
    );
    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(concurrentDecisionCount - 1);
    const approved = winners[0]?.json().data.status === 1;
    const balances = await servicesOf(t).ledger.balances(Number(user.userId), 1);
    expect(balances.find((balance) => balance.currency === 'USDT')?.available ?? '0').toBe(
      approved ? '25.5' : '0',
    );
    const credits = await servicesOf(t).ledger.journal(Number(user.userId), {
      kinds: ['recharge'],
      offset: 0,
      limit: 10,
    });
    expect(credits.total).toBe(approved ? 1 : 0);
  });

  it('stores one deposit for 10 concurrent submissions under one Idempotency-Key', async () => {
    // Unverified (deposits need no verification), so the user's only uploads are the proofs this test counts.
    const user = await registerUser(t, undefined, undefined, {}, { verified: false });
    const answers = await Promise.all(
      Array.from({ length: concurrentSubmissionCount }, () =>
        submitRecharge(t, user.token, usdtRecharge, [proofOf()], { idempotencyKey: 'recharge-storm-1' }),
      ),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.every((body) => body.code === 1)).toBe(true);
    expect(new Set(bodies.map((body) => body.data.id)).size).toBe(1);
    expect(await storedDeposits(t, Number(user.userId))).toMatchObject({ deposits: 1, uploads: 1 });
  });
});
