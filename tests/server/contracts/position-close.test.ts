// Proves closing through the HTTP call, to the unit: a profit close (the counterparty pays the profit), a loss close
// (the user pays the loss), a close at a mark already past liquidation (liquidated: the whole margin, never more);
// cancelling a pending limit entry returns margin and fee; a closed position, another user's position or an
// unknown id is refused and nothing moves; an Idempotency-Key retry answers the first close; a close without a
// price changes nothing; and the list call pages the user's own positions with its status and open filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedPriceFeed, type FixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  closePosition,
  contractUsdt,
  contractUser,
  listPositions,
  openedPosition,
  positionJournal,
  positionMoney,
} from '../support/contracts';

let t: TestApp;
let feed: FixedPriceFeed;
beforeAll(async () => {
  feed = createFixedPriceFeed({ BTC: 60000, ETH: 3000 });
  t = await createTestApp({ feed });
});
afterAll(() => t.close());

/** Every test starts from BTC at 60000. */
function priceBtc(price: number): void {
  feed.prices.set('BTC', price);
}

describe('a manual close', () => {
  it('pays a profit from the counterparty: +50 at 63000 on 100 × 10 bought up at 60000', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const position = await openedPosition(t, user.token);
    priceBtc(63000);
    t.clock.advance(60_000);
    const closed = (await closePosition(t, user.token, position.id)).json();
    expect(closed).toMatchObject({
      code: 1,
      msg: 'Closed',
      data: { status: 2, closeReason: 1, closePrice: '63000', profit: '50', closedAt: t.clock.nowMs },
    });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '1049.5', frozen: '0' });
    expect(await positionJournal(t, position.id)).toEqual([
      `contract:${position.id}:open`,
      `contract:${position.id}:close`,
    ]);
    expect(await positionMoney(t, position.id)).toEqual({
      counterparty: '-50',
      fees: '0.5',
      'user-available': '49.5',
      'user-frozen': '0',
    });
  });

  it('takes a loss to the counterparty: −20 at 58800, and a buy-down gains on the same move', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const up = await openedPosition(t, user.token);
    const down = await openedPosition(t, user.token, { direction: '2', margin: '50', multiple: '20' });
    priceBtc(58800);
    const upClosed = (await closePosition(t, user.token, up.id)).json().data;
    const downClosed = (await closePosition(t, user.token, down.id)).json().data;
    expect(upClosed).toMatchObject({ status: 2, profit: '-20', closePrice: '58800' });
    // size 1000, 1200 / 60000 of it.
    expect(downClosed).toMatchObject({ status: 2, profit: '20', closePrice: '58800' });
    expect(await positionMoney(t, up.id)).toMatchObject({ counterparty: '20', 'user-available': '-20.5' });
    // 1000 − 100.5 − 50.5 + 80 + 70 = 999.
    expect(await contractUsdt(t, user.id)).toEqual({ available: '999', frozen: '0' });
  });

  it('liquidates instead when the mark is already past the liquidation price: the user loses the margin, no more', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const position = await openedPosition(t, user.token);
    // 30000 would be a loss of 500 on a margin of 100.
    priceBtc(30000);
    const closed = (await closePosition(t, user.token, position.id, { language: 'en-US' })).json();
    expect(closed).toMatchObject({
      code: 1,
      msg: 'The price had reached the liquidation price, so the position was liquidated.',
      data: { status: 3, closeReason: 4, closePrice: '30000', profit: '-100' },
    });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '899.5', frozen: '0' });
    expect(await positionMoney(t, position.id)).toMatchObject({ counterparty: '100', 'user-frozen': '0' });
  });

  it('answers an Idempotency-Key retry with the first close, and refuses a second close without one', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const position = await openedPosition(t, user.token);
    priceBtc(61200);
    const first = (await closePosition(t, user.token, position.id, { idempotencyKey: 'close-1' })).json();
    priceBtc(62400);
    const retry = (await closePosition(t, user.token, position.id, { idempotencyKey: 'close-1' })).json();
    expect(retry.data).toEqual(first.data);
    const again = (await closePosition(t, user.token, position.id, { language: 'ko-KR' })).json();
    expect(again).toMatchObject({
      code: 0,
      error: 'CONTRACT_POSITION_CLOSED',
      msg: '이미 종료된 포지션입니다. 변경된 내용은 없습니다.',
    });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '1019.5', frozen: '0' });
    expect(await positionJournal(t, position.id)).toHaveLength(2);
  });

  it("refuses another user's position and an unknown id as not found, and a close without a price", async () => {
    priceBtc(60000);
    const owner = await contractUser(t);
    const other = await contractUser(t);
    const position = await openedPosition(t, owner.token);
    expect((await closePosition(t, other.token, position.id)).json().error).toBe('TRADING_ORDER_NOT_FOUND');
    expect((await closePosition(t, owner.token, '999999999')).json().error).toBe('TRADING_ORDER_NOT_FOUND');
    expect((await closePosition(t, owner.token, 'abc')).json().error).toBe('FIELD_INVALID');
    feed.failing = true;
    const unavailable = await closePosition(t, owner.token, position.id);
    feed.failing = false;
    expect(unavailable.statusCode).toBe(200);
    expect(unavailable.json().error).toBe('TRADING_MARKET_UNAVAILABLE');
    expect(await contractUsdt(t, owner.id)).toEqual({ available: '899.5', frozen: '100' });
    expect(await positionJournal(t, position.id)).toHaveLength(1);
  });
});

