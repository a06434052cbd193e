/**
 * The account races, shared by the PGlite suite (tests/server/auth/races.test.ts) and the Postgres suite
 * (tests/postgres/auth-races.test.ts), where requests really run in parallel. The throttle fails closed: racers
 * may all be refused, never all admitted. So each case counts exactly: what the answers say equals what was
 * stored, and sequential requests after the race then bring the total to exactly the limit.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { emailCodes, outbox, throttleEvents, users } from '../../../src/server/db/schema';
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

const parallel = 8;
const errorsOf = (bodies: Array<{ code: number; error?: string }>) =>
  bodies.map((body) => body.error ?? 'ok');

export function describeAccountRaces(): void {
  let t: TestApp;
  let services: AccountServices;
  beforeAll(async () => {
    t = await createTestApp();
    services = servicesOf(t);
  });
  afterAll(() => t?.close());

  /** The throttle rows of one rule and key: every counted event. */
  const throttleRows = async (rule: { scope: string }, key: string) =>
    t.database.handle.db
      .select()
      .from(throttleEvents)
      .where(
        and(
          eq(throttleEvents.scope, rule.scope),
          eq(throttleEvents.key, createKeyedHasher(testServerSecret).hash('throttle', key)),
        ),
      );

  describe('under concurrency', () => {
    it('creates exactly one account from one code, however many registrations race', async () => {
      const email = uniqueEmail('race');
      const code = await requestRegisterCode(t, email);
      const form = { email, code, password: testPassword, confirmPassword: testPassword, agree: '1' };
      const bodies = await Promise.all(
        Array.from({ length: parallel }, () =>
          postForm(t.app, userPaths.register, form).then((r) => r.json()),
        ),
      );
      expect(bodies.filter((body) => body.code === 1)).toHaveLength(1);
      for (const error of errorsOf(bodies).filter((e) => e !== 'ok')) {
        expect(['EMAIL_TAKEN', 'CODE_INVALID']).toContain(error);
      }
      expect(await t.database.handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });

    it('checks exactly five failed logins per account, racing or not, then locks', async () => {
      const user = await registerUser(t);
      const wrongLogin = (index: number) =>
        t.app
          .inject({
            method: 'POST',
            url: userPaths.login,
            payload: { account: user.email, password: 'Wrong12345' },
            remoteAddress: `10.60.${Math.floor(index / 250)}.${(index % 250) + 1}`,
          })
          .then((r) => r.json().error as string);
      const raced = await Promise.all(Array.from({ length: parallel + 4 }, (_, index) => wrongLogin(index)));
      const checked = raced.filter((e) => e === 'LOGIN_FAILED').length;
      expect(checked + raced.filter((e) => e === 'LOGIN_LOCKED').length).toBe(parallel + 4);
      // Every checked failure left exactly one row; refused racers left none.
      expect(await throttleRows(authLimits.loginPerAccount, user.email)).toHaveLength(checked);
      // Sequential failures bring the total to exactly five, and then even the right password is refused.
      const after: string[] = [];
      for (let index = 0; index < 5 - checked; index += 1) after.push(await wrongLogin(100 + index));
      expect(after).toEqual(Array.from({ length: 5 - checked }, () => 'LOGIN_FAILED'));
      expect(await throttleRows(authLimits.loginPerAccount, user.email)).toHaveLength(5);
      const locked = await postForm(t.app, userPaths.login, { account: user.email, password: testPassword });
      expect(locked.json().error).toBe('LOGIN_LOCKED');
    });

    it('checks exactly five wrong trade passwords, racing or not, then locks', async () => {
      const user = await registerUser(t);
      await postAs(t.app, userPaths.setTransactionPwd, user.token, {
        assetsPwd: '864209',
        confirmPwd: '864209',
        password: testPassword,
      });
      const verify = (password: string) =>
        services.auth.verifyTradePassword(Number(user.userId), password).then(
          () => 'ok',
          (error: unknown) => (error instanceof ApiError ? error.code : 'crash'),
        );
      const raced = await Promise.all(Array.from({ length: parallel + 4 }, () => verify('000000')));
      const wrong = raced.filter((o) => o === 'TRADE_PASSWORD_WRONG').length;
      expect(wrong + raced.filter((o) => o === 'TRADE_PASSWORD_LOCKED').length).toBe(parallel + 4);
      // Every checked guess left exactly one failure, and each WRONG answer was a checked guess.
      const counted = (await throttleRows(authLimits.tradePassword, user.userId)).length;
      expect(counted).toBeGreaterThanOrEqual(wrong);
      expect(counted).toBeLessThanOrEqual(authLimits.tradePassword.limit);
      // Sequential guesses bring the total to exactly five; the fifth locks, so the right one is refused.
      for (let guess = counted; guess < authLimits.tradePassword.limit; guess += 1) await verify('000000');
      expect(await throttleRows(authLimits.tradePassword, user.userId)).toHaveLength(5);
      expect(await verify('864209')).toBe('TRADE_PASSWORD_LOCKED');
    });

    it('accepts exactly one KYC submission of a user and leaves no files of the refused ones', async () => {
      const user = await registerUser(t, undefined, undefined, undefined, { verified: false });
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

    it('mails exactly one code per address per minute, racing or not', async () => {
      const email = uniqueEmail('burst');
      const request = (index: number) =>
        t.app
          .inject({
            method: 'POST',
            url: userPaths.sendEmailCode,
            payload: { email },
            remoteAddress: `10.61.${Math.floor(index / 250)}.${(index % 250) + 1}`,
          })
          .then((r) => r.json());
      const bodies = await Promise.all(Array.from({ length: parallel }, (_, index) => request(index)));
      const sent = bodies.filter((body) => body.code === 1).length;
      expect(sent + errorsOf(bodies).filter((e) => e === 'CODE_RATE_LIMITED').length).toBe(parallel);
      const mails = async () =>
        (await t.database.handle.db.select().from(outbox).where(eq(outbox.toEmail, email))).length;
      const codes = async () =>
        (await t.database.handle.db.select().from(emailCodes).where(eq(emailCodes.email, email))).length;
      // What the answers say is what happened: one mail and one code per success, nothing for a refusal.
      expect(await mails()).toBe(sent);
      expect(await codes()).toBe(sent);
      // Within the same minute, the next request brings the total to exactly one: it is mailed only if no racer was.
      const next = await request(100);
      expect(next.code).toBe(sent === 0 ? 1 : 0);
      expect(await mails()).toBe(1);
      expect(await codes()).toBe(1);
    });
  });
}
