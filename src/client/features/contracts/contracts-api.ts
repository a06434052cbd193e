/**
 * The calls of the leveraged-contract screens (docs/api.md "Trading", `{code: 1, data, msg}`): the config, the
 * open positions, a page of records, opening and closing, and the two accounts' balances. Reads are saved per
 * user on the device (stale-while-revalidate, revalidated on the app's 5000 ms tick) and wiped with the user at
 * logout or on `code -2` (lib/account/forget-user deletes every entry carrying the user's id).
 */
import { contractPaths, walletPaths } from '../../../common/api-paths';
import { pageSize } from '../../../common/constants';
import type {
  ContractConfig,
  ContractPosition,
  ContractPriceType,
  ContractStatus,
  RecordPage,
  TradeDirection,
} from '../../../common/trading-types';
import type { AssetList } from '../../../common/wallet-types';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery, type CachedQuery } from '../../lib/cache/use-cached-query';
import { readCode } from '../../lib/http/envelope-calls';
import { writeCodeIdempotent } from '../../lib/http/idempotency-key';

/**
 * Open positions are read in one page of at most this many (the server's page maximum): a user rarely holds more,
 * and the records screen lists every position in pages of 10.
 */
export const openPositionsShownMax = 100;

/** Account `type` of the asset list: 1 = coin (spot), 2 = contract. */
export type AccountType = 1 | 2;

export const fetchContractConfig = () => readCode<ContractConfig>(contractPaths.config, {});

export const fetchOpenPositions = () =>
  readCode<RecordPage<ContractPosition>>(contractPaths.list, {
    open: 1,
    pageNo: 1,
    pageSize: openPositionsShownMax,
  });

export const fetchPositionPage = (status: ContractStatus | undefined, pageNo: number) =>
  readCode<RecordPage<ContractPosition>>(contractPaths.list, { status, pageNo, pageSize });

export const fetchAccount = (type: AccountType) => readCode<AssetList>(walletPaths.assets, { type });

/** What the open form sends; amounts and prices are canonical decimal strings. */
export interface OpenRequest {
  symbol: string;
  direction: TradeDirection;
  margin: string;
  multiple: number;
  priceType: ContractPriceType;
  price?: string | undefined;
  stopLoss?: string | undefined;
  takeProfit?: string | undefined;
}

export const openPosition = (request: OpenRequest, idempotencyKey: string) =>
  writeCodeIdempotent<ContractPosition>(contractPaths.open, { ...request }, idempotencyKey);

export const closePosition = (id: string, idempotencyKey: string) =>
  writeCodeIdempotent<ContractPosition>(contractPaths.close, { id }, idempotencyKey);

/** Cache keys carry the user, so one user's saved answers can never show up for another. */
export const contractCacheKeys = {
  config: (userId: string) => `contracts:config:${userId}`,
  open: (userId: string) => `contracts:open:${userId}`,
  account: (userId: string, type: AccountType) => `contracts:account:${userId}:${type}`,
  records: (userId: string, status: ContractStatus | undefined) =>
    `contracts:records:${userId}:${status ?? 'all'}`,
};

/** A private read of the signed-in user: no key (nothing fetched, nothing shown) for a visitor. */
function usePrivateQuery<T>(keyOf: (userId: string) => string, fetcher: () => Promise<T>): CachedQuery<T> {
  const { isLogin, userId } = useSession();
  return useCachedQuery(isLogin && userId ? keyOf(userId) : null, fetcher, { userId });
}

/** The config changes only when an operator changes it: read once per visit, not on every tick. */
export function useContractConfig(): CachedQuery<ContractConfig> {
  const { isLogin, userId } = useSession();
  return useCachedQuery(isLogin && userId ? contractCacheKeys.config(userId) : null, fetchContractConfig, {
    userId,
    refreshOnTick: false,
  });
}

export const useOpenPositions = () => usePrivateQuery(contractCacheKeys.open, fetchOpenPositions);

export const useAccount = (type: AccountType) =>
  usePrivateQuery(
    (userId) => contractCacheKeys.account(userId, type),
    () => fetchAccount(type),
  );

export const useFirstPositionPage = (status: ContractStatus | undefined) =>
  usePrivateQuery(
    (userId) => contractCacheKeys.records(userId, status),
    () => fetchPositionPage(status, 1),
  );

/** The available USDT of an account, as the server wrote it; undefined while unknown. */
export function availableUsdt(list: AssetList | undefined): string | undefined {
  return list?.list.find((entry) => entry.currencyName === 'USDT')?.availableCurrency;
}
