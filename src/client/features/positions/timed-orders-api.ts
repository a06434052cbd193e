/**
 * The running timed (second-contract) orders of the Position tab: getContractRecord with entryStatus 1, under the
 * spec's second-contract client (base path /bb), whose envelope is `{code: 200, result, message}`. Saved per user
 * on the device and revalidated on the app's 5000 ms tick, so an order that settles leaves the list by itself.
 */
import { secondContractPaths } from '../../../common/api-paths';
import { secondEntryStatus, type RecordPage, type SecondContractOrder } from '../../../common/trading-types';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { readBb } from '../../lib/http/bb-calls';

/** Running orders are read in one page of at most this many (the server's page maximum); few run at once. */
export const runningOrdersShownMax = 100;

export const fetchRunningOrders = () =>
  readBb<RecordPage<SecondContractOrder>>(secondContractPaths.getContractRecord, {
    pageNo: 1,
    pageSize: runningOrdersShownMax,
    entryStatus: secondEntryStatus.open,
  });

export const runningOrdersKey = (userId: string) => `positions:timed-running:${userId}`;

export function useRunningOrders() {
  const { isLogin, userId } = useSession();
  return useCachedQuery(isLogin && userId ? runningOrdersKey(userId) : null, fetchRunningOrders, { userId });
}
