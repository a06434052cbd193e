// Proves cancel and the records list through the routes: a cancel unfreezes exactly what placement froze in one
// `spot:<id>:cancel` movement and answers "Cancelled" (translated); cancelling twice, someone else's order or an
// unknown id is refused with its message and changes nothing; an Idempotency-Key replays the cancel; the list
// pages by 10 newest first with totalRow over all pages, filters by status, `open=1` and symbol, and shows only
// the caller's orders. The ledger invariant checker runs after every test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  cancelOrder,
  coinBuckets,
  fundedUser,
  listOrders,
  movementsOf,
  placed,
  spotSnapshot,
} from './spot-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.01 }) });
});
afterAll(() => t.close());

describe('cancel', () => {
  it('unfreezes exactly what a buy froze and answers the cancelled order', async () => {
    const user = await fundedUser(t, { USDT: '10000' });
    const order = await placed(t, user.token, {
      symbol: 'btcusdt',
      side: '1',
      price: '60000.12',
      amount: '0.12345678',
    });
    t.clock.advance(5000);
    const body = (await cancelOrder(t, user.token, String(order.id))).json();
    expect(body).toMatchObject({
      code: 1,
      msg: 'Cancelled',
      data: { id: order.id, status: 2, total: '7407.42161482', finishedAt: t.clock.nowMs },
    });
    expect(await coinBuckets(t, user.userId, 'USDT')).toEqual({ available: '10000', frozen: '0' });
    expect(await movementsOf(t, String(order.id))).toEqual([
      `spot:${order.id}:place`,
      `spot:${order.id}:cancel`,
    ]);
  });

  it('unfreezes a sell’s base amount and answers in Japanese', async () => {
    const user = await fundedUser(t, { ETH: '1' });
    const order = await placed(t, user.token, {
      symbol: 'ethusdt',
      side: '2',
      price: '3000.01',
      amount: '0.4',
    });
    const body = (await cancelOrder(t, user.token, String(order.id), { language: 'ja-JP' })).json();
    expect(body).toMatchObject({ code: 1, msg: '取り消しました' });
    expect(await coinBuckets(t, user.userId, 'ETH')).toEqual({ available: '1', frozen: '0' });
  });

  it('refuses a second cancel with a clear message and changes nothing', async () => {
    const user = await fundedUser(t, { USDT: '100' });
    const order = await placed(t, user.token, { symbol: 'btcusdt', side: '1', price: '100', amount: '0.5' });
    expect((await cancelOrder(t, user.token, String(order.id))).json().code).toBe(1);
    const before = await spotSnapshot(t, user.userId);
    const again = (await cancelOrder(t, user.token, String(order.id))).json();
    expect(again).toEqual({
      code: 0,
      data: null,
      msg: 'This order has already been cancelled.',
      error: 'SPOT_ORDER_CANCELLED',
    });
    const inKorean = (await cancelOrder(t, user.token, String(order.id), { language: 'ko-KR' })).json();
    expect(inKorean.msg).toBe('이미 취소된 주문입니다.');
    expect(await spotSnapshot(t, user.userId)).toEqual(before);
  });

  it('answers TRADING_ORDER_NOT_FOUND for someone else’s order, exactly as for an unknown id', async () => {
    const owner = await fundedUser(t, { USDT: '100' });
    const other = await fundedUser(t, { USDT: '100' });
    const order = await placed(t, owner.token, { symbol: 'btcusdt', side: '1', price: '100', amount: '0.5' });
    const ownerBefore = await spotSnapshot(t, owner.userId);
    const theirs = (await cancelOrder(t, other.token, String(order.id))).json();
    const unknown = (await cancelOrder(t, other.token, '987654321')).json();
    expect(theirs).toEqual({
      code: 0,
      data: null,
      msg: 'This order does not exist.',
      error: 'TRADING_ORDER_NOT_FOUND',
    });
    expect(unknown).toEqual(theirs);
    const inChinese = (await cancelOrder(t, other.token, String(order.id), { language: 'zh-CN' })).json();
    expect(inChinese.msg).toBe('该订单不存在。');
    expect(await spotSnapshot(t, owner.userId)).toEqual(ownerBefore);
    expect(await coinBuckets(t, owner.userId, 'USDT')).toEqual({ available: '50', frozen: '50' });
  });

  it('refuses an id that is not a row id', async () => {
    const user = await fundedUser(t, {});
    for (const id of ['', 'abc', '-1', '1.5']) {
      const body = (await cancelOrder(t, user.token, id)).json();
      expect(body.code).toBe(0);
      expect(['FIELD_MISSING', 'FIELD_INVALID']).toContain(body.error);
    }
  });

  it('replays a cancel retried with its Idempotency-Key instead of refusing it', async () => {
    const user = await fundedUser(t, { USDT: '100' });
    const order = await placed(t, user.token, { symbol: 'btcusdt', side: '1', price: '100', amount: '0.5' });
    const first = (await cancelOrder(t, user.token, String(order.id), { idempotencyKey: 'cancel-1' })).json();
    const retry = (await cancelOrder(t, user.token, String(order.id), { idempotencyKey: 'cancel-1' })).json();
    expect(first.code).toBe(1);
    expect(retry).toEqual(first);
    expect(await movementsOf(t, String(order.id))).toHaveLength(2);
  });
});

