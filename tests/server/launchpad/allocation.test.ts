// Proves the launchpad engine end to end over HTTP: an oversubscribed sale is allocated once with exact money to
// the minor unit (frozen cost → paid to the seller + refunded; the coin credited frozen), messages are written
// once in each user's stored language, the coin is released at the end of the lock-up and not a moment before,
// a zero lock-up is released by the same run, a nothing-allocated subscription is refunded whole, and a crash
// between allocation and release (a new app over the same database) releases exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionStatus } from '../../../src/common/launchpad-types';
import { buildApp } from '../../../src/server/app';
import {
  createTestApp,
  servicesOf,
  testOperatorToken,
  testServerSecret,
  type TestApp,
} from '../support/test-app';
import {
  coinOf,
  createListing,
  dayMs,
  hourMs,
  joiner,
  joinOk,
  launchpadBalance,
  messagesOf,
  movementCount,
  records,
  usdtOf,
} from './launchpad-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('launchpad allocation and release', () => {
  it('allocates an oversubscribed sale pro rata, exactly once, and releases after the lock-up', async () => {
    const listing = await createListing(t, { offeredAmount: '2', price: '0.33333333', lockupDays: 7 });
    const english = await joiner(t, '10');
    const chinese = await joiner(t, '10', 'zh-CN');
    const korean = await joiner(t, '10', 'ko-KR');
    for (const user of [english, chinese, korean]) await joinOk(t, user.token, listing.id, '1');
    expect(await usdtOf(t, english.id)).toEqual({ available: '9.66666667', frozen: '0.33333333' });

    t.clock.advance(dayMs);
    await t.app.engines.runDue();
    await t.app.engines.runDue();
    for (const user of [english, chinese, korean]) {
      // 10 − 0.33333333 + 0.11111111 refunded; the coin locked in frozen.
      expect(await usdtOf(t, user.id)).toEqual({ available: '9.77777778', frozen: '0' });
      expect(await coinOf(t, user.id, listing.coin)).toEqual({ available: '0', frozen: '0.66666666' });
      const [record] = (await records(t, user.token)).list;
      expect(record).toMatchObject({
        status: subscriptionStatus.allocated,
        allocated: '0.66666666',
        ratio: '0.66666666',
        paid: '0.22222222',
        refunded: '0.11111111',
        cost: '0.33333333',
      });
      expect(record!.releaseAt).toBe(t.clock.nowMs + 7 * dayMs);
    }
    expect(await launchpadBalance(t, 'USDT')).toBe('0.66666666');
    expect(await launchpadBalance(t, listing.coin)).toBe('-1.99999998');
    expect(await movementCount(t, 'launchpad:%:allocate')).toBe(3);

    const [englishMessage] = await messagesOf(t, english.id, 'launchpad_allocated');
    expect(englishMessage!.title).toBe(`${listing.coin} allocated`);
    expect(englishMessage!.body).toContain('allocated 0.66666666');
    const chineseMessages = await messagesOf(t, chinese.id, 'launchpad_allocated');
    expect(chineseMessages).toHaveLength(1);
    expect(chineseMessages[0]!.body).not.toContain('The ');
    expect(chineseMessages[0]!.body).toContain('0.66666666');

    // One minor unit of time before the end of the lock-up: still locked.
    t.clock.advance(7 * dayMs - 1);
    await t.app.engines.runDue();
    expect(await coinOf(t, english.id, listing.coin)).toEqual({ available: '0', frozen: '0.66666666' });
    t.clock.advance(1);
    await t.app.engines.runDue();
    await t.app.engines.runDue();
    expect(await coinOf(t, english.id, listing.coin)).toEqual({ available: '0.66666666', frozen: '0' });
    expect(await movementCount(t, 'launchpad:%:release')).toBe(3);
    // The session has expired by now; the service reads the same records.
    const page = await servicesOf(t).launchpad.records(korean.id, undefined, { pageNo: 1, pageSize: 10 });
    expect(page.list[0]).toMatchObject({
      status: subscriptionStatus.released,
      releasedAt: t.clock.nowMs,
    });
    const released = await messagesOf(t, korean.id, 'launchpad_released');
    expect(released).toHaveLength(1);
    expect(released[0]!.body).toContain('0.66666666');
  });

  it('gives an undersubscribed sale in full and releases a zero lock-up in the same run', async () => {
    const listing = await createListing(t, { offeredAmount: '1000', price: '0.5', lockupDays: 0 });
    const user = await joiner(t, '100');
    await joinOk(t, user.token, listing.id, '3');
    await joinOk(t, user.token, listing.id, '4.5');
    t.clock.advance(dayMs);
    await t.app.engines.runDue();
    expect(await usdtOf(t, user.id)).toEqual({ available: '96.25', frozen: '0' });
    expect(await coinOf(t, user.id, listing.coin)).toEqual({ available: '7.5', frozen: '0' });
    const list = (await records(t, user.token, { id: listing.id })).list;
    expect(list.map((entry) => [entry.requested, entry.ratio, entry.status])).toEqual([
      ['4.5', '1', subscriptionStatus.released],
      ['3', '1', subscriptionStatus.released],
    ]);
  });

  it('refunds the whole cost when nothing can be allocated (status 3, no coin)', async () => {
    const listing = await createListing(t, { offeredAmount: '0.00000001', price: '2', lockupDays: 3 });
    const first = await joiner(t, '10');
    const second = await joiner(t, '10');
    await joinOk(t, first.token, listing.id, '1');
    await joinOk(t, second.token, listing.id, '1');
    t.clock.advance(dayMs);
    await t.app.engines.runDue();
    expect(await usdtOf(t, first.id)).toEqual({ available: '10', frozen: '0' });
    expect(await coinOf(t, first.id, listing.coin)).toEqual({ available: '0', frozen: '0' });
    expect((await records(t, second.token)).list[0]).toMatchObject({
      status: subscriptionStatus.refunded,
      allocated: '0',
      paid: '0',
      refunded: '2',
      releaseAt: null,
    });
  });

  it('releases exactly once after a restart between allocation and release', async () => {
    const listing = await createListing(t, { offeredAmount: '10', price: '1', lockupDays: 2 });
    const user = await joiner(t, '50');
    await joinOk(t, user.token, listing.id, '5');
    t.clock.advance(dayMs);
    await t.app.engines.runDue();
    expect(await coinOf(t, user.id, listing.coin)).toEqual({ available: '0', frozen: '5' });

    // A new process over the same database, its clock past the release time.
    const laterMs = t.clock.nowMs + 2 * dayMs + hourMs;
    const restarted = await buildApp({
      database: t.database.handle,
      feed: t.feed,
      dayKeys: t.dayKeys,
      clock: () => laterMs,
      operatorToken: testOperatorToken,
      dataDir: t.dataDir,
      serverSecret: testServerSecret,
    });
    await restarted.ready();
    try {
      await restarted.engines.runDue();
      await restarted.engines.runDue();
      t.clock.nowMs = laterMs;
      await t.app.engines.runDue();
    } finally {
      // Closing an app stops its engines; the database is the test's and stays open.
      await restarted.close();
    }
    expect(await coinOf(t, user.id, listing.coin)).toEqual({ available: '5', frozen: '0' });
    const [subscription] = (await records(t, user.token, { id: listing.id })).list;
    expect(await movementCount(t, `launchpad:${subscription!.id}:release`)).toBe(1);
    expect(await messagesOf(t, user.id, 'launchpad_released')).toHaveLength(1);
  });
});
