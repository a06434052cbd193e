// Proves the ledger's engine posting (postClaimed): a reference already in the journal is a LedgerInvariantError,
// 'movement-repeated' with the same entries and 'reference-conflict' with others; a user balance the batch would
// take below zero is 'negative-balance' (not the INSUFFICIENT_BALANCE refusal a request gets); nothing is applied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerInvariantError } from '../../../src/server/ledger/ledger-invariant-error';
import { moveLegs, userAccount } from '../../../src/server/ledger/ledger';
import { InsufficientBalanceError } from '../../../src/server/ledger/ledger-errors';
import { accountTypes, type Movement } from '../../../src/server/ledger/ledger-types';
import { createTestApp, servicesOf, type TestApp } from '../support/test-app';
import { adjustmentCredit, insertUser } from './ledger-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const postClaimed = (movements: Movement[]) =>
  t.database.handle.db.transaction((tx) => servicesOf(t).ledger.postClaimed(tx, movements));
const post = (movement: Movement) =>
  t.database.handle.db.transaction((tx) => servicesOf(t).ledger.post(tx, movement));
const coin = async (userId: number) =>
  (await servicesOf(t).ledger.balances(userId, accountTypes.coin)).find((b) => b.currency === 'USDT');

async function reasonOf(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LedgerInvariantError);
  return (error as LedgerInvariantError).reason;
}

describe('postClaimed', () => {
  it('posts new movements as postBatch does', async () => {
    const userId = await insertUser(t.database.handle.db, 'claimed-a');
    const results = await postClaimed([adjustmentCredit(userId, accountTypes.coin, '5', 'claimed:a:1')]);
    expect(results).toEqual([{ applied: true, transactionId: expect.any(Number) }]);
    expect(await coin(userId)).toMatchObject({ available: '5' });
  });

  it('calls a reference already posted with the same entries a repeated movement, and applies nothing', async () => {
    const userId = await insertUser(t.database.handle.db, 'claimed-b');
    await post(adjustmentCredit(userId, accountTypes.coin, '5', 'claimed:b:1'));
    const fresh = adjustmentCredit(userId, accountTypes.coin, '1', 'claimed:b:2');
    const repeated = adjustmentCredit(userId, accountTypes.coin, '5', 'claimed:b:1');
    expect(await reasonOf(postClaimed([fresh, repeated]))).toBe('movement-repeated');
    expect(await coin(userId)).toMatchObject({ available: '5' });
  });

  it('calls a reference already posted with other entries a conflict', async () => {
    const userId = await insertUser(t.database.handle.db, 'claimed-c');
    await post(adjustmentCredit(userId, accountTypes.coin, '5', 'claimed:c:1'));
    const other = adjustmentCredit(userId, accountTypes.coin, '6', 'claimed:c:1');
    expect(await reasonOf(postClaimed([other]))).toBe('reference-conflict');
  });

  it('calls a user balance going below zero a negative balance, where a request gets a refusal', async () => {
    const userId = await insertUser(t.database.handle.db, 'claimed-d');
    await post(adjustmentCredit(userId, accountTypes.coin, '5', 'claimed:d:1'));
    const overdraw: Movement = {
      kind: 'test',
      reference: 'claimed:d:2',
      userId,
      legs: moveLegs(
        'USDT',
        '6',
        { owner: userAccount(userId, accountTypes.coin), bucket: 'available' },
        { owner: userAccount(userId, accountTypes.contract), bucket: 'available' },
      ),
    };
    expect(await reasonOf(postClaimed([overdraw]))).toBe('negative-balance');
    await expect(post(overdraw)).rejects.toThrow(InsufficientBalanceError);
    expect(await coin(userId)).toMatchObject({ available: '5' });
  });
});
