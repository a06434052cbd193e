// Proves the in-memory per-address request limit on the account calls (TOO_MANY_REQUESTS in the envelope), and that behind a trusted proxy the forwarded address is the client address the limits count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { loadConfig } from '../../../src/server/config';
import { uniqueEmail } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

describe('the per-address request limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ userRequestsPerMinuteMax: 10 });
  });
  afterAll(() => t.close());

  const login = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: userPaths.login,
      payload: { account: 'x', password: 'y' },
      remoteAddress,
    });

  it('allows a fifth of the allowance per minute on login, then answers TOO_MANY_REQUESTS', async () => {
    expect((await login('10.50.0.1')).json().error).toBe('EMAIL_INVALID');
    expect((await login('10.50.0.1')).json().error).toBe('EMAIL_INVALID');
    const limited = await login('10.50.0.1');
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toMatchObject({
      code: 0,
      error: 'TOO_MANY_REQUESTS',
      msg: 'Too many requests. Please wait a moment and try again.',
    });
    expect((await login('10.50.0.2')).json().error).toBe('EMAIL_INVALID');
  });

  it('applies the whole allowance to the other calls', async () => {
    const info = () =>
      t.app.inject({ method: 'POST', url: userPaths.info, payload: {}, remoteAddress: '10.50.1.1' });
    for (let index = 0; index < 10; index += 1) expect((await info()).json().code).toBe(-2);
    expect((await info()).json().error).toBe('TOO_MANY_REQUESTS');
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
  });
  afterAll(() => t.close());

  it('counts code requests per forwarded client address', async () => {
    const send = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: userPaths.sendEmailCode,
        payload: { email: uniqueEmail('proxy') },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let index = 0; index < 20; index += 1) expect((await send('203.0.113.7')).json().code).toBe(1);
    expect((await send('203.0.113.7')).json().error).toBe('CODE_RATE_LIMITED');
    expect((await send('203.0.113.8')).json().code).toBe(1);
  });

  it('reads TRUST_PROXY as a hop count, an address list, or off', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ SERVER_SECRET: 'short' })).toThrow(/SERVER_SECRET/);
  });
});
