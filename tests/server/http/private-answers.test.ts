// Proves that answers carrying tokens, personal data or codes (and every other API answer) say Cache-Control: no-store, every answer carries the Permissions-Policy, and the app's hashed files keep their long caching.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, healthPath, marketPaths, userPaths } from '../../../src/common/api-paths';
import {
  idPhotos,
  registerUnverifiedUser,
  requestRegisterCode,
  submitKyc,
  testPassword,
  uniqueEmail,
} from '../support/accounts';
import { createTestApp, postAs, postForm, testOperatorToken, type TestApp } from '../support/test-app';

let t: TestApp;
let distDir: string;
let token: string;
let frontFileId: string;
const operator = { authorization: `Bearer ${testOperatorToken}` };

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Petrel</title>');
  await fs.writeFile(path.join(distDir, 'assets', 'index-BzX81kQa.js'), 'console.log(1);');
  t = await createTestApp({ clientDistDir: distDir });
  token = (await registerUnverifiedUser(t)).token;
  const submitted = await submitKyc(t, token, { realName: 'Alice Smith', idNumber: 'AB123456' }, idPhotos());
  frontFileId = submitted.json().data.frontFileId;
});
afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

type Answer = { statusCode: number; headers: Record<string, unknown> };

function expectNoStore(response: Answer) {
  expect(response.headers['cache-control']).toMatch(/\bno-store\b/);
  expect(response.headers['permissions-policy']).toContain('geolocation=()');
}

describe('no-store on private answers', () => {
  it('login and register, which answer a token', async () => {
    const email = uniqueEmail();
    const code = await requestRegisterCode(t, email);
    const form = { email, code, password: testPassword, confirmPassword: testPassword, agree: '1' };
    const registered = await postForm(t.app, userPaths.register, form);
    expect(registered.json().data.token).toBeTruthy();
    expectNoStore(registered);
    const login = await postForm(t.app, userPaths.login, { account: email, password: testPassword });
    expect(login.json().data.token).toBeTruthy();
    expectNoStore(login);
  });

  it('the user info, the KYC info and the user file', async () => {
    expectNoStore(await postAs(t.app, userPaths.info, token));
    expectNoStore(await postAs(t.app, userPaths.kycInfo, token));
    const file = await t.app.inject({ method: 'GET', url: `/user/file/${frontFileId}`, headers: { token } });
    expect(file.statusCode).toBe(200);
    expectNoStore(file);
  });

  it('every operator answer, the outbox with its codes included', async () => {
    for (const url of [
      adminPaths.outbox,
      adminPaths.params,
      adminPaths.kycList,
      `/admin/file/${frontFileId}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: operator });
      expect(response.statusCode).toBe(200);
      expectNoStore(response);
    }
    expectNoStore(await t.app.inject({ method: 'GET', url: adminPaths.outbox }));
  });

  it('public answers and errors too, since nothing asks to be cached', async () => {
    expectNoStore(await postForm(t.app, marketPaths.details, { symbol: 'btcusdt' }));
    expectNoStore(await t.app.inject({ method: 'GET', url: healthPath }));
    expectNoStore(await t.app.inject({ method: 'GET', url: '/nothing-here' }));
  });
});

describe('the Permissions-Policy', () => {
  it('turns off what the app never uses and keeps the camera for the KYC photo inputs', async () => {
    const policy = String(
      (await t.app.inject({ method: 'GET', url: healthPath })).headers['permissions-policy'],
    );
    for (const feature of ['microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'camera=(self)']) {
      expect(policy).toContain(feature);
    }
  });
});

describe('the static client', () => {
  it('keeps the long caching of hashed files and revalidates the shell', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/mobile/assets/index-BzX81kQa.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['permissions-policy']).toContain('microphone=()');
    const shell = await t.app.inject({ method: 'GET', url: '/mobile/' });
    expect(shell.headers['cache-control']).toBe('no-cache');
  });
});
