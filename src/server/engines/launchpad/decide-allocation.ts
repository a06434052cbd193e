/**
 * The allocation of a new-coin sale (docs/api.md "Launchpad"), as a pure function of the listing and its joined
 * subscriptions: who gets how much of the coin, what they pay and what comes back. No clock, no database. The
 * arithmetic and its rounding (which never creates money) are src/common/launchpad-maths.ts; this only applies it
 * to every subscription of the sale.
 */
import { add, type DecimalString } from '../../../common/decimal';
import { allocatedShare, allocationRatio, allocationSettlement } from '../../../common/launchpad-maths';

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

export function decideAllocation(
  listing: AllocationListing,
  subscriptions: readonly JoinedSubscription[],
): AllocationDecision[] {
  const total = subscriptions.reduce((sum, entry) => add(sum, entry.requested), '0' as DecimalString);
  const ratio = allocationRatio(listing.offeredAmount, total);
  return subscriptions.map((entry) => {
    const allocated = allocatedShare(entry.requested, listing.offeredAmount, total);
    return { id: entry.id, allocated, ratio, ...allocationSettlement(allocated, listing.price, entry.cost) };
  });
}
