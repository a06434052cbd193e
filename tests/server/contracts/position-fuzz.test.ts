// Proves that the position calls survive hostile input: 400 seeded requests (1,500 under `npm run test:deep`) mixing valid and malformed values
// field by field (forms and JSON, numbers, arrays, huge and signed amounts, prices with too many places), with
// engine runs between them at moving prices, never answer a 5xx, always answer a known error code when they
// refuse, and leave the ledger sound (the invariant checker runs after the test).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPaths } from '../../../src/common/api-paths';
import { isErrorCode } from '../../../src/common/errors';
import { contractPositions } from '../../../src/server/db/schema';
import { seededRandom } from '../../support/seeded-random';
import { contractUser } from '../support/contracts';
import { createFixedPriceFeed, type FixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, type TestApp } from '../support/test-app';
import { byDepth } from '../../support/test-depth';

const fuzzSeed = 0xc0_47_ac_75;
/** 1,500 under `npm run test:deep`, 400 in the everyday run. */
const requestCount = byDepth(400, 1500);
/** 1,500 requests take about 20 s on a loaded 2-core machine; each open also reads the identity requirement. */
const fuzzTimeoutMs = 90_000;

let t: TestApp;
let feed: FixedPriceFeed;
beforeAll(async () => {
  feed = createFixedPriceFeed({ BTC: 60000, ETH: 3000, DOGE: 0.123456 });
  t = await createTestApp({ feed });
});
afterAll(() => t.close());

const values: Record<string, unknown[]> = {
  symbol: ['btcusdt', 'ETHUSDT', 'dogeusdt', 'ethbtc', 'nopeusdt', '', ' ', 'x'.repeat(40), 5, null],
  direction: ['1', '2', 1, 2, '0', '3', '', '1.0', '-1', 'up', [1], { a: 1 }],
  margin: [
    '100',
    '0.00001',
    '12.5',
    '0',
    '-1',
    '1e5',
    '1.123456789',
    '',
    '.5',
    '５',
    99.5,
    ['100'],
    '9'.repeat(24),
  ],
  multiple: ['5', '10', '100', 20, '7', '0', '-5', '10.0', '', '1e1', 'x'],
  priceType: ['1', '2', 1, 2, '0', '3', '', 'limit'],
  price: ['59000', '61000', '0.123', '0', '-1', '59000.123', '', undefined, 59000, '1'.repeat(30)],
  stopLoss: [undefined, '', '57000', '63000', '54300', '1', '0', '57000.001', 'abc', 57000],
  takeProfit: [undefined, '', '63000', '57000', '1000000', '0', '-3', 63000],
  id: ['1', '2', '3', '0', '-1', 'abc', '', '1.5', '99999999999999999999', 7],
  status: ['', '0', '1', '4', '5', '-1', 'x', 2],
  open: ['', '1', '0', '2', 'yes'],
  pageNo: ['1', '2', '0', '10001', 'x', ''],
  pageSize: ['10', '100', '101', '0', '-1', ''],
};

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** How many leading entries of each list above are valid: a request starts valid and is then corrupted. */
const validCount: Record<string, number> = {
  symbol: 3,
  direction: 4,
  margin: 3,
  multiple: 4,
  priceType: 4,
  price: 2,
  stopLoss: 3,
  takeProfit: 3,
  id: 3,
  status: 4,
  open: 3,
  pageNo: 2,
  pageSize: 2,
};

/** A valid body with 0, 1 or 2 fields replaced by any value of their list (or left out). */
function bodyFor(random: () => number, fields: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) body[field] = pick(random, values[field]!.slice(0, validCount[field]));
  const corrupted = Math.floor(random() * 3);
  for (let index = 0; index < corrupted && fields.length > 0; index += 1) {
    const field = pick(random, fields);
    if (random() < 0.1) delete body[field];
    else body[field] = pick(random, values[field]!);
  }
  for (const field of fields) if (body[field] === undefined) delete body[field];
  return body;
}

const calls: [string, string[]][] = [
  [
    contractPaths.open,
    ['symbol', 'direction', 'margin', 'multiple', 'priceType', 'price', 'stopLoss', 'takeProfit'],
  ],
  [contractPaths.close, ['id']],
  [contractPaths.list, ['status', 'open', 'symbol', 'pageNo', 'pageSize']],
  [contractPaths.config, []],
];

/** As a form when every value is text, else as JSON. */
function payloadOf(random: () => number, body: Record<string, unknown>) {
  const allText = Object.values(body).every((value) => typeof value === 'string');
  if (allText && random() < 0.7) {
    return {
      contentType: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams(body as Record<string, string>).toString(),
    };
  }
  return { contentType: 'application/json', payload: JSON.stringify(body) };
}

describe('position calls under hostile input', () => {
  it(
    `answer ${requestCount} seeded requests without a 5xx and with known error codes`,
    async () => {
      const random = seededRandom(fuzzSeed);
      const users = [await contractUser(t, '5000'), await contractUser(t, '50')];
      const problems: string[] = [];
      const successes = new Map<string, number>();
      const openedIds: string[] = [];
      for (let index = 0; index < requestCount; index += 1) {
        const [url, fields] = calls[index % 7 < 4 ? 0 : index % 7 < 5 ? 1 : index % 7 < 6 ? 2 : 3]!;
        const body = bodyFor(random, fields);
        // Most closes name a position that exists (of either user), so they reach the close itself.
        if (url === contractPaths.close && openedIds.length > 0 && random() < 0.7)
          body.id = pick(random, openedIds);
        const { contentType, payload } = payloadOf(random, body);
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': contentType, token: pick(random, users).token },
          payload,
        });
        const answer = response.json();
        if (answer.code === 1) successes.set(url, (successes.get(url) ?? 0) + 1);
        if (answer.code === 1 && url === contractPaths.open) openedIds.push(answer.data.id);
        if (response.statusCode >= 500)
          problems.push(`${response.statusCode} ${url} ${payload}: ${response.body}`);
        else if (answer.code !== 1 && !isErrorCode(answer.error))
          problems.push(`${url} ${payload}: ${response.body}`);
        if (index % 50 === 49) {
          feed.prices.set('BTC', 54000 + Math.floor(random() * 12000));
          t.clock.advance(1000);
          await t.app.engines.runDue();
        }
      }
      expect(problems).toEqual([]);
      // The cases reach the handlers' depths, not only their first check.
      console.log(Object.fromEntries(successes));
      const rows = await t.database.handle.db.select().from(contractPositions);
      console.log(
        rows.reduce<Record<number, number>>(
          (n, row) => ({ ...n, [row.status]: (n[row.status] ?? 0) + 1 }),
          {},
        ),
      );
    },
    fuzzTimeoutMs,
  );
});
