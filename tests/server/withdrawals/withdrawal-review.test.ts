// Proves the operator's withdrawal review through the admin API: the queue (under review by default, with each
// user's email), approve (the frozen amount leaves: what arrives to the withdrawals account, the fee to the fees
// account, to the minor unit), reject with a reason (the amount comes back to available), and that a withdrawal is
// decided exactly once: a second decision is a clear error and moves nothing.
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../src/common/api-paths';
import { withdrawals } from '../../../src/server/db/schema';
import { queryRows } from '../../../src/server/db/query-rows';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { createTestApp, servicesOf, testOperatorToken, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';
import { sampleAddresses, submitWithdrawal, withdrawingUser } from '../support/withdrawals';

const minorUnitsPerUnit = 100_000_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function admin(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${testOperatorToken}` },
    ...(payload ? { payload } : {}),
  });
}
const approve = (id: string) => admin('POST', adminPaths.withdrawalApprove.replace(':id', id));
const reject = (id: string, reason: string) =>
  admin('POST', adminPaths.withdrawalReject.replace(':id', id), { reason });

async function coinOf(userId: number, currency: string) {
  const balances = await servicesOf(t).ledger.balances(userId, accountTypes.coin);
  const balance = balances.find((entry) => entry.currency === currency);
  return { available: balance?.available ?? '0', frozen: balance?.frozen ?? '0' };
}

/** A system account's available balance in minor units (1e-8), exact. */
async function systemBalance(system: string, currency: string): Promise<bigint> {
  const rows = await queryRows<{ available: string }>(
    t.database.handle.db,
    sql`select available::text as available from ledger_accounts where system_name = ${system} and currency = ${currency}`,
  );
  return BigInt(new Decimal(rows[0]?.available ?? '0').times(minorUnitsPerUnit).toFixed());
}

/** A verified user with `balance` of `currency` who has just asked to withdraw `amount` of it. */
async function pendingWithdrawal(currency = 'BTC', amount = '0.12345678', balance = '1') {
  const user = await withdrawingUser(t);
  await creditUser(t, user.id, currency, balance);
  const form =
    currency === 'BTC'
      ? { currency, network: 'BTC', address: sampleAddresses.BTC }
      : { currency, network: 'TRC20', address: sampleAddresses.TRC20 };
  const { id } = await submitWithdrawal(t, user.token, amount, form);
  return { user, id };
}

async function statusOf(id: string) {
  const [row] = await t.database.handle.db
    .select({ status: withdrawals.status, reason: withdrawals.reason, reviewedAt: withdrawals.reviewedAt })
    .from(withdrawals)
    .where(eq(withdrawals.id, Number(id)));
  return row;
}

describe('withdrawal queue', () => {
  it('lists withdrawals under review by default, with the user’s email, and filters by status', async () => {
    const { user, id } = await pendingWithdrawal();
    const listed = await admin('GET', adminPaths.withdrawals);
    expect(listed.statusCode).toBe(200);
    const entry = listed.json().data.find((row: { id: number }) => String(row.id) === id);
    expect(entry).toMatchObject({
      email: user.email,
      currency: 'BTC',
      network: 'BTC',
      address: sampleAddresses.BTC,
      status: 0,
    });
    expect(listed.json().data.every((row: { status: number }) => row.status === 0)).toBe(true);
    await approve(id);
    const finished = (await admin('GET', `${adminPaths.withdrawals}?status=1`)).json().data;
    expect(finished.map((row: { id: number }) => String(row.id))).toContain(id);
    const reviewing = (await admin('GET', adminPaths.withdrawals)).json().data;
    expect(reviewing.map((row: { id: number }) => String(row.id))).not.toContain(id);
    expect((await admin('GET', `${adminPaths.withdrawals}?status=7`)).statusCode).toBe(400);
  });

  it('needs the operator token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: adminPaths.withdrawalApprove.replace(':id', '1'),
    });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: adminPaths.withdrawals })).statusCode).toBe(401);
  });
});

describe('approve', () => {
  it('sends the frozen amount out: what arrives to the withdrawals account and the fee to fees, to the minor unit', async () => {
    const { user, id } = await pendingWithdrawal('BTC', '0.12345678', '1');
    expect(await coinOf(user.id, 'BTC')).toEqual({ available: '0.87654322', frozen: '0.12345678' });
    const withdrawalsBefore = await systemBalance('withdrawals', 'BTC');
    const feesBefore = await systemBalance('fees', 'BTC');
    const approved = await approve(id);
    expect(approved.json()).toMatchObject({
      code: 1,
      data: { status: 1, realarrive: '0.12295678', fee: '0.0005' },
    });
    expect(await coinOf(user.id, 'BTC')).toEqual({ available: '0.87654322', frozen: '0' });
    expect((await systemBalance('withdrawals', 'BTC')) - withdrawalsBefore).toBe(12_295_678n);
    expect((await systemBalance('fees', 'BTC')) - feesBefore).toBe(50_000n);
    expect(await statusOf(id)).toMatchObject({ status: 1, reason: '' });
    expect((await statusOf(id))?.reviewedAt).toBeInstanceOf(Date);
  });

  it('settles a free withdrawal without a fee leg', async () => {
    await servicesOf(t).currencySettings.setLimits('USDT', {
      rechargeMin: '1',
      withdrawMin: '10',
      withdrawMax: '100000',
      withdrawFee: '0',
    });
    try {
      const { user, id } = await pendingWithdrawal('USDT', '12.34', '20');
      const feesBefore = await systemBalance('fees', 'USDT');
      expect((await approve(id)).json().data).toMatchObject({ fee: '0', realarrive: '12.34' });
      expect(await coinOf(user.id, 'USDT')).toEqual({ available: '7.66', frozen: '0' });
      expect(await systemBalance('fees', 'USDT')).toBe(feesBefore);
    } finally {
      await servicesOf(t).currencySettings.setLimits('USDT', {
        rechargeMin: '1',
        withdrawMin: '10',
        withdrawMax: '100000',
        withdrawFee: '1',
      });
    }
  });
});

describe('reject', () => {
  it('unfreezes the whole amount and keeps the reason', async () => {
    const { user, id } = await pendingWithdrawal('BTC', '0.5', '0.75');
    const withdrawalsBefore = await systemBalance('withdrawals', 'BTC');
    const rejected = await reject(id, '  Address flagged by the chain analysis  ');
    expect(rejected.json()).toMatchObject({
      code: 1,
      data: { status: 2, reason: 'Address flagged by the chain analysis' },
    });
    expect(await coinOf(user.id, 'BTC')).toEqual({ available: '0.75', frozen: '0' });
    expect(await systemBalance('withdrawals', 'BTC')).toBe(withdrawalsBefore);
    expect(await statusOf(id)).toMatchObject({ status: 2, reason: 'Address flagged by the chain analysis' });
  });

  it('needs a reason', async () => {
    const { user, id } = await pendingWithdrawal();
    expect((await reject(id, '   ')).statusCode).toBe(400);
    expect(await statusOf(id)).toMatchObject({ status: 0 });
    expect(await coinOf(user.id, 'BTC')).toEqual({ available: '0.87654322', frozen: '0.12345678' });
  });
});

describe('exactly once', () => {
  it('refuses a second approval, and a rejection after it, moving nothing', async () => {
    const { user, id } = await pendingWithdrawal();
    await approve(id);
    const after = await coinOf(user.id, 'BTC');
    const withdrawalsAfter = await systemBalance('withdrawals', 'BTC');
    for (const second of [await approve(id), await reject(id, 'too late')]) {
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        error: 'WITHDRAWAL_ALREADY_APPROVED',
        msg: 'This withdrawal has already been approved; nothing was changed.',
      });
    }
    expect(await coinOf(user.id, 'BTC')).toEqual(after);
    expect(await systemBalance('withdrawals', 'BTC')).toBe(withdrawalsAfter);
    expect(await statusOf(id)).toMatchObject({ status: 1, reason: '' });
  });

  it('refuses approving a rejected withdrawal, and rejecting it twice, moving nothing', async () => {
    const { user, id } = await pendingWithdrawal();
    await reject(id, 'wrong network');
    for (const second of [await approve(id), await reject(id, 'again')]) {
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toBe('WITHDRAWAL_ALREADY_REJECTED');
    }
    expect(await coinOf(user.id, 'BTC')).toEqual({ available: '1', frozen: '0' });
    expect(await statusOf(id)).toMatchObject({ status: 2, reason: 'wrong network' });
  });

  it('answers not found for a missing withdrawal and refuses a malformed id', async () => {
    const missing = await approve('987654321');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: 'WITHDRAWAL_NOT_FOUND',
      msg: 'There is no withdrawal with this number.',
    });
    expect((await reject('987654321', 'x')).statusCode).toBe(404);
    expect((await approve('abc')).statusCode).toBe(400);
  });
});
