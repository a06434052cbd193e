/**
 * The wallet config (POST /wallet/config): every listed currency's limits, withdrawal fee and networks with the
 * platform's deposit address on each. Public and the same for everyone, so it is cached once for the device.
 */
import { fundingPaths } from '../../../common/api-paths';
import type { CurrencySettings, NetworkSettings, WalletConfig } from '../../../common/wallet-types';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { readCode } from '../../lib/http/envelope-calls';

export function fetchWalletConfig(): Promise<WalletConfig> {
  return readCode<WalletConfig>(fundingPaths.config, {});
}

export function useWalletConfig() {
  // Limits change when an operator changes them, not every few seconds.
  return useCachedQuery('wallet:config', fetchWalletConfig, { refreshOnTick: false });
}

export function settingsOf(config: WalletConfig, currency: string): CurrencySettings | undefined {
  return config.currencies.find((settings) => settings.currency === currency);
}

export function networkOf(settings: CurrencySettings, network: string): NetworkSettings | undefined {
  return settings.networks.find((candidate) => candidate.network === network);
}
