// Proves ledger.postBatch, the batch form engines use: several movements each get their own transaction row and
// entries under their own reference, exactly as if posted one by one; a reference already applied is skipped
// (applied: false) and moves nothing; each account is updated once with the summed change; a batch that would take
// a user balance below zero fails whole; one reference named twice is refused before anything is written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { queryRows } from '../../../src/server/db/query-rows';
import { users } from '../../../src/server/db/schema';
import { ApiError } from '../../../src/server/http/api-error';
import { createLedger, moveLegs, systemAccount, userAccount } from '../../../src/server/ledger/ledger';
import { LedgerInvariantError } from '../../../src/server/ledger/ledger-amounts';
import { accountTypes, type Movement } from '../../../src/server/ledger/ledger-types';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let db: Database;
let ledger: ReturnType<typeof createLedger>;
let userCount = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  ledger = createLedger({ db, clock: () => Date.UTC(2026, 10, 25) });
});
afterAll(() => database.dispose());

async function newUser(): Promise<number> {
  userCount += 1;
  const label = `batch${userCount}`;
  const [row] = await db
    .insert(users)
    .values({ uid: `U${label}`, email: `${label}@example.test`, passwordHash: 'x', invitationCode: label })
    .returning({ id: users.id });
  return row!.id;
}

const coin = (userId: number) => userAccount(userId, accountTypes.coin);

/** The counterparty pays `amount` USDT to the user, less a fee to the fees account (no fee legs for "0"). */
function payout(userId: number, amount: string, fee: string, reference: string): Movement {
  const legs = moveLegs(
    'USDT',
    amount,
    { owner: systemAccount('counterparty'), bucket: 'available' },
    { owner: coin(userId), bucket: 'available' },
  );
  if (fee !== '0') {
    legs.push(
      ...moveLegs(
        'USDT',
        fee,
        { owner: coin(userId), bucket: 'available' },
        { owner: systemAccount('fees'), bucket: 'available' },
      ),
    );
  }
  return { kind: 'test', reference, userId, legs };
}

async function usdtOf(userId: number) {
  const balances = await ledger.balances(userId, accountTypes.coin);
  return balances.find((balance) => balance.currency === 'USDT')?.available ?? '0';
}

async function entriesOf(reference: string) {
  const [row] = await queryRows<{ entries: number }>(
    db,
    sql`select count(*)::int as entries from ledger_entries e
        join ledger_transactions x on x.id = e.transaction_id where x.reference = ${reference}`,
  );
  return row?.entries ?? 0;
}

describe('ledger.postBatch', () => {
  it('posts each movement under its own reference with its own entries, summing changes per account', async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const results = await db.transaction((tx) =>
      ledger.postBatch(tx, [
        payout(alice, '10', '0.1', 'batch:a1'),
        payout(bob, '20', '0.2', 'batch:b1'),
        payout(alice, '5', '0.05', 'batch:a2'),
      ]),
    );
    expect(results.map((result) => result.applied)).toEqual([true, true, true]);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(3);
    expect(await usdtOf(alice)).toBe('14.85');
    expect(await usdtOf(bob)).toBe('19.8');
    for (const reference of ['batch:a1', 'batch:b1', 'batch:a2']) expect(await entriesOf(reference)).toBe(4);
    expect(await ledger.check()).toEqual([]);
  });

  it('skips a reference already applied and answers its earlier transaction', async () => {
    const alice = await newUser();
    const [earlier] = await db.transaction((tx) =>
      ledger.postBatch(tx, [payout(alice, '10', '0', 'batch:c1')]),
    );
    const results = await db.transaction((tx) =>
      ledger.postBatch(tx, [payout(alice, '10', '0.1', 'batch:c1'), payout(alice, '1', '0.01', 'batch:c2')]),
    );
    expect(results[0]).toEqual({ applied: false, transactionId: earlier!.transactionId });
    expect(results[1]!.applied).toBe(true);
    expect(await usdtOf(alice)).toBe('10.99');
    expect(await entriesOf('batch:c1')).toBe(2);
  });

  it('answers an empty batch with nothing and writes nothing', async () => {
    expect(await db.transaction((tx) => ledger.postBatch(tx, []))).toEqual([]);
  });

  it('fails the whole batch when it would take a user balance below zero', async () => {
    const alice = await newUser();
    await db.transaction((tx) => ledger.post(tx, payout(alice, '1', '0.01', 'batch:d0')));
    const overdraw: Movement = {
      kind: 'test',
      reference: 'batch:d2',
      userId: alice,
      legs: moveLegs(
        'USDT',
        '5',
        { owner: coin(alice), bucket: 'available' },
        { owner: systemAccount('counterparty'), bucket: 'available' },
      ),
    };
    const attempt = db.transaction((tx) =>
      ledger.postBatch(tx, [payout(alice, '3', '0', 'batch:d1'), overdraw]),
    );
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    expect(await usdtOf(alice)).toBe('0.99');
    expect(await entriesOf('batch:d1')).toBe(0);
  });

  it('refuses a batch that names one reference twice', async () => {
    const alice = await newUser();
    const attempt = db.transaction((tx) =>
      ledger.postBatch(tx, [payout(alice, '1', '0.01', 'batch:e1'), payout(alice, '2', '0.02', 'batch:e1')]),
    );
    await expect(attempt).rejects.toBeInstanceOf(LedgerInvariantError);
    expect(await usdtOf(alice)).toBe('0');
  });
});
