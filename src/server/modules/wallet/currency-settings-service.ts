/**
 * Currency settings: each listed currency's recharge minimum, withdrawal limits and fee, and the platform's
 * deposit address on each of its networks. The wallet config call shows them to the client; deposits and
 * withdrawals check against them; operators change them (`limits set`, `addresses set`).
 */
import { compare, formatDecimal, parseDecimal, type DecimalString } from '../../../common/decimal';
import {
  currencyHasNetwork,
  depositConfirmations,
  isAddressOf,
  networksByCurrency,
  seedDepositAddresses,
} from '../../../common/networks';
import {
  isWalletCurrency,
  walletCurrencies,
  type CurrencySettings,
  type WalletConfig,
} from '../../../common/wallet-types';
import { ApiError } from '../../http/api-error';
import type { Clock } from '../../lib/clock';
import { currencyLimitDefaults, type CurrencyLimits } from './currency-settings-defaults';
import type { Database } from '../../db/client';
import { createCurrencySettingsRepo, type CurrencySettingsRepo } from './currency-settings-repo';
import { refuseTooLargeText } from '../../http/money-limit';
import { recordAudit, type OperatorAct } from '../operators';

function decimalField(field: string, value: string, options: { positive: boolean }): DecimalString {
  refuseTooLargeText(value);
  const parsed = parseDecimal(value);
  if (!parsed.ok || (options.positive && compare(parsed.value, '0' as DecimalString) <= 0))
    throw new ApiError('FIELD_INVALID', { field });
  return parsed.value;
}

/** Limits an operator may set: amounts of at most 8 places, 0 < min ≤ max, 0 ≤ fee < min (something arrives). */
export function checkLimits(input: CurrencyLimits): CurrencyLimits {
  const rechargeMin = decimalField('rechargeMin', input.rechargeMin, { positive: true });
  const withdrawMin = decimalField('min', input.withdrawMin, { positive: true });
  const withdrawMax = decimalField('max', input.withdrawMax, { positive: true });
  const withdrawFee = decimalField('fee', input.withdrawFee, { positive: false });
  if (compare(withdrawMin, withdrawMax) > 0) throw new ApiError('FIELD_INVALID', { field: 'max' });
  if (compare(withdrawFee, withdrawMin) >= 0) throw new ApiError('FIELD_INVALID', { field: 'fee' });
  return { rechargeMin, withdrawMin, withdrawMax, withdrawFee };
}

export function createCurrencySettingsService(deps: {
  db: Database;
  repo: CurrencySettingsRepo;
  clock: Clock;
}) {
  const { repo } = deps;

  async function config(): Promise<WalletConfig> {
    const [limits, addresses] = await Promise.all([repo.limits(), repo.addresses()]);
    const limitsByCurrency = new Map(limits.map((row) => [row.currency, row]));
    const currencies: CurrencySettings[] = [];
    for (const currency of walletCurrencies) {
      const row = limitsByCurrency.get(currency);
      if (!row) continue;
      currencies.push({
        currency,
        rechargeMin: formatDecimal(row.rechargeMin as DecimalString),
        withdrawMin: formatDecimal(row.withdrawMin as DecimalString),
        withdrawMax: formatDecimal(row.withdrawMax as DecimalString),
        withdrawFee: formatDecimal(row.withdrawFee as DecimalString),
        networks: (networksByCurrency[currency] ?? []).map((network) => ({
          network,
          address:
            addresses.find((entry) => entry.currency === currency && entry.network === network)?.address ??
            '',
          confirmations: depositConfirmations,
        })),
      });
    }
    return { currencies };
  }

  return {
    config,
    /** One currency's settings; undefined for a currency the platform does not list. */
    async settingsFor(currency: string): Promise<CurrencySettings | undefined> {
      return (await config()).currencies.find((entry) => entry.currency === currency);
    },
    /** Sets a currency's limits; an operator's change (`act`) writes its audit row in the same transaction. */
    async setLimits(currency: string, input: CurrencyLimits, act?: OperatorAct): Promise<CurrencySettings> {
      if (!isWalletCurrency(currency)) throw new ApiError('FIELD_INVALID', { field: 'currency' });
      const limits = checkLimits(input);
      const at = new Date(deps.clock());
      await deps.db.transaction(async (tx) => {
        const txRepo = createCurrencySettingsRepo(tx);
        const before = (await txRepo.limits()).find((row) => row.currency === currency) ?? null;
        await txRepo.upsertLimits({ currency, ...limits }, at);
        if (!act) return;
        const target = { type: 'currency', id: currency };
        await recordAudit(tx, act, { action: 'currency.limits', target, before, after: limits }, at);
      });
      return (await config()).currencies.find((entry) => entry.currency === currency)!;
    },
    /** Sets a deposit address; an operator's change (`act`) writes its audit row in the same transaction. */
    async setDepositAddress(
      currency: string,
      network: string,
      address: string,
      act?: OperatorAct,
    ): Promise<void> {
      if (!isWalletCurrency(currency)) throw new ApiError('FIELD_INVALID', { field: 'currency' });
      if (!currencyHasNetwork(currency, network)) throw new ApiError('FIELD_INVALID', { field: 'network' });
      if (!isAddressOf(network, address)) throw new ApiError('FIELD_INVALID', { field: 'address' });
      const at = new Date(deps.clock());
      await deps.db.transaction(async (tx) => {
        const txRepo = createCurrencySettingsRepo(tx);
        const old = (await txRepo.addresses()).find(
          (row) => row.currency === currency && row.network === network,
        );
        await txRepo.upsertAddress({ currency, network, address }, at);
        if (!act) return;
        const target = { type: 'deposit-address', id: `${currency}/${network}` };
        const change = {
          action: 'currency.address' as const,
          target,
          before: old?.address ?? null,
          after: address,
        };
        await recordAudit(tx, act, change, at);
      });
    },
    /** First start: limits and a deposit address for every listed currency and network; changed values stay. */
    async seedDefaults(): Promise<void> {
      const limits = walletCurrencies.flatMap((currency) => {
        const defaults = currencyLimitDefaults[currency];
        return defaults ? [{ currency, ...defaults }] : [];
      });
      const addresses = walletCurrencies.flatMap((currency) =>
        (networksByCurrency[currency] ?? []).map((network) => ({
          currency,
          network,
          address: seedDepositAddresses[network],
        })),
      );
      await repo.insertMissing(limits, addresses, new Date(deps.clock()));
    },
  };
}

export type CurrencySettingsService = ReturnType<typeof createCurrencySettingsService>;
