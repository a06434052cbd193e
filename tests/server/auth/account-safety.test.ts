// Proves the user's own security calls: every successful sign-in (login or registration) leaves one row with the server's time, the client's address (the forwarded one behind a trusted proxy), the capped user agent and its session, a failed login none; the table keeps the newest 100 per user; /user/safety lists 20 newest first with this device and the live sessions marked; "sign out other devices" ends every other session only; the anti-phishing code follows its rule, needs the trade password (refused without one), is answered masked, and is removed only with the trade password.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { loginHistoryShownMax } from '../../../src/common/user-types';
import { loginHistory, users } from '../../../src/server/db/schema';
import { userAgentLengthMax } from '../../../src/server/modules/auth/auth-context';
import {
  createLoginHistoryRepo,
  loginHistoryPerUserMax,
} from '../../../src/server/modules/auth/login-history-repo';
import { createSessionStore } from '../../../src/server/modules/auth/session-tokens';
import { registerUser, testPassword } from '../support/accounts';
import { createTestApp, postAs, type TestApp } from '../support/test-app';
import { setTradePassword, testTradePassword } from '../support/withdrawals';

let t: TestApp;
beforeAll(async () => {
  // Behind one trusted proxy, as a deployment behind a load balancer: its X-Forwarded-For names the client.
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());

const phoneAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let addressCounter = 0;
async function login(email: string, userAgent = phoneAgent, password = testPassword) {
  addressCounter += 1;
  const forwardedFor = `203.0.113.${addressCounter % 250}`;
  const response = await t.app.inject({
    method: 'POST',
    url: userPaths.login,
    payload: { account: email, password },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': forwardedFor },
  });
  return { body: response.json(), forwardedFor };
}

async function tokenOf(email: string, userAgent = phoneAgent): Promise<string> {
  const { body } = await login(email, userAgent);
  if (body.code !== 1) throw new Error(JSON.stringify(body));
  return body.data.token;
}

const safetyOf = async (token: string) => (await postAs(t.app, userPaths.safety, token)).json();
const rowsOf = (userId: string) =>
  t.database.handle.db
    .select()
    .from(loginHistory)
    .where(eq(loginHistory.userId, Number(userId)));

describe('the record of sign-ins', () => {
  it('writes one row per login with the server time, forwarded address, user agent and session', async () => {
    const user = await registerUser(t);
    t.clock.advance(60_000);
    const { forwardedFor } = await login(user.email);
    const rows = await rowsOf(user.userId);
    // The registration signed in too, so it is the first row.
    expect(rows).toHaveLength(2);
    const last = rows.find((row) => row.clientAddress === forwardedFor);
    expect(last).toMatchObject({ userAgent: phoneAgent, signedInAt: new Date(t.clock.nowMs) });
    expect(last?.sessionId).not.toBe(rows[0]?.sessionId);
  });

  it('writes nothing for a failed login, and caps a long user agent', async () => {
    const user = await registerUser(t);
    const wrong = await login(user.email, phoneAgent, 'Wrong12345');
    expect(wrong.body.error).toBe('LOGIN_FAILED');
    expect(await rowsOf(user.userId)).toHaveLength(1);
    await login(user.email, 'X'.repeat(5000));
    const rows = await rowsOf(user.userId);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.userAgent.length)).toContain(userAgentLengthMax);
  });

  it(`keeps only the newest ${loginHistoryPerUserMax} rows of a user, pruned in the recording transaction`, async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const db = t.database.handle.db;
    const repo = createLoginHistoryRepo(db);
    const sessions = createSessionStore(db, () => t.clock.nowMs);
    const extra = loginHistoryPerUserMax + 5;
    for (let index = 0; index < extra; index += 1) {
      t.clock.advance(1000);
      await db.transaction(async (tx) => {
        const opened = await sessions.create(Number(user.userId), '198.51.100.1', tx);
        const entry = {
          userId: Number(user.userId),
          sessionId: opened.sessionId,
          signedInAt: new Date(t.clock.nowMs),
          clientAddress: `198.51.100.${index % 250}`,
          userAgent: `agent ${index}`,
        };
        await repo.record(entry, tx);
      });
    }
    const rows = await rowsOf(user.userId);
    expect(rows).toHaveLength(loginHistoryPerUserMax);
    // The oldest ones went: the registration's row and the first five recorded here.
    expect(rows.map((row) => row.userAgent)).not.toContain('agent 4');
    expect(rows.map((row) => row.userAgent)).toContain('agent 5');
    // Another user's rows are not touched by the pruning.
    const [others] = await db
      .select({ total: count() })
      .from(loginHistory)
      .where(eq(loginHistory.userId, Number(other.userId)));
    expect(Number(others?.total)).toBe(1);
  });
});

