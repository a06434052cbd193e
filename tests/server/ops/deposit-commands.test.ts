// Proves the ops commands of deposits and currency settings match their words and drive the operator API end to
// end: list the queue, approve (credits once; a second approval fails non-zero), reject with a reason, set a
// deposit address, set limits with and without the recharge minimum; bad input fails and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingPaths } from '../../../src/common/api-paths';
import { opsCommands } from '../../../src/server/ops/commands';
import { submittedDeposit } from '../deposits/recharge-support';
import { registerUser } from '../support/accounts';
import { runOps } from '../support/ops';
import { createTestApp, postForm, servicesOf, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const usdtAvailable = async (userId: string) =>
  (await servicesOf(t).ledger.balances(Number(userId), 1)).find((b) => b.currency === 'USDT')?.available ??
  '0';

const settingsOf = async (currency: string) =>
  (await postForm(t.app, fundingPaths.config, {}))
    .json()
    .data.currencies.find((entry: { currency: string }) => entry.currency === currency);

describe('ops deposits', () => {
  it('lists the queue, approves once and rejects with a reason', async () => {
    const user = await registerUser(t);
    const first = await submittedDeposit(t, user.token);
    const second = await submittedDeposit(t, user.token, { currency: 'USDT', network: 'ERC20', amount: '3' });

    const listed = await runOps(t, 'deposits', 'list');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(
      new RegExp(`^${first}\\s.*${user.email}\\s+25\\.5 USDT\\s+TRC20\\s+review`, 'm'),
    );
    expect(listed.output).toMatch(new RegExp(`^${second}\\s.*3 USDT\\s+ERC20\\s+review`, 'm'));

    const approved = await runOps(t, 'deposits', 'approve', String(first));
    expect(approved).toEqual({ code: 0, output: `Deposit ${first} approved: 25.5 USDT credited.\n` });
    expect(await usdtAvailable(user.userId)).toBe('25.5');
    await expect(runOps(t, 'deposits', 'approve', String(first))).rejects.toThrow(
      'This deposit has already been approved and credited.',
    );
    expect(await usdtAvailable(user.userId)).toBe('25.5');

    const rejected = await runOps(t, 'deposits', 'reject', String(second), 'The amount does not match.');
    expect(rejected).toEqual({ code: 0, output: `Deposit ${second} rejected: The amount does not match.\n` });
    await expect(runOps(t, 'deposits', 'approve', String(second))).rejects.toThrow(
      'This deposit has already been rejected.',
    );

    expect((await runOps(t, 'deposits', 'list')).output).not.toMatch(
      new RegExp(`^(${first}|${second})\\s`, 'm'),
    );
    const finished = await runOps(t, 'deposits', 'list', 'finished');
    expect(finished.output).toMatch(new RegExp(`^${first}\\s.*finished`, 'm'));
    const all = await runOps(t, 'deposits', 'list', 'all');
    expect(all.output).toMatch(new RegExp(`^${second}\\s.*rejected\\s.*The amount does not match\\.`, 'm'));
    expect((await runOps(t, 'deposits', 'list', 'pending')).code).toBe(2);
  });

  it('fails on a deposit that does not exist', async () => {
    await expect(runOps(t, 'deposits', 'approve', '999999')).rejects.toThrow(
      'There is no deposit with this number.',
    );
    await expect(runOps(t, 'deposits', 'reject', '999999', 'why')).rejects.toThrow(/no deposit/);
  });

  it('matches only well-formed words', () => {
    const matching = (...argv: string[]) => opsCommands.filter((command) => command.matches(argv)).length;
    expect(matching('deposits', 'approve', 'x1')).toBe(0);
    expect(matching('deposits', 'reject', '1')).toBe(0);
    expect(matching('limits', 'set', 'USDT', '1', '2')).toBe(0);
    expect(matching('limits', 'set', 'USDT', '1', '2', '0.5', '--recharge-min')).toBe(0);
    expect(matching('limits', 'set', 'USDT', '1', '2', '0.5', '--other', '3')).toBe(0);
    expect(matching('limits', 'set', 'USDT', '1', '2', '0.5', '--recharge-min', '3')).toBe(1);
    expect(matching('addresses', 'set', 'USDT', 'TRC20')).toBe(0);
  });
});

describe('ops addresses and limits', () => {
  it('sets a deposit address, and refuses one of the wrong format', async () => {
    const address = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
    const set = await runOps(t, 'addresses', 'set', 'usdt', 'trc20', address);
    expect(set).toEqual({ code: 0, output: `USDT deposits on TRC20 go to ${address}\n` });
    expect((await settingsOf('USDT')).networks).toContainEqual({
      network: 'TRC20',
      address,
      confirmations: 12,
    });
    await expect(runOps(t, 'addresses', 'set', 'USDT', 'TRC20', '0xnotatron')).rejects.toThrow(/address/);
    expect((await settingsOf('USDT')).networks).toContainEqual({
      network: 'TRC20',
      address,
      confirmations: 12,
    });
  });

  it('sets limits, with the recharge minimum on request, and refuses limits that do not hold', async () => {
    const set = await runOps(t, 'limits', 'set', 'LTC', '0.2', '500', '0.02');
    expect(set).toEqual({ code: 0, output: 'LTC: withdrawals 0.2 to 500, fee 0.02; deposits from 0.01\n' });
    const withMin = await runOps(t, 'limits', 'set', 'LTC', '0.2', '500', '0.02', '--recharge-min', '0.05');
    expect(withMin.output).toBe('LTC: withdrawals 0.2 to 500, fee 0.02; deposits from 0.05\n');
    expect(await settingsOf('LTC')).toMatchObject({
      rechargeMin: '0.05',
      withdrawMin: '0.2',
      withdrawMax: '500',
      withdrawFee: '0.02',
    });
    await expect(runOps(t, 'limits', 'set', 'LTC', '5', '1', '0.02')).rejects.toThrow(/max/);
    await expect(runOps(t, 'limits', 'set', 'NOPE', '1', '5', '0.02')).rejects.toThrow(/currency/);
    expect(await settingsOf('LTC')).toMatchObject({ withdrawMin: '0.2', withdrawMax: '500' });
  });
});
