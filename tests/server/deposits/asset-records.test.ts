// Proves the asset records union: recharges from the deposits table (reviewing → finished or rejected with the
// reason as remark), withdrawals from the withdrawals table, and transfers from the journal, in one list newest
// first, with paging, `sum`, and the currency and tradeType filters; a recharge's ledger credit is not a second record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, fundingPaths, walletPaths } from '../../../src/common/api-paths';
import { withdrawals } from '../../../src/server/db/schema';
import { registerUser } from '../support/accounts';
import { createTestApp, postAs, postForm, type TestApp } from '../support/test-app';
import { requestQuote, submitQuote } from '../support/exchange';
import { creditUser } from '../support/wallet';
import { sampleAddresses, saveAddress, testTradePassword, withdrawingUser } from '../support/withdrawals';
import { approveUrl, operatorCall, rejectUrl, submittedDeposit } from './recharge-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = { list: Record<string, unknown>[]; sum: number };

async function recordsOf(token: string, form: Record<string, string> = {}, language?: string): Promise<Page> {
  const body = (await postAs(t.app, walletPaths.assetsRecord, token, form, language)).json();
  expect(body.code).toBe(1);
  return body.data as Page;
}

/** A withdrawal row as the withdrawals service writes it (another slice owns the call; records only read it). */
async function insertWithdrawal(userId: string, values: { status: number; reason?: string }) {
  const [row] = await t.database.handle.db
    .insert(withdrawals)
    .values({
      userId: Number(userId),
      currency: 'USDT',
      network: 'ERC20',
      address: '0x2222222222222222222222222222222222222222',
      amount: '40',
      fee: '1',
      realarrive: '39',
      status: values.status,
      reason: values.reason ?? '',
      createdAt: new Date(t.clock.nowMs),
    })
    .returning({ id: withdrawals.id });
  return row!.id;
}

/** One user with a history, one second apart: recharge USDT, recharge BTC, transfer, withdrawal, recharge USDT. */
async function userWithHistory() {
  const user = await registerUser(t);
  await creditUser(t, user.userId, 'USDT', '100');
  t.clock.advance(1000);
  const usdt = await submittedDeposit(t, user.token);
  t.clock.advance(1000);
  const btc = await submittedDeposit(t, user.token, { currency: 'BTC', network: 'BTC', amount: '0.5' });
  t.clock.advance(1000);
  const transfer = await postForm(t.app, walletPaths.transfer, { amount: '3', currency: 'USDT' }, undefined, {
    token: user.token,
  });
  expect(transfer.json().code).toBe(1);
  t.clock.advance(1000);
  const withdrawal = await insertWithdrawal(user.userId, {
    status: 2,
    reason: 'Address on a sanctions list.',
  });
  t.clock.advance(1000);
  const late = await submittedDeposit(t, user.token, { currency: 'USDT', network: 'ERC20', amount: '7' });
  return { user, usdt, btc, withdrawal, late };
}