describe('/user/safety', () => {
  it(`lists the ${loginHistoryShownMax} newest sign-ins, this device and live sessions marked`, async () => {
    const user = await registerUser(t);
    for (let index = 0; index < loginHistoryShownMax + 2; index += 1) {
      t.clock.advance(1000);
      await tokenOf(user.email);
    }
    t.clock.advance(1000);
    const mine = await tokenOf(
      user.email,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1',
    );
    await postAs(t.app, userPaths.logout, mine); // ends the session of the newest row…
    const current = await tokenOf(user.email); // …and this one is newer still.
    const answer = await safetyOf(current);
    expect(answer.code).toBe(1);
    const logins = answer.data.logins as Array<Record<string, unknown>>;
    expect(logins).toHaveLength(loginHistoryShownMax);
    expect(logins[0]).toMatchObject({ current: true, active: true, signedInAt: t.clock.nowMs });
    expect(logins[1]).toMatchObject({ current: false, active: false });
    expect(logins.slice(2).every((row) => row.active === true && row.current === false)).toBe(true);
    const times = logins.map((row) => Number(row.signedInAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(answer.data.antiPhishingCode).toBeNull();
  });

  it('refuses a call without a valid session', async () => {
    expect((await postAs(t.app, userPaths.safety, 'not-a-token')).json()).toMatchObject({ code: -2 });
    expect((await postAs(t.app, userPaths.logoutOtherDevices, '')).json()).toMatchObject({ code: -2 });
  });
});

describe('sign out all other devices', () => {
  it('ends every other session of the user and keeps this one and other users’', async () => {
    const user = await registerUser(t);
    const stranger = await registerUser(t);
    const second = await tokenOf(user.email);
    const third = await tokenOf(user.email);
    const answer = await postAs(t.app, userPaths.logoutOtherDevices, third, {}, 'en-US');
    expect(answer.json()).toEqual({
      code: 1,
      data: { ended: 2 },
      msg: 'Every other device has been signed out.',
    });
    expect((await postAs(t.app, userPaths.info, user.token)).json().code).toBe(-2);
    expect((await postAs(t.app, userPaths.info, second)).json().code).toBe(-2);
    expect((await postAs(t.app, userPaths.info, third)).json().code).toBe(1);
    expect((await postAs(t.app, userPaths.info, stranger.token)).json().code).toBe(1);
    const logins = (await safetyOf(third)).data.logins as Array<{ current: boolean; active: boolean }>;
    expect(logins.filter((row) => row.active)).toEqual([expect.objectContaining({ current: true })]);
    // Again: nothing left to end.
    expect((await postAs(t.app, userPaths.logoutOtherDevices, third)).json().data).toEqual({ ended: 0 });
  });
});

describe('the anti-phishing code', () => {
  const storedCodeOf = async (userId: string) =>
    (
      await t.database.handle.db
        .select()
        .from(users)
        .where(eq(users.id, Number(userId)))
    )[0]?.antiPhishingCode;

  it('is refused without a trade password, with a message that says to set one', async () => {
    const user = await registerUser(t);
    const answer = await postAs(t.app, userPaths.setAntiPhishingCode, user.token, {
      code: 'Seagull7',
      assetsPwd: testTradePassword,
    });
    expect(answer.json()).toMatchObject({ code: 0, error: 'ANTI_PHISHING_NEEDS_TRADE_PASSWORD' });
    expect(answer.json().msg).toContain('Set a trade password first');
    const zh = await postAs(t.app, userPaths.setAntiPhishingCode, user.token, { code: 'Seagull7' }, 'zh-CN');
    expect(zh.json().msg).toContain('交易密码');
    expect(await storedCodeOf(user.userId)).toBeNull();
  });

  it.each([
    ['too short', 'ab1'],
    ['too long', 'a'.repeat(21)],
    ['digits only', '123456'],
    ['a symbol', 'abc-123'],
    ['a space inside', 'abc 123'],
    ['another script', 'Пароль12'],
    ['empty', ''],
  ])('refuses a code with %s and changes nothing', async (_case, code) => {
    const user = await registerUser(t);
    await setTradePassword(t, user.token);
    const answer = await postAs(t.app, userPaths.setAntiPhishingCode, user.token, {
      code,
      assetsPwd: testTradePassword,
    });
    expect(answer.json()).toMatchObject({ code: 0, error: 'ANTI_PHISHING_CODE_RULE' });
    expect(await storedCodeOf(user.userId)).toBeNull();
  });

  it('needs the right trade password, which counts as a try', async () => {
    const user = await registerUser(t);
    await setTradePassword(t, user.token);
    const wrong = await postAs(t.app, userPaths.setAntiPhishingCode, user.token, {
      code: 'Seagull7',
      assetsPwd: '000000',
    });
    expect(wrong.json()).toMatchObject({ error: 'TRADE_PASSWORD_WRONG' });
    expect(wrong.json().msg).toContain('4 attempts left');
    const blank = await postAs(t.app, userPaths.setAntiPhishingCode, user.token, { code: 'Seagull7' });
    expect(blank.json()).toMatchObject({ error: 'TRADE_PASSWORD_RULE' });
    expect(await storedCodeOf(user.userId)).toBeNull();
  });

  it('is stored as typed (ends trimmed), answered masked, and can be changed', async () => {
    const user = await registerUser(t);
    await setTradePassword(t, user.token);
    const set = await postAs(t.app, userPaths.setAntiPhishingCode, user.token, {
      code: ' Seagull2026 ',
      assetsPwd: testTradePassword,
    });
    expect(set.json()).toMatchObject({ code: 1, data: { antiPhishingCode: 'Se****26' } });
    expect(await storedCodeOf(user.userId)).toBe('Seagull2026');
    expect((await safetyOf(user.token)).data.antiPhishingCode).toBe('Se****26');
    await postAs(t.app, userPaths.setAntiPhishingCode, user.token, {
      code: 'Tern',
      assetsPwd: testTradePassword,
    });
    expect(await storedCodeOf(user.userId)).toBe('Tern');
    expect((await safetyOf(user.token)).data.antiPhishingCode).toBe('T****n');
  });

  it('is removed only with the right trade password, which counts as a try, in the asker’s language', async () => {
    const user = await registerUser(t);
    await setTradePassword(t, user.token);
    await postAs(t.app, userPaths.setAntiPhishingCode, user.token, {
      code: 'Seagull7',
      assetsPwd: testTradePassword,
    });
    const wrong = await postAs(t.app, userPaths.clearAntiPhishingCode, user.token, { assetsPwd: '000000' });
    expect(wrong.json()).toMatchObject({ code: 0, error: 'TRADE_PASSWORD_WRONG' });
    expect(wrong.json().msg).toContain('4 attempts left');
    const blank = await postAs(t.app, userPaths.clearAntiPhishingCode, user.token, {});
    expect(blank.json()).toMatchObject({ code: 0, error: 'TRADE_PASSWORD_RULE' });
    expect(await storedCodeOf(user.userId)).toBe('Seagull7');
    const cleared = await postAs(
      t.app,
      userPaths.clearAntiPhishingCode,
      user.token,
      { assetsPwd: testTradePassword },
      'ja-JP',
    );
    expect(cleared.json()).toEqual({
      code: 1,
      data: { antiPhishingCode: null },
      msg: 'フィッシング対策コードを削除しました。今後、Petrel からのメールにコードは表示されません。',
    });
    expect(await storedCodeOf(user.userId)).toBeNull();
    expect((await safetyOf(user.token)).data.antiPhishingCode).toBeNull();
  });

  it('has nothing to remove when none is set, and asks no trade password for that', async () => {
    const user = await registerUser(t);
    const answer = await postAs(t.app, userPaths.clearAntiPhishingCode, user.token, { assetsPwd: '000000' });
    expect(answer.json()).toMatchObject({ code: 1, data: { antiPhishingCode: null } });
    expect(await storedCodeOf(user.userId)).toBeNull();
  });
});
