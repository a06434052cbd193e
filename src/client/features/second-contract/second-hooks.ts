/**
 * The reads of the timed-order screen, stale-while-revalidate from the device cache: the durations and the fee
 * rate are public (they show before login and offline, and change rarely, so they are not re-read on every
 * refresh tick); the contract balance is the user's and is re-read on the app's 5000 ms refresh.
 */
import type { DecimalString } from '../../../common/decimal';
import type { SecondContractConfigEntry } from '../../../common/trading-types';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery, type CachedQuery } from '../../lib/cache/use-cached-query';
import { cacheKeys, fetchContractAssets, fetchFeeRate, fetchSecondConfig } from './second-api';
import { wireDecimal } from './second-maths';

export function useSecondConfig(): CachedQuery<SecondContractConfigEntry[]> {
  return useCachedQuery(cacheKeys.config, fetchSecondConfig, { refreshOnTick: false });
}

/** The fee rate, or undefined while unknown (not loaded, or the parameter is not a decimal). */
export function useFeeRate(): DecimalString | undefined {
  const query = useCachedQuery(cacheKeys.feeRate, fetchFeeRate, { refreshOnTick: false });
  return wireDecimal(query.data);
}

export interface ContractBalance {
  available: DecimalString | undefined;
  query: CachedQuery<unknown>;
}

/** The contract account's available balance of `coin`, for the signed-in user. */
export function useContractBalance(coin: string): ContractBalance {
  const { isLogin, userId } = useSession();
  const query = useCachedQuery(isLogin && userId ? cacheKeys.assets(userId) : null, fetchContractAssets, {
    userId,
  });
  const entry = query.data?.list.find((asset) => asset.currencyName === coin);
  return { available: wireDecimal(entry?.availableCurrency), query };
}
