/**
 * Spot order records in pages of 10 (spec: page size 10, later pages appended, "no more" once the loaded count
 * reaches the total). The first page is a cached query, saved per user; later pages are fetched on demand and
 * kept in memory only.
 */
import { pageSize } from '../../../common/constants';
import type { SpotOrderStatus } from '../../../common/trading-types';
import { useSession } from '../../lib/account/use-session';
import { useCachedPages } from '../../lib/paging/use-cached-pages';
import { fetchOrders } from './spot-api';
import { spotCacheKeys } from './spot-queries';

/** Use with a `key` per status: a new filter starts again from its first page. */
export function useOrderPages(status: SpotOrderStatus | undefined) {
  const userId = useSession((state) => (state.isLogin ? state.userId : ''));
  const statusKey = status === undefined ? 'all' : String(status);
  const fetchPage = (pageNo: number) => fetchOrders({ status, pageNo, pageSize });
  const { first, pages } = useCachedPages({
    key: userId ? spotCacheKeys.records(userId, statusKey) : null,
    fetchPage,
    resetKey: statusKey,
    userId,
    // Records are read, not watched: they refresh when the screen opens, not on the 5 s tick.
    refreshOnTick: false,
  });
  return { first, ...pages };
}
