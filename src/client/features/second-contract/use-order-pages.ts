/**
 * Timed orders in pages of 10 (spec section 4: pages after the first are appended, "no more" once the loaded
 * count reaches totalRow). The first page is cached per user on the device and re-read on the app's 5000 ms
 * refresh, so the open orders show offline with their age; later pages are fetched on demand and kept in memory.
 * `reload()` starts over from the first page: open orders move to the settled list as the engine settles them,
 * so a later page held in memory would keep showing them as open.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SecondContractOrder } from '../../../common/trading-types';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery, type CachedQuery } from '../../lib/cache/use-cached-query';
import type { ApiFailure } from '../../lib/http/api-failure';
import { cacheKeys, fetchOrderPage, type OrderFilter } from './second-api';

type OrderPage = Awaited<ReturnType<typeof fetchOrderPage>>;

export interface OrderPages {
  first: CachedQuery<OrderPage>;
  orders: SecondContractOrder[] | undefined;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: ApiFailure | undefined;
  loadMore: () => void;
  reload: () => void;
}

/** Joins pages by id, so an order that moved to a later page when a new one arrived is not listed twice. */
function joinPages(
  first: readonly SecondContractOrder[],
  later: readonly SecondContractOrder[],
): SecondContractOrder[] {
  const seen = new Set(first.map((order) => order.id));
  return [...first, ...later.filter((order) => !seen.has(order.id))];
}

export function filterKey(filter: OrderFilter): string {
  return `${filter.entryStatus}:${filter.baseCoin ?? ''}:${filter.quoteCoin ?? ''}`;
}

export function useOrderPages(filter: OrderFilter): OrderPages {
  const { isLogin, userId } = useSession();
  const first = useCachedQuery(
    isLogin && userId ? cacheKeys.orders(userId, filter) : null,
    () => fetchOrderPage(filter, 1),
    { userId },
  );
  const [later, setLater] = useState<SecondContractOrder[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<ApiFailure | undefined>(undefined);
  const key = filterKey(filter);

  const forgetLater = useCallback(() => {
    setLater([]);
    setPageNo(1);
    setMoreError(undefined);
  }, []);
  useEffect(forgetLater, [key, forgetLater]);

  const orders = first.data ? joinPages(first.data.list, later) : undefined;
  const total = first.data?.totalRow ?? 0;
  const hasMore = orders !== undefined && orders.length < total;

  const loadMore = () => {
    if (loadingMore || !hasMore) return;
    const next = pageNo + 1;
    setLoadingMore(true);
    setMoreError(undefined);
    fetchOrderPage(filter, next)
      .then((page) => {
        setLater((previous) => [...previous, ...page.list]);
        setPageNo(next);
      })
      .catch((error: ApiFailure) => setMoreError(error))
      .finally(() => setLoadingMore(false));
  };

  const { reload: reloadFirst } = first;
  const reload = useCallback(() => {
    forgetLater();
    reloadFirst();
  }, [forgetLater, reloadFirst]);

  return { first, orders, total, hasMore, loadingMore, moreError, loadMore, reload };
}
