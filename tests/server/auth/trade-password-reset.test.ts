// Proves a forgotten trade password is reset by a code mailed to the account's own address: each refusal with its message, the code's purpose and single use, the shared resend limits, and the lockout lifted by the reset.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { emailCodes } from '../../../src/server/db/schema';
import { ApiError } from '../../../src/server/http/api-error';
import type { AccountServices } from '../../../src/server/services';
import { latestCode, latestMail, registerUser, testPassword } from '../support/accounts';
import { createTestApp, postAs, postForm, servicesOf, type TestApp } from '../support/test-app';

let t: TestApp;
let services: AccountServices;
beforeAll(async () => {
  t = await createTestApp();
  services = servicesOf(t);
});
afterAll(() => t.close());

const oldTradePassword = '135790';
const newTradePassword = '246802';

async function userWithTradePassword() {
  const user = await registerUser(t);
  const form = { assetsPwd: oldTradePassword, confirmPwd: oldTradePassword, password: testPassword };
  expect((await postAs(t.app, userPaths.setTransactionPwd, user.token, form)).json().code).toBe(1);
  // The registration code's minute must pass before the account's address can get another code.
  t.clock.advance(61_000);
  return { ...user, id: Number(user.userId) };
}

const sendCode = (token: string, language?: string) =>
  postAs(t.app, userPaths.sendEmailCodeTradePwd, token, {}, language);

const reset = (token: string, code: string, assetsPwd = newTradePassword, confirmPwd = assetsPwd) =>
  postAs(t.app, userPaths.resetTransactionPwd, token, { code, assetsPwd, confirmPwd });

async function tradePasswordOutcome(userId: number, password: string) {
  try {
    await services.auth.verifyTradePassword(userId, password);
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

describe('the trade-password code', () => {
  it('is six digits of its own purpose, mailed to the account’s address, answered like the other code calls', async () => {
    const user = await userWithTradePassword();
    const response = await sendCode(user.token);
    expect(response.json()).toEqual({
      code: 1,
      data: { resendAfterSeconds: 60 },
      msg: 'The verification code has been sent.',
    });
    expect(await latestCode(t, user.email)).toMatch(/^\d{6}$/);
    expect((await latestMail(t, user.email))?.subject).toBe('Reset your Petrel trade password');
    const rows = await t.database.handle.db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.email, user.email), eq(emailCodes.purpose, 'trade-password')));
    expect(rows).toHaveLength(1);
  });

  it('is mailed in the request’s language', async () => {
    const user = await userWithTradePassword();
    await sendCode(user.token, 'ko-KR');
    expect((await latestMail(t, user.email))?.subject).toBe('Petrel 거래 비밀번호 재설정');
  });

  it('shares the resend limits of the other code calls', async () => {
    const user = await userWithTradePassword();
    expect((await sendCode(user.token)).json().code).toBe(1);
    expect((await sendCode(user.token)).json()).toMatchObject({
      code: 0,
      error: 'CODE_RATE_LIMITED',
      msg: 'Please wait 60 seconds before requesting another code.',
    });
  });

  it('needs a session, and a trade password to reset', async () => {
    expect((await postForm(t.app, userPaths.sendEmailCodeTradePwd, {})).json()).toMatchObject({
      code: -2,
      error: 'SESSION_INVALID',
    });
    const user = await registerUser(t);
    for (const response of [await sendCode(user.token), await reset(user.token, '123456')]) {
      expect(response.json()).toEqual({
        code: 0,
        data: null,
        msg: 'Please set a trade password first.',
        error: 'TRADE_PASSWORD_NOT_SET',
      });
    }
  });
});

describe('resetting the trade password', () => {
  it('refuses a malformed code, a malformed password and a mismatch with their messages', async () => {
    const user = await userWithTradePassword();
    expect((await reset(user.token, '12')).json()).toMatchObject({
      error: 'CODE_RULE',
      msg: 'The verification code is 6 digits.',
    });
    expect((await reset(user.token, '123456', '12ab56')).json()).toMatchObject({
      error: 'TRADE_PASSWORD_RULE',
      msg: 'The trade password must be 6 digits.',
    });
    expect((await reset(user.token, '123456', newTradePassword, '999999')).json()).toMatchObject({
      error: 'PASSWORDS_MISMATCH',
      msg: 'The two passwords do not match.',
    });
  });

  it('refuses a wrong code and a login-password reset code', async () => {
    const user = await userWithTradePassword();
    await postForm(t.app, userPaths.sendEmailCodeForget, { email: user.email });
    const loginResetCode = await latestCode(t, user.email);
    expect((await reset(user.token, loginResetCode)).json()).toMatchObject({
      error: 'CODE_INVALID',
      msg: 'The verification code is wrong or has expired.',
    });
    expect(await tradePasswordOutcome(user.id, oldTradePassword)).toBe('ok');
  });

  it('sets the new trade password with the code, once, and lifts the lockout', async () => {
    const user = await userWithTradePassword();
    for (let failure = 0; failure < 5; failure += 1) await tradePasswordOutcome(user.id, '000000');
    expect(await tradePasswordOutcome(user.id, oldTradePassword)).toBe('TRADE_PASSWORD_LOCKED');
    await sendCode(user.token);
    const code = await latestCode(t, user.email);
    expect((await reset(user.token, code)).json()).toEqual({
      code: 1,
      data: null,
      msg: 'Your trade password has been set.',
    });
    expect(await tradePasswordOutcome(user.id, newTradePassword)).toBe('ok');
    expect(await tradePasswordOutcome(user.id, oldTradePassword)).toBe('TRADE_PASSWORD_WRONG');
    expect((await reset(user.token, code, '975310')).json().error).toBe('CODE_INVALID');
  });
});
