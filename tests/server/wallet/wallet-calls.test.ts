// Proves the asset calls: the asset list for every listed currency with valuation, transfers between the coin
// and contract accounts with the spec's rules and messages, idempotent retries, and the paged transfer records.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletPaths } from '../../../src/common/api-paths';
import { findPair } from '../../../src/common/pairs';
import { walletCurrencies } from '../../../src/common/wallet-types';
import { registerUser } from '../support/accounts';
import { createTestApp, postAs, postForm, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function assetsOf(token: string, type: string) {
  const body = (await postAs(t.app, walletPaths.assets, token, { type })).json();
  expect(body.code).toBe(1);
  return body.data as { list: Record<string, string>[]; totalUsdt: string };
}

const entryOf = (list: Record<string, string>[], currency: string) =>
  list.find((entry) => entry.currencyName === currency)!;

function transfer(token: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return postForm(t.app, walletPaths.transfer, form, undefined, { token, ...headers });
}

describe('getAssets', () => {
  it('lists every listed currency with zero balances for a new user, in both account types', async () => {
    const user = await registerUser(t);
    for (const type of ['1', '2']) {
      const data = await assetsOf(user.token, type);
      expect(data.list.map((entry) => entry.currencyName)).toEqual(walletCurrencies);
      expect(data.totalUsdt).toBe('0');
      expect(data.list.every((e) => e.availableCurrency === '0' && e.frozenCurrency === '0')).toBe(true);
      expect(entryOf(data.list, 'USDT').price).toBe('1');
    }
  });

  it('values USDT at 1 and other coins at the feed close against USDT, truncated', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'USDT', '12.5');
    await creditUser(t, user.userId, 'BTC', '0.00012345');
    const data = await assetsOf(user.token, '1');
    const close = (await t.feed.ticker(findPair('btcusdt')!)).close;
    const btcPrice = new Decimal(close).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    const btc = entryOf(data.list, 'BTC');
    expect(btc).toMatchObject({
      availableCurrency: '0.00012345',
      frozenCurrency: '0',
      price: btcPrice.toFixed(),
    });
    const btcValue = btcPrice.times('0.00012345').toDecimalPlaces(8, Decimal.ROUND_DOWN);
    expect(btc.total).toBe(btcValue.toFixed());
    expect(entryOf(data.list, 'USDT')).toMatchObject({ availableCurrency: '12.5', total: '12.5' });
    expect(data.totalUsdt).toBe(btcValue.plus('12.5').toFixed());
    expect((await assetsOf(user.token, '2')).totalUsdt).toBe('0');
  });

  it('refuses an account type other than 1 or 2, and a visitor', async () => {
    const user = await registerUser(t);
    expect((await postAs(t.app, walletPaths.assets, user.token, { type: '3' })).json()).toMatchObject({
      code: 0,
      error: 'FIELD_INVALID',
    });
    expect((await postForm(t.app, walletPaths.assets, { type: '1' })).json().code).toBe(-2);
  });
});

