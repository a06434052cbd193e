// Proves the account limits hold under concurrent requests (they matter on Postgres, where requests really run in parallel): one account per email, one use per code, at most five counted failures, one pending KYC submission and no orphan files.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { throttleEvents } from '../../../src/server/db/schema';
import { ApiError } from '../../../src/server/http/api-error';
import { createKeyedHasher } from '../../../src/server/lib/keyed-hash';
import { authLimits } from '../../../src/server/modules/auth/auth-limits';
import type { AccountServices } from '../../../src/server/services';
import {
  idPhotos,
  registerUser,
  requestRegisterCode,
  storedUploads,
  submitKyc,
  testPassword,
  uniqueEmail,
} from '../support/accounts';
import {
  createTestApp,
  postAs,
  postForm,
  servicesOf,
  testServerSecret,
  type TestApp,
} from '../support/test-app';

let t: TestApp;
let services: AccountServices;
beforeAll(async () => {
  t = await createTestApp();
  services = servicesOf(t);
});
afterAll(() => t.close());

const parallel = 8;
const errorsOf = (bodies: Array<{ code: number; error?: string }>) =>
  bodies.map((body) => body.error ?? 'ok');

describe('under concurrency', () => {
  it('creates one account from one code, however many registrations race', async () => {
    const email = uniqueEmail('race');
    const code = await requestRegisterCode(t, email);
    const form = { email, code, password: testPassword, confirmPassword: testPassword, agree: '1' };
    const bodies = await Promise.all(
      Array.from({ length: parallel }, () => postForm(t.app, userPaths.register, form).then((r) => r.json())),
    );
    expect(bodies.filter((body) => body.code === 1)).toHaveLength(1);
    for (const error of errorsOf(bodies).filter((e) => e !== 'ok')) {
      expect(['EMAIL_TAKEN', 'CODE_INVALID']).toContain(error);
    }
  });

  it('counts at most five failed logins per account, however many race', async () => {
    const user = await registerUser(t);
    const bodies = await Promise.all(
      Array.from({ length: parallel + 4 }, (_, index) =>
        t.app
          .inject({
            method: 'POST',
            url: userPaths.login,
            payload: { account: user.email, password: 'Wrong12345' },
            remoteAddress: `10.60.0.${index + 1}`,
          })
          .then((r) => r.json()),
      ),
    );
    const errors = errorsOf(bodies);
    const checked = errors.filter((e) => e === 'LOGIN_FAILED').length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(errors.every((e) => e === 'LOGIN_FAILED' || e === 'LOGIN_LOCKED')).toBe(true);
    // Racing attempts may all be refused unchecked (the throttle fails closed); then nothing was counted.
    const after = await postForm(t.app, userPaths.login, { account: user.email, password: testPassword });
    expect(after.json().error ?? 'ok').toBe(checked === 5 ? 'LOGIN_LOCKED' : 'ok');
  });

  it('checks at most five wrong trade passwords, however many race', async () => {
    const user = await registerUser(t);
    await postAs(t.app, userPaths.setTransactionPwd, user.token, {
      assetsPwd: '864209',
      confirmPwd: '864209',
      password: testPassword,
    });
    const outcomes = await Promise.all(
      Array.from({ length: parallel + 4 }, () =>
        services.auth.verifyTradePassword(Number(user.userId), '000000').then(
          () => 'ok',
          (error: unknown) => (error instanceof ApiError ? error.code : 'crash'),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'TRADE_PASSWORD_WRONG').length).toBeLessThanOrEqual(4);
    expect(outcomes.every((o) => o === 'TRADE_PASSWORD_WRONG' || o === 'TRADE_PASSWORD_LOCKED')).toBe(true);
    // Every guess that was actually checked left one failure behind; never more than five.
    const key = createKeyedHasher(testServerSecret).hash('throttle', user.userId);
    const failures = await t.database.handle.db
      .select()
      .from(throttleEvents)
      .where(and(eq(throttleEvents.scope, authLimits.tradePassword.scope), eq(throttleEvents.key, key)));
    expect(failures.length).toBeLessThanOrEqual(5);
    const after = await services.auth.verifyTradePassword(Number(user.userId), '864209').then(
      () => 'ok',
      (error: unknown) => (error instanceof ApiError ? error.code : 'crash'),
    );
    expect(after).toBe(failures.length === 5 ? 'TRADE_PASSWORD_LOCKED' : 'ok');
  });

  it('accepts one KYC submission of a user and leaves no files of the refused ones', async () => {
    const user = await registerUser(t);
    const before = await storedUploads(t);
    const bodies = await Promise.all(
      Array.from({ length: 4 }, () =>
        submitKyc(t, user.token, { realName: 'Race Runner', idNumber: 'RR123456' }, idPhotos()).then((r) =>
          r.json(),
        ),
      ),
    );
    expect(bodies.filter((body) => body.code === 1)).toHaveLength(1);
    expect(
      errorsOf(bodies)
        .filter((e) => e !== 'ok')
        .every((e) => e === 'KYC_UNDER_REVIEW'),
    ).toBe(true);
    const after = await storedUploads(t);
    expect(after).toEqual({
      files: before.files + 2,
      uploads: before.uploads + 2,
      submissions: before.submissions + 1,
    });
  });

  it('sends at most one code per address per minute, however many race', async () => {
    const email = uniqueEmail('burst');
    const bodies = await Promise.all(
      Array.from({ length: parallel }, (_, index) =>
        t.app
          .inject({
            method: 'POST',
            url: userPaths.sendEmailCode,
            payload: { email },
            remoteAddress: `10.61.0.${index + 1}`,
          })
          .then((r) => r.json()),
      ),
    );
    expect(bodies.filter((body) => body.code === 1).length).toBeLessThanOrEqual(1);
  });
});
