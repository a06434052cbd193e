// Proves the built PWA is served under /mobile/ with immutable hashed assets and an always-revalidated shell.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Petrel</title>');
  await fs.writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await fs.writeFile(path.join(distDir, 'assets', 'index-BzX81kQa.js'), 'console.log(1);');
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

  it('does not serve files outside the build', async () => {
    const escape = await t.app.inject({ method: 'GET', url: '/mobile/../package.json' });
    expect(escape.statusCode).not.toBe(200);
  });
});
