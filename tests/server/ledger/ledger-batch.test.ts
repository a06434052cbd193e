// Proves the ledger's batched posting (`postBatch`, used by the engines) keeps the rules of a single posting:
// every movement gets its own transaction row and entries under its own reference, exactly as if posted one by one,
// and applies once by that reference (a replayed batch, or one mixing new and applied movements, changes only what
// is new, and an applied one answers its earlier transaction); each account is updated once with the summed change,
// so movements of a batch count as simultaneous; unbalanced or malformed legs and a reference twice in one batch are
// refused before anything is written; a user balance the batch would leave negative refuses the whole batch and the
// caller's transaction writes nothing; entries and balances agree (the invariant checker runs after each test).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { queryRows } from '../../../src/server/db/query-rows';
import { createLedger, moveLegs, systemAccount, userAccount } from '../../../src/server/ledger/ledger';
import { LedgerInvariantError } from '../../../src/server/ledger/ledger-amounts';
import { InsufficientBalanceError } from '../../../src/server/ledger/ledger-errors';
import { accountTypes, type Movement } from '../../../src/server/ledger/ledger-types';
import { batchMovementsMax } from '../../../src/server/ledger/post-movements';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { adjustmentCredit, insertUser } from './ledger-kit';

let database: TestDatabase;
let db: Database;
let ledger: ReturnType<typeof createLedger>;
let carol: number;
let dave: number;

const contract = (userId: number) => userAccount(userId, accountTypes.contract);

const credit = (userId: number, amount: string, reference: string): Movement =>
  adjustmentCredit(userId, accountTypes.contract, amount, reference);

function freeze(userId: number, amount: string, reference: string): Movement {
  return {
    kind: 'freeze',
    reference,
    userId,
    legs: moveLegs(
      'USDT',
      amount,
      { owner: contract(userId), bucket: 'available' },
      { owner: contract(userId), bucket: 'frozen' },
    ),
  };
}

const postBatch = (movements: Movement[]) => db.transaction((tx) => ledger.postBatch(tx, movements));

async function usdtOf(userId: number) {
  const balances = await ledger.balances(userId, accountTypes.contract);
  return balances.find((balance) => balance.currency === 'USDT') ?? { available: '0', frozen: '0' };
}

