// Proves that a control character in any field (body, query, path, multipart) is refused with FIELD_INVALID naming the field, on every route, never a 500, and that nothing of the value reaches the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, helpPaths, paramPaths, userPaths } from '../../../src/common/api-paths';
import { findControlCharacterField } from '../../../src/server/http/control-characters';
import { multipart, registerUser, testPassword } from '../support/accounts';
import { createTestApp, postForm, testOperatorToken, type TestApp } from '../support/test-app';
import { captureLog, type CapturedLog } from './log-capture';

let t: TestApp;
let log: CapturedLog;
let token: string;
const operator = { authorization: `Bearer ${testOperatorToken}` };
/** A well-formed address with a NUL inside: the shape the issue reproduced on login and the code calls. */
const nulEmail = 'nul\u0000user@example.com';

beforeAll(async () => {
  log = captureLog();
  t = await createTestApp({ logger: { level: 'info', stream: log.stream } });
  // Unverified: the multipart case submits an identity verification, which a verified user could not.
  token = (await registerUser(t, undefined, undefined, {}, { verified: false })).token;
});
afterAll(() => t.close());

function expectRefused(response: { statusCode: number; json(): unknown }, field: string, status = 200) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ code: 0, error: 'FIELD_INVALID' });
  expect((response.json() as { msg: string }).msg).toContain(`“${field}”`);
}

describe('form and JSON bodies', () => {
  it.each([
    [paramPaths.byName, { paramName: 'a\u0000b' }, 'paramName'],
    [userPaths.login, { account: nulEmail, password: testPassword }, 'account'],
    [userPaths.sendEmailCode, { email: nulEmail }, 'email'],
    [userPaths.sendEmailCodeForget, { email: nulEmail }, 'email'],
    [userPaths.emailVerification, { email: nulEmail, code: '123456' }, 'email'],
    [
      userPaths.register,
      {
        email: 'fresh@example.com',
        code: '123456',
        password: testPassword,
        confirmPassword: testPassword,
        agree: '1',
        invitationCode: 'AB\u0000CD',
      },
      'invitationCode',
    ],
    [
      userPaths.forgetPwd,
      { email: nulEmail, code: '123456', newPassword: testPassword, confirmPassword: testPassword },
      'email',
    ],
    [helpPaths.article, { id: 'faq\u0000' }, 'id'],
  ])('%s refuses a NUL byte', async (url, form, field) => {
    expectRefused(await postForm(t.app, url, form), field);
  });

  it('refuses every C0 control, DEL and C1 control, tab and newlines included', async () => {
    for (const character of ['\u0001', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f']) {
      const response = await postForm(t.app, helpPaths.article, { id: `faq${character}x` });
      expectRefused(response, 'id');
    }
  });

  it('lets printable text through, other scripts and emoji included', async () => {
    const response = await postForm(t.app, helpPaths.article, { id: '注册 한국 ✓ 🚀' });
    expect(response.json()).toMatchObject({ error: 'HELP_ARTICLE_NOT_FOUND' });
  });

  it('names the field inside JSON arrays and objects', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: userPaths.login,
      payload: { account: ['ok@example.com', 'x\u0000'], password: testPassword },
    });
    expectRefused(response, 'account.1');
  });

  it('refuses fields the route does not read as well', async () => {
    const response = await postForm(t.app, helpPaths.article, { id: 'faq', extra: 'a\u0000' });
    expectRefused(response, 'extra');
  });

  it('refuses the private calls before their handlers run', async () => {
    const response = await postForm(t.app, userPaths.updatePwd, { oldPassword: 'a\u0000' }, undefined, {
      token,
    });
    expectRefused(response, 'oldPassword');
  });
});

describe('query strings and path parameters', () => {
  it('refuses %00 in a query parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${paramPaths.list}?keyName=a%00b` });
    expectRefused(response, 'keyName');
  });

  it('refuses %00 as the file id, for the user and the operator', async () => {
    const user = await t.app.inject({ method: 'GET', url: '/user/file/%00', headers: { token } });
    expectRefused(user, 'fileId');
    const admin = await t.app.inject({ method: 'GET', url: '/admin/file/%00', headers: operator });
    expectRefused(admin, 'fileId', 400);
  });
});

describe('the operator API', () => {
  it('refuses a parameter value and a reject reason with control characters', async () => {
    const value = await t.app.inject({
      method: 'PUT',
      url: adminPaths.param.replace(':name', 'customer_service_email'),
      headers: operator,
      payload: { value: 'help\u0000@example.com' },
    });
    expectRefused(value, 'value', 400);
    const reason = await t.app.inject({
      method: 'POST',
      url: adminPaths.kycReject.replace(':id', '1'),
      headers: operator,
      payload: { reason: 'blurry\nphoto' },
    });
    expectRefused(reason, 'reason', 400);
  });
});

describe('multipart fields', () => {
  it('refuses a control character in any multipart text field, even one the form does not read', async () => {
    const body = multipart({ realName: 'Alice Smith', idNumber: 'AB123456', note: 'x\u0000y' }, []);
    const response = await t.app.inject({
      method: 'POST',
      url: userPaths.kycSubmit,
      headers: { 'content-type': body.contentType, token },
      payload: body.payload,
    });
    expectRefused(response, 'note');
  });
});

describe('the log', () => {
  it('has no error line and never the refused values', () => {
    expect(log.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(log.text()).not.toContain('nul');
    expect(log.text()).not.toContain('\\u0000');
  });
});

describe('the walk', () => {
  it('finds a value nested deeper than a recursive walk could go', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 50_000; level += 1) deep = [deep];
    expect(findControlCharacterField({ field: deep }, 'body')).toMatch(/^field\.0\.0/);
  });

  it('does not echo a key that itself holds control characters', () => {
    expect(findControlCharacterField({ 'k\u0000': 'v' }, 'body')).toBe('body');
  });
});
