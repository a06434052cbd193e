// Proves that the inbox routes, the invitation records and the operator's message post answer malformed and hostile
// requests (generic fuzz bodies, bad tokens, nasty field values) without a 5xx, without internals in the body,
// always in the `{code, data, msg}` envelope, and without an error in the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, invitePaths, messagePaths } from '../../../src/common/api-paths';
import { registerUser } from '../support/accounts';
import { createTestApp, testOperatorToken, type TestApp } from '../support/test-app';
import { badTokens, fuzzBody, pick, seededRandom, type Random } from '../http/fuzz-cases';
import { captureLog, type CapturedLog } from '../http/log-capture';
import { postMessage } from './messages-support';

const fuzzSeed = 0x3e55_a9e5;
const requestsPerRoute = 150;
const nastyPostCount = 200;
const internals = [
  /FST_/,
  /"stack"/,
  /node_modules/,
  /Failed query/,
  /violates/,
  /\bTypeError\b|\bRangeError\b/,
];
const nastyValues: unknown[] = [
  '',
  ' ',
  null,
  0,
  -1,
  true,
  [],
  {},
  'zh-CN',
  'en-US',
  'xx',
  'a'.repeat(5000),
  '💥'.repeat(130),
  "' or 1=1 --",
  '[object Object]',
  [{ locale: 'zh-CN', title: 't', body: 'b' }],
  [{ locale: 'zh-CN' }],
  ['zh-CN'],
];

let t: TestApp;
let log: CapturedLog;
let token: string;

beforeAll(async () => {
  log = captureLog();
  t = await createTestApp({ logger: { level: 'warn', stream: log.stream } });
  token = (await registerUser(t)).token;
});
afterAll(() => t.close());

function problemOf(response: { statusCode: number; body: string }): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  const leak = internals.find((pattern) => pattern.test(response.body));
  if (leak) return `internals ${leak}`;
  const body = JSON.parse(response.body) as Record<string, unknown>;
  if (!('code' in body && 'data' in body && 'msg' in body)) return 'not the code envelope';
  return null;
}

function nastyPost(random: Random): Record<string, unknown> {
  const post: Record<string, unknown> = { to: 'nobody@example.com', title: 'Title', body: 'Body' };
  const fields = ['all', 'to', 'title', 'body', 'texts'];
  const changes = 1 + Math.floor(random() * 3);
  for (let change = 0; change < changes; change += 1) post[pick(random, fields)] = pick(random, nastyValues);
  return post;
}

describe('message and invitation route fuzzing', () => {
  it('answers hostile requests without a 5xx, without internals, in the code envelope', async () => {
    const random = seededRandom(fuzzSeed);
    const problems: string[] = [];
    const note = (label: string, response: { statusCode: number; body: string }) => {
      const problem = problemOf(response);
      if (problem && problems.length < 20)
        problems.push(`${label}: ${problem}: ${response.body.slice(0, 200)}`);
    };
    for (const path of [...Object.values(messagePaths), invitePaths.records, adminPaths.messagePost]) {
      for (let index = 0; index < requestsPerRoute; index += 1) {
        const body = fuzzBody(random);
        const headers: Record<string, string> = { token: random() < 0.8 ? token : pick(random, badTokens) };
        if (path === adminPaths.messagePost) headers.authorization = `Bearer ${testOperatorToken}`;
        if (body.contentType !== undefined) headers['content-type'] = body.contentType;
        if (body.contentLength !== undefined) headers['content-length'] = body.contentLength;
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          headers,
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
        });
        note(`${path} #${index}`, response);
      }
    }
    for (let index = 0; index < nastyPostCount; index += 1) {
      note(`post #${index}`, await postMessage(t, nastyPost(random)));
    }
    expect(problems).toEqual([]);
    expect(log.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  }, 120_000);
});
