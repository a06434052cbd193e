// Proves the ledger's core rules on a real database: balanced movements only, applied once per reference, user
// balances never below zero (guard and constraint), freezing as journal entries, an append-only journal, and an
// invariant checker that notices a balance that drifted from its entries.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyValueMax } from '../../../src/common/money-constants';
import type { Database } from '../../../src/server/db/client';
import { queryRows } from '../../../src/server/db/query-rows';
import { checkLedger } from '../../../src/server/ledger/invariants';
import { createLedger, moveLegs, systemAccount, userAccount } from '../../../src/server/ledger/ledger';
import { LedgerInvariantError } from '../../../src/server/ledger/ledger-amounts';
import { AmountTooLargeError, InsufficientBalanceError } from '../../../src/server/ledger/ledger-errors';
import { accountTypes, type Movement } from '../../../src/server/ledger/ledger-types';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { adjustmentCredit, insertUser } from './ledger-kit';

let database: TestDatabase;
let db: Database;
let ledger: ReturnType<typeof createLedger>;
let alice: number;
let bob: number;

const coin = (userId: number) => userAccount(userId, accountTypes.coin);
const contract = (userId: number) => userAccount(userId, accountTypes.contract);

const deposit = (userId: number, amount: string, reference: string): Movement =>
  adjustmentCredit(userId, accountTypes.coin, amount, reference);

