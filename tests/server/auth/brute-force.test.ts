// Proves failed logins are limited per account and per client address, that an unknown email and a wrong password get the same answer after the same work (one argon2id verification with the same parameters), and that every refusal is logged with a hashed account and the client address, never the email.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { createPasswordHashing, productionHashCost } from '../../../src/server/modules/auth/password-hashing';
import { registerUser, testPassword, uniqueEmail } from '../support/accounts';

// The real verification at production's cost, watched: the test counts the work a login does instead of timing it.
const productionHashing = createPasswordHashing(productionHashCost);
const verifications = vi.fn(productionHashing.verify);
const watchedHashing = { ...productionHashing, verify: verifications };
import { createTestApp, type TestApp } from '../support/test-app';

const logLines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: logStream }, passwords: watchedHashing });
});
afterAll(() => t.close());

let addressCounter = 0;
const freshAddress = () => `10.30.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function login(account: string, password: string, remoteAddress = freshAddress(), language?: string) {
  return t.app.inject({
    method: 'POST',
    url: userPaths.login,
    payload: { account, password },
    remoteAddress,
    headers: language ? { 'accept-language': language } : {},
  });
}

describe('login refusals', () => {
  it('answer an unknown email exactly like a wrong password', async () => {
    const user = await registerUser(t);
    const wrong = await login(user.email, 'Wrong12345');
    const unknown = await login(uniqueEmail('ghost'), 'Wrong12345');
    expect(wrong.statusCode).toBe(200);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({
      code: 0,
      data: null,
      msg: 'The email or password is incorrect.',
      error: 'LOGIN_FAILED',
    });
  });

  it('do the same work for an unknown email as for a wrong password: one argon2id verification each', async () => {
    const user = await registerUser(t);
    const hashesVerified = async (account: string) => {
      verifications.mockClear();
      await login(account, 'Wrong12345');
      // "$argon2id$v=19$m=…,t=…,p=…$salt$hash": the first four fields, without salt and hash.
      return verifications.mock.calls.map(([passwordHash]) => passwordHash.split('$').slice(0, 4).join('$'));
    };
    const wrong = await hashesVerified(user.email);
    const unknown = await hashesVerified(uniqueEmail('ghost'));
    // The PHC prefix names algorithm, version and cost: the dummy hash costs what a real one does.
    expect(wrong).toEqual([
      `$argon2id$v=19$m=${productionHashCost.memoryCostKib},t=${productionHashCost.timeCost},p=${productionHashCost.parallelism}`,
    ]);
    expect(unknown).toEqual(wrong);
  });

  it('refuse malformed input with the shared rules before counting anything', async () => {
    expect((await login('nobody', testPassword)).json()).toMatchObject({
      error: 'EMAIL_INVALID',
      msg: 'Please enter your email',
    });
    expect((await login(uniqueEmail(), '123')).json()).toMatchObject({
      error: 'LOGIN_PASSWORD_INVALID',
      msg: 'Please enter the login password',
    });
  });
});

describe('the per-account limit', () => {
  it('locks an account after five failures in 15 minutes, from any address, and lifts it after', async () => {
    const user = await registerUser(t);
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await login(user.email, 'Wrong12345')).json().error).toBe('LOGIN_FAILED');
      t.clock.advance(60_000);
    }
    const locked = await login(user.email, testPassword);
    expect(locked.statusCode).toBe(200);
    // The first failure leaves the window 15 - 5 = 10 minutes from now.
    expect(locked.json()).toMatchObject({
      code: 0,
      error: 'LOGIN_LOCKED',
      msg: 'Too many failed attempts. Please try again in 10 minutes.',
    });
    t.clock.advance(10 * 60_000);
    expect((await login(user.email, testPassword)).json().code).toBe(1);
  });

  it('locks an unknown email the same way, so the lock reveals nothing', async () => {
    const ghost = uniqueEmail('ghost');
    for (let failure = 0; failure < 5; failure += 1) await login(ghost, 'Wrong12345');
    expect((await login(ghost, 'Wrong12345')).json().error).toBe('LOGIN_LOCKED');
  });

  it('forgets earlier failures after a successful login', async () => {
    const user = await registerUser(t);
    for (let failure = 0; failure < 4; failure += 1) await login(user.email, 'Wrong12345');
    expect((await login(user.email, testPassword)).json().code).toBe(1);
    for (let failure = 0; failure < 4; failure += 1) {
      expect((await login(user.email, 'Wrong12345')).json().error).toBe('LOGIN_FAILED');
    }
  });
});

describe('the per-address limit', () => {
  it('refuses a client address after twenty failures in 15 minutes, across accounts', async () => {
    const address = freshAddress();
    for (let failure = 0; failure < 20; failure += 1) {
      expect((await login(uniqueEmail('stuffing'), 'Wrong12345', address)).json().error).toBe('LOGIN_FAILED');
    }
    const user = await registerUser(t);
    const refused = await login(user.email, testPassword, address, 'en-US');
    expect(refused.json()).toMatchObject({ error: 'LOGIN_LOCKED' });
    expect((await login(user.email, testPassword, freshAddress())).json().code).toBe(1);
  });
});

describe('the log', () => {
  it('records every refusal with its reason, a hashed account, the domain and the client address, never the email', async () => {
    const email = uniqueEmail('logged');
    const address = freshAddress();
    await login(email, 'Wrong12345', address);
    const refusals = logLines.filter((line) => line.msg === 'login refused' && line.ip === address);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({ level: 40, reason: 'unknown account', domain: 'example.com' });
    expect(refusals[0]?.account).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(logLines)).not.toContain(email);
  });
});
