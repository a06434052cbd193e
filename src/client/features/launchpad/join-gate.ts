/**
 * Whether the user may join a sale now, and if not why: the sale has not opened or has ended (by the server's
 * clock), the phone is offline (nothing is queued), or nobody is signed in (the button then leads to login). The
 * detail's Join button and the join form read the same rule, so they never disagree.
 */
import { listingStates, type ListingState } from '../../../common/launchpad-types';

export type JoinBlock = 'warming-up' | 'ended' | 'offline' | 'signed-out' | null;

export function joinBlock(state: ListingState, online: boolean, isLogin: boolean): JoinBlock {
  if (state === listingStates.warmingUp) return 'warming-up';
  if (state === listingStates.ended) return 'ended';
  if (!online) return 'offline';
  return isLogin ? null : 'signed-out';
}