describe('getAssetsRecord', () => {
  it('lists recharges, withdrawals and transfers together, newest first, with their fields', async () => {
    const { user, usdt, btc, withdrawal, late } = await userWithHistory();
    const page = await recordsOf(user.token);
    expect(page.sum).toBe(5);
    expect(
      page.list.map((record) => [record.tradeType, record.currency, record.amount, record.status]),
    ).toEqual([
      [1, 'USDT', '7', 0],
      [2, 'USDT', '40', 2],
      [3, 'USDT', '3', 1],
      [1, 'BTC', '0.5', 0],
      [1, 'USDT', '25.5', 0],
    ]);
    expect(page.list[0]).toEqual({
      id: `deposit:${late}`,
      tradeType: 1,
      currency: 'USDT',
      amount: '7',
      fee: '0',
      realarrive: '7',
      status: 0,
      remark: '',
      network: 'ERC20',
      address: '0x852ce2af7baf684216e49ae5d2558974e18b82ab',
      createdAt: new Date(t.clock.nowMs).toISOString(),
    });
    expect(page.list[1]).toMatchObject({
      id: `withdrawal:${withdrawal}`,
      fee: '1',
      realarrive: '39',
      remark: 'Address on a sanctions list.',
      network: 'ERC20',
      address: '0x2222222222222222222222222222222222222222',
    });
    expect(page.list[2]).toMatchObject({ direction: 1, fee: '0', realarrive: '3' });
    expect(new Set(page.list.map((record) => record.id)).size).toBe(5);
    expect([usdt, btc].map((id) => `deposit:${id}`)).toEqual([page.list[4]?.id, page.list[3]?.id]);
  });

  it('shows a recharge going from reviewing to finished, or to rejected with the reason as remark', async () => {
    const { user, usdt, btc } = await userWithHistory();
    await operatorCall(t, 'POST', approveUrl(usdt));
    await operatorCall(t, 'POST', rejectUrl(btc), { reason: 'No such transfer on the chain.' });
    const recharges = await recordsOf(user.token, { tradeType: '1' });
    // The approval's ledger credit (kind "recharge") is the same recharge, not a record of its own.
    expect(recharges.sum).toBe(3);
    const byId = new Map(recharges.list.map((record) => [record.id, record]));
    expect(byId.get(`deposit:${usdt}`)).toMatchObject({ status: 1, remark: '' });
    expect(byId.get(`deposit:${btc}`)).toMatchObject({ status: 2, remark: 'No such transfer on the chain.' });
    expect((await recordsOf(user.token)).sum).toBe(5);
  });

  it('pages the union: every record once across pages, and a page past the end still has the sum', async () => {
    const { user } = await userWithHistory();
    const all = (await recordsOf(user.token)).list.map((record) => record.id);
    const pages = [];
    for (const pageNo of ['1', '2', '3']) {
      const page = await recordsOf(user.token, { pageNo, pageSize: '2' });
      expect(page.sum).toBe(5);
      pages.push(...page.list.map((record) => record.id));
    }
    expect(pages).toEqual(all);
    expect(await recordsOf(user.token, { pageNo: '4', pageSize: '2' })).toEqual({ list: [], sum: 5 });
    expect((await recordsOf(user.token, { pageSize: '3' })).list).toHaveLength(3);
  });

  it('filters by tradeType and by currency, together or alone', async () => {
    const { user } = await userWithHistory();
    const types = async (form: Record<string, string>) =>
      (await recordsOf(user.token, form)).list.map((record) => [record.tradeType, record.currency]);
    expect(await types({ tradeType: '1' })).toEqual([
      [1, 'USDT'],
      [1, 'BTC'],
      [1, 'USDT'],
    ]);
    expect(await types({ tradeType: '2' })).toEqual([[2, 'USDT']]);
    expect(await types({ tradeType: '3' })).toEqual([[3, 'USDT']]);
    expect(await recordsOf(user.token, { tradeType: '4' })).toEqual({ list: [], sum: 0 });
    expect(await types({ currency: 'BTC' })).toEqual([[1, 'BTC']]);
    expect(await types({ currency: 'usdt', tradeType: '1' })).toEqual([
      [1, 'USDT'],
      [1, 'USDT'],
    ]);
    expect((await recordsOf(user.token, { currency: 'USDT' })).sum).toBe(4);
    expect(await recordsOf(user.token, { currency: 'ETH' })).toEqual({ list: [], sum: 0 });
  });

  it('shows a user only their own records', async () => {
    await userWithHistory();
    const other = await registerUser(t);
    expect(await recordsOf(other.token)).toEqual({ list: [], sum: 0 });
  });

  it('refuses a tradeType or a page out of range with a translated message', async () => {
    const user = await registerUser(t);
    const response = await postAs(t.app, walletPaths.assetsRecord, user.token, { tradeType: '9' }, 'ja-JP');
    expect(response.json()).toMatchObject({ code: 0, error: 'FIELD_INVALID' });
    expect(response.json().msg).toContain('tradeType');
    const page = await postAs(t.app, walletPaths.assetsRecord, user.token, { pageNo: '0' });
    expect(page.json()).toMatchObject({ code: 0, error: 'FIELD_INVALID' });
  });

  it('lists a real withdrawal once, its freeze and settlement movements not as records of their own', async () => {
    const user = await withdrawingUser(t);
    await creditUser(t, user.id, 'USDT', '100');
    const address = await saveAddress(t, user.token);
    t.clock.advance(1000);
    const submitted = await postForm(
      t.app,
      fundingPaths.withdrawSubmit,
      { addressId: address.id, amount: '20', tradePwd: testTradePassword },
      undefined,
      { token: user.token },
    );
    expect(submitted.json().code).toBe(1);
    const id = String(submitted.json().data.id);
    const reviewing = await recordsOf(user.token);
    expect(reviewing.sum).toBe(1);
    expect(reviewing.list[0]).toMatchObject({
      id: `withdrawal:${id}`,
      tradeType: 2,
      currency: 'USDT',
      amount: '20',
      fee: '1',
      realarrive: '19',
      status: 0,
      network: 'TRC20',
      address: sampleAddresses.TRC20,
    });
    await operatorCall(t, 'POST', adminPaths.withdrawalApprove.replace(':id', id));
    const finished = await recordsOf(user.token, { tradeType: '2' });
    expect(finished).toMatchObject({ sum: 1, list: [{ id: `withdrawal:${id}`, status: 1 }] });
    expect((await recordsOf(user.token)).sum).toBe(1);
  });

  it('lists a flash exchange as tradeType 4 through the journal mapper, filtered by either currency', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'USDT', '100');
    t.clock.advance(1000);
    const quote = (
      await requestQuote(t, user.token, { fromCurrency: 'USDT', toCurrency: 'BTC', amount: '50' })
    ).json();
    expect(quote.code).toBe(1);
    const receipt = (await submitQuote(t, user.token, quote.data.quoteId)).json();
    expect(receipt.code).toBe(1);
    t.clock.advance(1000);
    await submittedDeposit(t, user.token);
    const page = await recordsOf(user.token);
    expect(page.sum).toBe(2);
    expect(page.list.map((record) => record.tradeType)).toEqual([1, 4]);
    expect(page.list[1]).toMatchObject({
      id: `journal:${receipt.data.transactionId}`,
      currency: 'USDT',
      amount: '50',
      toCurrency: 'BTC',
      status: 1,
    });
    expect((await recordsOf(user.token, { tradeType: '4' })).sum).toBe(1);
    expect((await recordsOf(user.token, { currency: 'BTC' })).list.map((record) => record.tradeType)).toEqual(
      [4],
    );
  });
});
