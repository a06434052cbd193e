// Proves GET /mobile/ sends the one-language page (src/common/first-visit-page.ts): the stored choice's cookie first,
// else Accept-Language, else English; with a cookie naming the server's market source; compressed like the rest of
// the build, with a Vary that names all three, never kept; /mobile/index.html (the page the service worker keeps)
// stays the page of every language; and a build without the one-language pages still serves index.html at /mobile/.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressBuild } from '../../../scripts/compress-build';
import { marketSourceCookie } from '../../../src/server/http/first-visit-page';
import { firstVisitLocale, firstVisitPageFile } from '../../../src/common/first-visit-page';
import { locales } from '../../../src/common/locales';
import { createTestApp, type TestApp } from '../support/test-app';

/** Long enough for the build to write compressed copies. */
const pageOf = (name: string) => `<!doctype html><title>${name}</title>${'<p>first screen</p>'.repeat(100)}`;

async function distWith(firstVisitPages: boolean): Promise<string> {
  const distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-dist-'));
  await fs.writeFile(path.join(distDir, 'index.html'), pageOf('every language'));
  if (firstVisitPages) {
    await fs.mkdir(path.join(distDir, 'first-visit'));
    for (const locale of locales)
      await fs.writeFile(path.join(distDir, firstVisitPageFile(locale)), pageOf(locale));
  }
  await compressBuild(distDir);
  return distDir;
}

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await distWith(true);
  t = await createTestApp({ clientDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];

async function page(headers: Record<string, string>) {
  const answer = await t.app.inject({ method: 'GET', url: '/mobile/', headers });
  return { answer, title: titleOf(answer.body) };
}

describe('GET /mobile/', () => {
  it("follows the browser's languages when no choice is stored, else English", async () => {
    expect((await page({ 'accept-language': 'ja,en-US;q=0.9' })).title).toBe('ja-JP');
    expect((await page({ 'accept-language': 'fr-FR,ko;q=0.8,en;q=0.5' })).title).toBe('ko-KR');
    expect((await page({ 'accept-language': 'fr-FR' })).title).toBe('en-US');
    expect((await page({})).title).toBe('en-US');
  });

  it("takes the stored choice's cookie over the browser's languages, and passes over one that names none of ours", async () => {
    const chosen = await page({ cookie: 'other=1; petrel.lang=zh-CN', 'accept-language': 'ja' });
    expect(chosen.title).toBe('zh-CN');
    expect((await page({ cookie: 'petrel.lang=fr-FR', 'accept-language': 'ko' })).title).toBe('ko-KR');
    expect((await page({ cookie: 'petrel.lang=', 'accept-language': 'ja' })).title).toBe('ja-JP');
  });

  it('is never kept, names what it varies on, and goes out as the brotli copy', async () => {
    const { answer } = await page({ 'accept-language': 'ko', 'accept-encoding': 'br' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['content-encoding']).toBe('br');
    const vary = String(answer.headers.vary).toLowerCase().split(/,\s*/);
    expect(vary).toEqual(expect.arrayContaining(['accept-encoding', 'accept-language', 'cookie']));
    expect(titleOf(zlib.brotliDecompressSync(answer.rawPayload).toString())).toBe('ko-KR');
  });

  it("sets the cookie naming the server's market source, for the page's inline script", async () => {
    const { answer } = await page({ 'accept-language': 'ja' });
    expect(t.feed.source).toBe('sim');
    expect(answer.headers['set-cookie']).toBe(marketSourceCookie('sim', false));
    expect(marketSourceCookie('sim', false)).toBe(
      'petrel.marketSource=sim; Path=/mobile/; Max-Age=31536000; SameSite=Lax',
    );
    expect(marketSourceCookie('htx', true)).toBe(
      'petrel.marketSource=htx; Path=/mobile/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('leaves /mobile/index.html, which the service worker keeps, the page of every language', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/mobile/index.html',
      headers: { cookie: 'petrel.lang=ja-JP', 'accept-language': 'ja' },
    });
    expect(titleOf(answer.body)).toBe('every language');
  });

  it('serves index.html at /mobile/ from a build without the one-language pages', async () => {
    const oldDist = await distWith(false);
    const old = await createTestApp({ clientDistDir: oldDist });
    try {
      const answer = await old.app.inject({
        method: 'GET',
        url: '/mobile/',
        headers: { 'accept-language': 'ja' },
      });
      expect(answer.statusCode).toBe(200);
      expect(titleOf(answer.body)).toBe('every language');
    } finally {
      await old.close();
      await fs.rm(oldDist, { recursive: true, force: true });
    }
  });
});

describe('firstVisitLocale', () => {
  it('reads the cookie among others and ignores look-alike names', () => {
    expect(firstVisitLocale('a=b;petrel.lang=ko-KR', undefined)).toBe('ko-KR');
    expect(firstVisitLocale('xpetrel.lang=ko-KR', 'ja')).toBe('ja-JP');
    expect(firstVisitLocale(undefined, 'zh-TW,zh;q=0.9')).toBe('zh-CN');
  });
});
