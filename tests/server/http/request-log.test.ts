// Proves that each request is logged once, with its method, URL and status, and that a fault (answered 200 in the spec's envelopes) is logged with the error's class, codes, SQL text and stack frames but never its messages, parameters or the email they carry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPath, marketPaths } from '../../../src/common/api-paths';
import type { MarketFeed } from '../../../src/server/market/feed';
import { createTestApp, postForm, type TestApp } from '../support/test-app';
import { captureLog, type CapturedLog } from './log-capture';

const email = 'secret.person@example.com';

/** Shaped like drizzle's query error around a Postgres unique violation: both put the email in their text. */
function databaseFault(): Error {
  const cause = Object.assign(
    new Error(`duplicate key value violates unique constraint: (email)=(${email})`),
    {
      code: '23505',
      routine: '_bt_check_unique',
      detail: `Key (email)=(${email}) already exists.`,
    },
  );
  return Object.assign(
    new Error(`Failed query: select "id" from "users" where "email" = $1\nparams: ${email}`),
    {
      query: 'select "id" from "users" where "email" = $1',
      params: [email],
      cause,
    },
  );
}

function failingFeed(): MarketFeed {
  const fail = () => Promise.reject(databaseFault());
  return { source: 'sim', ticker: fail, candles: fail, depth: fail, trades: fail, priceAt: fail };
}

let t: TestApp;
let log: CapturedLog;

beforeAll(async () => {
  log = captureLog();
  t = await createTestApp({ feed: failingFeed(), logger: { level: 'info', stream: log.stream } });
});
afterAll(() => t.close());

const linesOf = (reqId: unknown) => log.lines.filter((line) => line.reqId === reqId);

describe('the request log', () => {
  it('writes one line per request with the request and the answer', async () => {
    await t.app.inject({ method: 'GET', url: healthPath });
    const reqId = log.lines.at(-1)?.reqId;
    expect(reqId).toBeTruthy();
    const lines = linesOf(reqId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: healthPath },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it('writes one line for a request refused before routing', async () => {
    const before = log.lines.length;
    await t.app.inject({ method: 'GET', url: '/user/file/%zz' });
    const lines = log.lines.slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      req: { method: 'GET' },
      res: { statusCode: 400 },
      code: 'FST_ERR_BAD_URL',
    });
  });
});

describe('a fault', () => {
  it('logs where and what failed, without any message, parameter or email', async () => {
    const response = await postForm(t.app, marketPaths.details, { symbol: 'btcusdt' });
    // The spec's envelopes answer HTTP 200 even for a fault; the log line below is what tells it apart.
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'error', 'err-code': 'INTERNAL' });
    const fault = log.lines.find((line) => line.msg === 'unhandled error');
    expect(fault).toMatchObject({
      level: 50,
      fault: {
        type: 'Error',
        query: 'select "id" from "users" where "email" = $1',
        cause: { type: 'Error', code: '23505', routine: '_bt_check_unique' },
      },
    });
    expect((fault?.fault as { frames: string[] }).frames[0]).toMatch(/^at /);
    expect(log.text()).not.toContain('secret.person');
    expect(log.text()).not.toContain('duplicate key');
  });
});
