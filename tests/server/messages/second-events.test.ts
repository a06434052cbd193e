// Proves that the timed-order settlement engine writes one inbox message per settled order in the settling batch's
// transaction, in each user's stored language, with the duration, pair, stake, settlement price and signed result
// (+16 for a win at 80 %, -20 for a loss); a batch of many orders writes one each; running the engine again or
// replaying a batch's messages writes nothing more; and a batch that fails before its commit leaves no message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecondContractOrder } from '../../../src/common/trading-types';
import { createSecondContractEngine } from '../../../src/server/engines/second-contract';
import { recordEventMessages } from '../../../src/server/modules/messages/messages-service';
import { registerUser } from '../support/accounts';
import { createTestApp, servicesOf, type TestApp } from '../support/test-app';
import { createOrder, fundContract, orderForm } from '../second-contract/second-support';
import { createTimelineFeed, type TimelineFeed } from '../second-contract/timeline-feed';
import { crashingBeforeCommit, speak, storedMessages } from './messages-support';

let t: TestApp;
let feed: TimelineFeed;
beforeAll(async () => {
  feed = createTimelineFeed();
  t = await createTestApp({ feed });
});
afterAll(() => t.close());

async function fundedUser(language: string) {
  const user = await registerUser(t);
  await speak(t, user.token, language);
  await fundContract(t, user.userId, '1000');
  return user;
}

async function opened(token: string, form: Record<string, string>): Promise<SecondContractOrder> {
  const body = (await createOrder(t, token, orderForm(form))).json();
  expect(body.code, body.message).toBe(200);
  return body.result as SecondContractOrder;
}

/** BTC at 60000 now and 60001 thirty seconds later: up wins, down loses. */
function btcRisesInThirtySeconds(): void {
  feed.setPrice('btcusdt', t.clock.nowMs, 60000);
  feed.setPrice('btcusdt', t.clock.nowMs + 30_000, 60001);
}

describe('settled timed orders', () => {
  it('write one message each in the owner’s language; a second run and a replay write nothing more', async () => {
    const english = await fundedUser('en-US');
    const chinese = await fundedUser('zh-CN');
    btcRisesInThirtySeconds();
    const win = await opened(english.token, { openAmount: '20', positionTime: '30', tradeType: '1' });
    const loss = await opened(chinese.token, { openAmount: '20', positionTime: '30', tradeType: '2' });
    t.clock.advance(30_000);
    await t.app.engines.runDue();
    await t.app.engines.runDue();

    const englishMessages = await storedMessages(t, english.userId);
    expect(englishMessages).toEqual([
      {
        kind: 'second_settled',
        reference: `settle:${win.id}`,
        title: 'Timed order settled',
        body: 'Your 30 s order on BTC/USDT (20.00 USDT) settled at 60,001.00. Result: +16.00 USDT.',
      },
    ]);
    expect(await storedMessages(t, chinese.userId)).toEqual([
      {
        kind: 'second_settled',
        reference: `settle:${loss.id}`,
        title: '秒合约订单已结算',
        body: '您在 BTC/USDT 的 30 秒订单（20.00 USDT）已按 60,001.00 结算。结果：-20.00 USDT。',
      },
    ]);

    // A second process replaying the batch's messages: the reference is taken, nothing is written.
    await t.database.handle.db.transaction((tx) =>
      recordEventMessages(tx, [
        {
          userId: Number(english.userId),
          kind: 'second_settled',
          reference: `settle:${win.id}`,
          at: new Date(),
        },
      ]),
    );
    expect(await storedMessages(t, english.userId)).toEqual(englishMessages);
  });

  it('a batch of many orders writes one message per order', async () => {
    const users = [await fundedUser('ja-JP'), await fundedUser('ko-KR')];
    btcRisesInThirtySeconds();
    for (const user of users) {
      for (let index = 0; index < 6; index += 1) {
        await opened(user.token, {
          openAmount: '10',
          positionTime: '30',
          tradeType: index % 2 === 0 ? '1' : '2',
        });
      }
    }
    t.clock.advance(30_000);
    await t.app.engines.runDue();
    const japanese = await storedMessages(t, users[0]!.userId);
    expect(japanese).toHaveLength(6);
    expect(new Set(japanese.map((message) => message.reference)).size).toBe(6);
    expect(japanese.map((message) => message.title)).toEqual(
      Array(6).fill('秒単位取引の注文が決済されました'),
    );
    expect(japanese.filter((message) => message.body.endsWith('結果：+8.00 USDT。'))).toHaveLength(3);
    expect(japanese.filter((message) => message.body.endsWith('結果：-10.00 USDT。'))).toHaveLength(3);
    expect(await storedMessages(t, users[1]!.userId)).toHaveLength(6);
  });

  it('a batch that fails before its commit leaves no message; the next run writes one', async () => {
    const user = await fundedUser('en-US');
    btcRisesInThirtySeconds();
    const order = await opened(user.token, { openAmount: '20', positionTime: '30' });
    t.clock.advance(30_000);
    const db = t.database.handle.db;
    const crashing = createSecondContractEngine({
      db: crashingBeforeCommit(db),
      feed,
      ledger: servicesOf(t).ledger,
    });
    await expect(crashing.runBatch(t.clock.nowMs)).rejects.toThrow(/before the commit/);
    expect(await storedMessages(t, user.userId)).toEqual([]);
    await t.app.engines.runDue();
    expect((await storedMessages(t, user.userId)).map((message) => message.reference)).toEqual([
      `settle:${order.id}`,
    ]);
  });
});
