// Proves on real Postgres that an operator's reversal applies once: reversals of one transaction sent at the same
// instant on separate connections leave exactly one reversal in the journal and one audit row, the others are
// refused as already reversed (by the unique reversal reference, not by a read before the write), and the
// ledger stays sound.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/query-rows';
import { users } from '../../src/server/db/schema';
import { checkLedger } from '../../src/server/ledger/invariants';
import { createLedger, moveLegs, systemAccount, userAccount } from '../../src/server/ledger/ledger';
import { ReversalRefusedError } from '../../src/server/ledger/ledger-errors';
import { accountTypes } from '../../src/server/ledger/ledger-types';
import { createCorrections } from '../../src/server/modules/wallet/corrections-service';
import { openTestDatabase, postgresTestUrl, type TestDatabase } from '../server/support/test-database';

const concurrentReversalCount = 8;

let database: TestDatabase;
let db: Database;
let ledger: ReturnType<typeof createLedger>;

beforeAll(async () => {
  if (!postgresTestUrl()) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  database = await openTestDatabase();
  db = database.handle.db;
  ledger = createLedger({ db, clock: () => Date.now() });
});
afterAll(() => database.dispose());

describe('concurrent reversals of one transaction', () => {
  it('apply exactly once', async () => {
    const [row] = await db
      .insert(users)
      .values({
        uid: 'Ureverse',
        email: 'reverse@example.test',
        passwordHash: 'x',
        invitationCode: 'REVERSE1',
      })
      .returning({ id: users.id });
    const userId = row!.id;
    const credited = await db.transaction((tx) =>
      ledger.post(tx, {
        kind: 'adjustment',
        reference: 'test:reverse-race-credit',
        userId,
        legs: moveLegs(
          'USDT',
          '75.5',
          { owner: systemAccount('adjustments'), bucket: 'available' },
          { owner: userAccount(userId, accountTypes.coin), bucket: 'available' },
        ),
      }),
    );
    const corrections = createCorrections({ db, ledger, clock: () => Date.now() });
    const act = { actor: { name: 'root', role: 'admin' as const }, reason: 'race' };
    const outcomes = await Promise.allSettled(
      Array.from({ length: concurrentReversalCount }, () =>
        corrections.reverse({ id: credited.transactionId }, act),
      ),
    );
    const applied = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(applied).toHaveLength(1);
    expect(refused).toHaveLength(concurrentReversalCount - 1);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ReversalRefusedError);
      expect((error as ReversalRefusedError).reason).toBe('already-reversed');
    }
    const [counts] = await queryRows<{ reversals: number; audits: number }>(
      db,
      sql`select (select count(*)::int from ledger_transactions where reverses_transaction_id = ${credited.transactionId}) as reversals,
        (select count(*)::int from audit_log where action = 'ledger.reverse') as audits`,
    );
    expect(counts).toEqual({ reversals: 1, audits: 1 });
    expect(await ledger.balances(userId, accountTypes.coin)).toEqual([
      { currency: 'USDT', available: '0', frozen: '0' },
    ]);
    expect(await checkLedger(db)).toEqual([]);
  });
});
