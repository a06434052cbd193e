// Proves four-eyes withdrawals through the admin API on an injected clock: at or above its currency's threshold a
// withdrawal needs two different operators (the first approval is recorded with who, when and why and leaves it
// under review, "1 of 2"; the same operator again is refused in the caller's language and changes nothing; the
// second operator pays it once), below it one approval pays, a currency without a threshold needs two, a reject
// after a first approval refunds, each decision writes its audit row, and the threshold parameter is validated.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminPaths, paramNames, walletPaths } from '../../../src/common/api-paths';
import { auditLog, withdrawalApprovals } from '../../../src/server/db/schema';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { fourEyesThresholdsDefault } from '../../../src/common/four-eyes-thresholds';
import { addOperator, bearer, rootHeaders } from '../operators/operator-support';
import { createTestApp, postAs, servicesOf, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';
import { sampleAddresses, submitWithdrawal, withdrawingUser } from '../support/withdrawals';

const minuteMs = 60_000;

let t: TestApp;
const headersOf: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  headersOf.rita = bearer(await addOperator(t, 'rita', 'reviewer'));
  headersOf.vera = bearer(await addOperator(t, 'vera', 'reviewer'));
  headersOf.root = rootHeaders;
});
afterAll(() => t.close());

function admin(
  who: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  language = 'en-US',
) {
  return t.app.inject({
    method,
    url,
    headers: { ...headersOf[who], 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}
const approve = (who: string, id: string, reason?: string, language?: string) =>
  admin(who, 'POST', adminPaths.withdrawalApprove.replace(':id', id), { reason }, language);
const reject = (who: string, id: string, reason: string) =>
  admin(who, 'POST', adminPaths.withdrawalReject.replace(':id', id), { reason });
const setThresholds = (value: string) =>
  admin('root', 'PUT', adminPaths.param.replace(':name', paramNames.withdrawFourEyesThresholds), { value });

async function storedThresholds(): Promise<string> {
  const entries = (await admin('rita', 'GET', adminPaths.params)).json().data;
  return entries.find(
    (entry: { paramName: string }) => entry.paramName === paramNames.withdrawFourEyesThresholds,
  ).valueName;
}

async function usdtOf(userId: number) {
  const balances = await servicesOf(t).ledger.balances(userId, accountTypes.coin);
  const usdt = balances.find((entry) => entry.currency === 'USDT');
  return { available: usdt?.available ?? '0', frozen: usdt?.frozen ?? '0' };
}

/** A verified user with 100 USDT who has just asked to withdraw `amount` of it. */
async function pending(amount: string) {
  const user = await withdrawingUser(t);
  await creditUser(t, user.id, 'USDT', '100');
  const { id } = await submitWithdrawal(t, user.token, amount);
  return { user, id };
}

async function approvalsOf(id: string) {
  return t.database.handle.db
    .select()
    .from(withdrawalApprovals)
    .where(eq(withdrawalApprovals.withdrawalId, Number(id)));
}

async function auditOf(id: string) {
  const rows = await t.database.handle.db.select().from(auditLog).where(eq(auditLog.targetId, id));
  return rows.filter((row) => row.targetType === 'withdrawal');
}

async function queueEntry(id: string) {
  const listed = (await admin('rita', 'GET', `${adminPaths.withdrawals}?status=all`)).json().data;
  return listed.find((row: { id: number }) => String(row.id) === id);
}

beforeEach(async () => {
  // USDT needs two approvals from 50; the seeded currencies keep their defaults.
  expect((await setThresholds('USDT:50,BTC:0.2')).statusCode).toBe(200);
});

describe('the threshold parameter', () => {
  it('is seeded for the listed currencies and stored canonical', async () => {
    const fresh = await createTestApp();
    try {
      const entries = (
        await fresh.app.inject({ method: 'GET', url: adminPaths.params, headers: rootHeaders })
      ).json();
      const seeded = entries.data.find(
        (entry: { paramName: string }) => entry.paramName === paramNames.withdrawFourEyesThresholds,
      );
      expect(seeded).toMatchObject({ valueName: fourEyesThresholdsDefault, keyName: 'withdraw' });
      expect(fourEyesThresholdsDefault).toContain('USDT:10000');
    } finally {
      await fresh.close();
    }
    const set = await setThresholds(' USDT:1, BTC : 0.50 ,ETH:007');
    expect(set.json().data).toMatchObject({ valueName: 'BTC:0.5,ETH:7,USDT:1' });
  });

  it.each([
    ['USDT', 'WITHDRAW_THRESHOLD_ENTRY', '“USDT” is not'],
    ['USDT:-1', 'WITHDRAW_THRESHOLD_ENTRY', '“USDT:-1” is not'],
    ['usdt:5', 'WITHDRAW_THRESHOLD_ENTRY', '“usdt:5” is not'],
    ['USDT:5:6', 'WITHDRAW_THRESHOLD_ENTRY', '“USDT:5:6” is not'],
    ['USDT:1e3', 'WITHDRAW_THRESHOLD_ENTRY', '“USDT:1e3” is not'],
    ['USDT:5,,BTC:1', 'WITHDRAW_THRESHOLD_ENTRY', '“” is not'],
    ['USDT:5,USDT:6', 'WITHDRAW_THRESHOLD_DUPLICATE', 'USDT appears more than once'],
    ['   ', 'FIELD_INVALID', 'value'],
  ])('refuses %j with %s and keeps the value', async (value, error, message) => {
    const refused = await setThresholds(value);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(error);
    expect(refused.json().msg).toContain(message);
    expect(await storedThresholds()).toBe('BTC:0.2,USDT:50');
  });
});

describe('four eyes at or above the threshold', () => {
  it('records the first approval with who, when and why, and leaves the withdrawal under review, 1 of 2', async () => {
    const { user, id } = await pending('50');
    const first = await approve('rita', id, '  Address checked against the user’s history  ');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 0,
      approvalsRequired: 2,
      approvals: [
        {
          operator: 'rita',
          reason: 'Address checked against the user’s history',
          at: new Date(t.clock.nowMs).toISOString(),
        },
      ],
    });
    expect(await usdtOf(user.id)).toEqual({ available: '50', frozen: '50' });
    expect(await queueEntry(id)).toMatchObject({
      status: 0,
      approvalsRequired: 2,
      approvals: [{ operator: 'rita' }],
    });
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator: 'rita',
      action: 'withdrawal.approve',
      reason: 'Address checked against the user’s history',
      after: { status: 0, approvals: 1, approvalsRequired: 2 },
    });
    // The user's records show it under review until it is paid.
    const records = (await postAs(t.app, walletPaths.assetsRecord, user.token, {})).json().data.list;
    expect(records.find((r: { id: string }) => r.id === `withdrawal:${id}`)).toMatchObject({ status: 0 });
  });

  it('refuses the same operator approving twice, in the caller’s language, changing nothing', async () => {
    const { user, id } = await pending('60');
    await approve('vera', id);
    for (const [language, words] of [
      ['en-US', 'different operator'],
      ['ko-KR', '다른 운영자'],
    ]) {
      const again = await approve('vera', id, 'again', language);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('WITHDRAWAL_SECOND_APPROVAL_SAME_OPERATOR');
      expect(again.json().msg).toContain(words);
    }
    expect(await approvalsOf(id)).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
    expect(await usdtOf(user.id)).toEqual({ available: '40', frozen: '60' });
    expect(await queueEntry(id)).toMatchObject({ status: 0, approvals: [{ operator: 'vera', reason: '' }] });
  });

  it('pays on a different operator’s approval, root counting as one, exactly once', async () => {
    const { user, id } = await pending('75');
    await approve('rita', id);
    t.clock.advance(minuteMs);
    const second = await approve('root', id, 'Second look');
    expect(second.json().data).toMatchObject({
      status: 1,
      approvalsRequired: 2,
      approvals: [{ operator: 'rita' }, { operator: 'root', at: new Date(t.clock.nowMs).toISOString() }],
    });
    expect(await usdtOf(user.id)).toEqual({ available: '25', frozen: '0' });
    for (const who of ['vera', 'rita']) {
      const late = await approve(who, id);
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe('WITHDRAWAL_ALREADY_APPROVED');
    }
    expect(await approvalsOf(id)).toHaveLength(2);
    const audit = await auditOf(id);
    expect(audit.map((row) => [row.operator, (row.after as { status: number }).status])).toEqual([
      ['rita', 0],
      ['root', 1],
    ]);
    expect(await usdtOf(user.id)).toEqual({ available: '25', frozen: '0' });
  });

  it('ends the withdrawal on a reject after a first approval, refunding it', async () => {
    const { user, id } = await pending('80');
    await approve('rita', id);
    const rejected = await reject('rita', id, 'The second look found a flagged address');
    expect(rejected.json().data).toMatchObject({ status: 2, approvals: [{ operator: 'rita' }] });
    expect(await usdtOf(user.id)).toEqual({ available: '100', frozen: '0' });
    expect((await approve('vera', id)).json().error).toBe('WITHDRAWAL_ALREADY_REJECTED');
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['withdrawal.approve', 'withdrawal.reject']);
  });

  it('needs two approvals for a currency the thresholds do not name', async () => {
    expect((await setThresholds('BTC:0.2')).statusCode).toBe(200);
    const { user, id } = await pending('10');
    expect((await approve('rita', id)).json().data).toMatchObject({ status: 0, approvalsRequired: 2 });
    expect((await approve('vera', id)).json().data).toMatchObject({ status: 1 });
    expect(await usdtOf(user.id)).toEqual({ available: '90', frozen: '0' });
  });
});

