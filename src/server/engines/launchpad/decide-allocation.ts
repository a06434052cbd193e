/**
 * The allocation of a new-coin sale (docs/api.md "Launchpad"), as a pure function of the listing and its joined
 * subscriptions: who gets how much of the coin, what they pay and what comes back. No clock, no database.
 *
 * Rounding, and why it never creates money:
 * - `allocated` = requested × offered ÷ total is rounded DOWN to 8 places, so the coins handed out never add up to
 *   more than the offer (the few units left over simply stay unsold with the seller);
 * - `paid` = allocated × price is rounded UP to 8 places, so the platform never sells below the listed price;
 *   it cannot exceed `cost` (allocated ≤ requested and cost is requested × price rounded up), and is capped
 *   there anyway so a refund is never negative;
 * - `refunded` = cost − paid is exact: everything frozen is either paid or refunded, to the minor unit.
 */
import { add, compare, div, min, moneyScale, mul, sub, type DecimalString } from '../../../common/decimal';

export interface AllocationListing {
  offeredAmount: DecimalString;
  price: DecimalString;
}

export interface JoinedSubscription {
  id: number;
  requested: DecimalString;
  cost: DecimalString;
}

export interface AllocationDecision {
  id: number;
  allocated: DecimalString;
  /** offered ÷ total requested, rounded down to 8 places; exactly "1" when not oversubscribed. */
  ratio: DecimalString;
  paid: DecimalString;
  refunded: DecimalString;
}

const one = '1' as DecimalString;
/** Twice the amount places: the product of two 8-place amounts is exact at this scale. */
const exactProductScale = moneyScale * 2;

export function decideAllocation(
  listing: AllocationListing,
  subscriptions: readonly JoinedSubscription[],
): AllocationDecision[] {
  const total = subscriptions.reduce((sum, entry) => add(sum, entry.requested), '0' as DecimalString);
  const oversubscribed = compare(total, listing.offeredAmount) > 0;
  const ratio = oversubscribed
    ? div(listing.offeredAmount, total, { scale: moneyScale, rounding: 'down' })
    : one;
  return subscriptions.map((entry) => {
    // The exact share, not requested × the rounded ratio: rounding the ratio first would short everyone twice.
    const allocated = oversubscribed
      ? div(
          mul(entry.requested, listing.offeredAmount, { scale: exactProductScale, rounding: 'down' }),
          total,
          { scale: moneyScale, rounding: 'down' },
        )
      : entry.requested;
    const paid = min(mul(allocated, listing.price, { scale: moneyScale, rounding: 'up' }), entry.cost);
    return { id: entry.id, allocated, ratio, paid, refunded: sub(entry.cost, paid) };
  });
}
