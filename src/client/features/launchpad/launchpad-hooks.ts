/**
 * The launchpad's reads, stale-while-revalidate from the device cache: the listings and a listing are public (they
 * show before login and offline, with their age), re-read on the app's refresh tick so the progress stays live; a
 * listing read with a token also carries the caller's own total, so its saved copy is keyed by the user too. The
 * caller's subscriptions and coin balances are private, cached per user.
 */
import type { ListingDetail } from '../../../common/launchpad-types';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery, type CachedQuery } from '../../lib/cache/use-cached-query';
import { useCachedPages } from '../../lib/paging/use-cached-pages';
import {
  cacheKeys,
  fetchCoinAssets,
  fetchListing,
  fetchListingPage,
  fetchSubscriptionPage,
} from './launchpad-api';

/** Listings in pages of 10; the first page is saved on the device, later ones are kept in memory. */
export function useListingPages() {
  return useCachedPages({ key: cacheKeys.listings, fetchPage: fetchListingPage, resetKey: 'listings' });
}

export function useListing(id: string): CachedQuery<ListingDetail> {
  const userId = useSession((state) => (state.isLogin ? state.userId : ''));
  return useCachedQuery(id ? cacheKeys.listing(id, userId) : null, () => fetchListing(id), { userId });
}

/** The coin account's available USDT, undefined until known (or signed out). */
export function useAvailableUsdt(): { available: string | undefined; query: CachedQuery<unknown> } {
  const { isLogin, userId } = useSession();
  const query = useCachedQuery(isLogin && userId ? cacheKeys.coinAssets(userId) : null, fetchCoinAssets, {
    userId,
  });
  const entry = query.data?.list.find((asset) => asset.currencyName === 'USDT');
  return { available: entry?.availableCurrency, query };
}

/** The caller's subscriptions (all, or of one sale), newest first, in pages of 10. */
export function useSubscriptionPages(listingId: string) {
  const { isLogin, userId } = useSession();
  return useCachedPages({
    key: isLogin && userId ? cacheKeys.subscriptions(userId, listingId) : null,
    fetchPage: (pageNo) => fetchSubscriptionPage(pageNo, listingId || undefined),
    resetKey: listingId,
    userId,
  });
}
