import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The launchpad (new-coin sales, spec sections 2–4): listings and the users' subscriptions to them. A listing's
 * state follows from the clock (warming up before `starts_at`, joining until `ends_at`, ended after); `allocated_at`
 * records that the launchpad engine has allocated it, exactly once. Money never lives here: each subscription's
 * movements are ledger transactions whose references name it (`launchpad:<id>:join|allocate|release`).
 * Amounts are `numeric` decimal strings; the coin amounts at 8 places, the price in USDT.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A project introduction per locale: `{"en-US": "...", "zh-CN": "...", "ko-KR": "...", "ja-JP": "..."}`. */
export type LocalizedText = Partial<Record<string, string>>;

export const listings = pgTable(
  'listings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The new coin's symbol, upper case (CS, HFC…); one listing per coin. */
    coin: text('coin').notNull(),
    /** The project's name as it is written everywhere (not translated). */
    name: text('name').notNull(),
    /** The coin's total issue. */
    issuedAmount: numeric('issued_amount').notNull(),
    /** How much of the coin this sale offers ("max"): pro rata above it. */
    offeredAmount: numeric('offered_amount').notNull(),
    /** The subscription ratio: USDT per coin. */
    price: numeric('price').notNull(),
    /** The least one join may ask for, in the coin. */
    minPurchase: numeric('min_purchase').notNull(),
    /** The most one user may ask for over all their joins, in the coin. */
    purchaseLimit: numeric('purchase_limit').notNull(),
    lockupDays: integer('lockup_days').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    intro: jsonb('intro').$type<LocalizedText>().notNull(),
    /** The white paper's path under the app's base (`whitepapers/cs.pdf`), or '' when there is none. */
    whitePaper: text('white_paper').notNull().default(''),
    /** Set by the launchpad engine in the transaction that allocated the sale; null until then. */
    allocatedAt: ts('allocated_at'),
    createdAt: ts('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('listings_coin_unique').on(table.coin),
    index('listings_unallocated_idx')
      .on(table.endsAt)
      .where(sql`allocated_at is null`),
    check('listings_window', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'listings_positive',
      sql`${table.issuedAmount} > 0 and ${table.offeredAmount} > 0 and ${table.offeredAmount} <= ${table.issuedAmount} and ${table.price} > 0 and ${table.minPurchase} > 0 and ${table.purchaseLimit} >= ${table.minPurchase} and ${table.lockupDays} >= 0`,
    ),
  ],
);

/**
 * One join of one user. status: 0 joined (USDT frozen, waiting for the end of the sale), 1 allocated (the coin
 * credited frozen until `release_at`), 2 released (the coin available), 3 refunded (nothing allocated: every
 * frozen USDT went back). The allocation columns are null until the engine allocates.
 */
export const launchpadSubscriptions = pgTable(
  'launchpad_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    coin: text('coin').notNull(),
    /** What the user asked for, in the coin. */
    requested: numeric('requested').notNull(),
    /** The listing's price when they joined, USDT per coin. */
    price: numeric('price').notNull(),
    /** requested × price rounded up to 8 places: the USDT frozen at joining. */
    cost: numeric('cost').notNull(),
    allocated: numeric('allocated'),
    /** offered ÷ total requested when oversubscribed, else 1. */
    ratio: numeric('ratio'),
    paid: numeric('paid'),
    refunded: numeric('refunded'),
    status: integer('status').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    allocatedAt: ts('allocated_at'),
    releaseAt: ts('release_at'),
    releasedAt: ts('released_at'),
  },
  (table) => [
    index('launchpad_subscriptions_user_idx').on(table.userId, table.createdAt),
    index('launchpad_subscriptions_listing_idx').on(table.listingId, table.userId),
    index('launchpad_subscriptions_locked_idx')
      .on(table.releaseAt)
      .where(sql`status = 1`),
    check('launchpad_subscriptions_status_check', sql`${table.status} in (0, 1, 2, 3)`),
    check(
      'launchpad_subscriptions_positive',
      sql`${table.requested} > 0 and ${table.price} > 0 and ${table.cost} > 0`,
    ),
  ],
);
