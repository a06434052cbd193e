/**
 * Applies one movement inside the caller's database transaction: the transaction row (its unique reference makes a
 * replay a no-op), one statement per account it touches (a guarded update, or an upsert that creates the account
 * on first use), the entries in one insert and, when it touches a user's account, one insert of the users' live
 * balance events (each account's balances as that account's statement returned them): 3 + accounts round trips.
 * Anything that fails throws, and the caller's transaction rolls back whole: a movement is applied entirely or not
 * at all.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { queryRows } from '../db/query-rows';
import { wholeNumberOf } from '../lib/row-values';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema/ledger';
import type { DecimalString } from '../../common/decimal';
import { publishLiveAll } from '../live/publish-live';
import { assertBalancedLegs, sumAmounts } from './ledger-amounts';
import { InsufficientBalanceError } from './ledger-errors';
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

export interface AccountKey {
  userId: number | null;
  systemName: string | null;
  accountType: number;
  currency: string;
}

export function keyOf(owner: AccountOwner, currency: string): AccountKey {
  return 'system' in owner
    ? { userId: null, systemName: owner.system, accountType: systemAccountType, currency }
    : { userId: owner.userId, systemName: null, accountType: owner.accountType, currency };
}

export const keyString = (key: AccountKey) =>
  `${key.userId}|${key.systemName}|${key.accountType}|${key.currency}`;

type AppliedRow = { id: string | number; available: string; frozen: string };
/** What both statements of applyDelta answer: the id, and the balances as `readBalances` writes them. */
const appliedColumns = sql.raw(
  'id, trim_scale(ledger_accounts.available)::text as available, trim_scale(ledger_accounts.frozen)::text as frozen',
);

export interface AccountDelta {
  key: AccountKey;
  available: string[];
  frozen: string[];
}

/**
 * The net change of each account the legs touch, in key order: every movement locks its accounts in this one
 * total order, so that two movements over the same accounts can never deadlock.
 */
export function deltasByAccount(legs: readonly Leg[]): AccountDelta[] {
  const deltas = new Map<string, AccountDelta>();
  for (const leg of legs) {
    const key = keyOf(leg.owner, leg.currency);
    const delta = deltas.get(keyString(key)) ?? { key, available: [], frozen: [] };
    delta[leg.bucket].push(leg.amount);
    deltas.set(keyString(key), delta);
  }
  return [...deltas.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, delta]) => delta);
}

/** An account after a change: its id, and its balances in canonical form (as `readBalances` answers them). */
export interface AppliedDelta {
  key: AccountKey;
  id: number;
  available: string;
  frozen: string;
}

/**
 * Applies one account's change in ONE statement and answers the account's id and balances after it (the
 * statement's own `returning`, so the live balance event costs no read).
 *
 * A change that can lower a user's balance is a guarded update found by the owner key: under READ COMMITTED the
 * row lock makes concurrent updates queue, and Postgres re-evaluates the guard against the row as the previous
 * holder left it, so two spends of the same balance can never both pass. No row means the guard failed or the
 * account does not exist yet (a balance of zero): either way, insufficient balance.
 *
 * Any other change (a credit to a user, anything on a system account, which stands for the outside world and may
 * go negative) is an upsert: the account is created with the change as its balance on first use, or the change is
 * added to it. A concurrent first use of the same account waits for the other insert and then adds.
 */
export async function applyDelta(tx: Transaction, delta: AccountDelta): Promise<AppliedDelta> {
  const available = sumAmounts(delta.available);
  const frozen = sumAmounts(delta.frozen);
  const { userId, systemName, accountType, currency } = delta.key;
  const lowersUserBalance = systemName === null && (available.startsWith('-') || frozen.startsWith('-'));
  const rows = lowersUserBalance
    ? await queryRows<AppliedRow>(
        tx,
        sql`
        update ledger_accounts
        set available = available + ${available}::numeric, frozen = frozen + ${frozen}::numeric
        where user_id = ${userId} and system_name is null and account_type = ${accountType}
          and currency = ${currency}
          and available + ${available}::numeric >= 0 and frozen + ${frozen}::numeric >= 0
        returning ${appliedColumns}`,
      )
    : await queryRows<AppliedRow>(
        tx,
        sql`
        insert into ledger_accounts (user_id, system_name, account_type, currency, available, frozen)
        values (${userId}, ${systemName}, ${accountType}, ${currency}, ${available}::numeric, ${frozen}::numeric)
        on conflict on constraint ledger_accounts_owner_unique do update
        set available = ledger_accounts.available + excluded.available,
          frozen = ledger_accounts.frozen + excluded.frozen
        returning ${appliedColumns}`,
      );
  const row = rows[0];
  if (row === undefined) throw new InsufficientBalanceError(currency);
  // A row id (bigint, read as text by the driver settings): a safe integer, not an amount.
  return { key: delta.key, id: wholeNumberOf(row.id), available: row.available, frozen: row.frozen };
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
      reversesTransactionId: movement.reverses ?? null,
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

  const ids = new Map<string, number>();
  const applied: AppliedDelta[] = [];
  for (const delta of deltasByAccount(movement.legs)) {
    const account = await applyDelta(tx, delta);
    ids.set(keyString(delta.key), account.id);
    applied.push(account);
  }
  await tx.insert(ledgerEntries).values(
    movement.legs.map((leg) => ({
      transactionId,
      accountId: ids.get(keyString(keyOf(leg.owner, leg.currency)))!,
      bucket: leg.bucket satisfies Bucket,
      currency: leg.currency,
      amount: leg.amount,
    })),
  );
  await publishBalances(tx, applied);
  return { applied: true, transactionId };
}

/**
 * Publishes each user account's balances after a posting, once per account (live events, docs/api.md "Live
 * stream: private events"): in the posting's transaction, so they are sent when it commits and never when it rolls
 * back. System accounts publish nothing.
 */
export async function publishBalances(tx: Transaction, applied: readonly AppliedDelta[]): Promise<void> {
  await publishLiveAll(
    tx,
    applied.flatMap(({ key, available, frozen }) =>
      key.userId === null
        ? []
        : [
            {
              userId: key.userId,
              event: {
                type: 'balance' as const,
                accountType: key.accountType,
                currency: key.currency,
                available: available as DecimalString,
                frozen: frozen as DecimalString,
              },
            },
          ],
    ),
  );
}

/** An account's currency and balances in canonical form (`trim_scale`: "0", never "0.0"), as a select's columns. */
export const balanceColumns = {
  currency: ledgerAccounts.currency,
  available: sql<string>`trim_scale(${ledgerAccounts.available})::text`,
  frozen: sql<string>`trim_scale(${ledgerAccounts.frozen})::text`,
};

/** A user's balances in one account type, by currency (balanceColumns); currencies they never held are absent. */
export function readBalances(db: Queryable, userId: number, accountType: AccountType): Promise<Balance[]> {
  return db
    .select(balanceColumns)
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.accountType, accountType)));
}
