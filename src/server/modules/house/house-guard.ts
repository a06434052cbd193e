/**
 * The house's check of an order, inside the database transaction that accepts it (ARCHITECTURE.md §6), before
 * anything is written: its stake against stake-max, the product's loss today against daily-loss-max, and the
 * pair's open exposure in its direction plus this order against exposure-max. A refusal is an ApiError thrown in
 * the transaction, so it rolls back whole and changes nothing.
 *
 * Two orders racing for the last room under an exposure limit must not both pass: each first takes a transaction
 * advisory lock on (product, pair, direction), so the second waits for the first to commit or roll back and then
 * sums with the first one's row in view (READ COMMITTED reads a fresh snapshot per statement). The lock is taken
 * before any ledger row, in every placement, so it adds no lock-order cycle; it serialises only orders of the same
 * pair and direction, whose exposure sum is shared anyway.
 */
import { sql } from 'drizzle-orm';
import { add, compare, sub, type DecimalString } from '../../../common/decimal';
import type { PairInfo } from '../../../common/pairs';
import type { Transaction } from '../../db/client';
import { houseResultSince } from '../../ledger/house-results';
import { dayMs } from '../../../common/constants';
import { dayIndexOf } from '../../market/fairness/day-keys';
import { ApiError } from '../../http/api-error';
import { exposureOf } from './house-exposure';
import type { HouseProduct } from './house-limit-names';
import type { HouseLimitsRepo } from './house-limits-repo';

/** The first key of the two-key advisory locks the house takes: no other code of Petrel uses it. */
export const houseLockNamespace = 74_201;

/** What the house checks of an order, in the pair's quote coin. */
export interface HouseOrder {
  product: HouseProduct;
  pair: PairInfo;
  /** 1 up / buy, 2 down / sell: the product's own codes. */
  direction: number;
  /** The order's stake: a timed order's stake, a position's margin, a spot order's price × amount. */
  stake: DecimalString;
  /** What the order adds to the pair's open exposure: the stake, or margin × leverage for a position. */
  exposure: DecimalString;
}

export function utcDayStartMs(nowMs: number): number {
  return dayIndexOf(nowMs) * dayMs;
}

export async function checkHouseLimits(
  tx: Transaction,
  repo: HouseLimitsRepo,
  order: HouseOrder,
  nowMs: number,
): Promise<void> {
  const { product, pair, direction } = order;
  const currency = pair.quote;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${houseLockNamespace}, hashtext(${`${product}:${pair.symbol}:${direction}`}))`,
  );
  const limits = await repo.of(product, currency, tx);
  const stakeMax = limits['stake-max'];
  if (stakeMax !== undefined && compare(order.stake, stakeMax) > 0) {
    throw new ApiError('HOUSE_STAKE_LIMIT', { max: stakeMax, currency });
  }
  const lossMax = limits['daily-loss-max'];
  if (lossMax !== undefined) {
    const today = await houseResultSince(tx, product, currency, utcDayStartMs(nowMs));
    if (compare(today, sub('0' as DecimalString, lossMax)) <= 0) throw new ApiError('HOUSE_DAILY_LOSS_LIMIT');
  }
  const exposureMax = limits['exposure-max'];
  if (exposureMax !== undefined) {
    const open = await exposureOf(tx, product, pair.symbol, direction);
    if (compare(add(open, order.exposure), exposureMax) > 0) {
      const room = sub(exposureMax, open);
      throw new ApiError('HOUSE_EXPOSURE_LIMIT', {
        pair: `${pair.base}/${pair.quote}`,
        available: compare(room, '0' as DecimalString) > 0 ? room : '0',
        currency,
      });
    }
  }
}
