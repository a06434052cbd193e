// Proves API answers above a kilobyte are compressed for clients that accept it, and small ones are not. (Market
// answers keep their own cached gzip bytes: modules/market/routes.ts.)
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPath, marketPaths, messagePaths, userPaths } from '../../../src/common/api-paths';
import { compressedAnswerBytesMin } from '../../../src/server/http/compression';
import { registerUser } from '../support/accounts';
import { postMessage } from '../messages/messages-support';
import { createTestApp, postForm, type TestApp } from '../support/test-app';

let t: TestApp;
const klineForm = { symbol: 'btcusdt', timer: '1min', size: '2000' };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('API compression', () => {
  it('sends a large answer as brotli or gzip, the same answer as uncompressed and a fraction of its size', async () => {
    // A message of about 3 KB read back from the inbox is a large private answer.
    const user = await registerUser(t);
    const body = 'Scheduled maintenance of the deposit network. '.repeat(60);
    expect((await postMessage(t, { to: user.email, title: 'Maintenance', body })).statusCode).toBe(200);
    const [message] = (await postForm(t.app, messagePaths.list, {}, undefined, { token: user.token })).json()
      .data.list;
    const read = (encodings?: string) =>
      postForm(t.app, messagePaths.detail, { id: String(message.id) }, undefined, {
        token: user.token,
        ...(encodings ? { 'accept-encoding': encodings } : {}),
      });
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(compressedAnswerBytesMin);

    const br = await read('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await read('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("keeps the market answers' own cached gzip for 2000 candles", async () => {
    const gz = await postForm(t.app, marketPaths.kline, klineForm, undefined, {
      'accept-encoding': 'gzip, br',
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await postForm(t.app, marketPaths.kline, klineForm);
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: healthPath,
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.rawPayload.length).toBeLessThan(compressedAnswerBytesMin);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('holds an inflated request body to the body limit: 10 KB of gzip that would be 10 MB is refused', async () => {
    const bomb = zlib.gzipSync(Buffer.from(`email=${'x'.repeat(10_000_000)}`));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const response = await t.app.inject({
      method: 'POST',
      url: userPaths.login,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ code: 0, error: 'PAYLOAD_TOO_LARGE' });
  });
});
