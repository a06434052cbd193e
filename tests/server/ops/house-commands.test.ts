// Proves the house's ops commands over the operator API: `house limits` lists the seeded limits, `house limits set`
// changes one (and the next order feels it), bad words exit 2 and change nothing, and `house` prints the open
// exposure per pair and direction with the house's result today and in total.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser } from '../support/accounts';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { runOps } from '../support/ops';
import { createTestApp, servicesOf, type TestApp } from '../support/test-app';
import { createOrder, fundContract, orderForm, setSecondFeeRate } from '../second-contract/second-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000 }) });
  await setSecondFeeRate(t, '0');
});
afterAll(() => t.close());

async function refusedWords(...argv: string[]) {
  let errorText = '';
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    errorText += String(chunk);
    return true;
  });
  try {
    return { ...(await runOps(t, ...argv)), errorText };
  } finally {
    spy.mockRestore();
  }
}

describe('ops house limits', () => {
  it('lists the seeded limits per product and quote coin', async () => {
    const listed = await runOps(t, 'house', 'limits');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/^product\s+limit\s+value\s+currency\s+updatedAt\s*\n/);
    expect(listed.output).toMatch(/\nsecond\s+stake-max\s+500\s+USDT\s/);
    expect(listed.output).toMatch(/\ncontract\s+daily-loss-max\s+50000\s+USDT\s/);
    expect(listed.output).toMatch(/\nspot\s+exposure-max\s+20\s+BTC\s/);
  });

  it('sets one limit, which the next order obeys', async () => {
    const set = await runOps(t, 'house', 'limits', 'set', 'second', 'stake-max', '50');
    expect(set.code).toBe(0);
    expect(set.output).toMatch(/^second stake-max = 50 USDT\n/);
    const user = await registerUser(t);
    await fundContract(t, user.userId, '100');
    expect((await createOrder(t, user.token, orderForm({ openAmount: '51' }))).json().error).toBe(
      'HOUSE_STAKE_LIMIT',
    );
    const coin = await runOps(t, 'house', 'limits', 'set', 'second', 'stake-max', '0.5', 'btc');
    expect(coin.output).toMatch(/^second stake-max = 0.5 BTC\n/);
    await runOps(t, 'house', 'limits', 'set', 'second', 'stake-max', '500');
  });

  it.each([
    [['bond', 'stake-max', '5'], /no product "bond" \(products: spot, contract, second\)/],
    [['second', 'stake', '5'], /no limit "stake" \(limits: stake-max, exposure-max, daily-loss-max\)/],
    [['second', 'stake-max', '0'], /"0" is not a number above 0/],
    [['second', 'stake-max', '-5'], /"-5" is not a number above 0/],
    [['second', 'stake-max', '1.123456789'], /at most 8 decimal places/],
    [['second', 'stake-max', '5', 'EUR'], /no quote coin "EUR"/],
    [['second', 'stake-max'], /it takes PRODUCT NAME VALUE/],
  ])('refuses %j with exit code 2 and changes nothing', async (words, problem) => {
    const before = await servicesOf(t).house.limits();
    const refused = await refusedWords('house', 'limits', 'set', ...words);
    expect(refused.code).toBe(2);
    expect(refused.errorText).toMatch(problem);
    expect(await servicesOf(t).house.limits()).toEqual(before);
  });

  it('refuses a contract limit in another coin on the server side', async () => {
    await expect(runOps(t, 'house', 'limits', 'set', 'contract', 'stake-max', '5', 'BTC')).rejects.toThrow(
      'There are no markets quoted in “BTC”.',
    );
  });
});

describe('ops house', () => {
  it('prints open exposure per pair and direction, and the result today and in total', async () => {
    const empty = await runOps(t, 'house');
    expect(empty.code).toBe(0);
    const user = await registerUser(t);
    await fundContract(t, user.userId, '1000');
    expect((await createOrder(t, user.token, orderForm({ openAmount: '30' }))).json().code).toBe(200);
    expect(
      (await createOrder(t, user.token, orderForm({ openAmount: '20', tradeType: '2' }))).json().code,
    ).toBe(200);
    const open = await runOps(t, 'house');
    expect(open.output).toMatch(/^product\s+pair\s+currency\s+exposure\s+today\s+total\s*\n/);
    expect(open.output).toMatch(/\nsecond\s+btcusdt\s+USDT\s+up 30 \/ down 20\s+0\s+0\s*\n/);

    // At a fixed price both settle as draws: nothing is open, the house neither gained nor lost.
    t.clock.advance(61_000);
    await t.app.engines.runDue();
    expect((await runOps(t, 'house')).output).not.toMatch(/second\s+btcusdt/);
  });
});
