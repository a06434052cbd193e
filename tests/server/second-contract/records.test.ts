// Proves the record calls: getContractRecord pages a user's orders newest first with totalRow over all pages,
// defaults to open orders (entryStatus 1), filters by settled (2), base coin and quote coin; getContractRecordById
// answers the order with its open and settlement figures; a user never sees another user's orders (their id is
// TRADING_ORDER_NOT_FOUND, exactly like an id that does not exist); bad paging is FIELD_INVALID.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondContractPaths } from '../../../src/common/api-paths';
import type { SecondContractOrder } from '../../../src/common/trading-types';
import { registerUser } from '../support/accounts';
import { createFixedPriceFeed, type FixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, postForm, testStartMs, type TestApp } from '../support/test-app';
import { createOrder, fundContract, orderById, orderForm, orderRecords } from './second-support';

let t: TestApp;
let feed: FixedPriceFeed;
let owner: { userId: string; token: string };
let stranger: { userId: string; token: string };
const opened: SecondContractOrder[] = [];

beforeAll(async () => {
  feed = createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.5 });
  t = await createTestApp({ feed });
  owner = await registerUser(t);
  stranger = await registerUser(t);
  await fundContract(t, owner.userId, '1000');
  await fundContract(t, stranger.userId, '1000');
  // Twelve orders a second apart: BTC for 60 s (8), ETH for 30 s (4, every third).
  for (let index = 0; index < 12; index += 1) {
    const eth = index % 3 === 0;
    const form = orderForm({
      baseCoin: eth ? 'ETH' : 'BTC',
      positionTime: eth ? '30' : '60',
      openAmount: '10',
    });
    opened.push((await createOrder(t, owner.token, form)).json().result);
    t.clock.advance(1000);
  }
  await createOrder(t, stranger.token, orderForm({ openAmount: '10' }));
  // The ETH orders come due and settle (the price went up: buy up wins); the BTC orders stay open.
  feed.prices.set('ETH', 3001);
  t.clock.advance(30_000);
  await t.app.engines.runDue();
});
afterAll(() => t.close());

const idsOf = (list: SecondContractOrder[]) => list.map((order) => order.id);
const ethOrders = () => opened.filter((order) => order.baseCoin === 'ETH');
const btcOrders = () => opened.filter((order) => order.baseCoin === 'BTC');

describe('getContractRecord', () => {
  it('answers open orders by default, newest first, in pages with totalRow over all of them', async () => {
    const newestBtc = idsOf(btcOrders()).reverse();
    const first = (await orderRecords(t, owner.token, { pageNo: '1', pageSize: '5' })).json();
    expect(first).toMatchObject({ code: 200, message: 'Success' });
    expect(first.result.totalRow).toBe(8);
    expect(idsOf(first.result.list)).toEqual(newestBtc.slice(0, 5));
    const second = (await orderRecords(t, owner.token, { pageNo: '2', pageSize: '5' })).json();
    expect(idsOf(second.result.list)).toEqual(newestBtc.slice(5));
    const beyond = (await orderRecords(t, owner.token, { pageNo: '3', pageSize: '5' })).json();
    expect(beyond.result).toEqual({ list: [], totalRow: 8 });
    const defaults = (await orderRecords(t, owner.token)).json().result;
    expect(defaults.list).toHaveLength(8);
  });

  it('filters settled orders and by base and quote coin', async () => {
    const settled = (await orderRecords(t, owner.token, { entryStatus: '2' })).json().result;
    expect(settled.totalRow).toBe(4);
    expect(idsOf(settled.list)).toEqual(idsOf(ethOrders()).reverse());
    expect(
      settled.list.every((order: SecondContractOrder) => order.entryStatus === 2 && order.result === 1),
    ).toBe(true);

    const ethOpen = (await orderRecords(t, owner.token, { entryStatus: '1', baseCoin: 'eth' })).json().result;
    expect(ethOpen).toEqual({ list: [], totalRow: 0 });
    const btcUsdt = (await orderRecords(t, owner.token, { baseCoin: 'BTC', quoteCoin: 'USDT' })).json()
      .result;
    expect(btcUsdt.totalRow).toBe(8);
    const otherQuote = (await orderRecords(t, owner.token, { quoteCoin: 'BTC' })).json().result;
    expect(otherQuote.totalRow).toBe(0);
    const emptyFilters = (
      await orderRecords(t, owner.token, { baseCoin: '', quoteCoin: '', entryStatus: '' })
    ).json();
    expect(emptyFilters.result.totalRow).toBe(8);
  });

  it('shows a user only their own orders', async () => {
    const theirs = (await orderRecords(t, stranger.token)).json().result;
    expect(theirs.totalRow).toBe(1);
    expect(idsOf(opened)).not.toContain(theirs.list[0].id);
  });

  it.each([
    ['entryStatus', { entryStatus: '3' }],
    ['pageSize', { pageSize: '101' }],
    ['pageNo', { pageNo: '0' }],
    ['baseCoin', { baseCoin: 'not a coin!' }],
  ])('refuses a bad %s with FIELD_INVALID', async (field, form) => {
    const body = (await orderRecords(t, owner.token, form)).json();
    expect(body).toMatchObject({ code: 0, result: null, error: 'FIELD_INVALID' });
    expect(body.message).toBe(`The field “${field}” is not valid.`);
  });

  it('asks a visitor to log in', async () => {
    const body = (await postForm(t.app, secondContractPaths.getContractRecord, {})).json();
    expect(body).toMatchObject({ code: -2, error: 'SESSION_INVALID' });
  });
});

describe('getContractRecordById', () => {
  it('answers an open order with its open price and time', async () => {
    const order = btcOrders()[0]!;
    const body = (await orderById(t, owner.token, order.id)).json();
    expect(body).toEqual({ code: 200, result: order, message: 'Success' });
    expect(body.result).toMatchObject({
      openPrice: '60000.12',
      openTime: testStartMs + 1000,
      entryStatus: 1,
    });
  });

  it('answers a settled order with its settlement price and time, source, result and profit', async () => {
    const order = ethOrders()[0]!;
    const { result } = (await orderById(t, owner.token, order.id)).json();
    expect(result).toMatchObject({
      openPrice: '3000.5',
      openTime: testStartMs,
      settleTime: testStartMs + 30_000,
      settlePrice: '3001',
      settledAt: testStartMs + 42_000,
      priceSource: 'sim',
      entryStatus: 2,
      result: 1,
      profit: '8',
    });
  });

  it("answers another user's order exactly like one that does not exist", async () => {
    const mine = opened[0]!;
    const notFound = {
      code: 0,
      result: null,
      message: 'This order does not exist.',
      msg: 'This order does not exist.',
      error: 'TRADING_ORDER_NOT_FOUND',
    };
    expect((await orderById(t, stranger.token, mine.id)).json()).toEqual(notFound);
    expect((await orderById(t, owner.token, '999999999')).json()).toEqual(notFound);
    const japanese = (await orderById(t, stranger.token, mine.id, 'ja-JP')).json();
    expect(japanese.error).toBe('TRADING_ORDER_NOT_FOUND');
    expect(japanese.message).not.toBe(notFound.message);
  });

  it('refuses an id that is not a row id', async () => {
    for (const id of ['abc', '-1', '1.5', '99999999999999999999']) {
      expect((await orderById(t, owner.token, id)).json()).toMatchObject({ code: 0, error: 'FIELD_INVALID' });
    }
  });
});
