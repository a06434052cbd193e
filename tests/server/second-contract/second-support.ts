/**
 * Second-contract helpers for server tests: the four calls, funding a contract account through the ledger, and
 * what a scenario changed, read back to the minor unit (balances, order rows, settle movements).
 */
import { sql } from 'drizzle-orm';
import { paramNames, secondContractPaths } from '../../../src/common/api-paths';
import { queryRows } from '../../../src/server/db/query-rows';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { createParamsRepo } from '../../../src/server/modules/params/params-repo';
import { createParamsService } from '../../../src/server/modules/params/params-service';
import { systemBalance } from '../support/exchange';
import { postForm, type TestApp } from '../support/test-app';
import { accountBuckets, callHeaders, type CallOptions } from '../support/trading';
import { creditUser } from '../support/wallet';
import { rootAct } from '../operators/operator-support';

export { systemBalance };

export interface OrderForm {
  openAmount?: string | undefined;
  baseCoin?: string | undefined;
  quoteCoin?: string | undefined;
  positionTime?: string | undefined;
  tradeType?: string | undefined;
}

/** A valid order of 100 USDT on BTC/USDT for 60 s, buy up, with the given fields changed (undefined removes one). */
export function orderForm(changes: OrderForm = {}): Record<string, string> {
  const form: Record<string, string | undefined> = {
    openAmount: '100',
    baseCoin: 'BTC',
    quoteCoin: 'USDT',
    positionTime: '60',
    tradeType: '1',
    ...changes,
  };
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export function createOrder(
  t: TestApp,
  token: string,
  form: Record<string, string>,
  options: CallOptions = {},
) {
  return postForm(
    t.app,
    secondContractPaths.createOrder,
    form,
    options.language,
    callHeaders(token, options),
  );
}

export function orderRecords(t: TestApp, token: string, form: Record<string, string> = {}) {
  return postForm(t.app, secondContractPaths.getContractRecord, form, undefined, { token });
}

export function orderById(t: TestApp, token: string, id: string, language?: string) {
  return postForm(t.app, secondContractPaths.getContractRecordById, { id }, language, { token });
}

/** Credits a user's contract account straight from the adjustment account (the ledger, as ops credit + transfer). */
export function fundContract(t: TestApp, userId: string | number, amount: string, currency = 'USDT') {
  return creditUser(t, userId, currency, amount, accountTypes.contract);
}

/** A user's contract balance in a currency, canonical ("0" when they never held it). */
export function contractBalance(t: TestApp, userId: string | number, currency = 'USDT') {
  return accountBuckets(t, userId, currency, accountTypes.contract);
}

/** Everything a refused call must leave as it was: the user's balances, the order rows, the journal. */
export async function moneySnapshot(t: TestApp, userId: string | number) {
  const [counts] = await queryRows<{ orders: number; transactions: number }>(
    t.database.handle.db,
    sql`select (select count(*)::int from second_orders) as orders,
          (select count(*)::int from ledger_transactions) as transactions`,
  );
  return {
    contract: await contractBalance(t, userId),
    fees: await systemBalance(t, 'fees'),
    orders: Number(counts?.orders ?? 0),
    transactions: Number(counts?.transactions ?? 0),
  };
}

/** How many settle movements the journal holds for an order. */
export async function settleCount(t: TestApp, orderId: string | number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    t.database.handle.db,
    sql`select count(*)::int as total from ledger_transactions where reference = ${`settle:${orderId}`}`,
  );
  return Number(row?.total ?? 0);
}

export async function setSecondFeeRate(t: TestApp, rate: string): Promise<void> {
  await createParamsService(createParamsRepo(t.database.handle.db), {
    db: t.database.handle.db,
    clock: () => t.clock.nowMs,
  }).set(paramNames.secondContractFeeRate, rate, rootAct);
}