async function transactionCount(prefix: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_transactions where reference like ${`${prefix}%`}`,
  );
  return Number(row?.n ?? 0);
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

async function coinUsdtOf(userId: number) {
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

let userCount = 0;

/** A label for one more user of the tests below, each of which starts from a user of its own. */
function nextLabel(): string {
  userCount += 1;
  return `user${userCount}`;
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  ledger = createLedger({ db, clock: () => Date.UTC(2026, 2, 2) });
  carol = await insertUser(db, 'carol');
  dave = await insertUser(db, 'dave');
});
afterAll(() => database.dispose());

describe('postBatch', () => {
  it('applies many movements over shared accounts, each once, in one unit', async () => {
    const results = await postBatch([
      credit(carol, '100', 'batch:a:1'),
      credit(dave, '50.5', 'batch:a:2'),
      freeze(carol, '30', 'batch:a:3'),
      freeze(dave, '0.5', 'batch:a:4'),
    ]);
    expect(results.map((result) => result.applied)).toEqual([true, true, true, true]);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(4);
    expect(await usdtOf(carol)).toEqual({ currency: 'USDT', available: '70', frozen: '30' });
    expect(await usdtOf(dave)).toEqual({ currency: 'USDT', available: '50', frozen: '0.5' });
  });

  it('answers a replayed batch with the first transactions and changes nothing', async () => {
    const batch = [credit(carol, '1', 'batch:b:1'), credit(dave, '2', 'batch:b:2')];
    const first = await postBatch(batch);
    const replay = await postBatch(batch);
    expect(replay).toEqual(first.map((result) => ({ ...result, applied: false })));
    expect(await usdtOf(carol)).toMatchObject({ available: '71' });
    expect(await usdtOf(dave)).toMatchObject({ available: '52' });
  });

  it('applies only the new movements of a batch that mixes new and applied ones (and agrees with post)', async () => {
    const single = await db.transaction((tx) => ledger.post(tx, credit(carol, '5', 'batch:c:1')));
    const results = await postBatch([credit(carol, '5', 'batch:c:1'), credit(carol, '7', 'batch:c:2')]);
    expect(results[0]).toEqual({ applied: false, transactionId: single.transactionId });
    expect(results[1]).toMatchObject({ applied: true });
    const again = await db.transaction((tx) => ledger.post(tx, credit(carol, '7', 'batch:c:2')));
    expect(again).toEqual({ applied: false, transactionId: results[1]!.transactionId });
    expect(await usdtOf(carol)).toMatchObject({ available: '83' });
  });

  it('refuses a reference twice in one batch, before writing anything', async () => {
    await expect(
      postBatch([credit(carol, '1', 'batch:d:1'), credit(dave, '1', 'batch:d:1')]),
    ).rejects.toThrow(LedgerInvariantError);
    expect(await transactionCount('batch:d:')).toBe(0);
  });

  it('refuses unbalanced or malformed legs anywhere in the batch, before writing anything', async () => {
    const unbalanced: Movement = {
      kind: 'adjustment',
      reference: 'batch:e:2',
      legs: [
        { owner: systemAccount('adjustments'), bucket: 'available', currency: 'USDT', amount: '-1' },
        { owner: contract(carol), bucket: 'available', currency: 'USDT', amount: '0.99999999' },
      ],
    };
    const nineDecimals = credit(dave, '0.000000001', 'batch:e:3');
    for (const bad of [unbalanced, nineDecimals]) {
      await expect(postBatch([credit(carol, '1', 'batch:e:1'), bad])).rejects.toThrow(LedgerInvariantError);
    }
    expect(await transactionCount('batch:e:')).toBe(0);
  });

  it('refuses the whole batch when one account would end below zero, and the transaction writes nothing', async () => {
    const before = { carol: await usdtOf(carol), dave: await usdtOf(dave) };
    const failure = await postBatch([
      credit(carol, '10', 'batch:f:1'),
      freeze(dave, '52.00000001', 'batch:f:2'),
    ]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InsufficientBalanceError);
    expect((failure as InsufficientBalanceError).currency).toBe('USDT');
    expect({ carol: await usdtOf(carol), dave: await usdtOf(dave) }).toEqual(before);
    expect(await transactionCount('batch:f:')).toBe(0);
  });

  it("guards each account's net change: movements of a batch count as simultaneous", async () => {
    // Alone, the freeze of 60 would overdraw dave's 52 available; with the credit of 10 in the same batch it fits.
    const results = await postBatch([freeze(dave, '60', 'batch:g:1'), credit(dave, '10', 'batch:g:2')]);
    expect(results.every((result) => result.applied)).toBe(true);
    expect(await usdtOf(dave)).toEqual({ currency: 'USDT', available: '2', frozen: '60.5' });
  });

  it('accepts an empty batch and refuses one larger than batchMovementsMax', async () => {
    expect(await postBatch([])).toEqual([]);
    const tooMany = Array.from({ length: batchMovementsMax + 1 }, (_, index) =>
      credit(carol, '1', `batch:h:${index}`),
    );
    await expect(postBatch(tooMany)).rejects.toThrow(LedgerInvariantError);
    expect(await transactionCount('batch:h:')).toBe(0);
  });
});

describe('postBatch over coin accounts (payouts with their fees)', () => {
  it('posts each movement under its own reference with its own entries, summing changes per account', async () => {
    const [alice, bob] = [await insertUser(db, nextLabel()), await insertUser(db, nextLabel())];
    const results = await db.transaction((tx) =>
      ledger.postBatch(tx, [
        payout(alice, '10', '0.1', 'batch:a1'),
        payout(bob, '20', '0.2', 'batch:b1'),
        payout(alice, '5', '0.05', 'batch:a2'),
      ]),
    );
    expect(results.map((result) => result.applied)).toEqual([true, true, true]);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(3);
    expect(await coinUsdtOf(alice)).toBe('14.85');
    expect(await coinUsdtOf(bob)).toBe('19.8');
    for (const reference of ['batch:a1', 'batch:b1', 'batch:a2']) expect(await entriesOf(reference)).toBe(4);
    expect(await ledger.check()).toEqual([]);
  });

  it('skips a reference already applied and answers its earlier transaction', async () => {
    const alice = await insertUser(db, nextLabel());
    const [earlier] = await db.transaction((tx) =>
      ledger.postBatch(tx, [payout(alice, '10', '0', 'batch:c1')]),
    );
    const results = await db.transaction((tx) =>
      ledger.postBatch(tx, [payout(alice, '10', '0.1', 'batch:c1'), payout(alice, '1', '0.01', 'batch:c2')]),
    );
    expect(results[0]).toEqual({ applied: false, transactionId: earlier!.transactionId });
    expect(results[1]!.applied).toBe(true);
    expect(await coinUsdtOf(alice)).toBe('10.99');
    expect(await entriesOf('batch:c1')).toBe(2);
  });

  it('answers an empty batch with nothing and writes nothing', async () => {
    expect(await db.transaction((tx) => ledger.postBatch(tx, []))).toEqual([]);
  });

  it('fails the whole batch when it would take a user balance below zero', async () => {
    const alice = await insertUser(db, nextLabel());
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
    await expect(attempt).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await coinUsdtOf(alice)).toBe('0.99');
    expect(await entriesOf('batch:d1')).toBe(0);
  });

  it('refuses a batch that names one reference twice', async () => {
    const alice = await insertUser(db, nextLabel());
    const attempt = db.transaction((tx) =>
      ledger.postBatch(tx, [payout(alice, '1', '0.01', 'batch:e1'), payout(alice, '2', '0.02', 'batch:e1')]),
    );
    await expect(attempt).rejects.toBeInstanceOf(LedgerInvariantError);
    expect(await coinUsdtOf(alice)).toBe('0');
  });
});
