// Proves that the two flash-exchange calls answer 50 seeded malformed requests each (200 under `npm run test:deep`) (random fields, types, sizes,
// content types and idempotency keys, with a real session) with a translated refusal, never a 5xx, and move no
// money and spend no quote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingPaths } from '../../../src/common/api-paths';
import { seededRandom } from '../../support/seeded-random';
import { registerUser } from '../support/accounts';
import { coinBalance, exchangeCount, requestQuote } from '../support/exchange';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';
import { byDepth } from '../../support/test-depth';

/** 200 under `npm run test:deep`, 50 in the everyday run. */
const requestsPerRoute = byDepth(50, 200);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.01 }) });
});
afterAll(() => t.close());

const junkValues: unknown[] = [
  '',
  ' ',
  '-1',
  '1e9',
  'NaN',
  '0.000000001',
  '99999999999999999999999999999',
  'BTC\u0000',
  'b'.repeat(5000),
  '𝔅𝔗ℭ',
  '<script>',
  "' or 1=1 --",
  '00000000-0000-0000-0000-000000000000',
  null,
  true,
  12,
  -0.5,
  [],
  ['BTC', 'ETH'],
  { nested: 'BTC' },
];
const fields = ['fromCurrency', 'toCurrency', 'amount', 'quoteId', 'type', '__proto__', 'constructor'];

function randomBody(random: () => number): { payload: string; contentType: string } {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const body: Record<string, unknown> = {};
  const count = Math.floor(random() * 4);
  for (let index = 0; index < count; index += 1) body[pick(fields)] = pick(junkValues);
  if (random() < 0.3) return { payload: JSON.stringify(pick(junkValues)), contentType: 'application/json' };
  if (random() < 0.5) return { payload: JSON.stringify(body), contentType: 'application/json' };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) form.append(key, String(value));
  return { payload: form.toString(), contentType: 'application/x-www-form-urlencoded' };
}

describe('flash exchange under malformed input', () => {
  it.each([fundingPaths.exchangeQuote, fundingPaths.exchangeSubmit])(
    `answers %s ${requestsPerRoute} malformed requests without a 5xx and changes nothing`,
    async (path) => {
      const user = await registerUser(t);
      await creditUser(t, user.userId, 'BTC', '1');
      const quote = (
        await requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'ETH', amount: '0.5' })
      ).json();
      const random = seededRandom(path.length);
      for (let index = 0; index < requestsPerRoute; index += 1) {
        const { payload, contentType } = randomBody(random);
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          headers: {
            token: user.token,
            'content-type': contentType,
            ...(random() < 0.2 ? { 'idempotency-key': random() < 0.5 ? 'bad key!' : `k-${index}` } : {}),
          },
          payload,
        });
        expect(response.statusCode, `${payload} → ${response.body}`).toBeLessThan(500);
        expect(response.json().code).toBe(0);
        expect(response.json().msg).toMatch(/\S/);
      }
      expect(await coinBalance(t, user.userId, 'BTC')).toBe('1');
      expect(await exchangeCount(t, user.userId)).toBe(0);
      expect(quote.code).toBe(1);
    },
  );
});