describe('transfer', () => {
  it('moves funds coin → contract (type 1, the default) and back (type 2)', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'USDT', '100');
    const sent = (await transfer(user.token, { amount: '30.123', currency: 'usdt' })).json();
    expect(sent).toMatchObject({ code: 1, msg: 'Transfer successful' });
    expect(entryOf((await assetsOf(user.token, '1')).list, 'USDT').availableCurrency).toBe('69.877');
    expect(entryOf((await assetsOf(user.token, '2')).list, 'USDT').availableCurrency).toBe('30.123');
    const back = await transfer(user.token, { amount: '0.123', currency: 'USDT', type: '2' });
    expect(back.json().code).toBe(1);
    expect(entryOf((await assetsOf(user.token, '2')).list, 'USDT').availableCurrency).toBe('30');
  });

  it('refuses more than the available balance with the spec message, and changes nothing', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'ETH', '1');
    const refused = (await transfer(user.token, { amount: '1.00000001', currency: 'ETH' })).json();
    expect(refused).toMatchObject({ code: 0, error: 'INSUFFICIENT_BALANCE' });
    expect(refused.msg).toBe('Insufficient available balance of ETH.');
    expect(entryOf((await assetsOf(user.token, '1')).list, 'ETH').availableCurrency).toBe('1');
  });

  it.each([
    [''],
    ['0'],
    ['0.000009'],
    ['1.123456789'],
    ['1e-3'],
    ['-1'],
    ['NaN'],
    ['Infinity'],
    ['0x10'],
    [' 1 2'],
  ])('refuses the amount %j with the transfer tip, in the request language', async (amount) => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'USDT', '10');
    const english = (await transfer(user.token, { amount, currency: 'USDT' })).json();
    expect(english).toMatchObject({ code: 0, error: 'TRANSFER_AMOUNT' });
    expect(english.msg).toBe(
      'Please enter a transfer amount of at least 0.00001, with at most 8 decimal places.',
    );
    const chinese = await postForm(t.app, walletPaths.transfer, { amount, currency: 'USDT' }, 'zh-CN', {
      token: user.token,
    });
    expect(chinese.json().msg).toContain('划转数量');
    expect(entryOf((await assetsOf(user.token, '1')).list, 'USDT').availableCurrency).toBe('10');
  });

  it('refuses an unlisted currency and an unknown type', async () => {
    const user = await registerUser(t);
    const unlisted = (await transfer(user.token, { amount: '1', currency: 'SHIB' })).json();
    expect(unlisted).toMatchObject({ code: 0, error: 'FIELD_INVALID' });
    const badType = (await transfer(user.token, { amount: '1', currency: 'USDT', type: '3' })).json();
    expect(badType).toMatchObject({ code: 0, error: 'FIELD_INVALID' });
  });

  it('applies a retried request with the same Idempotency-Key once, and answers it the same', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'USDT', '50');
    const headers = { 'idempotency-key': 'form-7f3a2c' };
    const first = (await transfer(user.token, { amount: '20', currency: 'USDT' }, headers)).json();
    const retry = (await transfer(user.token, { amount: '20', currency: 'USDT' }, headers)).json();
    expect(first.code).toBe(1);
    expect(retry).toEqual(first);
    expect(entryOf((await assetsOf(user.token, '1')).list, 'USDT').availableCurrency).toBe('30');

    const changed = (await transfer(user.token, { amount: '21', currency: 'USDT' }, headers)).json();
    expect(changed).toMatchObject({ code: 0, error: 'IDEMPOTENCY_KEY_REUSED' });
    const malformed = (
      await transfer(user.token, { amount: '1', currency: 'USDT' }, { 'idempotency-key': 'a b' })
    ).json();
    expect(malformed).toMatchObject({ code: 0, error: 'FIELD_INVALID' });
    expect(entryOf((await assetsOf(user.token, '1')).list, 'USDT').availableCurrency).toBe('30');
  });

  it('keeps keys per user: another user may use the same key', async () => {
    const [a, b] = [await registerUser(t), await registerUser(t)];
    await creditUser(t, a.userId, 'USDT', '5');
    await creditUser(t, b.userId, 'USDT', '5');
    const headers = { 'idempotency-key': 'shared-key' };
    expect((await transfer(a.token, { amount: '1', currency: 'USDT' }, headers)).json().code).toBe(1);
    expect((await transfer(b.token, { amount: '2', currency: 'USDT' }, headers)).json().code).toBe(1);
    expect(entryOf((await assetsOf(b.token, '1')).list, 'USDT').availableCurrency).toBe('3');
  });
});

describe('getAssetsRecord', () => {
  it('pages the transfer records newest first, with direction, filters and the total', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'USDT', '10');
    await creditUser(t, user.userId, 'BTC', '1');
    for (const [amount, currency, type] of [
      ['1', 'USDT', '1'],
      ['0.5', 'BTC', '1'],
      ['0.25', 'USDT', '2'],
    ]) {
      t.clock.advance(1000);
      expect(
        (await transfer(user.token, { amount: amount!, currency: currency!, type: type! })).json().code,
      ).toBe(1);
    }
    const all = (await postAs(t.app, walletPaths.assetsRecord, user.token, { tradeType: '3' })).json();
    expect(all.code).toBe(1);
    expect(all.data.sum).toBe(3);
    expect(
      all.data.list.map((r: Record<string, unknown>) => [r.currency, r.amount, r.direction, r.status]),
    ).toEqual([
      ['USDT', '0.25', 2, 1],
      ['BTC', '0.5', 1, 1],
      ['USDT', '1', 1, 1],
    ]);
    const page2 = (
      await postAs(t.app, walletPaths.assetsRecord, user.token, { pageNo: '2', pageSize: '2' })
    ).json();
    expect(page2.data).toMatchObject({ sum: 3, list: [{ currency: 'USDT', amount: '1' }] });
    const past = (await postAs(t.app, walletPaths.assetsRecord, user.token, { pageNo: '9' })).json();
    expect(past.data).toEqual({ list: [], sum: 3 });
    const btc = (await postAs(t.app, walletPaths.assetsRecord, user.token, { currency: 'BTC' })).json();
    expect(btc.data.sum).toBe(1);
    const recharges = (await postAs(t.app, walletPaths.assetsRecord, user.token, { tradeType: '1' })).json();
    expect(recharges.data).toEqual({ list: [], sum: 0 });
    const other = await registerUser(t);
    expect((await postAs(t.app, walletPaths.assetsRecord, other.token)).json().data.sum).toBe(0);
  });
});