describe('cancelling a pending limit entry', () => {
  it('returns the margin and the fee, without needing a price, once', async () => {
    priceBtc(60000);
    const user = await contractUser(t);
    const entry = await openedPosition(t, user.token, { priceType: '2', price: '59000' });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '899.5', frozen: '100' });
    feed.failing = true;
    const cancelled = (await closePosition(t, user.token, entry.id)).json();
    feed.failing = false;
    expect(cancelled).toMatchObject({ code: 1, msg: 'Cancelled', data: { status: 4, profit: null } });
    expect(await contractUsdt(t, user.id)).toEqual({ available: '1000', frozen: '0' });
    expect(await positionJournal(t, entry.id)).toEqual([
      `contract:${entry.id}:open`,
      `contract:${entry.id}:cancel`,
    ]);
    expect(await positionMoney(t, entry.id)).toEqual({
      fees: '0',
      'user-available': '0',
      'user-frozen': '0',
    });
    expect((await closePosition(t, user.token, entry.id)).json().error).toBe('CONTRACT_POSITION_CLOSED');
  });
});

describe('the list call', () => {
  it("pages the user's own positions newest first, filtered by status, open=1 and symbol", async () => {
    priceBtc(60000);
    const user = await contractUser(t, '5000');
    const stranger = await contractUser(t);
    await openedPosition(t, stranger.token);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      t.clock.advance(1000);
      ids.push((await openedPosition(t, user.token)).id);
    }
    t.clock.advance(1000);
    const pending = await openedPosition(t, user.token, { priceType: '2', price: '50000' });
    t.clock.advance(1000);
    const eth = await openedPosition(t, user.token, { symbol: 'ethusdt', direction: '2' });
    await closePosition(t, user.token, ids[0]!);

    const all = (await listPositions(t, user.token)).json().data;
    expect(all.totalRow).toBe(5);
    expect(all.list.map((position: { id: string }) => position.id)).toEqual([
      eth.id,
      pending.id,
      ids[2],
      ids[1],
      ids[0],
    ]);
    const page2 = (await listPositions(t, user.token, { pageNo: '2', pageSize: '2' })).json().data;
    expect(page2).toMatchObject({ totalRow: 5, list: [{ id: ids[2] }, { id: ids[1] }] });
    const open = (await listPositions(t, user.token, { open: '1' })).json().data;
    expect(open.totalRow).toBe(4);
    expect((await listPositions(t, user.token, { status: '0' })).json().data.list).toMatchObject([
      { id: pending.id },
    ]);
    expect((await listPositions(t, user.token, { status: '2' })).json().data.list).toMatchObject([
      { id: ids[0] },
    ]);
    expect((await listPositions(t, user.token, { status: '2', open: '1' })).json().data.totalRow).toBe(0);
    expect((await listPositions(t, user.token, { symbol: 'ETHUSDT' })).json().data.list).toMatchObject([
      { id: eth.id, symbol: 'ethusdt', baseCoin: 'ETH' },
    ]);
    expect((await listPositions(t, user.token, { status: '7' })).json().error).toBe('FIELD_INVALID');
    expect((await listPositions(t, user.token, { pageSize: '101' })).json().error).toBe('FIELD_INVALID');
    expect((await listPositions(t, user.token, { symbol: 'nopeusdt' })).json().error).toBe(
      'TRADING_PAIR_UNKNOWN',
    );
  });
});
