// Proves on real Postgres that the transfer call holds under contention: 100 concurrent transfers that each spend
// the whole coin balance leave exactly one applied and nothing negative, and 20 concurrent retries of one
// Idempotency-Key move the money once and all answer the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletPaths } from '../../src/common/api-paths';
import { registerUser } from '../server/support/accounts';
import { createTestApp, postForm, type TestApp } from '../server/support/test-app';
import { postgresTestUrl } from '../server/support/test-database';
import { creditUser } from '../server/support/wallet';

const concurrentTransferCount = 100;
const concurrentRetryCount = 20;

let t: TestApp;
beforeAll(async () => {
  if (!postgresTestUrl()) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  t = await createTestApp();
});
afterAll(() => t.close());

const transfer = (token: string, amount: string, headers: Record<string, string> = {}) =>
  postForm(t.app, walletPaths.transfer, { amount, currency: 'USDT' }, undefined, { token, ...headers });

async function coinUsdt(token: string): Promise<string> {
  const body = (await postForm(t.app, walletPaths.assets, { type: '1' }, undefined, { token })).json();
  return body.data.list.find((entry: { currencyName: string }) => entry.currencyName === 'USDT')
    .availableCurrency;
}

describe('transfers under contention', () => {
  it('lets exactly one of 100 concurrent whole-balance transfers through', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'USDT', '77.7');
    const answers = await Promise.all(
      Array.from({ length: concurrentTransferCount }, () => transfer(user.token, '77.7')),
    );
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().error === 'INSUFFICIENT_BALANCE')).toHaveLength(
      concurrentTransferCount - 1,
    );
    expect(await coinUsdt(user.token)).toBe('0');
  });

  it('moves the money once for 20 concurrent retries of one Idempotency-Key', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'USDT', '10');
    const answers = await Promise.all(
      Array.from({ length: concurrentRetryCount }, () =>
        transfer(user.token, '4', { 'idempotency-key': 'retry-storm-1' }),
      ),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.every((body) => body.code === 1)).toBe(true);
    expect(new Set(bodies.map((body) => body.data.transactionId)).size).toBe(1);
    expect(await coinUsdt(user.token)).toBe('6');
  });
});
