// Proves the withdrawal call: each rule with its message (identity, trade password, own address, amount within the
// currency's limits and above the fee, available balance), in English and another language; that a refusal
// records and freezes nothing; that success records the request with the address copied and freezes the amount;
// and that an Idempotency-Key replay answers the first result and moves nothing again.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingPaths } from '../../../src/common/api-paths';
import { withdrawals } from '../../../src/server/db/schema';
import { queryRows } from '../../../src/server/db/query-rows';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { currencyLimitDefaults } from '../../../src/server/modules/wallet/currency-settings-defaults';
import { createTestApp, postForm, servicesOf, type TestApp } from '../support/test-app';
import { samplePng } from '../support/sample-png';
import { creditUser } from '../support/wallet';
import {
  sampleAddresses,
  saveAddress,
  setTradePassword,
  testTradePassword,
  withdrawingUser,
} from '../support/withdrawals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function withdraw(
  token: string,
  form: Record<string, string>,
  options: { language?: string; key?: string } = {},
) {
  return postForm(t.app, fundingPaths.withdrawSubmit, form, options.language, {
    token,
    ...(options.key ? { 'idempotency-key': options.key } : {}),
  });
}

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

/** A verified user with a trade password, 100 USDT and a saved TRC20 address. */
async function readyUser() {
  const user = await withdrawingUser(t);
  await creditUser(t, user.id, 'USDT', '100');
  const address = await saveAddress(t, user.token, {
    currency: 'USDT',
    network: 'TRC20',
    address: sampleAddresses.TRC20,
    remark: 'exchange wallet',
  });
  return { ...user, address };
}

