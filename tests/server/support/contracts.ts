/**
 * Leveraged-position helpers for server tests: a user with USDT in the contract account, the four position calls,
 * and the money read back (the user's contract balances, the system accounts, the journal of one position).
 */
import { sql } from 'drizzle-orm';
import { contractPaths } from '../../../src/common/api-paths';
import type { ContractPosition } from '../../../src/common/trading-types';
import { queryRows } from '../../../src/server/db/query-rows';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { registerUser } from './accounts';
import { postForm, type TestApp } from './test-app';
import { accountBuckets, callHeaders, type CallOptions } from './trading';
import { creditUser } from './wallet';

/** A registered user whose contract account holds `usdt` available. */
export async function contractUser(t: TestApp, usdt = '1000') {
  const user = await registerUser(t);
  await creditUser(t, user.userId, 'USDT', usdt, accountTypes.contract);
  return { ...user, id: Number(user.userId) };
}

/** The usual market buy-up of these tests: 100 USDT × 10 on BTC/USDT, overridden field by field. */
export function openForm(fields: Record<string, string> = {}): Record<string, string> {
  return { symbol: 'btcusdt', direction: '1', margin: '100', multiple: '10', priceType: '1', ...fields };
}

export function openPosition(
  t: TestApp,
  token: string,
  form: Record<string, string>,
  options: CallOptions = {},
) {
  return postForm(t.app, contractPaths.open, form, options.language, callHeaders(token, options));
}

/** Opens and answers the position, failing the test on a refusal. */
export async function openedPosition(
  t: TestApp,
  token: string,
  fields: Record<string, string> = {},
): Promise<ContractPosition> {
  const body = (await openPosition(t, token, openForm(fields))).json();
  if (body.code !== 1) throw new Error(`open refused: ${JSON.stringify(body)}`);
  return body.data as ContractPosition;
}

export function closePosition(t: TestApp, token: string, id: string, options: CallOptions = {}) {
  return postForm(t.app, contractPaths.close, { id }, options.language, callHeaders(token, options));
}

export function listPositions(t: TestApp, token: string, form: Record<string, string> = {}) {
  return postForm(t.app, contractPaths.list, form, undefined, { token });
}

/** The position as the list call shows it now. */
export async function positionNow(t: TestApp, token: string, id: string): Promise<ContractPosition> {
  const body = (await listPositions(t, token, { pageSize: '100' })).json();
  const found = (body.data.list as ContractPosition[]).find((position) => position.id === id);
  if (!found) throw new Error(`position ${id} is not listed`);
  return found;
}

/** The user's USDT in the contract account: available and frozen, canonical ("0" when never held). */
export function contractUsdt(t: TestApp, userId: number) {
  return accountBuckets(t, userId, 'USDT', accountTypes.contract);
}

/** The references of the ledger movements of one position, in order. */
export async function positionJournal(t: TestApp, positionId: string): Promise<string[]> {
  const rows = await queryRows<{ reference: string }>(
    t.database.handle.db,
    sql`select reference from ledger_transactions where reference like ${`contract:${positionId}:%`}
        order by id`,
  );
  return rows.map((row) => row.reference);
}

/**
 * What a position's movements did to one account, summed from the journal: the user's contract USDT by bucket
 * and each system account, so a test reads a position's money without the other positions of the file.
 */
export async function positionMoney(t: TestApp, positionId: string): Promise<Record<string, string>> {
  const rows = await queryRows<{ owner: string; amount: string }>(
    t.database.handle.db,
    sql`select coalesce(a.system_name, 'user-' || e.bucket) as owner, trim_scale(sum(e.amount))::text as amount
        from ledger_entries e
        join ledger_transactions x on x.id = e.transaction_id
        join ledger_accounts a on a.id = e.account_id
        where x.reference like ${`contract:${positionId}:%`}
        group by 1 order by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.owner, row.amount]));
}
