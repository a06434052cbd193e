// Proves that malformed multipart bodies (no boundary, cut short, a part that ends early, over the limits) answer MALFORMED_BODY or PAYLOAD_TOO_LARGE, never a 500, and store nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { registerUnverifiedUser, storedUploads } from '../support/accounts';
import { samplePng } from '../support/sample-png';
import { createTestApp, type TestApp } from '../support/test-app';
import { captureLog, type CapturedLog } from './log-capture';

let t: TestApp;
let log: CapturedLog;
let token: string;
const boundary = 'petrel-boundary';

beforeAll(async () => {
  log = captureLog();
  t = await createTestApp({ logger: { level: 'info', stream: log.stream } });
  token = (await registerUnverifiedUser(t)).token;
});
afterAll(() => t.close());

function submit(payload: string | Buffer, contentType = `multipart/form-data; boundary=${boundary}`) {
  return t.app.inject({
    method: 'POST',
    url: userPaths.kycSubmit,
    headers: { 'content-type': contentType, token },
    payload,
  });
}

const fieldPart = (name: string, value: string) =>
  `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string) =>
  `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${name}.png"\r\n` +
  'content-type: image/png\r\n\r\n';

describe('malformed multipart on /user/kyc/submit', () => {
  it.each([
    ['a content type without a boundary', 'anything', 'multipart/form-data'],
    ['a boundary the body never uses', 'garbage without any boundary', undefined],
    [
      'a field cut off before its end',
      `--${boundary}\r\ncontent-disposition: form-data; name="realName"\r\n\r\nAli`,
      undefined,
    ],
    ['headers cut off mid-line', `--${boundary}\r\ncontent-disp`, undefined],
    [
      'a file part terminated early',
      `${fieldPart('realName', 'Alice')}${fileHead('front')}\u0089PNG`,
      undefined,
    ],
  ])('%s answers MALFORMED_BODY', async (_label, payload, contentType) => {
    const response = await submit(payload, contentType);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, error: 'MALFORMED_BODY' });
  });

  it('answers PAYLOAD_TOO_LARGE for too many parts', async () => {
    const parts = Array.from({ length: 20 }, (_, index) => fieldPart(`f${index}`, 'x')).join('');
    const response = await submit(`${parts}--${boundary}--\r\n`);
    expect(response.json()).toMatchObject({ code: 0, error: 'PAYLOAD_TOO_LARGE' });
  });

  it('keeps the precise UPLOAD_TOO_LARGE for a photo over the size limit', async () => {
    const big = Buffer.concat([samplePng(1), Buffer.alloc(6 * 1024 * 1024)]);
    const payload = Buffer.concat([
      Buffer.from(fileHead('front')),
      big,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await submit(payload);
    expect(response.json()).toMatchObject({ code: 0, error: 'UPLOAD_TOO_LARGE' });
  });

  it('stores nothing and logs no error', async () => {
    expect(await storedUploads(t)).toEqual({ files: 0, uploads: 0, submissions: 0 });
    expect(log.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});
