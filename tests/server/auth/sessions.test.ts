// Proves a token stops working (code -2) after logout, after a password change (other sessions only), after a reset (all), after idle and absolute expiry, and when info names another user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { sessionIdleMs, sessionLifetimeMs } from '../../../src/server/modules/auth/session-tokens';
import { latestCode, latestMail, registerUser, testPassword } from '../support/accounts';
import { createTestApp, postAs, postForm, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPassword = 'Fresh4567';
const dayMs = 24 * 60 * 60 * 1000;

async function loginAs(email: string, password = testPassword): Promise<string> {
  const response = await postForm(t.app, userPaths.login, { account: email, password });
  if (response.json().code !== 1) throw new Error(response.body);
  return response.json().data.token;
}

async function expectSessionInvalid(token: string) {
  const response = await postAs(t.app, userPaths.info, token);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    code: -2,
    data: null,
    error: 'SESSION_INVALID',
    msg: 'Your session has ended. Please log in again.',
  });
}

const expectSessionValid = async (token: string) =>
  expect((await postAs(t.app, userPaths.info, token)).json().code).toBe(1);

describe('logout', () => {
  it('ends the session, and succeeds again with the dead token (header or body)', async () => {
    const user = await registerUser(t);
    const out = await postAs(t.app, userPaths.logout, user.token);
    expect(out.json()).toEqual({ code: 1, data: null, msg: 'You have logged out.' });
    await expectSessionInvalid(user.token);
    expect((await postForm(t.app, userPaths.logout, { token: user.token })).json().code).toBe(1);
    expect((await postForm(t.app, userPaths.logout, {})).json().code).toBe(1);
  });

  it('ends only that session', async () => {
    const user = await registerUser(t);
    const other = await loginAs(user.email);
    await postAs(t.app, userPaths.logout, user.token);
    await expectSessionValid(other);
  });
});

describe('tokens that are not tokens', () => {
  it('refuse a missing, malformed or unknown token with code -2', async () => {
    await expectSessionInvalid('');
    await expectSessionInvalid('not-a-token');
    await expectSessionInvalid('A'.repeat(43));
  });

  it('refuse info for another user id, even with a valid token', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const mismatch = await postForm(t.app, userPaths.info, { token: a.token, userId: b.userId });
    expect(mismatch.json()).toMatchObject({ code: -2, error: 'SESSION_INVALID' });
    const own = await postForm(t.app, userPaths.info, { token: a.token, userId: a.userId });
    expect(own.json().code).toBe(1);
  });
});

describe('a password change', () => {
  it('keeps the session that made it and ends every other one, then the new password logs in', async () => {
    const user = await registerUser(t);
    const other = await loginAs(user.email);
    const change = await postAs(t.app, userPaths.updatePwd, user.token, {
      oldPassword: testPassword,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(change.json()).toMatchObject({ code: 1, msg: 'Your password has been changed.' });
    await expectSessionValid(user.token);
    await expectSessionInvalid(other);
    expect(
      (await postForm(t.app, userPaths.login, { account: user.email, password: testPassword })).json().error,
    ).toBe('LOGIN_FAILED');
    await loginAs(user.email, newPassword);
    expect((await latestMail(t, user.email))?.subject).toBe('Your Petrel password was changed');
  });

  it('needs the current password, and follows the new-password rules', async () => {
    const user = await registerUser(t);
    const attempt = (form: Record<string, string>) => postAs(t.app, userPaths.updatePwd, user.token, form);
    expect(
      (await attempt({ oldPassword: 'Wrong12345', newPassword, confirmPassword: newPassword })).json().error,
    ).toBe('CURRENT_PASSWORD_WRONG');
    expect(
      (
        await attempt({ oldPassword: testPassword, newPassword: '12345678', confirmPassword: '12345678' })
      ).json().error,
    ).toBe('PASSWORD_RULE');
    expect(
      (await attempt({ oldPassword: testPassword, newPassword, confirmPassword: 'Other4567' })).json().error,
    ).toBe('PASSWORDS_MISMATCH');
    expect((await postForm(t.app, userPaths.updatePwd, { oldPassword: testPassword })).json().code).toBe(-2);
  });

  it('locks after five wrong current passwords, so a stolen session cannot guess the password', async () => {
    const user = await registerUser(t);
    for (let failure = 0; failure < 5; failure += 1) {
      const wrong = await postAs(t.app, userPaths.updatePwd, user.token, {
        oldPassword: `Wrong1234${failure}`,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(wrong.json().error).toBe('CURRENT_PASSWORD_WRONG');
    }
    const locked = await postAs(t.app, userPaths.updatePwd, user.token, {
      oldPassword: testPassword,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(locked.json()).toMatchObject({ error: 'LOGIN_LOCKED' });
  });
});

describe('a password reset', () => {
  it('consumes the reset code, sets the password and ends every session', async () => {
    const user = await registerUser(t);
    const other = await loginAs(user.email);
    t.clock.advance(61_000);
    await postForm(t.app, userPaths.sendEmailCodeForget, { email: user.email });
    const code = await latestCode(t, user.email);
    const reset = { email: user.email, code, newPassword, confirmPassword: newPassword };
    expect((await postForm(t.app, userPaths.forgetPwd, reset)).json()).toMatchObject({ code: 1 });
    await expectSessionInvalid(user.token);
    await expectSessionInvalid(other);
    await loginAs(user.email, newPassword);
    // The code worked once.
    const again = await postForm(t.app, userPaths.forgetPwd, {
      ...reset,
      newPassword: 'Again4567',
      confirmPassword: 'Again4567',
    });
    expect(again.json().error).toBe('CODE_INVALID');
  });

  it('refuses a code for an address without an account', async () => {
    const response = await postForm(t.app, userPaths.forgetPwd, {
      email: 'nobody.here@example.com',
      code: '123456',
      newPassword,
      confirmPassword: newPassword,
    });
    expect(response.json().error).toBe('CODE_INVALID');
  });
});

describe('expiry', () => {
  it('ends a session idle for longer than the idle limit', async () => {
    const user = await registerUser(t);
    t.clock.advance(sessionIdleMs - 60_000);
    await expectSessionValid(user.token);
    t.clock.advance(sessionIdleMs - 60_000);
    await expectSessionValid(user.token);
    t.clock.advance(sessionIdleMs + 1000);
    await expectSessionInvalid(user.token);
  });

  it('ends a session at its absolute lifetime even when it is used every day', async () => {
    const user = await registerUser(t);
    let elapsedMs = 0;
    while (elapsedMs + dayMs < sessionLifetimeMs) {
      t.clock.advance(dayMs);
      elapsedMs += dayMs;
      await expectSessionValid(user.token);
    }
    t.clock.advance(sessionLifetimeMs - elapsedMs);
    await expectSessionInvalid(user.token);
  });
});
