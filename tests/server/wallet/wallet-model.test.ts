// Proves the wallet against a plain reference model: random credits and transfers (5 seeds × 1,000 operations on
// PGlite) are applied both to the server, through its calls, and to a model of balances in bigint minor units; after
// every step the server's answer (accepted or refused, and why) and every balance agree with the model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletPaths } from '../../../src/common/api-paths';
import { accountTypes, type AccountType } from '../../../src/server/ledger/ledger-types';
import { registerUser } from '../support/accounts';
import { createTestApp, postAs, servicesOf, type TestApp } from '../support/test-app';
import { seededRandom } from '../../support/seeded-random';

const seeds = [1, 2, 3, 4, 5];
const operationsPerSeed = 1000;
const minorPerUnit = 100_000_000n;
const minimumMinor = 1000n; // 0.00001
const currencies = ['USDT', 'BTC', 'ETH'] as const;
const userCount = 3;

const toDecimal = (minor: bigint): string => {
  const whole = minor / minorPerUnit;
  const fraction = (minor % minorPerUnit).toString().padStart(8, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the wallet against its reference model', () => {
  it.each(seeds)(
    'agrees after every one of 1,000 random operations (seed %i)',
    async (seed) => {
      const random = seededRandom(seed);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
      const users = [];
      for (let index = 0; index < userCount; index += 1) users.push(await registerUser(t));
      const { wallet, ledger } = servicesOf(t);
      const model = new Map<string, bigint>();
      const keyOf = (userId: number, type: AccountType, currency: string) => `${userId}|${type}|${currency}`;
      const held = (key: string) => model.get(key) ?? 0n;

      for (let step = 0; step < operationsPerSeed; step += 1) {
        const user = pick(users);
        const userId = Number(user.userId);
        const currency = pick(currencies);
        if (random() < 0.2) {
          const amount = BigInt(Math.floor(random() * 5_000_000_000)) + minimumMinor;
          await wallet.credit({
            userId,
            currency,
            amount: toDecimal(amount),
            reason: 'model',
            reference: `model:${seed}:${step}`,
          });
          const key = keyOf(userId, accountTypes.coin, currency);
          model.set(key, held(key) + amount);
        } else {
          const direction = random() < 0.6 ? 1 : 2;
          const [from, to] =
            direction === 1
              ? [accountTypes.coin, accountTypes.contract]
              : [accountTypes.contract, accountTypes.coin];
          const fromKey = keyOf(userId, from, currency);
          const toKey = keyOf(userId, to, currency);
          // Mostly affordable amounts, sometimes more than held, sometimes below the minimum or the whole balance.
          const roll = random();
          const amount =
            roll < 0.1
              ? BigInt(Math.floor(random() * Number(minimumMinor)))
              : roll < 0.2
                ? held(fromKey)
                : BigInt(Math.floor(random() * Number(held(fromKey) + 2n * minimumMinor + 1n)));
          const answer = (
            await postAs(t.app, walletPaths.transfer, user.token, {
              amount: toDecimal(amount),
              currency,
              type: String(direction),
            })
          ).json();
          const expected =
            amount < minimumMinor
              ? 'TRANSFER_AMOUNT'
              : amount > held(fromKey)
                ? 'INSUFFICIENT_BALANCE'
                : 'ok';
          expect([step, answer.code === 1 ? 'ok' : answer.error]).toEqual([step, expected]);
          if (expected === 'ok') {
            model.set(fromKey, held(fromKey) - amount);
            model.set(toKey, held(toKey) + amount);
          }
        }
        for (const type of [accountTypes.coin, accountTypes.contract]) {
          const balances = await ledger.balances(userId, type);
          const actual = Object.fromEntries(balances.map((balance) => [balance.currency, balance.available]));
          const expectedBalances = Object.fromEntries(
            currencies
              .filter((c) => model.has(keyOf(userId, type, c)))
              .map((c) => [c, toDecimal(held(keyOf(userId, type, c)))]),
          );
          expect([step, actual]).toEqual([step, expectedBalances]);
        }
      }
    },
    300_000,
  );
});
