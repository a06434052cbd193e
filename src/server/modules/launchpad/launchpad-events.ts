/**
 * The owner's live events of a sale (docs/api.md "Live stream", "The private events"): `subscribed` by each join's
 * transaction, and `allocated` by the allocation's, once per user of the sale however many times they joined it
 * (the release of locked coins publishes only the balances it moves).
 */
import type { LivePublication } from '../../live/publish-live';

export function launchpadPublication(
  userId: number,
  listingId: number,
  status: 'subscribed' | 'allocated',
): LivePublication {
  return { userId, event: { type: 'launchpad', listingId: String(listingId), status } };
}

/** The `allocated` events of a sale's allocation: one per user, in the order the users first appear. */
export function allocationPublications(
  listingId: number,
  subscriptions: ReadonlyArray<{ userId: number }>,
): LivePublication[] {
  const userIds = [...new Set(subscriptions.map((subscription) => subscription.userId))];
  return userIds.map((userId) => launchpadPublication(userId, listingId, 'allocated'));
}