describe('below the threshold', () => {
  it('pays on one approval, recording it', async () => {
    const { user, id } = await pending('49.99');
    const approved = await approve('rita', id);
    expect(approved.json().data).toMatchObject({
      status: 1,
      approvalsRequired: 1,
      approvals: [{ operator: 'rita' }],
    });
    expect(await usdtOf(user.id)).toEqual({ available: '50.01', frozen: '0' });
    expect((await auditOf(id))[0]).toMatchObject({
      after: { status: 1, approvals: 1, approvalsRequired: 1 },
    });
  });

  it('refuses an approval reason that is too long, changing nothing', async () => {
    const { id } = await pending('20');
    const refused = await approve('rita', id, 'x'.repeat(501));
    expect(refused.statusCode).toBe(400);
    expect(await approvalsOf(id)).toHaveLength(0);
    expect(await queueEntry(id)).toMatchObject({ status: 0, approvals: [] });
  });
});

describe('the BTC side', () => {
  it('compares amounts as decimals, not text: 0.19 BTC is below 0.2', async () => {
    const form = { currency: 'BTC', network: 'BTC', address: sampleAddresses.BTC };
    const [below, at] = await Promise.all(
      ['0.19', '0.2'].map(async (amount) => {
        const user = await withdrawingUser(t);
        await creditUser(t, user.id, 'BTC', '1');
        return submitWithdrawal(t, user.token, amount, form);
      }),
    );
    expect((await approve('rita', below!.id)).json().data).toMatchObject({ status: 1, approvalsRequired: 1 });
    expect((await approve('rita', at!.id)).json().data).toMatchObject({ status: 0, approvalsRequired: 2 });
  });
});
