// Proves the withdrawal ops commands drive the operator API end to end: `withdrawals list` shows the queue with
// emails, `withdrawals approve ID` sends the frozen amount out, `withdrawals reject ID "reason"` gives it back, and
// a second decision fails with the server's message and moves nothing; at or above the four-eyes threshold
// `withdrawals approve` records the first approval ("1 of 2"), `withdrawals list` shows it, and the same operator
// approving again is refused with the server's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paramNames, walletPaths } from '../../../src/common/api-paths';
import { fourEyesThresholdsDefault } from '../../../src/common/four-eyes-thresholds';
import { opsCommands } from '../../../src/server/ops/commands';
import { runOps } from '../support/ops';
import { createTestApp, postAs, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';
import { submitWithdrawal, withdrawingUser } from '../support/withdrawals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function submitted(amount: string) {
  const user = await withdrawingUser(t);
  await creditUser(t, user.id, 'USDT', '100');
  const { id } = await submitWithdrawal(t, user.token, amount);
  return { user, id };
}

async function usdtOf(token: string) {
  const list = (await postAs(t.app, walletPaths.assets, token, { type: '1' })).json().data.list;
  const usdt = list.find((entry: { currencyName: string }) => entry.currencyName === 'USDT');
  return { available: usdt.availableCurrency, frozen: usdt.frozenCurrency };
}

describe('ops withdrawals', () => {
  it('lists the queue, approves one and rejects another with its reason', async () => {
    const first = await submitted('40');
    const second = await submitted('15.5');
    const listed = await runOps(t, 'withdrawals', 'list');
    expect(listed.code).toBe(0);
    expect(listed.output).toContain(first.user.email);
    expect(listed.output).toMatch(new RegExp(`^${second.id}\\s.*${second.user.email}.*15\\.5`, 'm'));

    const approved = await runOps(t, 'withdrawals', 'approve', first.id);
    expect(approved).toMatchObject({ code: 0 });
    expect(approved.output).toContain(`Withdrawal ${first.id} approved: send 39 USDT on TRC20`);
    expect(await usdtOf(first.user.token)).toEqual({ available: '60', frozen: '0' });

    const rejected = await runOps(t, 'withdrawals', 'reject', second.id, 'Address on a sanctions list');
    expect(rejected.output).toBe(
      `Withdrawal ${second.id} rejected: 15.5 USDT unfrozen. Reason: Address on a sanctions list\n`,
    );
    expect(await usdtOf(second.user.token)).toEqual({ available: '100', frozen: '0' });

    const queue = (await runOps(t, 'withdrawals', 'list')).output;
    expect(queue).not.toContain(first.user.email);
    expect(queue).not.toContain(second.user.email);
    expect((await runOps(t, 'withdrawals', 'list', 'rejected')).output).toContain(
      'Address on a sanctions list',
    );
    expect((await runOps(t, 'withdrawals', 'list', 'finished')).output).toContain(first.user.email);
  });

  it('fails a second decision with the server’s message, moving nothing', async () => {
    const { user, id } = await submitted('20');
    await runOps(t, 'withdrawals', 'approve', id);
    await expect(runOps(t, 'withdrawals', 'reject', id, 'late')).rejects.toThrow(
      'This withdrawal has already been approved; nothing was changed.',
    );
    expect(await usdtOf(user.token)).toEqual({ available: '80', frozen: '0' });
  });

  it('records a first approval at the four-eyes threshold, shows it in the list, and refuses a second by the same operator', async () => {
    expect((await runOps(t, 'param', 'set', paramNames.withdrawFourEyesThresholds, 'USDT:30')).code).toBe(0);
    try {
      const { user, id } = await submitted('30');
      const first = await runOps(t, 'withdrawals', 'approve', id, 'Matches the user’s history');
      expect(first.output).toBe(
        `Withdrawal ${id}: approval 1 of 2: root recorded. It is paid when a different operator approves it.\n`,
      );
      expect((await runOps(t, 'withdrawals', 'list')).output).toMatch(
        new RegExp(`^${id}\\s.*${user.email}.*review\\s+1 of 2: root`, 'm'),
      );
      await expect(runOps(t, 'withdrawals', 'approve', id)).rejects.toThrow('a different operator');
      expect(await usdtOf(user.token)).toEqual({ available: '70', frozen: '30' });
    } finally {
      await runOps(t, 'param', 'set', paramNames.withdrawFourEyesThresholds, fourEyesThresholdsDefault);
    }
  });

  it('matches only well-formed words and refuses an unknown status', async () => {
    const match = (...argv: string[]) => opsCommands.some((command) => command.matches(argv));
    expect(match('withdrawals', 'approve', 'abc')).toBe(false);
    expect(match('withdrawals', 'reject', '5')).toBe(false);
    expect(match('withdrawals', 'approve', '5')).toBe(true);
    expect(match('withdrawals', 'approve', '5', 'checked')).toBe(true);
    expect(match('withdrawals', 'approve', '5', 'checked', 'extra')).toBe(false);
    expect((await runOps(t, 'withdrawals', 'list', 'pending')).code).toBe(2);
  });
});
