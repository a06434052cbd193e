// Proves that a leveraged position's endings the user did not ask for each write one inbox message in the user's
// stored language, in the transaction that ends it: a take-profit (English), a stop-loss (Chinese) and a
// liquidation (Korean) by the position engine, with the pair, the price and the profit and loss or lost margin; a
// second engine run writes nothing more; a close by hand writes none, and a close by hand past the liquidation
// price (which liquidates) writes the liquidation message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractStatus } from '../../../src/common/trading-types';
import { closePosition, contractUser, openedPosition } from '../support/contracts';
import { createFixedPriceFeed, type FixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, type TestApp } from '../support/test-app';
import { speak, storedMessages } from './messages-support';

let t: TestApp;
let feed: FixedPriceFeed;
beforeAll(async () => {
  feed = createFixedPriceFeed({ BTC: 60000 });
  t = await createTestApp({ feed });
});
afterAll(() => t.close());

async function runEngineAt(btc: number): Promise<void> {
  feed.prices.set('BTC', btc);
  t.clock.advance(1000);
  await t.app.engines.runDue();
}

async function speakingUser(language: string) {
  const user = await contractUser(t);
  await speak(t, user.token, language);
  return user;
}

describe('position endings', () => {
  it('take-profit, stop-loss and liquidation write one message each; a second run writes nothing', async () => {
    feed.prices.set('BTC', 60000);
    const english = await speakingUser('en-US');
    const chinese = await speakingUser('zh-CN');
    const korean = await speakingUser('ko-KR');
    const takeProfit = await openedPosition(t, english.token, { takeProfit: '61000' });
    const stopLoss = await openedPosition(t, chinese.token, { stopLoss: '57000' });
    const liquidated = await openedPosition(t, korean.token);

    await runEngineAt(61500);
    await runEngineAt(56400);
    await runEngineAt(54300);
    await runEngineAt(54300);

    expect(await storedMessages(t, english.id)).toEqual([
      {
        kind: 'position_take_profit',
        reference: `contract:${takeProfit.id}:close`,
        title: 'Take-profit executed',
        body: 'Your BTC/USDT position was closed by its take-profit at 61,500.00. Profit and loss: +25.00 USDT.',
      },
    ]);
    expect(await storedMessages(t, chinese.id)).toEqual([
      {
        kind: 'position_stop_loss',
        reference: `contract:${stopLoss.id}:close`,
        title: '止损已执行',
        body: '您的 BTC/USDT 仓位已在 56,400.00 触发止损平仓。盈亏：-60.00 USDT。',
      },
    ]);
    expect(await storedMessages(t, korean.id)).toEqual([
      {
        kind: 'position_liquidated',
        reference: `contract:${liquidated.id}:close`,
        title: '포지션 강제 청산',
        body: 'BTC/USDT 포지션이 54,300.00에 강제 청산되었습니다. 증거금 100.00 USDT은(는) 모두 손실 처리되었습니다.',
      },
    ]);
  });

  it('a close by hand writes nothing; a close by hand past the liquidation price writes the liquidation', async () => {
    feed.prices.set('BTC', 60000);
    const user = await speakingUser('ja-JP');
    const closedByHand = await openedPosition(t, user.token);
    expect((await closePosition(t, user.token, closedByHand.id)).json().code).toBe(1);
    expect(await storedMessages(t, user.id)).toEqual([]);

    const gapped = await openedPosition(t, user.token);
    feed.prices.set('BTC', 50000);
    expect((await closePosition(t, user.token, gapped.id)).json().data.status).toBe(
      contractStatus.liquidated,
    );
    expect(await storedMessages(t, user.id)).toEqual([
      {
        kind: 'position_liquidated',
        reference: `contract:${gapped.id}:close`,
        title: 'ポジションがロスカットされました',
        body: 'BTC/USDT のポジションが 50,000.00 でロスカットされました。証拠金 100.00 USDT は失われました。',
      },
    ]);
  });
});
