/**
 * The launchpad calls (docs/api.md "Launchpad"): the listings (public), one listing, the join and the caller's
 * subscriptions, plus the coin account's balances the join form needs (getAssets type 1, the account the join's
 * USDT is frozen in). Private answers are cached per user and wiped with the user at logout.
 */
import { launchpadPaths, walletPaths } from '../../../common/api-paths';
import { pageSize } from '../../../common/constants';
import type { DecimalString } from '../../../common/decimal';
import type {
  ListingDetail,
  ListingPage,
  Subscription,
  SubscriptionPage,
} from '../../../common/launchpad-types';
import type { AssetList } from '../../../common/wallet-types';
import { readCode } from '../../lib/http/envelope-calls';
import { writeCodeIdempotent, type SubmissionKeys } from '../../lib/http/idempotency-key';
import { sendWithKey } from '../../lib/http/send-with-key';

/** Account type 1: the coin (spot) account, where the join freezes its USDT and the allocated coin arrives. */
const coinAccountType = 1;

export const fetchListingPage = (pageNo: number): Promise<ListingPage> =>
  readCode<ListingPage>(launchpadPaths.list, { pageNo, pageSize });

export const fetchListing = (id: string): Promise<ListingDetail> =>
  readCode<ListingDetail>(launchpadPaths.detail, { id });

export const fetchCoinAssets = (): Promise<AssetList> =>
  readCode<AssetList>(walletPaths.assets, { type: coinAccountType });

/** The caller's subscriptions, newest first; with `listingId` only those of one sale. */
export const fetchSubscriptionPage = (pageNo: number, listingId?: string): Promise<SubscriptionPage> =>
  readCode<SubscriptionPage>(launchpadPaths.records, { pageNo, pageSize, id: listingId });

export interface JoinRequest {
  id: string;
  amount: DecimalString;
  tradePassword: string;
}

/**
 * Sends the join under the key of this submission: pressing again after an unknown outcome (a timeout, a lost
 * answer) sends the same key, so the server answers the first join instead of freezing the cost twice. The key's
 * fingerprint leaves the trade password out, as the withdrawal's does: a retry is the same join.
 */
export function joinOnce(keys: SubmissionKeys, join: JoinRequest): Promise<Subscription> {
  return sendWithKey(keys, { id: join.id, amount: join.amount }, (key) =>
    writeCodeIdempotent<Subscription>(launchpadPaths.join, { ...join }, key),
  );
}

/** Cache keys; private ones carry the user, so one user's saved answers never show up for another. */
export const cacheKeys = {
  listings: 'launchpad:list',
  listing: (id: string, userId: string) => `launchpad:detail:${id}:${userId || 'visitor'}`,
  coinAssets: (userId: string) => `launchpad:coin-assets:${userId}`,
  subscriptions: (userId: string, listingId: string) => `launchpad:records:${userId}:${listingId || 'all'}`,
};
