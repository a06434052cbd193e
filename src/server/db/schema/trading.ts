import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Trading: spot limit orders, leveraged contract positions and timed second-contract orders, plus the operator's
 * second-contract durations. Balances live in the ledger; a row here is the order, and each of its ledger
 * movements carries the row id in its reference (`spot:<id>:place`, `contract:<id>:open`, `second:<id>:open`,
 * `settle:<id>`…), which the ledger keeps unique, so an engine that retries or replays applies an action once.
 *
 * The engines claim due rows through the partial indexes on open states, `for update skip locked`.
 * Amounts and prices are `numeric` decimal strings, never floats; times are timestamps with a zone.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A spot limit order (spec section 3). status: 0 unfinished, 1 finished (filled), 2 cancelled. */
export const spotOrders = pgTable(
  'spot_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    symbol: text('symbol').notNull(),
    baseCoin: text('base_coin').notNull(),
    quoteCoin: text('quote_coin').notNull(),
    /** 1 buy, 2 sell. */
    side: integer('side').notNull(),
    price: numeric('price').notNull(),
    amount: numeric('amount').notNull(),
    /** price × amount, in the quote coin: what a buy freezes. */
    total: numeric('total').notNull(),
    fee: numeric('fee').notNull().default('0'),
    feeCurrency: text('fee_currency').notNull(),
    status: integer('status').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (table) => [
    index('spot_orders_user_idx').on(table.userId, table.createdAt),
    index('spot_orders_open_idx')
      .on(table.symbol, table.id)
      .where(sql`status = 0`),
    check('spot_orders_side_check', sql`${table.side} in (1, 2)`),
    check('spot_orders_status_check', sql`${table.status} in (0, 1, 2)`),
    check('spot_orders_positive', sql`${table.price} > 0 and ${table.amount} > 0 and ${table.total} > 0`),
  ],
);

/**
 * A leveraged position. status: 0 pending (limit entry not reached), 1 holding, 2 finished, 3 liquidated,
 * 4 cancelled. close_reason: 1 manual, 2 take profit, 3 stop loss, 4 liquidation.
 */
export const contractPositions = pgTable(
  'contract_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    symbol: text('symbol').notNull(),
    baseCoin: text('base_coin').notNull(),
    quoteCoin: text('quote_coin').notNull(),
    /** 1 buy up, 2 buy down. */
    direction: integer('direction').notNull(),
    /** 1 market, 2 limit. */
    priceType: integer('price_type').notNull(),
    limitPrice: numeric('limit_price'),
    margin: numeric('margin').notNull(),
    multiple: integer('multiple').notNull(),
    size: numeric('size').notNull(),
    fee: numeric('fee').notNull(),
    openPrice: numeric('open_price'),
    stopLoss: numeric('stop_loss'),
    takeProfit: numeric('take_profit'),
    liquidationPrice: numeric('liquidation_price'),
    status: integer('status').notNull(),
    closePrice: numeric('close_price'),
    closeReason: integer('close_reason'),
    profit: numeric('profit'),
    createdAt: ts('created_at').notNull(),
    openedAt: ts('opened_at'),
    closedAt: ts('closed_at'),
  },
  (table) => [
    index('contract_positions_user_idx').on(table.userId, table.createdAt),
    index('contract_positions_live_idx')
      .on(table.symbol, table.id)
      .where(sql`status in (0, 1)`),
    check('contract_positions_direction_check', sql`${table.direction} in (1, 2)`),
    check('contract_positions_price_type_check', sql`${table.priceType} in (1, 2)`),
    check('contract_positions_status_check', sql`${table.status} in (0, 1, 2, 3, 4)`),
    check('contract_positions_positive', sql`${table.margin} > 0 and ${table.multiple} > 0`),
  ],
);

/** A timed (second-contract) order. entry_status: 1 open, 2 settled. result: 1 win, 2 loss, 3 draw. */
export const secondOrders = pgTable(
  'second_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    symbol: text('symbol').notNull(),
    baseCoin: text('base_coin').notNull(),
    quoteCoin: text('quote_coin').notNull(),
    /** 1 buy up, 2 buy down. */
    tradeType: integer('trade_type').notNull(),
    openAmount: numeric('open_amount').notNull(),
    fee: numeric('fee').notNull(),
    positionTime: integer('position_time').notNull(),
    incomeRate: numeric('income_rate').notNull(),
    openPrice: numeric('open_price').notNull(),
    openTime: ts('open_time').notNull(),
    settleTime: ts('settle_time').notNull(),
    settlePrice: numeric('settle_price'),
    settledAt: ts('settled_at'),
    priceSource: text('price_source').notNull(),
    entryStatus: integer('entry_status').notNull().default(1),
    result: integer('result'),
    profit: numeric('profit'),
  },
  (table) => [
    index('second_orders_user_idx').on(table.userId, table.entryStatus, table.openTime),
    index('second_orders_due_idx')
      .on(table.settleTime, table.id)
      .where(sql`entry_status = 1`),
    check('second_orders_trade_type_check', sql`${table.tradeType} in (1, 2)`),
    check('second_orders_entry_status_check', sql`${table.entryStatus} in (1, 2)`),
    check('second_orders_result_check', sql`${table.result} is null or ${table.result} in (1, 2, 3)`),
    check('second_orders_positive', sql`${table.openAmount} > 0 and ${table.positionTime} > 0`),
  ],
);

/** The durations a timed order may use (getConfig), seeded on first start and set with `ops second config set`. */
export const secondContractConfig = pgTable(
  'second_contract_config',
  {
    second: integer('second').primaryKey(),
    incomeRate: numeric('income_rate').notNull(),
    openAmountMin: numeric('open_amount_min').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (table) => [check('second_contract_config_positive', sql`${table.second} > 0 and ${table.incomeRate} > 0`)],
);
