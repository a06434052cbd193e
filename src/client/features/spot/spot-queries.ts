/**
 * The private reads of the trade screen, stale-while-revalidate from the device cache like the market data: the
 * coin account's balances, the pair's current orders and its recent history. Every key carries the user, and every
 * entry the user's id, so logout (or a dead session) deletes them with the rest of the user's data
 * (lib/account/forget-user). They refresh on the app's 5000 ms tick while the screen is open.
 */
import { spotOrderStatus, type RecordPage, type SpotOrder } from '../../../common/trading-types';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { fetchCoinAssets, fetchOrders } from './spot-api';

/** Current orders listed under the form; more are in the records (/trade/record). */
export const currentOrderRowsMax = 20;
/** Finished and cancelled orders listed under the form; the records page through all of them. */
export const historyOrderRowsMax = 10;

export const spotCacheKeys = {
  coinAssets: (userId: string) => `spot:coin-assets:${userId}`,
  currentOrders: (userId: string, symbol: string) => `spot:orders:current:${userId}:${symbol}`,
  history: (userId: string, symbol: string) => `spot:orders:history:${userId}:${symbol}`,
  records: (userId: string, status: string) => `spot:records:${userId}:${status}`,
};

/** The signed-in user's id, or '' for a visitor (whose private reads are not made at all). */
function useUserId(): string {
  return useSession((state) => (state.isLogin ? state.userId : ''));
}

export function useCoinAssets() {
  const userId = useUserId();
  return useCachedQuery(userId ? spotCacheKeys.coinAssets(userId) : null, fetchCoinAssets, { userId });
}

export function useCurrentOrders(symbol: string) {
  const userId = useUserId();
  return useCachedQuery(
    userId ? spotCacheKeys.currentOrders(userId, symbol) : null,
    () =>
      fetchOrders({
        symbol,
        status: spotOrderStatus.unfinished,
        pageNo: 1,
        pageSize: currentOrderRowsMax,
      }),
    { userId },
  );
}

/**
 * The list call takes one state, and history is two (finished and cancelled): the newest of each, merged newest
 * first. Together they hold the newest `historyOrderRowsMax` of both.
 */
async function fetchHistory(symbol: string): Promise<RecordPage<SpotOrder>> {
  const page = { symbol, pageNo: 1, pageSize: historyOrderRowsMax };
  const [finished, cancelled] = await Promise.all([
    fetchOrders({ ...page, status: spotOrderStatus.finished }),
    fetchOrders({ ...page, status: spotOrderStatus.cancelled }),
  ]);
  const list = [...finished.list, ...cancelled.list]
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, historyOrderRowsMax);
  return { list, totalRow: finished.totalRow + cancelled.totalRow };
}

/**
 * Read only while its tab is shown (`shown`): it is two requests, on every 5 s tick, for a list that changes only
 * when an order ends. Switching to the tab shows the saved list at once and revalidates it.
 */
export function useOrderHistory(symbol: string, shown: boolean) {
  const userId = useUserId();
  return useCachedQuery(
    userId && shown ? spotCacheKeys.history(userId, symbol) : null,
    () => fetchHistory(symbol),
    { userId },
  );
}
