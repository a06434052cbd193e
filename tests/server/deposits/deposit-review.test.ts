// Proves the operator's side of deposits: the review queue with the user's email and the proof, approval that
// credits the coin account from the deposits account exactly once (twice, after a rejection, or by two operators
// at the same moment: one credit), rejection with a reason that moves nothing, and the currency settings calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, fundingPaths, walletPaths } from '../../../src/common/api-paths';
import { registerUser } from '../support/accounts';
import { createTestApp, postAs, postForm, servicesOf, type TestApp } from '../support/test-app';
import { approveUrl, operatorCall, rejectUrl, submittedDeposit, submitRecharge } from './recharge-support';
import { rootAct } from '../operators/operator-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function coinBalance(userId: string, currency: string): Promise<string> {
  const balances = await servicesOf(t).ledger.balances(Number(userId), 1);
  return balances.find((balance) => balance.currency === currency)?.available ?? '0';
}

/** Journal transactions that credited this deposit. */
async function creditsOf(userId: string): Promise<number> {
  const journal = await servicesOf(t).ledger.journal(Number(userId), {
    kinds: ['recharge'],
    offset: 0,
    limit: 100,
  });
  return journal.total;
}

describe('the review queue', () => {
  it('lists deposits under review by default, with email, amount, network and proof; other statuses on request', async () => {
    const user = await registerUser(t);
    const reviewing = await submittedDeposit(t, user.token);
    const rejected = await submittedDeposit(t, user.token, {
      currency: 'BTC',
      network: 'BTC',
      amount: '0.5',
    });
    await operatorCall(t, 'POST', rejectUrl(rejected), { reason: 'No such transfer on the chain.' });

    const queue = (await operatorCall(t, 'GET', adminPaths.deposits)).json().data as Record<
      string,
      unknown
    >[];
    const entry = queue.find((row) => row.id === reviewing);
    expect(entry).toMatchObject({
      email: user.email,
      currency: 'USDT',
      network: 'TRC20',
      amount: '25.5',
      status: 0,
      reviewedAt: null,
    });
    expect(entry?.proofFileId).toMatch(/^[0-9a-f]{32}$/);
    expect(queue.some((row) => row.id === rejected)).toBe(false);

    const rejectedList = (await operatorCall(t, 'GET', `${adminPaths.deposits}?status=2`)).json().data;
    expect(rejectedList.find((row: { id: number }) => row.id === rejected)).toMatchObject({
      status: 2,
      reason: 'No such transfer on the chain.',
    });
    const all = (await operatorCall(t, 'GET', `${adminPaths.deposits}?status=all`)).json().data;
    expect(all.filter((row: { id: number }) => [reviewing, rejected].includes(row.id))).toHaveLength(2);
    const proof = await operatorCall(
      t,
      'GET',
      adminPaths.kycFile.replace(':fileId', String(entry?.proofFileId)),
    );
    expect(proof.headers['content-type']).toBe('image/png');
    // The console shows the proof from a blob URL; nothing on the way may keep a copy.
    expect(proof.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses an unknown status or limit', async () => {
    expect((await operatorCall(t, 'GET', `${adminPaths.deposits}?status=7`)).statusCode).toBe(400);
    expect((await operatorCall(t, 'GET', `${adminPaths.deposits}?limit=0`)).statusCode).toBe(400);
  });

  it("is the operator's only: no token, no queue", async () => {
    const response = await t.app.inject({ method: 'GET', url: adminPaths.deposits });
    expect(response.statusCode).toBe(401);
  });
});

describe('approval', () => {
  it('credits the coin account from the deposits account, once; a second approval is refused and moves nothing', async () => {
    const user = await registerUser(t);
    const id = await submittedDeposit(t, user.token);
    const approved = await operatorCall(t, 'POST', approveUrl(id));
    expect(approved.json()).toMatchObject({
      code: 1,
      data: { id, status: 1, currency: 'USDT', amount: '25.5' },
    });
    expect(await coinBalance(user.userId, 'USDT')).toBe('25.5');

    const again = await operatorCall(t, 'POST', approveUrl(id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'DEPOSIT_ALREADY_APPROVED',
      msg: 'This deposit has already been approved and credited.',
    });
    const rejectApproved = await operatorCall(t, 'POST', rejectUrl(id), { reason: 'too late' });
    expect(rejectApproved.json()).toMatchObject({ error: 'DEPOSIT_ALREADY_APPROVED' });
    expect(await coinBalance(user.userId, 'USDT')).toBe('25.5');
    expect(await creditsOf(user.userId)).toBe(1);
  });

  it('of two operators at the same moment credits once: one succeeds, the other is refused', async () => {
    const user = await registerUser(t);
    const id = await submittedDeposit(t, user.token, { currency: 'ETH', network: 'ERC20', amount: '1.25' });
    const answers = await Promise.all([
      operatorCall(t, 'POST', approveUrl(id)),
      operatorCall(t, 'POST', approveUrl(id)),
      servicesOf(t)
        .deposits.approve(id, rootAct)
        .then(
          () => 'approved',
          (error: { code?: string }) => error.code,
        ),
    ]);
    const [first, second, direct] = answers;
    const outcomes = [first.statusCode, second.statusCode, direct === 'approved' ? 200 : 409].sort();
    expect(outcomes).toEqual([200, 409, 409]);
    expect(await coinBalance(user.userId, 'ETH')).toBe('1.25');
    expect(await creditsOf(user.userId)).toBe(1);
  });

  it('of a rejected deposit is refused and moves nothing', async () => {
    const user = await registerUser(t);
    const id = await submittedDeposit(t, user.token);
    await operatorCall(t, 'POST', rejectUrl(id), { reason: 'The proof shows another address.' });
    const approve = await operatorCall(t, 'POST', approveUrl(id));
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({
      error: 'DEPOSIT_ALREADY_REJECTED',
      msg: 'This deposit has already been rejected.',
    });
    expect(await coinBalance(user.userId, 'USDT')).toBe('0');
    expect(await creditsOf(user.userId)).toBe(0);
  });

  it('of a deposit that does not exist is DEPOSIT_NOT_FOUND; a bad id is refused', async () => {
    const missing = await operatorCall(t, 'POST', approveUrl(987654));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'DEPOSIT_NOT_FOUND' });
    expect((await operatorCall(t, 'POST', rejectUrl(987654), { reason: 'x' })).statusCode).toBe(404);
    const bad = await operatorCall(t, 'POST', adminPaths.depositApprove.replace(':id', 'abc'));
    expect(bad.statusCode).toBe(400);
  });
});

