// Proves the built PWA is served under /mobile/ with immutable hashed assets, an always-revalidated shell, and the
// build's compressed copies chosen by Accept-Encoding.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressBuild } from '../../../scripts/compress-build';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
/** Large enough for the build to write compressed copies of it. */
const bigScript = 'console.log("petrel");\n'.repeat(200);
let distDir: string;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Petrel</title>');
  await fs.writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await fs.writeFile(path.join(distDir, 'assets', 'index-BzX81kQa.js'), 'console.log(1);');
  await fs.writeFile(path.join(distDir, 'assets', 'main-Cq7Lp0Za.js'), bigScript);
  await compressBuild(distDir);
  t = await createTestApp({ clientDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('static client', () => {
  it('redirects / and /mobile to /mobile/', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/mobile/');
    const bare = await t.app.inject({ method: 'GET', url: '/mobile' });
    expect(bare.headers.location).toBe('/mobile/');
  });

  it('serves index.html and sw.js uncached, hashed assets immutable', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/mobile/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('Petrel');
    expect(index.headers['cache-control']).toBe('no-cache');
    const worker = await t.app.inject({ method: 'GET', url: '/mobile/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/mobile/assets/index-BzX81kQa.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli or gzip copy the browser accepts, with Vary, and keeps the immutable caching', async () => {
    const url = '/mobile/assets/main-Cq7Lp0Za.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    expect(br.rawPayload.length).toBeLessThan(bigScript.length / 10);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bigScript);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('does not serve files outside the build', async () => {
    const escape = await t.app.inject({ method: 'GET', url: '/mobile/../package.json' });
    expect(escape.statusCode).not.toBe(200);
  });
});
