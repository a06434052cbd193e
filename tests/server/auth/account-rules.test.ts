// Proves the server applies the shared account rules: look-alike emails are one address or refused, the password rule names its characters, an over-long login password gets its own message, the current password cannot be reused, and a new password and the end of the old sessions commit together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { loginPasswordLengthMax } from '../../../src/common/validation';
import { createPasswordService } from '../../../src/server/modules/auth/password-service';
import {
  latestCode,
  registerUser,
  requestRegisterCode,
  testPassword,
  uniqueEmail,
} from '../support/accounts';
import { createTestApp, postAs, postForm, type TestApp } from '../support/test-app';
import { authDependencies } from './auth-dependencies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const freshAddress = () => `10.70.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function post(url: string, payload: Record<string, string>, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: freshAddress(),
    headers: token ? { token } : {},
  });
}

const emailCharactersMessage =
  'This email contains hidden characters or mixes alphabets (such as Latin and Cyrillic letters). Please type it again by hand.';

describe('look-alike emails', () => {
  it('treat a fullwidth spelling as the same address: it logs in and cannot register again', async () => {
    const email = uniqueEmail('wide');
    await registerUser(t, email);
    const wide = email.replace('@', '＠').replace(/^w/, 'ｗ');
    expect((await post(userPaths.login, { account: wide, password: testPassword })).json().code).toBe(1);
    t.clock.advance(61_000);
    expect((await post(userPaths.sendEmailCode, { email: wide })).json().error).toBe('EMAIL_TAKEN');
  });

  it('refuse a zero-width character or a Cyrillic letter with their own message, before any code is sent', async () => {
    const local = uniqueEmail('look').split('@')[0] ?? '';
    for (const email of [`${local}\u200b@example.com`, `${local}\u0430@example.com`]) {
      const response = await post(userPaths.sendEmailCode, { email });
      expect(response.json()).toEqual({
        code: 0,
        data: null,
        msg: emailCharactersMessage,
        error: 'EMAIL_CHARACTERS',
      });
    }
    expect(
      (await post(userPaths.login, { account: 'ad\u00ada@example.com', password: testPassword })).json(),
    ).toMatchObject({ error: 'EMAIL_CHARACTERS' });
  });
});

describe('password rules', () => {
  it('tell a password with an emoji or a space which characters are allowed', async () => {
    for (const password of ['Petrel😀2026', 'Petrel 2026']) {
      const email = uniqueEmail('emoji');
      const code = await requestRegisterCode(t, email);
      const form = { email, code, password, confirmPassword: password, agree: '1' };
      const body = (await postForm(t.app, userPaths.register, form)).json();
      expect(body.error).toBe('PASSWORD_RULE');
      expect(body.msg).toBe(
        'The password must be 8 to 24 characters long and start with a letter. Use only English letters, digits and keyboard symbols such as ! @ # $ % (no spaces or emoji).',
      );
    }
  });

  it('answer a login password over 128 characters that it is too long, not that it is missing', async () => {
    const response = await post(userPaths.login, {
      account: uniqueEmail(),
      password: 'a'.repeat(loginPasswordLengthMax + 1),
    });
    expect(response.json()).toEqual({
      code: 0,
      data: null,
      msg: 'This password is too long: a Petrel password has at most 24 characters.',
      error: 'LOGIN_PASSWORD_TOO_LONG',
    });
  });
});

describe('reusing the current password', () => {
  it('is refused on change, and the other sessions stay open', async () => {
    const user = await registerUser(t);
    const other = (await post(userPaths.login, { account: user.email, password: testPassword })).json().data
      .token as string;
    const form = { oldPassword: testPassword, newPassword: testPassword, confirmPassword: testPassword };
    expect((await postAs(t.app, userPaths.updatePwd, user.token, form)).json()).toEqual({
      code: 0,
      data: null,
      msg: 'The new password must be different from your current password.',
      error: 'PASSWORD_UNCHANGED',
    });
    expect((await postAs(t.app, userPaths.info, other)).json().code).toBe(1);
  });

  it('is refused on reset, and the code still sets a different password', async () => {
    const user = await registerUser(t);
    t.clock.advance(61_000);
    await post(userPaths.sendEmailCodeForget, { email: user.email });
    const code = await latestCode(t, user.email);
    const reset = (newPassword: string) =>
      post(userPaths.forgetPwd, { email: user.email, code, newPassword, confirmPassword: newPassword });
    expect((await reset(testPassword)).json()).toMatchObject({ code: 0, error: 'PASSWORD_UNCHANGED' });
    expect((await reset('Another789')).json().code).toBe(1);
    expect((await post(userPaths.login, { account: user.email, password: 'Another789' })).json().code).toBe(
      1,
    );
  });

  it('stops answering on reset after five comparisons in a quarter hour', async () => {
    const user = await registerUser(t);
    t.clock.advance(61_000);
    await post(userPaths.sendEmailCodeForget, { email: user.email });
    const code = await latestCode(t, user.email);
    const form = { email: user.email, code, newPassword: testPassword, confirmPassword: testPassword };
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await post(userPaths.forgetPwd, form)).json().error).toBe('PASSWORD_UNCHANGED');
    }
    expect((await post(userPaths.forgetPwd, form)).json().error).toBe('LOGIN_LOCKED');
  });

  it('is refused for the trade password too', async () => {
    const user = await registerUser(t);
    const first = { assetsPwd: '135790', confirmPwd: '135790', password: testPassword };
    expect((await postAs(t.app, userPaths.setTransactionPwd, user.token, first)).json().code).toBe(1);
    const same = { assetsPwd: '135790', confirmPwd: '135790', oldAssetsPwd: '135790' };
    expect((await postAs(t.app, userPaths.setTransactionPwd, user.token, same)).json()).toEqual({
      code: 0,
      data: null,
      msg: 'The new trade password must be different from your current one.',
      error: 'TRADE_PASSWORD_UNCHANGED',
    });
  });
});

describe('a password change', () => {
  it('sets the new hash and ends the other sessions in one transaction: when ending them fails, nothing changes', async () => {
    const user = await registerUser(t);
    const deps = authDependencies(t);
    const { sessions, users } = deps;
    const passwords = createPasswordService({
      ...deps,
      sessions: {
        ...sessions,
        async revokeAllOf(userId, keepSessionId, tx) {
          await sessions.revokeAllOf(userId, keepSessionId, tx);
          throw new Error('the session table is unavailable');
        },
      },
    });
    const before = (await users.findById(Number(user.userId)))?.passwordHash;
    const session = await sessions.resolve(user.token);
    const input = { oldPassword: testPassword, newPassword: 'Changed2468', confirmPassword: 'Changed2468' };
    await expect(passwords.changePassword(session!, input)).rejects.toThrow(
      'the session table is unavailable',
    );
    expect((await users.findById(Number(user.userId)))?.passwordHash).toBe(before);
  });
});
