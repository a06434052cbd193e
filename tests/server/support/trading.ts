/**
 * What the spot, contract and timed-order server tests share: the options of a money-moving call (language and
 * Idempotency-Key) and the headers they make, and one account's buckets read back to the minor unit.
 */
import { accountTypes, type AccountType } from '../../../src/server/ledger/ledger-types';
import { servicesOf, type TestApp } from './test-app';

export interface CallOptions {
  language?: string;
  idempotencyKey?: string;
}

/** The session token, and the Idempotency-Key when the call sends one. */
export function callHeaders(token: string, options: CallOptions): Record<string, string> {
  return { token, ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}) };
}

/** A user's account in one currency, available and frozen, canonical ("0" when never held). */
export async function accountBuckets(
  t: TestApp,
  userId: number | string,
  currency: string,
  accountType: AccountType = accountTypes.coin,
) {
  const balances = await servicesOf(t).ledger.balances(Number(userId), accountType);
  const balance = balances.find((entry) => entry.currency === currency);
  return { available: balance?.available ?? '0', frozen: balance?.frozen ?? '0' };
}
