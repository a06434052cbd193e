// Proves the operators' console is served at /admin/ without a token (its page revalidated, with a CSP that forbids
// inline script; its hashed files immutable), that the operator API beside it still refuses a missing token, and
// that the console's build is never served as part of the app under /mobile/.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../src/common/api-paths';
import { compressBuild } from '../../../scripts/compress-build';
import { createTestApp, testOperatorToken, type TestApp } from '../support/test-app';

let t: TestApp;
const consoleScript = 'console.log("console");\n'.repeat(200);
let distDir: string;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-dist-'));
  await fs.mkdir(path.join(distDir, 'admin', 'assets'), { recursive: true });
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Petrel</title>');
  await fs.writeFile(
    path.join(distDir, 'admin', 'index.html'),
    '<!doctype html><title>Petrel console</title>',
  );
  await fs.writeFile(path.join(distDir, 'admin', 'assets', 'index-Brpvuv0a.js'), consoleScript);
  await compressBuild(distDir);
  t = await createTestApp({ clientDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('the console at /admin/', () => {
  it('serves its page without a token, revalidated, under a CSP with no inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/admin/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Petrel console');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const csp = String(page.headers['content-security-policy']);
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSources).toBe("'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("img-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('redirects /admin to /admin/', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/admin/');
  });

  it('serves its hashed files without a token, immutable, compressed when accepted', async () => {
    const url = '/admin/assets/index-Brpvuv0a.js';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(consoleScript);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('leaves the operator API as it was: no token, no answer; the token, an answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: adminPaths.engines })).statusCode).toBe(401);
    const withToken = await t.app.inject({
      method: 'GET',
      url: adminPaths.engines,
      headers: { authorization: `Bearer ${testOperatorToken}` },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('is not part of the app: /mobile/admin/ serves nothing of it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/mobile/admin/index.html' });
    expect(page.statusCode).toBe(404);
    const script = await t.app.inject({ method: 'GET', url: '/mobile/admin/assets/index-Brpvuv0a.js' });
    expect(script.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/mobile/' })).body).toContain('Petrel');
  });
});
