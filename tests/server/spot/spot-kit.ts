/**
 * Spot order helpers for server tests: the three calls through app.inject, a funded user, balances read back to
 * the minor unit (available and frozen), and the counts that prove a refusal changed nothing.
 */
import { sql } from 'drizzle-orm';
import { spotPaths } from '../../../src/common/api-paths';
import { queryRows } from '../../../src/server/db/query-rows';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { registerUser } from '../support/accounts';
import { postForm, servicesOf, type TestApp } from '../support/test-app';
import { accountBuckets, callHeaders, type CallOptions } from '../support/trading';
import { creditUser } from '../support/wallet';

export function placeOrder(
  t: TestApp,
  token: string,
  form: Record<string, string>,
  options: CallOptions = {},
) {
  return postForm(t.app, spotPaths.place, form, options.language, callHeaders(token, options));
}

export function cancelOrder(t: TestApp, token: string, id: string, options: CallOptions = {}) {
  return postForm(t.app, spotPaths.cancel, { id }, options.language, callHeaders(token, options));
}

export function listOrders(t: TestApp, token: string, form: Record<string, string> = {}) {
  return postForm(t.app, spotPaths.list, form, undefined, { token });
}

/** Places an order that must be accepted, and answers its SpotOrder. */
export async function placed(t: TestApp, token: string, form: Record<string, string>) {
  const body = (await placeOrder(t, token, form)).json();
  if (body.code !== 1) throw new Error(`placement refused: ${JSON.stringify(body)}`);
  return body.data as Record<string, string | number | null>;
}

/** A new user whose coin account holds these amounts (available). */
export async function fundedUser(t: TestApp, funds: Record<string, string>) {
  const user = await registerUser(t);
  for (const [currency, amount] of Object.entries(funds)) await creditUser(t, user.userId, currency, amount);
  return { ...user, userId: Number(user.userId) };
}

/** A user's coin account in one currency, canonical text ("0" when never held). */
export function coinBuckets(t: TestApp, userId: number, currency: string) {
  return accountBuckets(t, userId, currency);
}

/** Everything a refused call must leave as it was: order rows, spot movements, all balances of the user. */
export async function spotSnapshot(t: TestApp, userId: number) {
  const [counts] = await queryRows<{ orders: number; movements: number }>(
    t.database.handle.db,
    sql`select (select count(*)::int from spot_orders) as orders,
               (select count(*)::int from ledger_transactions where kind = 'spot') as movements`,
  );
  const balances = await servicesOf(t).ledger.balances(userId, accountTypes.coin);
  balances.sort((a, b) => a.currency.localeCompare(b.currency));
  return { ...counts, balances };
}

/** The references of an order's movements, in the order they were posted. */
export async function movementsOf(t: TestApp, orderId: string) {
  const rows = await queryRows<{ reference: string }>(
    t.database.handle.db,
    sql`select reference from ledger_transactions where reference like ${`spot:${orderId}:%`} order by id`,
  );
  return rows.map((row) => row.reference);
}

/** Moves the clock on a second and runs every engine until nothing is due. */
export async function tick(t: TestApp) {
  t.clock.advance(1000);
  return t.app.engines.runDue();
}
