/** The coin account's available balance of one currency (getAssets, type 1), for the withdrawal form's "all". */
import { walletPaths } from '../../../common/api-paths';
import type { AssetList } from '../../../common/wallet-types';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { readCode } from '../../lib/http/envelope-calls';

/** Account type 1: the coin (spot) account, the one deposits credit and withdrawals spend. */
const coinAccountType = 1;

export function fetchCoinAssets(): Promise<AssetList> {
  return readCode<AssetList>(walletPaths.assets, { type: coinAccountType });
}

/** The available amount as a decimal string, undefined until known. */
export function useCoinAvailable(currency: string) {
  const userId = useSession((state) => state.userId);
  const query = useCachedQuery(userId ? `funding:coin-assets:${userId}` : null, fetchCoinAssets, { userId });
  const entry = query.data?.list.find((asset) => asset.currencyName === currency);
  return { ...query, available: entry?.availableCurrency };
}
