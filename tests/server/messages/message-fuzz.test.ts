// Proves that the inbox routes, the invitation records and the operator's message post answer malformed and hostile
// requests (generic fuzz bodies, bad tokens, nasty field values) without a 5xx, without internals in the body,
// always in the `{code, data, msg}` envelope, and without an error in the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, invitePaths, messagePaths } from '../../../src/common/api-paths';
import { registerUser } from '../support/accounts';
import { createTestApp, testOperatorToken, type TestApp } from '../support/test-app';
import {
  codeEnvelope,
  injectFuzzBody,
  pick,
  problemList,
  seededRandom,
  type Random,
} from '../http/fuzz-cases';
import { captureLog, type CapturedLog } from '../http/log-capture';
import { postMessage } from './messages-support';
import { byDepth } from '../../support/test-depth';

const fuzzSeed = 0x3e55_a9e5;
/** Full size under `npm run test:deep`, a quarter in the everyday run. */
const requestsPerRoute = byDepth(40, 150);
const nastyPostCount = byDepth(50, 200);
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
    const { problems, note } = problemList(codeEnvelope);
    for (const path of [...Object.values(messagePaths), invitePaths.records, adminPaths.messagePost]) {
      for (let index = 0; index < requestsPerRoute; index += 1) {
        const operator: Record<string, string> =
          path === adminPaths.messagePost ? { authorization: `Bearer ${testOperatorToken}` } : {};
        const response = await injectFuzzBody(t.app, random, path, token, operator);
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
