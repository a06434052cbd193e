import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { moneyScale } from '../../../common/decimal';
import { users } from './users';

/** The money scale as SQL text: a check constraint holds a literal, never a parameter. */
const scale = sql.raw(String(moneyScale));

/**
 * The double-entry ledger. Only src/server/ledger/ reads or writes these tables (a lint rule says so).
 *
 * An account is one owner's holding of one currency in one account type: a user's coin (1) or contract (2)
 * account, or a system account that stands for the outside world (deposits, withdrawals, fees, ...). Its
 * `available` and `frozen` columns are the running sums of its journal entries in each bucket, kept in the same
 * database transaction as the entries. Users can never go below zero (the guard in the update and, as a last line,
 * the check constraint); system accounts may.
 *
 * Amounts are unconstrained `numeric` (never a float); the ledger writes at most `moneyScale` decimals, which
 * the check constraints repeat, so that the database would refuse a value that Postgres would otherwise round.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    systemName: text('system_name'),
    accountType: integer('account_type').notNull(),
    currency: text('currency').notNull(),
    available: numeric('available').notNull().default('0'),
    frozen: numeric('frozen').notNull().default('0'),
  },
  (table) => [
    unique('ledger_accounts_owner_unique')
      .on(table.userId, table.systemName, table.accountType, table.currency)
      .nullsNotDistinct(),
    check('ledger_accounts_one_owner', sql`(${table.userId} is null) <> (${table.systemName} is null)`),
    check(
      'ledger_accounts_user_not_negative',
      sql`${table.systemName} is not null or (${table.available} >= 0 and ${table.frozen} >= 0)`,
    ),
    check(
      'ledger_accounts_scale',
      sql`${table.available} = round(${table.available}, ${scale}) and ${table.frozen} = round(${table.frozen}, ${scale})`,
    ),
  ],
);

/**
 * One balanced movement of money. `reference` is unique: an idempotency key, an engine's deterministic id
 * (`settle:<order id>`) or an operator action's id, so that a retry or a crash replay applies once. Rows are never
 * updated or deleted (a trigger refuses it); a correction is a new, reversing transaction.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    /** The user the movement concerns, for their records; null for movements between system accounts. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * The transaction this one reverses (an operator's `ledger reverse`, docs/ledger.md "Corrections"); unique, so
     * a transaction is reversed at most once even by two operators at the same instant.
     */
    reversesTransactionId: bigint('reverses_transaction_id', { mode: 'number' }).references(
      (): AnyPgColumn => ledgerTransactions.id,
    ),
  },
  (table) => [
    unique('ledger_transactions_reference_unique').on(table.reference),
    unique('ledger_transactions_reverses_unique').on(table.reversesTransactionId),
    index('ledger_transactions_user_idx').on(table.userId, table.createdAt),
    // The house's results of a day (house limits): one product's movements since 00:00 UTC, without a full scan.
    index('ledger_transactions_kind_time_idx').on(table.kind, table.createdAt),
  ],
);

/** The lines of a transaction: per currency they sum to zero. Append-only, like their transactions. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    bucket: text('bucket').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount').notNull(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_account_idx').on(table.accountId),
    check('ledger_entries_bucket', sql`${table.bucket} in ('available', 'frozen')`),
    check(
      'ledger_entries_amount',
      sql`${table.amount} <> 0 and ${table.amount} = round(${table.amount}, ${scale})`,
    ),
  ],
);
