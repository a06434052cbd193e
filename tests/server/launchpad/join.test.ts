// Proves joining a sale: the cost (amount × price rounded up) is frozen with one `launchpad:<id>:join` movement;
// every refusal (unknown, not started, ended, amount missing/malformed/too precise/below the minimum/over the
// per-user limit, trade password missing/unset/wrong, balance too low) changes nothing and is answered in the
// request's language; the limit holds across several joins; a retried Idempotency-Key joins once; the public
// list and detail show states from the server's clock and the caller's own total.
import { liveCursorHeader } from '../../../src/common/live-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchpadPaths } from '../../../src/common/api-paths';
import { listingStates } from '../../../src/common/launchpad-types';
import { postForm, createTestApp, type TestApp } from '../support/test-app';
import { registerUser } from '../support/accounts';
import { testTradePassword } from '../support/withdrawals';
import {
  createListing,
  dayMs,
  hourMs,
  join,
  joiner,
  joinOk,
  movementCount,
  records,
  snapshot,
  usdtOf,
} from './launchpad-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('joining a launchpad sale', () => {
  it('freezes amount × price rounded up and records the subscription', async () => {
    const listing = await createListing(t, { price: '0.33333333' });
    const user = await joiner(t, '10');
    const subscription = await joinOk(t, user.token, listing.id, '1.5');
    // 1.5 × 0.33333333 = 0.499999995 → 0.5 (up).
    expect(subscription).toMatchObject({ requested: '1.5', price: '0.33333333', cost: '0.5', status: 0 });
    expect(await usdtOf(t, user.id)).toEqual({ available: '9.5', frozen: '0.5' });
    expect(await movementCount(t, `launchpad:${subscription.id}:join`)).toBe(1);
  });

  it('refuses every bad join, changing nothing, in the request language', async () => {
    const open = await createListing(t, { minPurchase: '2', purchaseLimit: '10', price: '1' });
    const later = await createListing(t, { startsInMs: 2 * dayMs, endsInMs: 3 * dayMs });
    const ended = await createListing(t, { startsInMs: -2 * hourMs, endsInMs: hourMs });
    const user = await joiner(t, '5');
    // `joiner` sets a trade password; this user has none.
    const bare = await registerUser(t);
    t.clock.advance(hourMs + 1);
    const cases: Array<[string, Record<string, string>, string, string]> = [
      ['unknown', { id: '999999', amount: '2' }, 'This new-coin sale does not exist.', '不存在'],
      ['not started', { id: later.id, amount: '2' }, 'has not started yet', '尚未开始'],
      ['ended', { id: ended.id, amount: '2' }, 'has ended', '已结束'],
      ['missing amount', { id: open.id }, 'Please enter how much', '请输入'],
      ['malformed', { id: open.id, amount: '2e1' }, 'at most 8 decimal places', '8 位'],
      ['too precise', { id: open.id, amount: '2.123456789' }, 'at most 8 decimal places', '8 位'],
      ['below minimum', { id: open.id, amount: '1.99' }, 'is 2 ', '2'],
      ['over limit', { id: open.id, amount: '10.5' }, 'at most 10 ', '10'],
      ['balance', { id: open.id, amount: '6' }, 'Insufficient', '余额不足'],
    ];
    for (const [name, form, english, chinese] of cases) {
      for (const [language, expected] of [
        ['en-US', english],
        ['zh-CN', chinese],
      ] as const) {
        const before = await snapshot(t, user.id);
        const response = await join(
          t,
          user.token,
          { ...form, tradePassword: testTradePassword },
          { language, idempotencyKey: `refused-${name.replace(/ /g, '-')}-${language}` },
        );
        const body = response.json();
        expect(body.code, `${name} ${language}`).not.toBe(1);
        expect(body.msg, `${name} ${language}`).toContain(expected);
        expect(await snapshot(t, user.id), name).toEqual(before);
      }
    }
    const before = await snapshot(t, user.id);
    const wrong = (await join(t, user.token, { id: open.id, amount: '2', tradePassword: '000000' })).json();
    expect(wrong.msg).toContain('incorrect');
    const missing = (await join(t, user.token, { id: open.id, amount: '2' })).json();
    expect(missing.code).not.toBe(1);
    const unset = (
      await join(
        t,
        bare.token,
        { id: open.id, amount: '2', tradePassword: testTradePassword },
        { language: 'zh-CN' },
      )
    ).json();
    expect(unset.code).not.toBe(1);
    expect(unset.msg).not.toContain('Please');
    expect(await snapshot(t, user.id)).toEqual(before);
    const visitor = (await postForm(t.app, launchpadPaths.join, { id: open.id, amount: '2' })).json();
    expect(visitor.code).toBe(-2);
  });

  it('holds the per-user limit across several joins and tells what is left', async () => {
    const listing = await createListing(t, { purchaseLimit: '10', minPurchase: '0.1', price: '1' });
    const user = await joiner(t, '100');
    await joinOk(t, user.token, listing.id, '4');
    await joinOk(t, user.token, listing.id, '5.5');
    const before = await snapshot(t, user.id);
    const over = (
      await join(t, user.token, { id: listing.id, amount: '0.6', tradePassword: testTradePassword })
    ).json();
    expect(over.msg).toContain('at most 0.5 ');
    expect(await snapshot(t, user.id)).toEqual(before);
    await joinOk(t, user.token, listing.id, '0.5');
    expect(await usdtOf(t, user.id)).toEqual({ available: '90', frozen: '10' });
    // Another user has their own limit.
    const other = await joiner(t, '100');
    await joinOk(t, other.token, listing.id, '10');
  });

  it('joins once for a retried Idempotency-Key', async () => {
    const listing = await createListing(t, { price: '2' });
    const user = await joiner(t, '100');
    const form = { id: listing.id, amount: '3', tradePassword: testTradePassword };
    const first = (await join(t, user.token, form, { idempotencyKey: 'join-retry-1' })).json();
    const second = (await join(t, user.token, form, { idempotencyKey: 'join-retry-1' })).json();
    expect(second.data).toEqual(first.data);
    expect((await records(t, user.token, { id: listing.id })).totalRow).toBe(1);
    expect(await usdtOf(t, user.id)).toEqual({ available: '94', frozen: '6' });
  });

  it('lists sales joining first, then warming up, then ended, and shows my total in the detail', async () => {
    const user = await joiner(t, '100');
    const listing = await createListing(t, { price: '1' });
    await joinOk(t, user.token, listing.id, '7');
    const page = (await postForm(t.app, launchpadPaths.list, { pageSize: '100' })).json().data;
    const states = page.list.map((entry: { state: number }) => entry.state);
    expect(
      [...states].sort((a: number, b: number) => {
        const rank = (state: number) =>
          state === listingStates.joining ? 0 : state === listingStates.warmingUp ? 1 : 2;
        return rank(a) - rank(b);
      }),
    ).toEqual(states);
    expect(page.list[0].serverTime).toBe(t.clock.nowMs);

    const visitorAnswer = await postForm(t.app, launchpadPaths.detail, { id: listing.id }, 'zh-CN');
    expect(visitorAnswer.json().data).toMatchObject({
      myRequested: '0',
      intro: '一个测试项目。',
      subscribedAmount: '7',
    });
    expect(visitorAnswer.headers[liveCursorHeader]).toBeUndefined();
    const mineAnswer = await postForm(t.app, launchpadPaths.detail, { id: listing.id }, 'ja-JP', {
      token: user.token,
    });
    expect(mineAnswer.json().data).toMatchObject({
      myRequested: '7',
      intro: 'A test project.',
      state: listingStates.joining,
    });
    // The user's own figures: the answer says how current it is, as a private call's does.
    expect(mineAnswer.headers[liveCursorHeader]).toBe(
      String(await t.app.live.journal.cursorOf(Number(user.userId))),
    );
    const unknown = (await postForm(t.app, launchpadPaths.detail, { id: '424242' })).json();
    expect(unknown.msg).toBe('This new-coin sale does not exist.');
  });

  // Last in the file: it moves the shared clock past the end of its sale.
  it('answers a retried Idempotency-Key with the join even after the sale ended', async () => {
    const listing = await createListing(t, { price: '2' });
    const user = await joiner(t, '100');
    const form = { id: listing.id, amount: '3', tradePassword: testTradePassword };
    const first = (await join(t, user.token, form, { idempotencyKey: 'join-late-retry' })).json();
    expect(first.code).toBe(1);
    // The answer was lost and the retry comes after the end of the sale: it still gets the join that went through.
    t.clock.advance(listing.endsAt + hourMs - t.clock.nowMs);
    const late = (await join(t, user.token, form, { idempotencyKey: 'join-late-retry' })).json();
    expect(late.data).toEqual(first.data);
    const fresh = (await join(t, user.token, form, { idempotencyKey: 'join-after-end' })).json();
    expect(fresh.code).not.toBe(1);
    expect(await usdtOf(t, user.id)).toEqual({ available: '94', frozen: '6' });
  });
});
