/** The words of the launchpad's states: a sale's badge and a subscription's status (spec section 4). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  listingStates,
  subscriptionStatus,
  type ListingState,
  type SubscriptionStatus,
} from '../../../common/launchpad-types';

export const stateLabels: Record<ListingState, MessageDescriptor> = {
  [listingStates.warmingUp]: msg`Warming up`,
  [listingStates.joining]: msg`Joining`,
  [listingStates.ended]: msg`Ended`,
};

/** The badge's modifier class per state, so colour is never the only sign (the word is always there). */
export const stateClassNames: Record<ListingState, string> = {
  [listingStates.warmingUp]: 'lp-badge--warming',
  [listingStates.joining]: 'lp-badge--joining',
  [listingStates.ended]: 'lp-badge--ended',
};

export const subscriptionStatusLabels: Record<SubscriptionStatus, MessageDescriptor> = {
  [subscriptionStatus.joined]: msg`Awaiting allocation`,
  [subscriptionStatus.allocated]: msg`Allocated, locked`,
  [subscriptionStatus.released]: msg`Released`,
  [subscriptionStatus.refunded]: msg`Refunded`,
};