describe('list', () => {
  /** 23 orders of one user over two pairs, one second apart; some cancelled. */
  async function trader() {
    const user = await fundedUser(t, { USDT: '100000', ETH: '100' });
    const ids: string[] = [];
    for (let index = 0; index < 23; index += 1) {
      t.clock.advance(1000);
      const form =
        index % 3 === 0
          ? { symbol: 'ethusdt', side: '2', price: String(5000 + index), amount: '1' }
          : { symbol: 'btcusdt', side: '1', price: String(100 + index), amount: '1' };
      ids.push(String((await placed(t, user.token, form)).id));
    }
    for (const id of ids.slice(0, 5)) await cancelOrder(t, user.token, id);
    return { user, ids };
  }

  it('pages by 10, newest first, with totalRow counting every page', async () => {
    const { user, ids } = await trader();
    const newestFirst = [...ids].reverse();
    const pages = [];
    for (const pageNo of ['1', '2', '3', '4']) {
      const body = (await listOrders(t, user.token, { pageNo })).json();
      expect(body).toMatchObject({ code: 1, msg: 'Success' });
      expect(body.data.totalRow).toBe(23);
      pages.push(body.data.list.map((order: { id: string }) => order.id));
    }
    expect(pages.map((page) => page.length)).toEqual([10, 10, 3, 0]);
    expect(pages.flat()).toEqual(newestFirst);
    const bigPage = (await listOrders(t, user.token, { pageSize: '50' })).json();
    expect(bigPage.data.list).toHaveLength(23);
  });

  it('filters by status, open=1 and symbol, each with its own totalRow', async () => {
    const { user, ids } = await trader();
    const cancelled = (await listOrders(t, user.token, { status: '2' })).json().data;
    expect(cancelled.totalRow).toBe(5);
    expect(cancelled.list.map((order: { id: string }) => order.id)).toEqual(ids.slice(0, 5).reverse());
    const unfinished = (await listOrders(t, user.token, { status: '0' })).json().data;
    const open = (await listOrders(t, user.token, { open: '1' })).json().data;
    expect(unfinished.totalRow).toBe(18);
    expect(open).toEqual(unfinished);
    expect((await listOrders(t, user.token, { status: '1' })).json().data).toEqual({ list: [], totalRow: 0 });
    const eth = (await listOrders(t, user.token, { symbol: 'ETHUSDT' })).json().data;
    expect(eth.totalRow).toBe(8);
    expect(eth.list.every((order: { symbol: string }) => order.symbol === 'ethusdt')).toBe(true);
    const openEth = (await listOrders(t, user.token, { symbol: 'ethusdt', open: '1' })).json().data;
    expect(openEth.totalRow).toBe(6);
    const empty = (await listOrders(t, user.token, { symbol: '', status: '' })).json().data;
    expect(empty.totalRow).toBe(23);
  });

  it('shows only the caller’s orders', async () => {
    await trader();
    const stranger = await fundedUser(t, {});
    expect((await listOrders(t, stranger.token)).json().data).toEqual({ list: [], totalRow: 0 });
  });

  it('refuses a bad filter or page with a field error and an unknown symbol as unknown', async () => {
    const user = await fundedUser(t, {});
    const refusals: Array<[Record<string, string>, string]> = [
      [{ status: '3' }, 'FIELD_INVALID'],
      [{ status: 'x' }, 'FIELD_INVALID'],
      [{ open: '1', status: '1' }, 'FIELD_INVALID'],
      [{ pageNo: '0' }, 'FIELD_INVALID'],
      [{ pageSize: '101' }, 'FIELD_INVALID'],
      [{ pageNo: '10001' }, 'FIELD_INVALID'],
      [{ symbol: 'btceur' }, 'TRADING_PAIR_UNKNOWN'],
    ];
    for (const [form, error] of refusals) {
      expect((await listOrders(t, user.token, form)).json()).toMatchObject({ code: 0, error });
    }
  });
});
