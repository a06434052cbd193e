/** Reads and writes the currency limits and the platform's deposit addresses; nothing else touches these tables. */
import { asc, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { currencySettings, depositAddresses } from '../../db/schema';
import type { CurrencyLimits } from './currency-settings-defaults';

export interface CurrencyLimitsRow extends CurrencyLimits {
  currency: string;
}

export interface DepositAddressRow {
  currency: string;
  network: string;
  address: string;
}

const limitColumns = {
  currency: currencySettings.currency,
  rechargeMin: currencySettings.rechargeMin,
  withdrawMin: currencySettings.withdrawMin,
  withdrawMax: currencySettings.withdrawMax,
  withdrawFee: currencySettings.withdrawFee,
};
const addressColumns = {
  currency: depositAddresses.currency,
  network: depositAddresses.network,
  address: depositAddresses.address,
};

export function createCurrencySettingsRepo(db: Queryable) {
  return {
    limits: (): Promise<CurrencyLimitsRow[]> =>
      db.select(limitColumns).from(currencySettings).orderBy(asc(currencySettings.currency)),
    addresses: (): Promise<DepositAddressRow[]> =>
      db
        .select(addressColumns)
        .from(depositAddresses)
        .orderBy(asc(depositAddresses.currency), asc(depositAddresses.network)),
    async upsertLimits(row: CurrencyLimitsRow, at: Date): Promise<void> {
      await db
        .insert(currencySettings)
        .values({ ...row, updatedAt: at })
        .onConflictDoUpdate({
          target: currencySettings.currency,
          set: {
            rechargeMin: sql`excluded.recharge_min`,
            withdrawMin: sql`excluded.withdraw_min`,
            withdrawMax: sql`excluded.withdraw_max`,
            withdrawFee: sql`excluded.withdraw_fee`,
            updatedAt: at,
          },
        });
    },
    async upsertAddress(row: DepositAddressRow, at: Date): Promise<void> {
      await db
        .insert(depositAddresses)
        .values({ ...row, updatedAt: at })
        .onConflictDoUpdate({
          target: [depositAddresses.currency, depositAddresses.network],
          set: { address: row.address, updatedAt: at },
        });
    },
    /** Inserts the defaults that are missing; values an operator changed stay. */
    async insertMissing(
      limits: CurrencyLimitsRow[],
      addresses: DepositAddressRow[],
      at: Date,
    ): Promise<void> {
      if (limits.length > 0)
        await db
          .insert(currencySettings)
          .values(limits.map((row) => ({ ...row, updatedAt: at })))
          .onConflictDoNothing();
      if (addresses.length > 0)
        await db
          .insert(depositAddresses)
          .values(addresses.map((row) => ({ ...row, updatedAt: at })))
          .onConflictDoNothing();
    },
  };
}

export type CurrencySettingsRepo = ReturnType<typeof createCurrencySettingsRepo>;
