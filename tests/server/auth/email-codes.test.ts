// Proves the emailed-code rules: hashed storage, 10-minute expiry, single use, five tries, newest-wins, resend limits per address and per client, and a reset request that enumerates nothing by its answer, its limits or its work.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { emailCodes, outbox } from '../../../src/server/db/schema';
import { latestCode, registerUser, testPassword, uniqueEmail } from '../support/accounts';
import { createCodeSender } from '../../../src/server/modules/auth/code-sender';
import { createTestApp, postForm, type TestApp } from '../support/test-app';
import { authDependencies, recordCalls, requestContext } from './auth-dependencies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each test asks from its own client address, so the per-address limit is only met where it is meant to be. */
const freshAddress = () => `10.20.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function send(url: string, email: string, remoteAddress: string, language?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: { email },
    remoteAddress,
    headers: language ? { 'accept-language': language } : {},
  });
}

const verify = (email: string, code: string, purpose = 'register') =>
  postForm(t.app, userPaths.emailVerification, { email, code, purpose });

const register = (email: string, code: string) =>
  postForm(t.app, userPaths.register, {
    email,
    code,
    password: testPassword,
    confirmPassword: testPassword,
    agree: '1',
  });

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function mailCount(email: string): Promise<number> {
  return (await t.database.handle.db.select().from(outbox).where(eq(outbox.toEmail, email))).length;
}

describe('a code', () => {
  it('is six digits, mailed, and stored only as a keyed hash', async () => {
    const email = uniqueEmail('hash');
    await send(userPaths.sendEmailCode, email, freshAddress());
    const code = await latestCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.handle.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.email, email))
      .orderBy(desc(emailCodes.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('can be checked without being used up, then registers once and never again', async () => {
    const email = uniqueEmail('once');
    await send(userPaths.sendEmailCode, email, freshAddress());
    const code = await latestCode(t, email);
    expect((await verify(email, code)).json()).toMatchObject({ code: 1, data: { verified: true } });
    expect((await verify(email, code)).json().code).toBe(1);
    expect((await register(email, code)).json().code).toBe(1);
    expect((await verify(email, code)).json()).toMatchObject({ code: 0, error: 'CODE_INVALID' });
  });

  it('expires after ten minutes', async () => {
    const email = uniqueEmail('expiry');
    await send(userPaths.sendEmailCode, email, freshAddress());
    const code = await latestCode(t, email);
    t.clock.advance(10 * 60_000 - 1000);
    expect((await verify(email, code)).json().code).toBe(1);
    t.clock.advance(1000);
    expect((await verify(email, code)).json()).toMatchObject({ code: 0, error: 'CODE_INVALID' });
    expect((await register(email, code)).json()).toMatchObject({ code: 0, error: 'CODE_INVALID' });
  });

  it('allows five wrong tries: four answer CODE_INVALID, the fifth and anything after CODE_ATTEMPTS_EXCEEDED', async () => {
    const email = uniqueEmail('attempts');
    await send(userPaths.sendEmailCode, email, freshAddress());
    const code = await latestCode(t, email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify(email, otherCode(code))).json().error).toBe('CODE_INVALID');
    }
    expect((await verify(email, otherCode(code))).json().error).toBe('CODE_ATTEMPTS_EXCEEDED');
    // Even the right code is useless now; only a new code helps.
    expect((await verify(email, code)).json().error).toBe('CODE_ATTEMPTS_EXCEEDED');
    expect((await register(email, code)).json().error).toBe('CODE_ATTEMPTS_EXCEEDED');
    t.clock.advance(61_000);
    await send(userPaths.sendEmailCode, email, freshAddress());
    expect((await register(email, await latestCode(t, email))).json().code).toBe(1);
  });

  it('serves one purpose: a registration code does not reset a password', async () => {
    const user = await registerUser(t);
    t.clock.advance(61_000);
    await send(userPaths.sendEmailCodeForget, user.email, freshAddress());
    const resetCode = await latestCode(t, user.email);
    expect((await verify(user.email, resetCode, 'reset')).json().code).toBe(1);
    expect((await verify(user.email, resetCode, 'register')).json().error).toBe('CODE_INVALID');
    expect((await verify(user.email, resetCode, 'login')).json()).toMatchObject({
      code: 0,
      error: 'FIELD_INVALID',
    });
  });

  it('is replaced by a newer one', async () => {
    const email = uniqueEmail('newest');
    const address = freshAddress();
    await send(userPaths.sendEmailCode, email, address);
    const first = await latestCode(t, email);
    t.clock.advance(61_000);
    await send(userPaths.sendEmailCode, email, address);
    const second = await latestCode(t, email);
    // Two random codes can be equal, so the proof is the rows: the older one is spent the moment the newer exists.
    const rows = await t.database.handle.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.email, email))
      .orderBy(emailCodes.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.consumedAt).toEqual(new Date(t.clock.nowMs));
    expect(rows[1]?.consumedAt).toBeNull();
    expect(first).toMatch(/^\d{6}$/);
    expect((await verify(email, second)).json().code).toBe(1);
  });
});

describe('resend limits', () => {
  it('allows one code per address per minute and says how long to wait', async () => {
    const email = uniqueEmail('minute');
    expect((await send(userPaths.sendEmailCode, email, freshAddress())).json().code).toBe(1);
    const refused = await send(userPaths.sendEmailCode, email, freshAddress());
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      code: 0,
      error: 'CODE_RATE_LIMITED',
      msg: 'Please wait 60 seconds before requesting another code.',
    });
    t.clock.advance(45_000);
    expect((await send(userPaths.sendEmailCode, email, freshAddress())).json().msg).toBe(
      'Please wait 15 seconds before requesting another code.',
    );
    t.clock.advance(15_000);
    expect((await send(userPaths.sendEmailCode, email, freshAddress())).json().code).toBe(1);
    expect(await mailCount(email)).toBe(2);
  });

  it('allows five codes per address per hour', async () => {
    const email = uniqueEmail('hour');
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await send(userPaths.sendEmailCode, email, freshAddress())).json().code).toBe(1);
      t.clock.advance(61_000);
    }
    const refused = (await send(userPaths.sendEmailCode, email, freshAddress())).json();
    expect(refused.error).toBe('CODE_RATE_LIMITED');
    // The first of the five leaves the hour 3600 - 5 × 61 seconds from now.
    expect(refused.msg).toBe(`Please wait ${3600 - 5 * 61} seconds before requesting another code.`);
    t.clock.advance((3600 - 5 * 61) * 1000);
    expect((await send(userPaths.sendEmailCode, email, freshAddress())).json().code).toBe(1);
  });

  it('allows twenty codes per client address per hour, whatever the addresses', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < 20; sent += 1) {
      expect((await send(userPaths.sendEmailCode, uniqueEmail('ip'), address)).json().code).toBe(1);
    }
    const email = uniqueEmail('ip');
    expect((await send(userPaths.sendEmailCode, email, address)).json().error).toBe('CODE_RATE_LIMITED');
    expect(await mailCount(email)).toBe(0);
    expect((await send(userPaths.sendEmailCode, email, freshAddress())).json().code).toBe(1);
  });
});

describe('password-reset codes', () => {
  it('answer the same for an unknown address, but mail only an account', async () => {
    const user = await registerUser(t);
    t.clock.advance(61_000);
    const unknown = uniqueEmail('nobody');
    const known = await send(userPaths.sendEmailCodeForget, user.email, freshAddress(), 'ja-JP');
    const stranger = await send(userPaths.sendEmailCodeForget, unknown, freshAddress(), 'ja-JP');
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.body).toBe(known.body);
    expect(known.json()).toMatchObject({ code: 1, data: { resendAfterSeconds: 60 } });
    expect(await mailCount(unknown)).toBe(0);
    expect(await latestCode(t, user.email)).toMatch(/^\d{6}$/);

    // The limits count the unknown address too, so they tell nothing either.
    const knownAgain = await send(userPaths.sendEmailCodeForget, user.email, freshAddress());
    const strangerAgain = await send(userPaths.sendEmailCodeForget, unknown, freshAddress());
    expect(strangerAgain.body).toBe(knownAgain.body);
    expect(knownAgain.json().error).toBe('CODE_RATE_LIMITED');
  });

  it('do the same work for an unknown address: the same calls, and a code row written, only the mail left out', async () => {
    const user = await registerUser(t);
    t.clock.advance(61_000);
    const work = async (email: string) => {
      const calls: string[] = [];
      const deps = authDependencies(t);
      const sender = createCodeSender({
        ...deps,
        users: recordCalls('users', deps.users, calls),
        codes: recordCalls('codes', deps.codes, calls),
        throttle: recordCalls('throttle', deps.throttle, calls),
        mailer: recordCalls('mailer', deps.mailer, calls),
        hasher: recordCalls('hasher', deps.hasher, calls),
      });
      await sender.sendResetCode(email, requestContext(freshAddress()));
      return calls;
    };
    const unknown = uniqueEmail('nobody');
    const known = await work(user.email);
    const stranger = await work(unknown);
    expect(known).toEqual([...stranger, 'mailer.send']);
    expect(stranger).toEqual(['throttle.attemptAll', 'users.findByEmail', 'codes.issue', 'hasher.hash']);
    const rowsOf = async (email: string) =>
      (
        await t.database.handle.db
          .select()
          .from(emailCodes)
          .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, 'reset')))
      ).map(({ purpose, createdAt, expiresAt, consumedAt, attempts }) => ({
        purpose,
        createdAt,
        expiresAt,
        consumedAt,
        attempts,
      }));
    expect(await rowsOf(unknown)).toEqual(await rowsOf(user.email));
    expect(await rowsOf(unknown)).toHaveLength(1);
  });

  it('refuse a malformed address with the shared rule', async () => {
    const response = await send(userPaths.sendEmailCodeForget, 'nope', freshAddress());
    expect(response.json()).toMatchObject({
      code: 0,
      error: 'EMAIL_INVALID',
      msg: 'Please enter your email',
    });
  });
});
