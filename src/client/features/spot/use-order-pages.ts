/**
 * Spot order records in pages of 10 (spec: page size 10, later pages appended, "no more" once the loaded count
 * reaches the total). The first page is a cached query, saved per user; later pages are fetched on demand and
 * kept in memory only.
 */
import { useState } from 'react';
import { pageSize } from '../../../common/constants';
import type { SpotOrder, SpotOrderStatus } from '../../../common/trading-types';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import type { ApiFailure } from '../../lib/http/api-failure';
import { fetchOrders } from './spot-api';
import { spotCacheKeys } from './spot-queries';

/** Joins pages by id, so an order that moved to a later page when a new one arrived is not listed twice. */
function joinPages(first: readonly SpotOrder[], later: readonly SpotOrder[]): SpotOrder[] {
  const seen = new Set(first.map((order) => order.id));
  return [...first, ...later.filter((order) => !seen.has(order.id))];
}

/** Use with a `key` per status: a new filter starts again from its first page. */
export function useOrderPages(status: SpotOrderStatus | undefined) {
  const userId = useSession((state) => (state.isLogin ? state.userId : ''));
  const fetchPage = (pageNo: number) => fetchOrders({ status, pageNo, pageSize });
  const first = useCachedQuery(
    userId ? spotCacheKeys.records(userId, status === undefined ? 'all' : String(status)) : null,
    () => fetchPage(1),
    // Records are read, not watched: they refresh when the screen opens, not on the 5 s tick.
    { userId, refreshOnTick: false },
  );
  const [later, setLater] = useState<SpotOrder[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<ApiFailure | undefined>(undefined);

  const orders = first.data ? joinPages(first.data.list, later) : undefined;
  const total = first.data?.totalRow ?? 0;
  const hasMore = orders !== undefined && orders.length < total;

  const loadMore = () => {
    if (loadingMore || !hasMore) return;
    const next = pageNo + 1;
    setLoadingMore(true);
    setMoreError(undefined);
    fetchPage(next)
      .then((page) => {
        setLater((previous) => [...previous, ...page.list]);
        setPageNo(next);
      })
      .catch((error: ApiFailure) => setMoreError(error))
      .finally(() => setLoadingMore(false));
  };

  return { first, orders, total, hasMore, loadingMore, moreError, loadMore };
}
