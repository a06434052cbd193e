// Proves on real Postgres that the money holds under a mixed concurrent load: 20 users, 5,000 seeded random
// operations (operator credits, transfers both ways, deposits and withdrawals the operator approves or rejects or
// leaves waiting, flash exchanges, amounts often above the balance so that refusals happen) sent through the real
// HTTP calls by 16 concurrent workers. A tally built only from the answers must then match the database: the ledger
// check finds nothing, no user balance is negative, per currency the users' total equals credits + approved
// deposits − approved withdrawals (fee included) + exchange received − exchange paid, each user's frozen balance is
// the sum of their withdrawals still under review, and the deposits, withdrawals, fees, adjustments and exchange
// system accounts agree with the tally.
//
// Each user's withdrawals run on one worker (user i's on worker i mod 16), as they always have (the trade password's
// checks of one user take turns, so spreading them would only make the workers wait). Every other operation goes to
// the workers in turn, so a user's transfers, exchanges, deposits and credits still race with each other and with
// their withdrawals.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { checkLedger } from '../../src/server/ledger/invariants';
import { accountTypes } from '../../src/server/ledger/ledger-types';
import { createFixedPriceFeed } from '../server/support/fixed-price-feed';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { postgresTestUrl } from '../server/support/test-database';
import { sampleAddresses, saveAddress, withdrawingUser } from '../server/support/withdrawals';
import { seededRandom } from '../support/seeded-random';
import { toMinor } from '../support/minor-units';
import {
  createMixedDriver,
  createTally,
  mixedCurrencies,
  planOperations,
  type MixedUser,
  type Operation,
} from './support/mixed-operations';

const seed = 20261123;
const userCount = 20;
const operationCount = 5000;
const workerCount = 16;
const runTimeoutMs = 170_000;

let t: TestApp;
beforeAll(async () => {
  if (!postgresTestUrl()) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.01 }) });
});
afterAll(() => t.close());

async function mixedUser(): Promise<MixedUser> {
  const user = await withdrawingUser(t);
  const usdt = await saveAddress(t, user.token);
  const btc = await saveAddress(t, user.token, {
    currency: 'BTC',
    network: 'BTC',
    address: sampleAddresses.BTC,
  });
  const eth = await saveAddress(t, user.token, {
    currency: 'ETH',
    network: 'ERC20',
    address: sampleAddresses.ERC20,
  });
  return {
    id: user.id,
    email: user.email,
    token: user.token,
    addressIds: { USDT: usdt.id, BTC: btc.id, ETH: eth.id },
  };
}

/** Withdrawals to their user's worker, everything else to the workers in turn. */
function queuesOf(plan: readonly Operation[]): Operation[][] {
  const queues = Array.from({ length: workerCount }, () => [] as Operation[]);
  plan.forEach((op, index) => {
    const worker = op.kind === 'withdrawal' ? op.user % workerCount : index % workerCount;
    queues[worker]!.push(op);
  });
  return queues;
}

type Sums = Map<string, bigint>;
async function sums(query: ReturnType<typeof sql>): Promise<Sums> {
  const rows = await queryRows<{ key: string; total: string }>(t.database.handle.db, query);
  return new Map(rows.map((row) => [row.key, toMinor(row.total)]));
}

describe('a mixed concurrent load', () => {
  it(
    `keeps every invariant through ${operationCount} random operations of ${userCount} users from ${workerCount} workers`,
    async () => {
      const users: MixedUser[] = [];
      for (let index = 0; index < userCount; index += 1) users.push(await mixedUser());
      const plan = planOperations(seededRandom(seed), userCount, operationCount);
      const tally = createTally();
      const driver = createMixedDriver(t, users, tally);
      await Promise.all(
        queuesOf(plan).map(async (queue) => {
          for (const op of queue) await driver.run(op);
        }),
      );

      // Every kind ran, and the ones that can be refused were both accepted and refused.
      const counted = Object.values(tally.outcomes).reduce(
        (total, entry) => total + entry.accepted + Object.values(entry.refused).reduce((a, b) => a + b, 0),
        0,
      );
      expect(counted).toBe(operationCount);
      for (const kind of ['credit', 'transfer', 'deposit', 'withdrawal', 'review', 'exchange']) {
        expect(tally.outcomes[kind]?.accepted ?? 0, kind).toBeGreaterThan(0);
      }
      for (const kind of ['transfer', 'withdrawal', 'exchange']) {
        expect(tally.outcomes[kind]?.refused.INSUFFICIENT_BALANCE ?? 0, kind).toBeGreaterThan(0);
      }

      const db = t.database.handle.db;
      expect(await checkLedger(db)).toEqual([]);
      const [negative] = await queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from ledger_accounts
            where user_id is not null and (available < 0 or frozen < 0)`,
      );
      expect(negative?.total).toBe(0);

      const userTotals = await sums(
        sql`select currency as key, sum(available + frozen)::text as total from ledger_accounts
            where user_id is not null group by currency`,
      );
      const systemTotals = await sums(
        sql`select system_name || ':' || currency as key, sum(available + frozen)::text as total
            from ledger_accounts where system_name is not null group by system_name, currency`,
      );
      const system = (name: string, currency: string) => systemTotals.get(`${name}:${currency}`) ?? 0n;
      for (const currency of mixedCurrencies) {
        expect(userTotals.get(currency) ?? 0n, `users' ${currency}`).toBe(
          tally.credits[currency] +
            tally.approvedDeposits[currency] -
            tally.approvedWithdrawals[currency] +
            tally.exchangeReceived[currency] -
            tally.exchangePaid[currency],
        );
        expect(system('adjustments', currency), `adjustments ${currency}`).toBe(-tally.credits[currency]);
        expect(system('deposits', currency), `deposits ${currency}`).toBe(-tally.approvedDeposits[currency]);
        expect(system('withdrawals', currency), `withdrawals ${currency}`).toBe(
          tally.withdrawalArrivals[currency],
        );
        expect(system('fees', currency), `fees ${currency}`).toBe(
          tally.withdrawalFees[currency] + tally.exchangeFees[currency],
        );
        expect(system('exchange', currency), `exchange ${currency}`).toBe(
          tally.exchangePaid[currency] - tally.exchangeReceived[currency] - tally.exchangeFees[currency],
        );
      }

      // Frozen money is exactly the withdrawals still under review, user by user, on the coin account only.
      const frozen = await sums(
        sql`select user_id || ':' || account_type || ':' || currency as key, frozen::text as total
            from ledger_accounts where user_id is not null and frozen <> 0`,
      );
      const reviewing: Sums = new Map();
      for (const pending of tally.reviewing) {
        const key = `${users[pending.user]!.id}:${accountTypes.coin}:${pending.currency}`;
        reviewing.set(key, (reviewing.get(key) ?? 0n) + pending.amount);
      }
      expect(tally.reviewing.length).toBeGreaterThan(0);
      expect(frozen).toEqual(reviewing);
    },
    runTimeoutMs,
  );
});
