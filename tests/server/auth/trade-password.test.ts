// Proves the trade password: set the first time with the login password, changed with the old one, and verifyTradePassword's answers (not set, wrong with tries left, locked, unlocked after 15 minutes).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { users } from '../../../src/server/db/schema';
import { ApiError } from '../../../src/server/http/api-error';
import type { AccountServices } from '../../../src/server/services';
import { registerUser, testPassword } from '../support/accounts';
import { createTestApp, postAs, servicesOf, type TestApp } from '../support/test-app';

let t: TestApp;
let services: AccountServices;
beforeAll(async () => {
  t = await createTestApp();
  services = servicesOf(t);
});
afterAll(() => t.close());

const minuteMs = 60_000;

/** The ApiError a call throws, as code and values; undefined when it passes. */
async function outcome(call: Promise<unknown>) {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, values: error.values };
    throw error;
  }
}

async function userWithTradePassword(tradePassword = '135790') {
  const user = await registerUser(t);
  const set = await postAs(t.app, userPaths.setTransactionPwd, user.token, {
    assetsPwd: tradePassword,
    confirmPwd: tradePassword,
    password: testPassword,
  });
  expect(set.json()).toMatchObject({ code: 1, msg: 'Your trade password has been set.' });
  return { ...user, id: Number(user.userId) };
}

describe('setTransactionPwd', () => {
  it('sets the first trade password with the login password, and info then says so', async () => {
    const user = await registerUser(t);
    const set = (form: Record<string, string>) =>
      postAs(t.app, userPaths.setTransactionPwd, user.token, form);
    expect(
      (await set({ assetsPwd: '12345', confirmPwd: '12345', password: testPassword })).json().error,
    ).toBe('TRADE_PASSWORD_RULE');
    expect(
      (await set({ assetsPwd: '12345a', confirmPwd: '12345a', password: testPassword })).json().error,
    ).toBe('TRADE_PASSWORD_RULE');
    expect(
      (await set({ assetsPwd: '123456', confirmPwd: '123457', password: testPassword })).json().error,
    ).toBe('PASSWORDS_MISMATCH');
    expect((await set({ assetsPwd: '123456', confirmPwd: '123456' })).json()).toMatchObject({
      error: 'FIELD_MISSING',
      msg: 'The field “password” is required.',
    });
    expect(
      (await set({ assetsPwd: '123456', confirmPwd: '123456', password: 'Wrong12345' })).json().error,
    ).toBe('CURRENT_PASSWORD_WRONG');
    expect(
      (await set({ assetsPwd: '123456', confirmPwd: '123456', password: testPassword })).json().code,
    ).toBe(1);
    expect((await postAs(t.app, userPaths.info, user.token)).json().data.assetsPwd).toBe(true);
    const [row] = await t.database.handle.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.tradePasswordHash).toMatch(/^\$argon2id\$/);
  });

  it('changes it only with the old trade password', async () => {
    const user = await userWithTradePassword('111222');
    const change = (form: Record<string, string>) =>
      postAs(t.app, userPaths.setTransactionPwd, user.token, form);
    expect(
      (await change({ assetsPwd: '333444', confirmPwd: '333444', password: testPassword })).json(),
    ).toMatchObject({
      error: 'FIELD_MISSING',
      msg: 'The field “oldAssetsPwd” is required.',
    });
    expect(
      (await change({ assetsPwd: '333444', confirmPwd: '333444', oldAssetsPwd: '999999' })).json(),
    ).toMatchObject({
      error: 'TRADE_PASSWORD_WRONG',
      msg: 'The trade password is incorrect. 4 attempts left.',
    });
    expect(
      (await change({ assetsPwd: '333444', confirmPwd: '333444', oldAssetsPwd: '111222' })).json().code,
    ).toBe(1);
    expect(await outcome(services.auth.verifyTradePassword(user.id, '333444'))).toBeUndefined();
    expect((await outcome(services.auth.verifyTradePassword(user.id, '111222')))?.code).toBe(
      'TRADE_PASSWORD_WRONG',
    );
  });

  it('needs a session', async () => {
    const response = await postAs(t.app, userPaths.setTransactionPwd, 'nope', {
      assetsPwd: '123456',
      confirmPwd: '123456',
    });
    expect(response.json().code).toBe(-2);
  });
});

describe('verifyTradePassword', () => {
  it('refuses when no trade password is set, and refuses a malformed one without counting it', async () => {
    const user = await registerUser(t);
    expect(await outcome(services.auth.verifyTradePassword(Number(user.userId), '123456'))).toEqual({
      code: 'TRADE_PASSWORD_NOT_SET',
      values: {},
    });
    const withPassword = await userWithTradePassword();
    for (let index = 0; index < 10; index += 1) {
      expect((await outcome(services.auth.verifyTradePassword(withPassword.id, 'abc')))?.code).toBe(
        'TRADE_PASSWORD_RULE',
      );
    }
    expect(await outcome(services.auth.verifyTradePassword(withPassword.id, '135790'))).toBeUndefined();
  });

  it('counts down four wrong tries, locks on the fifth for 15 minutes, and unlocks after', async () => {
    const user = await userWithTradePassword('135790');
    for (const remaining of [4, 3, 2, 1]) {
      expect(await outcome(services.auth.verifyTradePassword(user.id, '000000'))).toEqual({
        code: 'TRADE_PASSWORD_WRONG',
        values: { remaining },
      });
      t.clock.advance(minuteMs);
    }
    expect(await outcome(services.auth.verifyTradePassword(user.id, '000000'))).toEqual({
      code: 'TRADE_PASSWORD_LOCKED',
      values: { minutes: 11 },
    });
    // Locked means locked: the right password is refused too.
    expect(await outcome(services.auth.verifyTradePassword(user.id, '135790'))).toEqual({
      code: 'TRADE_PASSWORD_LOCKED',
      values: { minutes: 11 },
    });
    t.clock.advance(11 * minuteMs);
    expect(await outcome(services.auth.verifyTradePassword(user.id, '135790'))).toBeUndefined();
  });

  it('starts counting afresh after the right password', async () => {
    const user = await userWithTradePassword('135790');
    for (let index = 0; index < 3; index += 1)
      await outcome(services.auth.verifyTradePassword(user.id, '000000'));
    expect(await outcome(services.auth.verifyTradePassword(user.id, '135790'))).toBeUndefined();
    expect(await outcome(services.auth.verifyTradePassword(user.id, '000000'))).toEqual({
      code: 'TRADE_PASSWORD_WRONG',
      values: { remaining: 4 },
    });
  });

  it('shows its lock through the API in the request language with the minutes', async () => {
    const user = await userWithTradePassword('135790');
    for (let index = 0; index < 5; index += 1)
      await outcome(services.auth.verifyTradePassword(user.id, '000000'));
    const change = await postAs(t.app, userPaths.setTransactionPwd, user.token, {
      assetsPwd: '222333',
      confirmPwd: '222333',
      oldAssetsPwd: '135790',
    });
    expect(change.json()).toMatchObject({
      code: 0,
      error: 'TRADE_PASSWORD_LOCKED',
      msg: 'The trade password is locked after too many wrong attempts. Try again in 15 minutes.',
    });
  });
});
