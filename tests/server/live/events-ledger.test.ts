// Proves the ledger's live balance events: every posting publishes, in its own transaction, one `balance` event per
// user account it touches with that account's balances after it (a transfer route, an ops credit, an operator's
// reversal, a movement between two users, an engine-style batch); system accounts, a replayed reference, a refused
// movement and a rolled-back transaction publish nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletPaths } from '../../../src/common/api-paths';
import { moveLegs, systemAccount, userAccount } from '../../../src/server/ledger/ledger';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { registerUser } from '../support/accounts';
import { runOps } from '../support/ops';
import { createTestApp, postAs, servicesOf, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';
import { adjustmentCredit } from '../ledger/ledger-kit';
import { balanceEvent, publishedBy } from './live-events-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const coin = accountTypes.coin;
const contract = accountTypes.contract;
const post = (movement: Parameters<ReturnType<typeof servicesOf>['ledger']['post']>[1]) =>
  t.database.handle.db.transaction((tx) => servicesOf(t).ledger.post(tx, movement));

async function fundedUser(usdt: string) {
  const user = await registerUser(t);
  await creditUser(t, user.userId, 'USDT', usdt);
  return { ...user, id: Number(user.userId) };
}

describe('balance events', () => {
  it('a transfer publishes both accounts’ balances, to its owner only', async () => {
    const user = await fundedUser('100');
    const published = await publishedBy(t, async () => {
      const sent = await postAs(t.app, walletPaths.transfer, user.token, {
        amount: '30.5',
        currency: 'USDT',
      });
      expect(sent.json().code).toBe(1);
    });
    expect(published).toEqual({
      [user.id]: [balanceEvent(coin, 'USDT', '69.5', '0'), balanceEvent(contract, 'USDT', '30.5', '0')],
    });
  });

  it('a refused transfer (more than available, or bad input) publishes nothing', async () => {
    const user = await fundedUser('10');
    const published = await publishedBy(t, async () => {
      const refused = await postAs(t.app, walletPaths.transfer, user.token, {
        amount: '10.01',
        currency: 'USDT',
      });
      expect(refused.json().code).not.toBe(1);
      const malformed = await postAs(t.app, walletPaths.transfer, user.token, {
        amount: '-1',
        currency: 'USDT',
      });
      expect(malformed.json().code).not.toBe(1);
    });
    expect(published).toEqual({});
  });

  it('a movement between two users publishes each one’s own balances, and none for a system account', async () => {
    const alice = await fundedUser('50');
    const bob = await fundedUser('5');
    const published = await publishedBy(t, () =>
      post({
        kind: 'adjustment',
        reference: `test:two-users:${alice.id}`,
        userId: alice.id,
        legs: [
          ...moveLegs(
            'USDT',
            '12.25',
            { owner: userAccount(alice.id, coin), bucket: 'available' },
            { owner: userAccount(bob.id, coin), bucket: 'available' },
          ),
          ...moveLegs(
            'USDT',
            '1',
            { owner: userAccount(alice.id, coin), bucket: 'available' },
            { owner: systemAccount('fees'), bucket: 'available' },
          ),
        ],
      }),
    );
    expect(published).toEqual({
      [alice.id]: [balanceEvent(coin, 'USDT', '36.75', '0')],
      [bob.id]: [balanceEvent(coin, 'USDT', '17.25', '0')],
    });
  });

  it('a replayed reference, a refused movement and a rolled-back transaction publish nothing', async () => {
    const user = await fundedUser('20');
    const freeze = (reference: string, amount: string) => ({
      kind: 'freeze',
      reference,
      userId: user.id,
      legs: moveLegs(
        'USDT',
        amount,
        { owner: userAccount(user.id, coin), bucket: 'available' as const },
        { owner: userAccount(user.id, coin), bucket: 'frozen' as const },
      ),
    });
    const first = await publishedBy(t, () => post(freeze(`test:freeze:${user.id}`, '5')));
    expect(first).toEqual({ [user.id]: [balanceEvent(coin, 'USDT', '15', '5')] });

    const nothing = await publishedBy(t, async () => {
      expect((await post(freeze(`test:freeze:${user.id}`, '5'))).applied).toBe(false);
      await expect(post(freeze(`test:too-much:${user.id}`, '15.01'))).rejects.toThrow();
      await expect(
        t.database.handle.db.transaction(async (tx) => {
          await servicesOf(t).ledger.post(tx, freeze(`test:rolled-back:${user.id}`, '1'));
          throw new Error('the caller fails after the posting');
        }),
      ).rejects.toThrow('the caller fails');
      await post({
        kind: 'adjustment',
        reference: `test:system-only:${user.id}`,
        legs: moveLegs(
          'USDT',
          '3',
          { owner: systemAccount('adjustments'), bucket: 'available' },
          { owner: systemAccount('fees'), bucket: 'available' },
        ),
      });
    });
    expect(nothing).toEqual({});
  });

  it('a batch publishes each user account once, with its balances after the whole batch', async () => {
    const alice = await fundedUser('10');
    const bob = await fundedUser('10');
    const credit = (userId: number, amount: string, reference: string) =>
      adjustmentCredit(userId, coin, amount, reference);
    const published = await publishedBy(t, () =>
      t.database.handle.db.transaction((tx) =>
        servicesOf(t).ledger.postBatch(tx, [
          credit(alice.id, '1', `test:batch:a1:${alice.id}`),
          credit(bob.id, '2', `test:batch:b1:${bob.id}`),
          credit(alice.id, '0.5', `test:batch:a2:${alice.id}`),
        ]),
      ),
    );
    expect(published).toEqual({
      [alice.id]: [balanceEvent(coin, 'USDT', '11.5', '0')],
      [bob.id]: [balanceEvent(coin, 'USDT', '12', '0')],
    });
  });

  it('an ops credit and an operator’s reversal of it publish the user’s balances', async () => {
    const user = await fundedUser('1');
    let transactionId = '';
    const credited = await publishedBy(t, async () => {
      const result = await runOps(t, 'credit', user.email, 'USDT', '25.5', 'ticket 42');
      expect(result.code).toBe(0);
      transactionId = /\(transaction (\d+)\)/.exec(result.output)?.[1] ?? '';
    });
    expect(credited).toEqual({ [user.id]: [balanceEvent(coin, 'USDT', '26.5', '0')] });
    const reversed = await publishedBy(t, async () => {
      const result = await runOps(t, 'ledger', 'reverse', transactionId, 'credited twice');
      expect(result.code).toBe(0);
    });
    expect(reversed).toEqual({ [user.id]: [balanceEvent(coin, 'USDT', '1', '0')] });
  });
});
