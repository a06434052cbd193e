/**
 * The reference model of wallet-model.test.ts: balances, available and frozen, per user × account type × currency
 * in bigint minor units, and the money rules written plainly from the docs (the seeded withdrawal limits, the flash
 * exchange's rounding rule of docs/ledger.md), independent of the product's decimal code.
 */
import { exchangeFeeRateDefault } from '../../../src/common/money-constants';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { ledgerAccounts } from '../../../src/server/db/schema/ledger';
import { balanceColumns } from '../../../src/server/ledger/post-movement';
import type { AccountType, Balance } from '../../../src/server/ledger/ledger-types';
import { currencyLimitDefaults } from '../../../src/server/modules/wallet/currency-settings-defaults';
import { minorPerUnit, toDecimal, toMinor } from '../../support/minor-units';

export type Bucket = 'available' | 'frozen';

export class BalanceModel {
  private readonly amounts = new Map<string, bigint>();

  private static key(userId: number, type: AccountType, currency: string, bucket: Bucket) {
    return `${userId}|${type}|${currency}|${bucket}`;
  }

  get(userId: number, type: AccountType, currency: string, bucket: Bucket = 'available'): bigint {
    return this.amounts.get(BalanceModel.key(userId, type, currency, bucket)) ?? 0n;
  }

  add(userId: number, type: AccountType, currency: string, bucket: Bucket, delta: bigint): void {
    const key = BalanceModel.key(userId, type, currency, bucket);
    this.amounts.set(key, (this.amounts.get(key) ?? 0n) + delta);
  }

  /** One account's non-zero balances as `{currency: [available, frozen]}` in decimal text. */
  balancesOf(userId: number, type: AccountType, currencies: readonly string[]): Record<string, string[]> {
    const entries = currencies
      .map((currency) => ({
        currency,
        available: this.get(userId, type, currency, 'available'),
        frozen: this.get(userId, type, currency, 'frozen'),
      }))
      .filter(({ available, frozen }) => available !== 0n || frozen !== 0n)
      .map(({ currency, available, frozen }) => [currency, [toDecimal(available), toDecimal(frozen)]]);
    return Object.fromEntries(entries);
  }
}

/**
 * Every account of `userIds` in one query, as ledgerBalances shapes them, by `${userId}|${accountType}`: the
 * balances the ledger's `balances()` reads (the same columns), for a check after every step that would otherwise
 * be a query per user and account type.
 */
export async function ledgerBalancesOf(db: Database, userIds: readonly number[]) {
  const rows = await db
    .select({ userId: ledgerAccounts.userId, accountType: ledgerAccounts.accountType, ...balanceColumns })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.userId, [...userIds]));
  const byAccount = new Map<string, Balance[]>();
  for (const { userId, accountType, ...balance } of rows) {
    const key = `${userId}|${accountType}`;
    byAccount.set(key, [...(byAccount.get(key) ?? []), balance]);
  }
  return (userId: number, accountType: AccountType) =>
    ledgerBalances(byAccount.get(`${userId}|${accountType}`) ?? []);
}

/** The same shape from the ledger's answer, leaving out accounts that hold nothing. */
export function ledgerBalances(balances: readonly { currency: string; available: string; frozen: string }[]) {
  return Object.fromEntries(
    balances
      .filter((balance) => toMinor(balance.available) !== 0n || toMinor(balance.frozen) !== 0n)
      .map((balance) => [balance.currency, [balance.available, balance.frozen]]),
  );
}

/** A currency's seeded limits in minor units. */
export function limitsOf(currency: string) {
  const limits = currencyLimitDefaults[currency];
  if (!limits) throw new Error(`no seeded limits for ${currency}`);
  return {
    rechargeMin: toMinor(limits.rechargeMin),
    withdrawMin: toMinor(limits.withdrawMin),
    withdrawMax: toMinor(limits.withdrawMax),
    withdrawFee: toMinor(limits.withdrawFee),
  };
}

/**
 * docs/ledger.md "Flash exchange" in bigint, from USDT prices as decimal text: rate = price of from ÷ price of to
 * truncated to 18 places; gross = amount × rate truncated to 8; fee = gross × the default fee rate rounded UP to 8;
 * receive = gross − fee.
 */
export function exchangeOf(fromPrice: string, toPrice: string, amount: bigint) {
  const rateUnit = 10n ** 18n;
  const rate = (toMinor(fromPrice) * rateUnit) / toMinor(toPrice);
  const gross = (amount * rate) / rateUnit;
  const feeRate = toMinor(exchangeFeeRateDefault); // the default rate has at most 8 places, so this is exact
  const fee = (gross * feeRate + minorPerUnit - 1n) / minorPerUnit;
  return { gross, fee, receive: gross - fee };
}
