/**
 * Applies one movement inside the caller's database transaction: the transaction row (its unique reference makes a
 * replay a no-op), the accounts it touches (created on first use), the guarded balance updates and the entries.
 * Anything that fails throws, and the caller's transaction rolls back whole: a movement is applied entirely or not
 * at all.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { queryRows } from '../db/query-rows';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema/ledger';
import { ApiError } from '../http/api-error';
import { assertBalancedLegs, sumAmounts } from './ledger-amounts';
import {
  systemAccountType,
  type AccountOwner,
  type AccountType,
  type Balance,
  type Bucket,
  type Leg,
  type Movement,
  type PostResult,
} from './ledger-types';

interface AccountKey {
  userId: number | null;
  systemName: string | null;
  accountType: number;
  currency: string;
}

function keyOf(owner: AccountOwner, currency: string): AccountKey {
  return 'system' in owner
    ? { userId: null, systemName: owner.system, accountType: systemAccountType, currency }
    : { userId: owner.userId, systemName: null, accountType: owner.accountType, currency };
}

const keyString = (key: AccountKey) => `${key.userId}|${key.systemName}|${key.accountType}|${key.currency}`;

async function selectAccountId(tx: Transaction, key: AccountKey): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        key.userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, key.userId),
        key.systemName === null
          ? isNull(ledgerAccounts.systemName)
          : eq(ledgerAccounts.systemName, key.systemName),
        eq(ledgerAccounts.accountType, key.accountType),
        eq(ledgerAccounts.currency, key.currency),
      ),
    );
  return row?.id;
}

/**
 * Finds or creates the accounts of the legs; answers their ids by key. The insert and the second look-up are
 * separate statements: under READ COMMITTED a statement cannot see a row that a concurrent transaction committed
 * after the statement began, which is exactly the row a lost insert race leaves behind.
 */
async function accountIds(tx: Transaction, keys: readonly AccountKey[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const key of keys) {
    let id = await selectAccountId(tx, key);
    if (id === undefined) {
      await tx.execute(sql`
        insert into ledger_accounts (user_id, system_name, account_type, currency)
        values (${key.userId}, ${key.systemName}, ${key.accountType}, ${key.currency})
        on conflict on constraint ledger_accounts_owner_unique do nothing`);
      id = await selectAccountId(tx, key);
    }
    if (id === undefined) throw new Error('a ledger account could not be created');
    ids.set(keyString(key), id);
  }
  return ids;
}

interface AccountDelta {
  accountId: number;
  currency: string;
  available: string[];
  frozen: string[];
}

function deltasByAccount(legs: readonly Leg[], ids: Map<string, number>): AccountDelta[] {
  const deltas = new Map<number, AccountDelta>();
  for (const leg of legs) {
    const accountId = ids.get(keyString(keyOf(leg.owner, leg.currency)))!;
    const delta = deltas.get(accountId) ?? { accountId, currency: leg.currency, available: [], frozen: [] };
    delta[leg.bucket].push(leg.amount);
    deltas.set(accountId, delta);
  }
  // Always lock accounts in id order, so that two movements over the same accounts can never deadlock.
  return [...deltas.values()].sort((a, b) => a.accountId - b.accountId);
}

/**
 * One guarded update per account. Under READ COMMITTED the row lock makes concurrent updates queue, and Postgres
 * re-evaluates the guard against the row as the previous holder left it, so two spends of the same balance can
 * never both pass. System accounts are unguarded: they stand for the outside world.
 */
async function applyDelta(tx: Transaction, delta: AccountDelta): Promise<void> {
  const available = sumAmounts(delta.available);
  const frozen = sumAmounts(delta.frozen);
  const updated = await queryRows(
    tx,
    sql`
    update ledger_accounts
    set available = available + ${available}::numeric, frozen = frozen + ${frozen}::numeric
    where id = ${delta.accountId}
      and (system_name is not null
        or (available + ${available}::numeric >= 0 and frozen + ${frozen}::numeric >= 0))
    returning id`,
  );
  if (updated.length === 0) throw new ApiError('INSUFFICIENT_BALANCE', { currency: delta.currency });
}

export async function postMovement(tx: Transaction, movement: Movement, nowMs: number): Promise<PostResult> {
  assertBalancedLegs(movement.legs);
  const inserted = await tx
    .insert(ledgerTransactions)
    .values({
      kind: movement.kind,
      reference: movement.reference,
      userId: movement.userId ?? null,
      memo: movement.memo ?? '',
      createdAt: new Date(nowMs),
    })
    .onConflictDoNothing({ target: ledgerTransactions.reference })
    .returning({ id: ledgerTransactions.id });
  const transactionId = inserted[0]?.id;
  if (transactionId === undefined) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, movement.reference));
    return { applied: false, transactionId: existing!.id };
  }

  const keys = new Map<string, AccountKey>();
  for (const leg of movement.legs) {
    const key = keyOf(leg.owner, leg.currency);
    keys.set(keyString(key), key);
  }
  const ids = await accountIds(tx, [...keys.values()]);
  for (const delta of deltasByAccount(movement.legs, ids)) await applyDelta(tx, delta);
  await tx.insert(ledgerEntries).values(
    movement.legs.map((leg) => ({
      transactionId,
      accountId: ids.get(keyString(keyOf(leg.owner, leg.currency)))!,
      bucket: leg.bucket satisfies Bucket,
      currency: leg.currency,
      amount: leg.amount,
    })),
  );
  return { applied: true, transactionId };
}

/**
 * A user's balances in one account type, by currency, in canonical form (`trim_scale`: "0", never "0.0");
 * currencies they never held are absent.
 */
export function readBalances(db: Queryable, userId: number, accountType: AccountType): Promise<Balance[]> {
  return db
    .select({
      currency: ledgerAccounts.currency,
      available: sql<string>`trim_scale(${ledgerAccounts.available})::text`,
      frozen: sql<string>`trim_scale(${ledgerAccounts.frozen})::text`,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.accountType, accountType)));
}
