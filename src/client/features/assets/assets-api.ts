/**
 * The asset calls (docs/api.md "Assets"): the list of one account, the records, and the transfer. Reads are cached
 * per user on the device (stale-while-revalidate) and wiped with the user at logout or on `code -2`
 * (lib/account/forget-user deletes every entry carrying the user's id).
 */
import { useRef } from 'react';
import { walletPaths } from '../../../common/api-paths';
import { pageSize } from '../../../common/constants';
import type { DecimalString } from '../../../common/decimal';
import type {
  AssetList,
  AssetRecordPage,
  AssetRecordType,
  TransferDirection,
} from '../../../common/wallet-types';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery, type CachedQuery } from '../../lib/cache/use-cached-query';
import { readCode } from '../../lib/http/envelope-calls';
import { writeCodeIdempotent } from '../../lib/http/idempotency-key';

/** Account `type` of the asset list: 1 = coin (spot), 2 = contract. */
export type AccountKind = 1 | 2;
export const accountKinds: readonly AccountKind[] = [1, 2];

export function fetchAssets(type: AccountKind): Promise<AssetList> {
  return readCode<AssetList>(walletPaths.assets, { type });
}

export interface RecordQuery {
  tradeType?: AssetRecordType | undefined;
  currency?: string | undefined;
}

export function fetchAssetRecords(query: RecordQuery, pageNo: number): Promise<AssetRecordPage> {
  return readCode<AssetRecordPage>(walletPaths.assetsRecord, {
    pageNo,
    pageSize,
    tradeType: query.tradeType,
    currency: query.currency,
  });
}

export interface TransferRequest {
  amount: DecimalString;
  currency: string;
  type: TransferDirection;
}

export function submitTransfer(request: TransferRequest, idempotencyKey: string): Promise<unknown> {
  return writeCodeIdempotent(walletPaths.transfer, { ...request }, idempotencyKey);
}

/** Cache keys carry the user, so one user's saved answers can never show up for another. */
export const assetsCacheKey = (userId: string, type: AccountKind) => `assets:list:${userId}:${type}`;
export const recordsCacheKey = (userId: string, query: RecordQuery) =>
  `assets:records:${userId}:${query.tradeType ?? 'all'}:${query.currency ?? 'all'}`;

/** A cached query plus `refresh()`, which resolves when the revalidation it starts has answered. */
export type RefreshableQuery<T> = CachedQuery<T> & { refresh: () => Promise<unknown> };

function useRefreshable<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  userId: string,
  tickWhileLive = false,
): RefreshableQuery<T> {
  const inFlight = useRef<Promise<T> | undefined>(undefined);
  const query = useCachedQuery<T>(key, () => (inFlight.current = fetcher()), { userId, tickWhileLive });
  const refresh = () => {
    const before = inFlight.current;
    // reload() calls the fetcher synchronously when it fetches at all (it does not offline).
    query.reload();
    return inFlight.current !== before && inFlight.current ? inFlight.current : Promise.resolve();
  };
  return { ...query, refresh };
}

export function useAssets(type: AccountKind): RefreshableQuery<AssetList> {
  const { isLogin, userId } = useSession();
  return useRefreshable(
    isLogin && userId ? assetsCacheKey(userId, type) : null,
    () => fetchAssets(type),
    userId,
    // Asset lists carry USDT values at current prices, which no live event announces.
    true,
  );
}

/** The first page of records, cached; later pages are loaded on demand and kept in memory only. */
export function useFirstRecordPage(query: RecordQuery): RefreshableQuery<AssetRecordPage> {
  const { isLogin, userId } = useSession();
  return useRefreshable(
    isLogin && userId ? recordsCacheKey(userId, query) : null,
    () => fetchAssetRecords(query, 1),
    userId,
  );
}
