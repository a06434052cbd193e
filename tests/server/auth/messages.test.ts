// Proves every account rule answers its own error code and message in each language: the English text in en-US, and in zh-CN, ko-KR and ja-JP a text of the language's own, so a translation missing from a catalog fails.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { errorTable, type ErrorCode } from '../../../src/common/errors';
import { locales, type Locale } from '../../../src/common/locales';
import { emailCodes } from '../../../src/server/db/schema';
import { translate } from '../../../src/server/i18n/translate';
import { authMessages } from '../../../src/server/modules/auth/messages';
import { registerUser, requestRegisterCode, testPassword, uniqueEmail } from '../support/accounts';
import { expectNativeText, fillPlaceholders } from '../support/catalogs';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const freshAddress = () => `10.40.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function post(url: string, payload: Record<string, string>, locale: Locale, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: freshAddress(),
    headers: { 'accept-language': locale, ...(token ? { token } : {}) },
  });
}

const registration = (email: string, change: Record<string, string> = {}) => ({
  email,
  code: '123456',
  password: testPassword,
  confirmPassword: testPassword,
  agree: '1',
  ...change,
});

interface RuleCase {
  code: ErrorCode;
  values?: Record<string, string | number>;
  /** Produces the refusal once per language; `prepare` runs once before. */
  prepare?: () => Promise<Record<string, string>>;
  trigger: (locale: Locale, state: Record<string, string>) => Promise<LightMyRequestResponse>;
}

const ruleCases: RuleCase[] = [
  {
    code: 'EMAIL_INVALID',
    trigger: (l) => post(userPaths.login, { account: 'x@', password: testPassword }, l),
  },
  {
    code: 'LOGIN_PASSWORD_INVALID',
    trigger: (l) => post(userPaths.login, { account: 'a@example.com', password: '12' }, l),
  },
  {
    code: 'EMAIL_CHARACTERS',
    trigger: (l) => post(userPaths.login, { account: 'p\u0430ypal@example.com', password: testPassword }, l),
  },
  {
    code: 'LOGIN_PASSWORD_TOO_LONG',
    trigger: (l) => post(userPaths.login, { account: 'a@example.com', password: 'a'.repeat(129) }, l),
  },
  {
    code: 'PASSWORD_UNCHANGED',
    prepare: async () => ({ token: (await registerUser(t)).token }),
    trigger: (l, s) =>
      post(
        userPaths.updatePwd,
        { oldPassword: testPassword, newPassword: testPassword, confirmPassword: testPassword },
        l,
        s.token,
      ),
  },
  {
    code: 'TRADE_PASSWORD_UNCHANGED',
    prepare: async () => {
      const user = await registerUser(t);
      const form = { assetsPwd: '111111', confirmPwd: '111111', password: testPassword };
      await post(userPaths.setTransactionPwd, form, 'en-US', user.token);
      return { token: user.token };
    },
    trigger: (l, s) =>
      post(
        userPaths.setTransactionPwd,
        { assetsPwd: '111111', confirmPwd: '111111', oldAssetsPwd: '111111' },
        l,
        s.token,
      ),
  },
  {
    code: 'PASSWORD_RULE',
    trigger: (l) => post(userPaths.register, registration(uniqueEmail(), { password: '9abcdefgh' }), l),
  },
  {
    code: 'PASSWORDS_MISMATCH',
    trigger: (l) =>
      post(userPaths.register, registration(uniqueEmail(), { confirmPassword: 'Other1234' }), l),
  },
  {
    code: 'AGREEMENT_REQUIRED',
    trigger: (l) => post(userPaths.register, registration(uniqueEmail(), { agree: 'no' }), l),
  },
  {
    code: 'INVITE_CODE_UNKNOWN',
    trigger: (l) => post(userPaths.register, registration(uniqueEmail(), { invitationCode: 'ZZZZ9999' }), l),
  },
  {
    code: 'CODE_RULE',
    trigger: (l) => post(userPaths.emailVerification, { email: 'a@example.com', code: '1' }, l),
  },
  {
    code: 'CODE_INVALID',
    trigger: (l) => post(userPaths.emailVerification, { email: uniqueEmail(), code: '123456' }, l),
  },
  {
    code: 'CODE_ATTEMPTS_EXCEEDED',
    prepare: async () => {
      const email = uniqueEmail('exhausted');
      await requestRegisterCode(t, email);
      await t.database.handle.db.update(emailCodes).set({ attempts: 5 }).where(eq(emailCodes.email, email));
      return { email };
    },
    trigger: (l, s) => post(userPaths.emailVerification, { email: s.email ?? '', code: '123456' }, l),
  },
  {
    code: 'CODE_RATE_LIMITED',
    values: { seconds: 60 },
    prepare: async () => {
      const email = uniqueEmail('limited');
      await requestRegisterCode(t, email);
      return { email };
    },
    trigger: (l, s) => post(userPaths.sendEmailCode, { email: s.email ?? '' }, l),
  },
  {
    code: 'EMAIL_TAKEN',
    prepare: async () => ({ email: (await registerUser(t)).email }),
    trigger: (l, s) => post(userPaths.register, registration(s.email ?? ''), l),
  },
  {
    code: 'LOGIN_FAILED',
    trigger: (l) => post(userPaths.login, { account: uniqueEmail(), password: testPassword }, l),
  },
  {
    code: 'LOGIN_LOCKED',
    values: { minutes: 15 },
    prepare: async () => {
      const email = uniqueEmail('locked');
      for (let failure = 0; failure < 5; failure += 1) {
        await post(userPaths.login, { account: email, password: 'Wrong12345' }, 'en-US');
      }
      return { email };
    },
    trigger: (l, s) => post(userPaths.login, { account: s.email ?? '', password: testPassword }, l),
  },
  {
    code: 'SESSION_INVALID',
    trigger: (l) => post(userPaths.info, {}, l, 'no-such-token'),
  },
  {
    code: 'CURRENT_PASSWORD_WRONG',
    prepare: async () => ({ token: (await registerUser(t)).token }),
    trigger: (l, s) =>
      post(
        userPaths.updatePwd,
        { oldPassword: `Wrong${l}1`, newPassword: 'Fresh4567', confirmPassword: 'Fresh4567' },
        l,
        s.token,
      ),
  },
  {
    code: 'TRADE_PASSWORD_RULE',
    prepare: async () => ({ token: (await registerUser(t)).token }),
    trigger: (l, s) => post(userPaths.setTransactionPwd, { assetsPwd: '12', confirmPwd: '12' }, l, s.token),
  },
  {
    code: 'TRADE_PASSWORD_LOCKED',
    values: { minutes: 15 },
    prepare: async () => {
      const user = await registerUser(t);
      const form = { assetsPwd: '111111', confirmPwd: '111111', password: testPassword };
      await post(userPaths.setTransactionPwd, form, 'en-US', user.token);
      const change = { assetsPwd: '222222', confirmPwd: '222222', oldAssetsPwd: '999999' };
      for (let failure = 0; failure < 5; failure += 1) {
        await post(userPaths.setTransactionPwd, change, 'en-US', user.token);
      }
      return { token: user.token };
    },
    trigger: (l, s) =>
      post(
        userPaths.setTransactionPwd,
        { assetsPwd: '222222', confirmPwd: '222222', oldAssetsPwd: '111111' },
        l,
        s.token,
      ),
  },
  {
    code: 'FIELD_MISSING',
    values: { field: 'id' },
    trigger: (l) => post('/help/article', {}, l),
  },
];

function expectMessage(response: LightMyRequestResponse, code: ErrorCode, locale: Locale, values = {}) {
  const body = response.json();
  const english = fillPlaceholders(errorTable[code].message.message ?? '', values);
  expect(response.statusCode, `${code} ${locale}`).toBe(200);
  expect(body.error, `${code} ${locale}`).toBe(code);
  expect(body.code).toBe(errorTable[code].envelopeCode);
  expectNativeText(body.msg, english, locale, code);
}

describe('each account rule, in each language', () => {
  it.each(ruleCases.map((ruleCase) => [ruleCase.code, ruleCase] as const))('%s', async (_code, ruleCase) => {
    const state = ruleCase.prepare ? await ruleCase.prepare() : {};
    for (const locale of locales) {
      expectMessage(await ruleCase.trigger(locale, state), ruleCase.code, locale, ruleCase.values);
    }
  });
});

describe('the whole table and the success messages', () => {
  it('translate every entry with its placeholders filled, in every language', () => {
    const values = {
      networks: 'x, y',
      field: 'email',
      seconds: 42,
      minutes: 7,
      remaining: 3,
      maxMb: 5,
      symbol: 'x',
      quoteCoin: 'x',
      timer: 'x',
      min: 1,
      max: 2,
      name: 'x',
      currency: 'x',
      network: 'x',
      fee: 'x',
      // Leveraged contracts.
      multiples: 'x',
      precision: 2,
      openPrice: 'x',
      liquidationPrice: 'x',
      countMax: 10,
      entry: 'x',
      // Spot orders.
      pair: 'x',
      places: 2,
      // Launchpad.
      coin: 'x',
      startsAt: 'x',
      left: 'x',
      fields: 'x',
      rule: 'x',
      // Messages.
      locale: 'x',
      locales: 'x',
      email: 'x',
      // Market fairness.
      earliest: 'x',
      // Engines and house limits.
      names: 'x',
      available: 'x',
      product: 'x',
      products: 'x',
      // Operators, users and corrections (issue 25).
      role: 'x',
      required: 'x',
      transaction: 'x',
      // The live stream (issue 26).
      channel: 'x',
    };
    for (const definition of Object.values(errorTable)) {
      const { id, message = '' } = definition.message;
      const english = fillPlaceholders(message, values);
      for (const locale of locales) {
        const text = translate(locale, definition.message, values);
        expect(text, `${id} ${locale}`).not.toMatch(/\{\w+\}/);
        expectNativeText(text, english, locale, id);
      }
    }
  });

  it('answer login and register success in the request language', async () => {
    const user = await registerUser(t);
    for (const locale of locales) {
      const response = await post(userPaths.login, { account: user.email, password: testPassword }, locale);
      expect(response.json().code).toBe(1);
      expectNativeText(response.json().msg, authMessages.loginSuccess.message, locale, 'login success');
    }
  });
});
