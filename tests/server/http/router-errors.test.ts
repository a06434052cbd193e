// Proves that URLs the router cannot decode, and path parameters over its length limit, answer the error table's URL_INVALID in the path's envelope with the security headers, never Fastify's raw FST_ERR body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts';
import { createTestApp, testOperatorToken, type TestApp } from '../support/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t)).token;
});
afterAll(() => t.close());

const badPaths = ['%zz', '%ff%fe', '%', 'a'.repeat(101)];

describe('URLs the router refuses', () => {
  it.each(badPaths)('/user/file/%s answers URL_INVALID with headers, in the language asked', async (bad) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/user/file/${bad}`,
      headers: { token, 'accept-language': 'ja-JP' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('FST_');
    expect(response.json()).toMatchObject({ code: 0, data: null, error: 'URL_INVALID' });
    expect(response.json().msg).toBe('リクエストの URL が正しくありません。');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['permissions-policy']).toContain('microphone=()');
  });

  it.each(badPaths)('/admin/file/%s answers the operator envelope', async (bad) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/admin/file/${bad}`,
      headers: { authorization: `Bearer ${testOperatorToken}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, error: 'URL_INVALID' });
  });

  it('answers the market envelope under /huobi/', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/huobi/%zz' });
    expect(response.json()).toMatchObject({ status: 'error', 'err-code': 'URL_INVALID' });
  });
});