describe('withdraw submit', () => {
  it('records the request with the address copied and freezes the amount', async () => {
    const user = await readyUser();
    const answer = await withdraw(user.token, {
      addressId: user.address.id,
      amount: '25.5',
      tradePwd: testTradePassword,
    });
    expect(answer.json()).toMatchObject({
      code: 1,
      msg: 'Withdrawal submitted. The amount is frozen while we review it.',
      data: { amount: '25.5', fee: '1', realarrive: '24.5' },
    });
    const id = Number(answer.json().data.id);
    expect(await usdtOf(user.id)).toEqual({ available: '74.5', frozen: '25.5' });
    const [row] = await t.database.handle.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({
      userId: user.id,
      currency: 'USDT',
      network: 'TRC20',
      address: sampleAddresses.TRC20,
      remark: 'exchange wallet',
      status: 0,
      reason: '',
    });
    expect([row?.amount, row?.fee, row?.realarrive].map(Number)).toEqual([25.5, 1, 24.5]);
    const references = await queryRows<{ kind: string; reference: string }>(
      t.database.handle.db,
      sql`select kind, reference from ledger_transactions where reference = ${`withdrawal:${id}:freeze`}`,
    );
    expect(references).toEqual([{ kind: 'withdrawal', reference: `withdrawal:${id}:freeze` }]);
  });

  it('accepts exactly the minimum and exactly the maximum', async () => {
    const user = await readyUser();
    await creditUser(t, user.id, 'USDT', '100000');
    for (const amount of ['10', '100000']) {
      const answer = await withdraw(user.token, {
        addressId: user.address.id,
        amount,
        tradePwd: testTradePassword,
      });
      expect(answer.json().code).toBe(1);
    }
    expect(await usdtOf(user.id)).toEqual({ available: '90', frozen: '100010' });
  });

  it('requires verified identity first, and says so in the user’s language', async () => {
    const user = await withdrawingUser(t, { verified: false });
    await creditUser(t, user.id, 'USDT', '100');
    const address = await saveAddress(t, user.token);
    const form = { addressId: address.id, amount: '20', tradePwd: testTradePassword };
    expect((await withdraw(user.token, form)).json()).toMatchObject({
      code: 0,
      error: 'WITHDRAW_KYC_REQUIRED',
      msg: 'Please verify your identity before withdrawing.',
    });
    expect((await withdraw(user.token, form, { language: 'zh-CN' })).json().msg).toBe(
      '提币前请先完成身份认证。',
    );
    expect((await withdraw(user.token, form, { language: 'ja-JP' })).json().msg).toBe(
      '出金する前に本人確認を完了してください。',
    );
    // A submission under review is not a verified identity either.
    await servicesOf(t).kyc.submit(user.id, {
      realName: 'Under Review',
      idNumber: '110101199003074512',
      front: { bytes: samplePng(1), mimeType: 'image/png' },
      back: { bytes: samplePng(2), mimeType: 'image/png' },
    });
    expect((await withdraw(user.token, form)).json().error).toBe('WITHDRAW_KYC_REQUIRED');
    expect(await usdtOf(user.id)).toEqual({ available: '100', frozen: '0' });
    expect(await withdrawalCount(user.id)).toBe(0);
  });

  it('requires a trade password that is set and right, with the verifier’s tries and messages', async () => {
    const user = await withdrawingUser(t, { tradePassword: false });
    await creditUser(t, user.id, 'USDT', '100');
    const address = await saveAddress(t, user.token);
    const form = { addressId: address.id, amount: '20', tradePwd: '123456' };
    expect((await withdraw(user.token, form)).json()).toMatchObject({
      error: 'TRADE_PASSWORD_NOT_SET',
      msg: 'Please set a trade password first.',
    });
    await setTradePassword(t, user.token);
    expect((await withdraw(user.token, form)).json()).toMatchObject({
      error: 'TRADE_PASSWORD_WRONG',
      msg: 'The trade password is incorrect. 4 attempts left.',
    });
    expect((await withdraw(user.token, { ...form, tradePwd: '12ab56' })).json().error).toBe(
      'TRADE_PASSWORD_RULE',
    );
    expect((await withdraw(user.token, { ...form, tradePwd: '' })).json()).toMatchObject({
      error: 'FIELD_MISSING',
      msg: 'The field “tradePwd” is required.',
    });
    expect(await usdtOf(user.id)).toEqual({ available: '100', frozen: '0' });
    expect(await withdrawalCount(user.id)).toBe(0);
  });

  it('checks the amount and the address before the password, so a typo costs no password try', async () => {
    const user = await readyUser();
    for (let index = 0; index < 6; index += 1) {
      const answer = await withdraw(user.token, {
        addressId: user.address.id,
        amount: '5',
        tradePwd: '000000',
      });
      expect(answer.json().error).toBe('WITHDRAW_AMOUNT');
    }
    const ok = await withdraw(user.token, {
      addressId: user.address.id,
      amount: '20',
      tradePwd: testTradePassword,
    });
    expect(ok.json().code).toBe(1);
  });

  it('withdraws only to one of the user’s own saved addresses', async () => {
    const user = await readyUser();
    const stranger = await withdrawingUser(t);
    const theirs = await saveAddress(t, stranger.token);
    const notFound = {
      error: 'ADDRESS_NOT_FOUND',
      msg: 'This withdrawal address does not exist. Please choose one from your address book.',
    };
    for (const addressId of [theirs.id, '99999999']) {
      const answer = await withdraw(user.token, { addressId, amount: '20', tradePwd: testTradePassword });
      expect(answer.json()).toMatchObject(notFound);
    }
    expect(
      (await withdraw(user.token, { addressId: 'x', amount: '20', tradePwd: testTradePassword })).json()
        .error,
    ).toBe('FIELD_INVALID');
    expect(await usdtOf(user.id)).toEqual({ available: '100', frozen: '0' });
  });

  it('keeps the amount within the currency’s limits with at most 8 places', async () => {
    const user = await readyUser();
    const refusal = {
      error: 'WITHDRAW_AMOUNT',
      msg: 'Please enter an amount from 10 to 100000 USDT, with at most 8 decimal places.',
    };
    for (const amount of ['9.99999999', '100000.00000001', '10.123456789', '-20', '1e2', 'abc', ' 0x20']) {
      const answer = await withdraw(user.token, {
        addressId: user.address.id,
        amount,
        tradePwd: testTradePassword,
      });
      expect(answer.json(), amount).toMatchObject(refusal);
    }
    const korean = await withdraw(
      user.token,
      { addressId: user.address.id, amount: '1', tradePwd: testTradePassword },
      { language: 'ko-KR' },
    );
    expect(korean.json().msg).toBe('10~100000 USDT 사이의 수량을 소수점 8자리 이내로 입력해 주세요.');
    expect(await usdtOf(user.id)).toEqual({ available: '100', frozen: '0' });
    expect(await withdrawalCount(user.id)).toBe(0);
  });

  it('refuses an amount that the fee would eat whole', async () => {
    const user = await withdrawingUser(t);
    await creditUser(t, user.id, 'EOS', '100');
    const address = await saveAddress(t, user.token, {
      currency: 'EOS',
      network: 'EOS',
      address: sampleAddresses.EOS,
    });
    // Operators cannot set a fee of at least the minimum (limits set refuses it); a hand-edited table can.
    await t.database.handle.db.execute(
      sql`update currency_settings set withdraw_fee = 5 where currency = 'EOS'`,
    );
    try {
      const answer = await withdraw(user.token, {
        addressId: address.id,
        amount: '5',
        tradePwd: testTradePassword,
      });
      expect(answer.json()).toMatchObject({
        error: 'WITHDRAW_BELOW_FEE',
        msg: 'The amount must be more than the fee of 5 EOS.',
      });
      expect(await withdrawalCount(user.id)).toBe(0);
    } finally {
      await t.database.handle.db.execute(
        sql`update currency_settings set withdraw_fee = 0.5 where currency = 'EOS'`,
      );
    }
  });

  it('refuses a currency that has no limits configured', async () => {
    const user = await withdrawingUser(t);
    await creditUser(t, user.id, 'EOS', '100');
    const address = await saveAddress(t, user.token, {
      currency: 'EOS',
      network: 'EOS',
      address: sampleAddresses.EOS,
    });
    await t.database.handle.db.execute(sql`delete from currency_settings where currency = 'EOS'`);
    try {
      const answer = await withdraw(user.token, {
        addressId: address.id,
        amount: '10',
        tradePwd: testTradePassword,
      });
      expect(answer.json()).toMatchObject({
        error: 'WITHDRAW_UNAVAILABLE',
        msg: 'Withdrawals of EOS are not available at the moment.',
      });
      expect(await withdrawalCount(user.id)).toBe(0);
    } finally {
      await servicesOf(t).currencySettings.setLimits('EOS', currencyLimitDefaults.EOS!);
    }
  });

  it('refuses more than the available balance and records nothing', async () => {
    const user = await readyUser();
    const answer = await withdraw(user.token, {
      addressId: user.address.id,
      amount: '100.00000001',
      tradePwd: testTradePassword,
    });
    expect(answer.json()).toMatchObject({
      error: 'INSUFFICIENT_BALANCE',
      msg: 'Insufficient available balance of USDT.',
    });
    expect(await usdtOf(user.id)).toEqual({ available: '100', frozen: '0' });
    expect(await withdrawalCount(user.id)).toBe(0);
    // Frozen funds are not available: after one withdrawal of 60, another of 60 is refused.
    expect(
      (
        await withdraw(user.token, { addressId: user.address.id, amount: '60', tradePwd: testTradePassword })
      ).json().code,
    ).toBe(1);
    expect(
      (
        await withdraw(user.token, { addressId: user.address.id, amount: '60', tradePwd: testTradePassword })
      ).json().error,
    ).toBe('INSUFFICIENT_BALANCE');
    expect(await usdtOf(user.id)).toEqual({ available: '40', frozen: '60' });
  });

  it('answers a replayed Idempotency-Key with the first result and freezes once; another body under it is refused', async () => {
    const user = await readyUser();
    const form = { addressId: user.address.id, amount: '30', tradePwd: testTradePassword };
    const first = (await withdraw(user.token, form, { key: 'withdraw-key-1' })).json();
    const again = (await withdraw(user.token, form, { key: 'withdraw-key-1' })).json();
    expect(first.code).toBe(1);
    expect(again).toEqual(first);
    expect(await usdtOf(user.id)).toEqual({ available: '70', frozen: '30' });
    expect(await withdrawalCount(user.id)).toBe(1);
    const other = await withdraw(user.token, { ...form, amount: '31' }, { key: 'withdraw-key-1' });
    expect(other.json()).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await withdrawalCount(user.id)).toBe(1);
  });

  it('refuses a visitor with code -2', async () => {
    const form = { addressId: '1', amount: '20', tradePwd: testTradePassword };
    expect((await postForm(t.app, fundingPaths.withdrawSubmit, form)).json().code).toBe(-2);
  });
});
