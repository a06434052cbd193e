/** Flash-exchange helpers for server tests: the two calls, and balances read back to the minor unit. */
import { sql } from 'drizzle-orm';
import { fundingPaths } from '../../../src/common/api-paths';
import { queryRows } from '../../../src/server/db/query-rows';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { postForm, servicesOf, type TestApp } from './test-app';

export function requestQuote(t: TestApp, token: string, form: Record<string, string>, language?: string) {
  return postForm(t.app, fundingPaths.exchangeQuote, form, language, { token });
}

export function submitQuote(
  t: TestApp,
  token: string,
  quoteId: string,
  options: { idempotencyKey?: string; language?: string } = {},
) {
  return postForm(t.app, fundingPaths.exchangeSubmit, { quoteId }, options.language, {
    token,
    ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
  });
}

/** A user's available coin balance in a currency, canonical ("0" when they never held it). */
export async function coinBalance(t: TestApp, userId: number | string, currency: string): Promise<string> {
  const balances = await servicesOf(t).ledger.balances(Number(userId), accountTypes.coin);
  return balances.find((balance) => balance.currency === currency)?.available ?? '0';
}

/** A system account's available balance in a currency (USDT unless named), canonical ("0" when never held). */
export async function systemBalance(t: TestApp, system: string, currency = 'USDT'): Promise<string> {
  const [row] = await queryRows<{ available: string }>(
    t.database.handle.db,
    sql`select trim_scale(available)::text as available from ledger_accounts
        where system_name = ${system} and currency = ${currency}`,
  );
  return row?.available ?? '0';
}

/** How many exchange transactions the journal holds for a user. */
export async function exchangeCount(t: TestApp, userId: number | string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    t.database.handle.db,
    sql`select count(*)::int as total from ledger_transactions
        where kind = 'exchange' and user_id = ${Number(userId)}`,
  );
  return Number(row?.total ?? 0);
}
