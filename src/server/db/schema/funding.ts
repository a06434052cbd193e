import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { uploads } from './kyc';
import { users } from './users';

/**
 * Money entering and leaving the platform, and what a user keeps for it: per-currency limits, the platform's
 * deposit addresses, deposit and withdrawal requests (reviewed by an operator), the withdrawal address book, bank
 * cards and flash-exchange quotes. Balances themselves live in the ledger; these tables hold the requests, and a
 * request's ledger movements carry its id in their reference (`deposit:<id>`, `withdrawal:<id>:…`).
 *
 * Amounts are `numeric` decimal strings with at most 8 places (the ledger's scale), never floats.
 */

/** Limits per listed currency, seeded on first start and changed with `npm run ops -- limits set`. */
export const currencySettings = pgTable('currency_settings', {
  currency: text('currency').primaryKey(),
  /** Deposits below this are refused (spec: less than the minimum is neither recorded nor refunded). */
  rechargeMin: numeric('recharge_min').notNull(),
  withdrawMin: numeric('withdraw_min').notNull(),
  withdrawMax: numeric('withdraw_max').notNull(),
  /** A flat fee per withdrawal, in the withdrawn currency: realarrive = amount − fee. */
  withdrawFee: numeric('withdraw_fee').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The platform's deposit address per currency and network, set with `npm run ops -- addresses set`. */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.network] })],
);

/** Request states (spec section 4): 0 reviewing, 1 finished, 2 rejected — the asset records' `status`. */
const reviewStatusCheck = (column: string) => sql.raw(`${column} in (0, 1, 2)`);

/** A deposit the user reports with a proof; an operator approves it (credit through the ledger) or rejects it. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    /** The platform address shown when the user submitted, kept as it was. */
    address: text('address').notNull(),
    amount: numeric('amount').notNull(),
    proofFileId: text('proof_file_id')
      .notNull()
      .references(() => uploads.id),
    status: integer('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('deposits_user_idx').on(table.userId, table.createdAt),
    index('deposits_status_idx').on(table.status),
    check('deposits_status_check', reviewStatusCheck('status')),
    check('deposits_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** A user's saved withdrawal addresses: withdrawals go only to one of these. */
export const withdrawalAddresses = pgTable(
  'withdrawal_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('withdrawal_addresses_user_idx').on(table.userId, table.currency)],
);

/**
 * A withdrawal: the amount is frozen at submission; an operator approves it (the frozen amount leaves: realarrive
 * to the withdrawals account, the fee to the fees account) or rejects it (unfrozen, with the reason).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    /** Copied from the address book at submission, so a later edit does not change where it went. */
    address: text('address').notNull(),
    remark: text('remark').notNull().default(''),
    amount: numeric('amount').notNull(),
    fee: numeric('fee').notNull(),
    realarrive: numeric('realarrive').notNull(),
    status: integer('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('withdrawals_user_idx').on(table.userId, table.createdAt),
    index('withdrawals_status_idx').on(table.status),
    check('withdrawals_status_check', reviewStatusCheck('status')),
    check('withdrawals_amounts_check', sql`${table.fee} >= 0 and ${table.realarrive} > 0`),
  ],
);

/**
 * The operators' approvals of a withdrawal (four-eyes, docs/operations.md): one row per operator and withdrawal.
 * The primary key refuses a second approval by the same operator, whatever process it comes from; the withdrawal is
 * paid by the approval that brings the count to what its amount requires.
 */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    operator: text('operator').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.withdrawalId, table.operator] })],
);

/** Bank cards and collection accounts. The number is kept whole for the operator and only ever shown masked. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    bankName: text('bank_name').notNull(),
    holderName: text('holder_name').notNull(),
    cardNumber: text('card_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('bank_cards_user_idx').on(table.userId)],
);

/**
 * A flash-exchange quote: the rate and fee the user was shown, valid until `expiresAt`. Executing it sets
 * `usedAt` in the same transaction as the ledger movement, so a quote is spent at most once.
 */
export const exchangeQuotes = pgTable(
  'exchange_quotes',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    amount: numeric('amount').notNull(),
    /** Units of `toCurrency` per unit of `fromCurrency`, before the fee. */
    rate: numeric('rate').notNull(),
    /** In `toCurrency`. */
    fee: numeric('fee').notNull(),
    /** What the user receives, in `toCurrency`: amount × rate − fee, truncated to 8 places. */
    receive: numeric('receive').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('exchange_quotes_user_idx').on(table.userId, table.createdAt)],
);
