/**
 * Launchpad helpers for server tests: a listing created through the operator API around the test clock, a joining
 * user (trade password set, USDT credited), the four calls, and what a refused call must leave unchanged.
 */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminPaths, launchpadPaths } from '../../../src/common/api-paths';
import type { ListingSummary, Subscription } from '../../../src/common/launchpad-types';
import { queryRows } from '../../../src/server/db/query-rows';
import { users } from '../../../src/server/db/schema';
import { registerUser } from '../support/accounts';
import { systemBalance } from '../support/exchange';
import { postForm, testOperatorToken, type TestApp } from '../support/test-app';
import { accountBuckets, callHeaders, type CallOptions } from '../support/trading';
import { creditUser } from '../support/wallet';
import { setTradePassword, testTradePassword } from '../support/withdrawals';

export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;

let coinCounter = 0;
/** A coin no other listing of the test database has (2–10 upper-case letters or digits, no market). */
export function uniqueCoin(): string {
  coinCounter += 1;
  return `LP${coinCounter}${Math.floor(Math.random() * 1e5)}`;
}

export interface ListingOptions {
  coin?: string;
  offeredAmount?: string;
  price?: string;
  minPurchase?: string;
  purchaseLimit?: string;
  lockupDays?: number;
  /** Relative to the test clock's now. */
  startsInMs?: number;
  endsInMs?: number;
}

export function listingBody(t: TestApp, options: ListingOptions = {}): Record<string, unknown> {
  return {
    coin: options.coin ?? uniqueCoin(),
    name: 'Test Project',
    issuedAmount: '1000000',
    offeredAmount: options.offeredAmount ?? '1000',
    price: options.price ?? '0.5',
    minPurchase: options.minPurchase ?? '1',
    purchaseLimit: options.purchaseLimit ?? '100',
    lockupDays: options.lockupDays ?? 7,
    startsAt: t.clock.nowMs + (options.startsInMs ?? -hourMs),
    endsAt: t.clock.nowMs + (options.endsInMs ?? dayMs),
    intro: { 'en-US': 'A test project.', 'zh-CN': '一个测试项目。' },
  };
}

export function adminCall(t: TestApp, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${testOperatorToken}` },
    ...(payload ? { payload } : {}),
  });
}

export async function createListing(t: TestApp, options: ListingOptions = {}): Promise<ListingSummary> {
  const response = await adminCall(t, 'POST', adminPaths.listings, listingBody(t, options));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ListingSummary;
}

/** A registered user with the test trade password and `usdt` in their coin account. */
export async function joiner(t: TestApp, usdt = '1000', locale?: string) {
  const user = await registerUser(t);
  const id = Number(user.userId);
  await setTradePassword(t, user.token);
  if (usdt !== '0') await creditUser(t, id, 'USDT', usdt);
  if (locale) await t.database.handle.db.update(users).set({ locale }).where(eq(users.id, id));
  return { ...user, id };
}

export function join(t: TestApp, token: string, form: Record<string, string>, options: CallOptions = {}) {
  return postForm(t.app, launchpadPaths.join, form, options.language, callHeaders(token, options));
}

/** Joins and expects success; answers the subscription. */
export async function joinOk(t: TestApp, token: string, id: string, amount: string): Promise<Subscription> {
  const response = await join(t, token, { id, amount, tradePassword: testTradePassword });
  const body = response.json();
  expect(body.code, response.body).toBe(1);
  return body.data as Subscription;
}

export async function records(t: TestApp, token: string, form: Record<string, string> = {}) {
  const body = (await postForm(t.app, launchpadPaths.records, form, undefined, { token })).json();
  expect(body.code).toBe(1);
  return body.data as { list: Subscription[]; totalRow: number };
}

export const usdtOf = (t: TestApp, userId: number) => accountBuckets(t, userId, 'USDT');
export const coinOf = (t: TestApp, userId: number, coin: string) => accountBuckets(t, userId, coin);

/** The launchpad (seller) account's balance of a currency, canonical. */
export const launchpadBalance = (t: TestApp, currency: string) => systemBalance(t, 'launchpad', currency);

/** Everything a refused join must leave as it was: the user's USDT, the subscription rows, the journal, messages. */
export async function snapshot(t: TestApp, userId: number) {
  const [counts] = await queryRows<{ subscriptions: number; transactions: number; idempotent: number }>(
    t.database.handle.db,
    sql`select (select count(*)::int from launchpad_subscriptions) as subscriptions,
          (select count(*)::int from ledger_transactions) as transactions,
          (select count(*)::int from idempotent_requests) as idempotent`,
  );
  return { usdt: await usdtOf(t, userId), ...counts };
}

/** The user's messages of a kind, oldest first. */
export function messagesOf(t: TestApp, userId: number, kind: string) {
  return queryRows<{ title: string; body: string; reference: string }>(
    t.database.handle.db,
    sql`select title, body, reference from messages where user_id = ${userId} and kind = ${kind} order by id`,
  );
}

/** The number of ledger transactions whose reference matches a LIKE pattern. */
export async function movementCount(t: TestApp, pattern: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.handle.db,
    sql`select count(*)::int as n from ledger_transactions where reference like ${pattern}`,
  );
  return row?.n ?? 0;
}
