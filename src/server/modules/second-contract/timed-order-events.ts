/**
 * The owner's live events of a timed order (docs/api.md "Live stream", "The private events"): `placed` by the opening's
 * transaction, `settled` with the payout by the settlement engine's, so the timed-order screen shows the result
 * the moment it is committed.
 */
import type { DecimalString } from '../../../common/decimal';
import type { LivePublication } from '../../live/publish-live';

export function timedOrderPublication(
  order: { id: number; userId: number; symbol: string },
  change: { status: 'placed' } | { status: 'settled'; payout: DecimalString },
): LivePublication {
  return {
    userId: order.userId,
    event: { type: 'timedOrder', orderId: String(order.id), symbol: order.symbol, ...change },
  };
}
