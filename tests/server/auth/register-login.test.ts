// Proves the register → login → info flow with the code read from the outbox, the exact wire shapes, and each registration rule.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { users } from '../../../src/server/db/schema';
import { invitationCodeAlphabet } from '../../../src/server/modules/auth/account-ids';
import {
  latestCode,
  latestMail,
  registerUser,
  requestRegisterCode,
  testPassword,
  uniqueEmail,
} from '../support/accounts';
import { createTestApp, postAs, postForm, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  // The app's own password hashing, not the suites' cheap one: one test below reads production's parameters.
  t = await createTestApp({ passwords: 'server default' });
});
afterAll(() => t.close());

const sortedKeys = (value: object) => Object.keys(value).sort();

function registration(email: string, code: string, extra: Record<string, string> = {}) {
  return { email, code, password: testPassword, confirmPassword: testPassword, agree: '1', ...extra };
}

describe('register, log in, read the profile', () => {
  it('mails a code, registers with it, logs in and answers the spec shapes', async () => {
    const email = uniqueEmail('flow');
    const sent = await postForm(t.app, userPaths.sendEmailCode, { email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      code: 1,
      data: { resendAfterSeconds: 60 },
      msg: 'The verification code has been sent.',
    });
    const mail = await latestMail(t, email);
    expect(mail?.subject).toBe('Your Petrel verification code');
    const code = await latestCode(t, email);

    const registered = await postForm(t.app, userPaths.register, registration(email, code));
    expect(registered.json()).toMatchObject({ code: 1, msg: 'Register success' });
    expect(sortedKeys(registered.json().data)).toEqual(['token', 'userId']);

    const login = await postForm(t.app, userPaths.login, { account: email, password: testPassword });
    const body = login.json();
    expect(sortedKeys(body)).toEqual(['code', 'data', 'msg']);
    expect(body.code).toBe(1);
    expect(body.msg).toBe('login success');
    expect(sortedKeys(body.data)).toEqual(['token', 'userId']);
    expect(body.data.userId).toBe(registered.json().data.userId);
    expect(typeof body.data.token).toBe('string');
    expect(body.data.token.length).toBeGreaterThanOrEqual(43);

    const info = await postForm(t.app, userPaths.info, { token: body.data.token, userId: body.data.userId });
    const profile = info.json();
    expect(profile.code).toBe(1);
    expect(sortedKeys(profile.data)).toEqual([
      'assetsPwd',
      'auth',
      'email',
      'icon',
      'invitationCode',
      'uid',
      'unreadMessages',
    ]);
    expect(profile.data).toMatchObject({ email, icon: '', auth: 0, assetsPwd: false, unreadMessages: 0 });
    expect(profile.data.uid).toMatch(/^\d{8}$/);
    expect(profile.data.invitationCode).toMatch(new RegExp(`^[${invitationCodeAlphabet}]{8}$`));
  });

  it('accepts the token in the header too, and answers in the request language', async () => {
    const user = await registerUser(t);
    const info = await postAs(t.app, userPaths.info, user.token, {}, 'zh-CN');
    expect(info.json().code).toBe(1);
    expect(info.json().data.email).toBe(user.email);
  });

  it('normalises the email: case and spaces do not make a second account', async () => {
    const email = uniqueEmail('case');
    await registerUser(t, email);
    const login = await postForm(t.app, userPaths.login, {
      account: `  ${email.toUpperCase()} `,
      password: testPassword,
    });
    expect(login.json().code).toBe(1);
    t.clock.advance(61_000);
    const again = await postForm(t.app, userPaths.sendEmailCode, { email: email.toUpperCase() });
    expect(again.json()).toMatchObject({ code: 0, error: 'EMAIL_TAKEN' });
  });

  it('stores the language the user registered in and hashes the password with argon2id', async () => {
    const email = uniqueEmail('locale');
    const code = await requestRegisterCode(t, email);
    await postForm(t.app, userPaths.register, registration(email, code), 'ko-KR,ko;q=0.9');
    const [row] = await t.database.handle.db.select().from(users).where(eq(users.email, email));
    expect(row?.locale).toBe('ko-KR');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(testPassword);
  });
});

describe('registration rules', () => {
  it('refuses each broken rule with its error, in the order of the form', async () => {
    const email = uniqueEmail('rules');
    const code = await requestRegisterCode(t, email);
    const cases: Array<[Record<string, string>, string]> = [
      [{ email: 'not-an-email' }, 'EMAIL_INVALID'],
      [{ code: '12ab' }, 'CODE_RULE'],
      [{ password: '1abcdefgh', confirmPassword: '1abcdefgh' }, 'PASSWORD_RULE'],
      [{ password: 'short1', confirmPassword: 'short1' }, 'PASSWORD_RULE'],
      [{ confirmPassword: 'Different123' }, 'PASSWORDS_MISMATCH'],
      [{ agree: '0' }, 'AGREEMENT_REQUIRED'],
      [{ agree: '' }, 'AGREEMENT_REQUIRED'],
      [{ invitationCode: 'NOPE2345' }, 'INVITE_CODE_UNKNOWN'],
    ];
    for (const [change, error] of cases) {
      const response = await postForm(t.app, userPaths.register, registration(email, code, change));
      expect(response.statusCode).toBe(200);
      expect(response.json(), JSON.stringify(change)).toMatchObject({ code: 0, data: null, error });
    }
    // None of those refusals used the code up or created the account.
    const ok = await postForm(t.app, userPaths.register, registration(email, code));
    expect(ok.json().code).toBe(1);
  });

  it('refuses a wrong code and a registered email', async () => {
    const email = uniqueEmail('wrongcode');
    const code = await requestRegisterCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await postForm(t.app, userPaths.register, registration(email, wrong));
    expect(response.json()).toMatchObject({ code: 0, error: 'CODE_INVALID' });

    const taken = await registerUser(t);
    const again = await postForm(t.app, userPaths.register, registration(taken.email, '123456'));
    expect(again.json()).toMatchObject({ code: 0, error: 'EMAIL_TAKEN' });
  });

  it('links the inviter through an invitation code, typed in any case', async () => {
    const inviter = await registerUser(t);
    const inviterInfo = (await postAs(t.app, userPaths.info, inviter.token)).json().data;
    const email = uniqueEmail('invited');
    const code = await requestRegisterCode(t, email);
    const response = await postForm(
      t.app,
      userPaths.register,
      registration(email, code, { invitationCode: ` ${inviterInfo.invitationCode.toLowerCase()} ` }),
    );
    expect(response.json().code).toBe(1);
    const [row] = await t.database.handle.db.select().from(users).where(eq(users.email, email));
    expect(String(row?.inviterId)).toBe(inviter.userId);
  });

  it('gives each account its own uid and invitation code', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const infoA = (await postAs(t.app, userPaths.info, a.token)).json().data;
    const infoB = (await postAs(t.app, userPaths.info, b.token)).json().data;
    expect(infoA.uid).not.toBe(infoB.uid);
    expect(infoA.invitationCode).not.toBe(infoB.invitationCode);
  });

  it('accepts JSON bodies and agree=true', async () => {
    const email = uniqueEmail('json');
    const code = await requestRegisterCode(t, email);
    const response = await t.app.inject({
      method: 'POST',
      url: userPaths.register,
      payload: { ...registration(email, code), agree: true },
    });
    expect(response.json().code).toBe(1);
  });
});
