/**
 * Timed orders in pages of 10 (spec section 4: pages after the first are appended, "no more" once the loaded
 * count reaches totalRow). The first page is cached per user on the device and re-read on the app's 5000 ms
 * refresh, so the open orders show offline with their age; later pages are fetched on demand and kept in memory.
 * `reload()` starts over from the first page: open orders move to the settled list as the engine settles them,
 * so a later page held in memory would keep showing them as open.
 */
import { useCallback } from 'react';
import { useSession } from '../../lib/account/use-session';
import { useCachedPages } from '../../lib/paging/use-cached-pages';
import { cacheKeys, fetchOrderPage, type OrderFilter } from './second-api';

export function filterKey(filter: OrderFilter): string {
  return `${filter.entryStatus}:${filter.baseCoin ?? ''}:${filter.quoteCoin ?? ''}`;
}

export function useOrderPages(filter: OrderFilter) {
  const { isLogin, userId } = useSession();
  const { first, pages } = useCachedPages({
    key: isLogin && userId ? cacheKeys.orders(userId, filter) : null,
    fetchPage: (pageNo) => fetchOrderPage(filter, pageNo),
    resetKey: filterKey(filter),
    userId,
  });

  const { reload: reloadFirst } = first;
  const { forgetLater } = pages;
  const reload = useCallback(() => {
    forgetLater();
    reloadFirst();
  }, [forgetLater, reloadFirst]);

  return { first, ...pages, reload };
}
