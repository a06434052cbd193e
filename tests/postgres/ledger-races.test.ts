// Proves on real Postgres, where transactions really run at once, that the ledger's guard holds under contention:
// 100 concurrent movements that each spend the whole balance leave exactly one applied and nothing negative, and
// concurrent posts of one reference apply once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { InsufficientBalanceError } from '../../src/server/ledger/ledger-errors';
import { checkLedger } from '../../src/server/ledger/invariants';
import { createLedger, moveLegs, systemAccount, userAccount } from '../../src/server/ledger/ledger';
import { accountTypes, type Movement } from '../../src/server/ledger/ledger-types';
import { openTestDatabase, postgresTestUrl, type TestDatabase } from '../server/support/test-database';

const concurrentSpendCount = 100;

let database: TestDatabase;
let db: Database;
let ledger: ReturnType<typeof createLedger>;

async function fundedUser(label: string, amount: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ uid: `U${label}`, email: `${label}@example.test`, passwordHash: 'x', invitationCode: label })
    .returning({ id: users.id });
  const userId = row!.id;
  await db.transaction((tx) =>
    ledger.post(tx, {
      kind: 'adjustment',
      reference: `test:fund-${label}`,
      userId,
      legs: moveLegs(
        'USDT',
        amount,
        { owner: systemAccount('adjustments'), bucket: 'available' },
        { owner: userAccount(userId, accountTypes.coin), bucket: 'available' },
      ),
    }),
  );
  return userId;
}

function spendAll(userId: number, reference: string): Movement {
  return {
    kind: 'transfer',
    reference,
    userId,
    legs: moveLegs(
      'USDT',
      '25.12345678',
      { owner: userAccount(userId, accountTypes.coin), bucket: 'available' },
      { owner: userAccount(userId, accountTypes.contract), bucket: 'available' },
    ),
  };
}

beforeAll(async () => {
  if (!postgresTestUrl()) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  database = await openTestDatabase();
  db = database.handle.db;
  ledger = createLedger({ db, clock: () => Date.now() });
});
afterAll(() => database.dispose());

describe('the ledger under contention', () => {
  it('lets exactly one of 100 concurrent whole-balance spends through', async () => {
    const userId = await fundedUser('racer', '25.12345678');
    const outcomes = await Promise.allSettled(
      Array.from({ length: concurrentSpendCount }, (_, index) =>
        db.transaction((tx) => ledger.post(tx, spendAll(userId, `test:race-${index}`))),
      ),
    );
    const applied = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter(
      (outcome) => outcome.status === 'rejected' && outcome.reason instanceof InsufficientBalanceError,
    );
    expect(applied).toHaveLength(1);
    expect(refused).toHaveLength(concurrentSpendCount - 1);
    const coin = await ledger.balances(userId, accountTypes.coin);
    const contract = await ledger.balances(userId, accountTypes.contract);
    expect(coin).toEqual([{ currency: 'USDT', available: '0', frozen: '0' }]);
    expect(contract).toEqual([{ currency: 'USDT', available: '25.12345678', frozen: '0' }]);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('applies one reference once when it is posted 20 times at the same moment', async () => {
    const userId = await fundedUser('replayer', '100');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db.transaction((tx) => ledger.post(tx, spendAll(userId, 'test:same-reference'))),
      ),
    );
    const applied = outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value.applied);
    expect(applied).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    const coin = await ledger.balances(userId, accountTypes.coin);
    expect(coin).toEqual([{ currency: 'USDT', available: '74.87654322', frozen: '0' }]);
  });
});
