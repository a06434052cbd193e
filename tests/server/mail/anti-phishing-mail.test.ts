// Proves every mail template carries the anti-phishing line (in the recipient's language, first, exactly once) when the account has a code and none without, in all four languages; and that through the real calls a reset code, a trade-password code and a password-changed notice carry the user's code while a registration code (no account yet) carries none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { locales } from '../../../src/common/locales';
import { composeMail, type MailKind } from '../../../src/server/mail/mail-templates';
import { latestMail, registerUser, testPassword, uniqueEmail } from '../support/accounts';
import { createTestApp, postAs, postForm, type TestApp } from '../support/test-app';
import { setTradePassword, testTradePassword } from '../support/withdrawals';

const kinds: MailKind[] = ['registerCode', 'resetCode', 'tradePasswordCode', 'passwordChanged'];

/** The line as each language writes it, with the code in place. */
const expectedLine: Record<(typeof locales)[number], (code: string) => string> = {
  'en-US': (code) => `Your anti-phishing code: ${code}`,
  'zh-CN': (code) => `您的防钓鱼码：${code}`,
  'ko-KR': (code) => `회원님의 피싱 방지 코드: ${code}`,
  'ja-JP': (code) => `お客様のフィッシング対策コード：${code}`,
};

const values = { code: '135790', minutes: 10 };

describe('every template', () => {
  for (const locale of locales) {
    for (const kind of kinds) {
      it(`${kind} in ${locale}: the code's line first when set, nothing when not`, () => {
        const withCode = composeMail(
          kind,
          { email: 'a@example.com', locale, antiPhishingCode: 'Seagull7' },
          values,
        );
        const without = composeMail(kind, { email: 'a@example.com', locale, antiPhishingCode: null }, values);
        const line = expectedLine[locale]('Seagull7');
        expect(withCode.body.startsWith(`${line}\n\n`)).toBe(true);
        expect(withCode.body.split('Seagull7')).toHaveLength(2);
        expect(withCode.body.slice(line.length + 2)).toBe(without.body);
        expect(without.body).not.toContain(expectedLine[locale]('').trim());
        expect(withCode.subject).toBe(without.subject);
        expect(withCode.locale).toBe(locale);
      });
    }
  }
});

describe('the mails the calls send', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function userWithCode(code: string) {
    const user = await registerUser(t);
    await setTradePassword(t, user.token);
    const set = await postAs(t.app, userPaths.setAntiPhishingCode, user.token, {
      code,
      assetsPwd: testTradePassword,
    });
    expect(set.json().code).toBe(1);
    return user;
  }

  it('a registration code carries no anti-phishing line', async () => {
    const email = uniqueEmail('fresh');
    await postForm(t.app, userPaths.sendEmailCode, { email }, 'ko-KR');
    const mail = await latestMail(t, email);
    expect(mail?.body).toMatch(/\b\d{6}\b/);
    expect(mail?.body).not.toContain(expectedLine['ko-KR']('').trim());
  });

  it("a reset code carries the account's code in the account's language", async () => {
    const user = await userWithCode('Albatross9');
    await t.app.inject({
      method: 'POST',
      url: userPaths.login,
      payload: { account: user.email, password: testPassword },
      headers: { 'accept-language': 'ja-JP' },
    });
    t.clock.advance(61_000);
    await postForm(t.app, userPaths.sendEmailCodeForget, { email: user.email }, 'en-US');
    const mail = await latestMail(t, user.email);
    expect(mail?.body.startsWith(`${expectedLine['ja-JP']('Albatross9')}\n\n`)).toBe(true);
  });

  it('a trade-password code and a password-changed notice carry it too', async () => {
    const user = await userWithCode('Puffin42');
    t.clock.advance(61_000);
    await postAs(t.app, userPaths.sendEmailCodeTradePwd, user.token, {}, 'zh-CN');
    expect((await latestMail(t, user.email))?.body).toContain(expectedLine['zh-CN']('Puffin42'));
    const changed = await postAs(t.app, userPaths.updatePwd, user.token, {
      oldPassword: testPassword,
      newPassword: 'Changed2468',
      confirmPassword: 'Changed2468',
    });
    expect(changed.json().code).toBe(1);
    const notice = await latestMail(t, user.email);
    expect(notice?.subject).toContain('password');
    expect(notice?.body).toContain('Puffin42');
  });
});
