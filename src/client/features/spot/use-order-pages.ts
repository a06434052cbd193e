/**
 * Spot order records in pages of 10 (spec: page size 10, later pages appended, "no more" once the loaded count
 * reaches the total). The first page is a cached query, saved per user; later pages are fetched on demand and
 * kept in memory only.
 */
import { pageSize } from '../../../common/constants';
import type { SpotOrderStatus } from '../../../common/trading-types';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { usePages } from '../../lib/paging/use-pages';
import { fetchOrders } from './spot-api';
import { spotCacheKeys } from './spot-queries';

/** Use with a `key` per status: a new filter starts again from its first page. */
export function useOrderPages(status: SpotOrderStatus | undefined) {
  const userId = useSession((state) => (state.isLogin ? state.userId : ''));
  const statusKey = status === undefined ? 'all' : String(status);
  const fetchPage = (pageNo: number) => fetchOrders({ status, pageNo, pageSize });
  const first = useCachedQuery(
    userId ? spotCacheKeys.records(userId, statusKey) : null,
    () => fetchPage(1),
    // Records are read, not watched: they refresh when the screen opens, not on the 5 s tick.
    { userId, refreshOnTick: false },
  );
  const pages = usePages({
    firstList: first.data?.list,
    total: first.data?.totalRow ?? 0,
    fetchPage,
    resetKey: statusKey,
  });
  return { first, ...pages };
}