/** What a refused statement said: Drizzle wraps the driver's error, whose message names the rule. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => new Error('the statement was accepted'),
    (reason: unknown) => reason as Error,
  );
  return `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`;
}

const post = (movement: Movement) => db.transaction((tx) => ledger.post(tx, movement));

async function usdtOf(userId: number, accountType: 1 | 2 = accountTypes.coin) {
  const balances = await ledger.balances(userId, accountType);
  return balances.find((balance) => balance.currency === 'USDT') ?? { available: '0', frozen: '0' };
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  ledger = createLedger({ db, clock: () => Date.UTC(2026, 2, 2) });
  alice = await insertUser(db, 'alice');
  bob = await insertUser(db, 'bob');
});
afterAll(() => database.dispose());

describe('the ledger', () => {
  it('applies a movement once per reference, however often it is posted', async () => {
    const first = await post(deposit(alice, '100.5', 'test:deposit-once'));
    const replay = await post(deposit(alice, '100.5', 'test:deposit-once'));
    expect(first.applied).toBe(true);
    expect(replay).toEqual({ applied: false, transactionId: first.transactionId });
    expect(await usdtOf(alice)).toMatchObject({ available: '100.5', frozen: '0' });
  });

  it('moves exact decimals between accounts without float error', async () => {
    await post(deposit(bob, '0.3', 'test:bob-start'));
    for (const [index, amount] of ['0.1', '0.1', '0.1'].entries()) {
      await post({
        kind: 'transfer',
        reference: `test:bob-transfer-${index}`,
        userId: bob,
        legs: moveLegs(
          'USDT',
          amount,
          { owner: coin(bob), bucket: 'available' },
          { owner: contract(bob), bucket: 'available' },
        ),
      });
    }
    expect(await usdtOf(bob)).toMatchObject({ available: '0' });
    expect(await usdtOf(bob, accountTypes.contract)).toMatchObject({ available: '0.3' });
  });

  it('refuses to spend more than is available and writes nothing', async () => {
    const before = await usdtOf(alice);
    const overdraw: Movement = {
      kind: 'transfer',
      reference: 'test:overdraw',
      userId: alice,
      legs: moveLegs(
        'USDT',
        '100.50000001',
        { owner: coin(alice), bucket: 'available' },
        { owner: contract(alice), bucket: 'available' },
      ),
    };
    const failure = await post(overdraw).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InsufficientBalanceError);
    expect((failure as InsufficientBalanceError).currency).toBe('USDT');
    expect(await usdtOf(alice)).toEqual(before);
    const written = await queryRows(
      db,
      sql`select count(*)::int as n from ledger_transactions where reference = 'test:overdraw'`,
    );
    expect(written[0]).toEqual({ n: 0 });
  });

  it('freezes and unfreezes through journal entries', async () => {
    const available = { owner: coin(alice), bucket: 'available' as const };
    const frozen = { owner: coin(alice), bucket: 'frozen' as const };
    await post({
      kind: 'freeze',
      reference: 'test:freeze',
      userId: alice,
      legs: moveLegs('USDT', '40', available, frozen),
    });
    expect(await usdtOf(alice)).toMatchObject({ available: '60.5', frozen: '40' });
    const overUnfreeze = {
      kind: 'unfreeze',
      reference: 'test:unfreeze-too-much',
      userId: alice,
      legs: moveLegs('USDT', '40.1', frozen, available),
    };
    await expect(post(overUnfreeze)).rejects.toThrow(InsufficientBalanceError);
    await post({
      kind: 'unfreeze',
      reference: 'test:unfreeze',
      userId: alice,
      legs: moveLegs('USDT', '40', frozen, available),
    });
    expect(await usdtOf(alice)).toMatchObject({ available: '100.5', frozen: '0' });
  });

  it('lets system accounts go negative, as the outside world they stand for', async () => {
    const rows = await queryRows<{ available: string }>(
      db,
      sql`select available::text as available from ledger_accounts where system_name = 'adjustments' and currency = 'USDT'`,
    );
    expect(rows[0]?.available).toBe('-100.8');
  });

  it.each([
    [
      'unbalanced legs',
      [
        ['1', 'available'],
        ['-0.9', 'available'],
      ],
    ],
    [
      'a zero leg',
      [
        ['0', 'available'],
        ['0', 'available'],
      ],
    ],
    [
      'more than 8 decimals',
      [
        ['0.000000001', 'available'],
        ['-0.000000001', 'available'],
      ],
    ],
    [
      'an exponent',
      [
        ['1e-8', 'available'],
        ['-1e-8', 'available'],
      ],
    ],
    ['a single leg', [['1', 'available']]],
  ])('refuses %s before writing anything', async (_label, legs) => {
    const owners = [coin(alice), systemAccount('adjustments')];
    const movement: Movement = {
      kind: 'adjustment',
      reference: `test:bad-${_label}`,
      legs: legs.map(([amount, bucket], index) => ({
        owner: owners[index]!,
        currency: 'USDT',
        bucket: bucket as 'available',
        amount: amount!,
      })),
    };
    await expect(post(movement)).rejects.toThrow(LedgerInvariantError);
    const written = await queryRows(
      db,
      sql`select count(*)::int as n from ledger_transactions where reference like 'test:bad-%'`,
    );
    expect(written[0]).toEqual({ n: 0 });
  });

  it('refuses an amount larger than it can hold as a refusal naming the maximum, not a fault', async () => {
    const huge = '1000000000000000000000000';
    const failure = await post({
      kind: 'adjustment',
      reference: 'test:too-large',
      legs: moveLegs(
        'USDT',
        huge,
        { owner: systemAccount('adjustments'), bucket: 'available' },
        {
          owner: coin(alice),
          bucket: 'available',
        },
      ),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AmountTooLargeError);
    expect((failure as AmountTooLargeError).max).toBe(moneyValueMax);
  });

  it('keeps the journal append-only: entries and transactions cannot be changed or deleted', async () => {
    expect(await refusal(db.execute(sql`update ledger_entries set amount = amount * 2`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db.execute(sql`delete from ledger_transactions`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`truncate ledger_entries cascade`))).toMatch(/append-only/);
  });

  it('refuses a negative user balance even from a direct write (constraint)', async () => {
    const update = db.execute(sql`update ledger_accounts set available = -1 where user_id = ${alice}`);
    expect(await refusal(update)).toMatch(/ledger_accounts_user_not_negative/);
  });

  it('reports a balance that drifted from its entries', async () => {
    await db.execute(
      sql`update ledger_accounts set available = available + 1 where user_id = ${alice} and account_type = 1`,
    );
    const violations = await checkLedger(db);
    await db.execute(
      sql`update ledger_accounts set available = available - 1 where user_id = ${alice} and account_type = 1`,
    );
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ rule: 'balance-drift' });
    expect(await checkLedger(db)).toEqual([]);
  });
});