describe('rejection', () => {
  it('records the reason and moves nothing; a second decision is refused', async () => {
    const user = await registerUser(t);
    const id = await submittedDeposit(t, user.token);
    const rejected = await operatorCall(t, 'POST', rejectUrl(id), { reason: '  Amount does not match.  ' });
    expect(rejected.json()).toMatchObject({
      code: 1,
      data: { id, status: 2, reason: 'Amount does not match.' },
    });
    expect(await coinBalance(user.userId, 'USDT')).toBe('0');
    const again = await operatorCall(t, 'POST', rejectUrl(id), { reason: 'again' });
    expect(again.json()).toMatchObject({ error: 'DEPOSIT_ALREADY_REJECTED' });
  });

  it('needs a reason of 1 to 500 characters', async () => {
    const user = await registerUser(t);
    const id = await submittedDeposit(t, user.token);
    expect((await operatorCall(t, 'POST', rejectUrl(id), { reason: '   ' })).statusCode).toBe(400);
    expect((await operatorCall(t, 'POST', rejectUrl(id), { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await operatorCall(t, 'POST', rejectUrl(id), {})).statusCode).toBe(400);
    const queue = (await operatorCall(t, 'GET', adminPaths.deposits)).json().data;
    expect(queue.find((row: { id: number }) => row.id === id)).toMatchObject({ status: 0 });
  });
});

describe('currency settings', () => {
  const walletConfig = async () => (await postForm(t.app, fundingPaths.config, {})).json().data;
  const settingsOf = async (currency: string) =>
    (await walletConfig()).currencies.find((entry: { currency: string }) => entry.currency === currency);

  it('sets a deposit address that the config shows and the next recharge records', async () => {
    const address = '0x1111111111111111111111111111111111111111';
    const saved = await operatorCall(t, 'POST', adminPaths.depositAddress, {
      currency: 'usdt',
      network: 'erc20',
      address,
    });
    expect(saved.json().data.networks).toContainEqual({ network: 'ERC20', address, confirmations: 12 });
    expect((await settingsOf('USDT')).networks).toContainEqual({
      network: 'ERC20',
      address,
      confirmations: 12,
    });
    const user = await registerUser(t);
    const id = await submittedDeposit(t, user.token, { currency: 'USDT', network: 'ERC20', amount: '5' });
    const queue = (await operatorCall(t, 'GET', adminPaths.deposits)).json().data;
    expect(queue.find((row: { id: number }) => row.id === id)).toMatchObject({ address });
  });

  it('refuses an address of the wrong format, a network the currency lacks, an unlisted currency', async () => {
    const before = await walletConfig();
    for (const body of [
      { currency: 'USDT', network: 'TRC20', address: '0x1111111111111111111111111111111111111111' },
      { currency: 'BTC', network: 'ERC20', address: '0x1111111111111111111111111111111111111111' },
      { currency: 'SHIB', network: 'ERC20', address: '0x1111111111111111111111111111111111111111' },
    ]) {
      const response = await operatorCall(t, 'POST', adminPaths.depositAddress, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('FIELD_INVALID');
    }
    expect(await walletConfig()).toEqual(before);
  });

  it('sets limits, keeping the recharge minimum unless given; the new minimum applies to recharges', async () => {
    const kept = await operatorCall(t, 'POST', adminPaths.currencyLimits, {
      currency: 'DOGE',
      min: '50',
      max: '1000000',
      fee: '2',
    });
    expect(kept.json().data).toMatchObject({
      currency: 'DOGE',
      rechargeMin: '10',
      withdrawMin: '50',
      withdrawMax: '1000000',
      withdrawFee: '2',
    });
    await operatorCall(t, 'POST', adminPaths.currencyLimits, {
      currency: 'DOGE',
      min: '50',
      max: '1000000',
      fee: '2',
      rechargeMin: '25',
    });
    expect(await settingsOf('DOGE')).toMatchObject({ rechargeMin: '25', withdrawMin: '50' });
    const user = await registerUser(t);
    const below = await submitRecharge(t, user.token, { currency: 'DOGE', network: 'DOGE', amount: '24' });
    expect(below.json()).toMatchObject({
      error: 'RECHARGE_BELOW_MINIMUM',
      msg: 'The minimum deposit is 25 DOGE. A smaller deposit is neither credited nor refunded.',
    });
  });

  it('refuses limits that do not hold together, changing nothing', async () => {
    const before = await settingsOf('XRP');
    for (const body of [
      { currency: 'XRP', min: '30', max: '20', fee: '1' },
      { currency: 'XRP', min: '20', max: '30', fee: '20' },
      { currency: 'XRP', min: 'abc', max: '30', fee: '1' },
      { currency: 'XRP', min: '20', max: '30', fee: '1', rechargeMin: '0' },
      { currency: 'SHIB', min: '20', max: '30', fee: '1' },
    ]) {
      const response = await operatorCall(t, 'POST', adminPaths.currencyLimits, body);
      expect(response.statusCode).toBe(400);
    }
    expect(await settingsOf('XRP')).toEqual(before);
  });
});

describe('the user sees it', () => {
  it('in the asset list once approved', async () => {
    const user = await registerUser(t);
    const id = await submittedDeposit(t, user.token, { currency: 'BTC', network: 'BTC', amount: '0.25' });
    const before = (await postAs(t.app, walletPaths.assets, user.token, { type: '1' })).json().data.list;
    expect(before.find((e: { currencyName: string }) => e.currencyName === 'BTC').availableCurrency).toBe(
      '0',
    );
    await operatorCall(t, 'POST', approveUrl(id));
    const after = (await postAs(t.app, walletPaths.assets, user.token, { type: '1' })).json().data.list;
    expect(after.find((e: { currencyName: string }) => e.currencyName === 'BTC').availableCurrency).toBe(
      '0.25',
    );
  });
});
