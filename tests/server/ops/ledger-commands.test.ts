// Proves the ledger's ops commands over the operator API: `ledger check` prints "ledger ok" and exits 0 on a
// sound ledger, each violation and exit 1 when a balance drifted; `credit` credits a coin account with a reason.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, walletPaths } from '../../../src/common/api-paths';
import { moveLegs, systemAccount, userAccount } from '../../../src/server/ledger/ledger';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { registerUser } from '../support/accounts';
import { runOps } from '../support/ops';
import { createTestApp, postAs, servicesOf, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ops ledger check', () => {
  it('prints "ledger ok" and exits 0, then names a drifted balance and exits 1', async () => {
    const user = await registerUser(t);
    const { ledger } = servicesOf(t);
    const db = t.database.handle.db;
    await db.transaction((tx) =>
      ledger.post(tx, {
        kind: 'adjustment',
        reference: 'test:ops-ledger-credit',
        userId: Number(user.userId),
        legs: moveLegs(
          'BTC',
          '0.5',
          { owner: systemAccount('adjustments'), bucket: 'available' },
          { owner: userAccount(Number(user.userId), accountTypes.coin), bucket: 'available' },
        ),
      }),
    );
    expect(await runOps(t, 'ledger', 'check')).toEqual({ code: 0, output: 'ledger ok\n' });

    await db.execute(sql`update ledger_accounts set frozen = 1 where user_id = ${Number(user.userId)}`);
    const broken = await runOps(t, 'ledger', 'check');
    await db.execute(sql`update ledger_accounts set frozen = 0 where user_id = ${Number(user.userId)}`);
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(
      /^balance-drift: account \d+ \(BTC\): balances 0\.5\/1, entries 0\.5\/0\n$/,
    );
  });

  it('is refused without the operator token', async () => {
    const response = await t.app.inject({ method: 'GET', url: adminPaths.ledgerCheck });
    expect(response.statusCode).toBe(401);
  });

  it('credits a coin account by email with a reason, and refuses bad input', async () => {
    const user = await registerUser(t);
    const credited = await runOps(t, 'credit', user.email, 'usdt', '25.5', 'compensation for ticket 42');
    expect(credited.code).toBe(0);
    expect(credited.output).toMatch(
      new RegExp(`^credited 25.5 USDT to ${user.email} \\(transaction \\d+\\)\\n$`),
    );
    const assets = (await postAs(t.app, walletPaths.assets, user.token, { type: '1' })).json();
    const usdt = assets.data.list.find((entry: { currencyName: string }) => entry.currencyName === 'USDT');
    expect(usdt.availableCurrency).toBe('25.5');

    await expect(runOps(t, 'credit', 'nobody@example.test', 'USDT', '1', 'why')).rejects.toThrow(
      'There is no account with this email address.',
    );
    await expect(runOps(t, 'credit', user.email, 'USDT', '1e3', 'why')).rejects.toThrow(/amount/);
    await expect(runOps(t, 'credit', user.email, 'SHIB', '1', 'why')).rejects.toThrow(/currency/);
    expect((await postAs(t.app, walletPaths.assets, user.token, { type: '1' })).json().data.totalUsdt).toBe(
      '25.5',
    );
  });

  it('credits once for a reference of the operator, however often the command is run', async () => {
    const user = await registerUser(t);
    const command = [
      'credit',
      user.email,
      'USDT',
      '40',
      'ticket 4242',
      '--reference',
      'TICKET-4242',
    ] as const;
    const first = await runOps(t, ...command);
    expect(first.output).toMatch(
      new RegExp(`^credited 40 USDT to ${user.email} \\(transaction (\\d+)\\)\\n$`),
    );
    const transactionId = /transaction (\d+)/.exec(first.output)?.[1];
    const again = await runOps(t, ...command);
    expect(again).toEqual({
      code: 0,
      output: `not credited again: reference TICKET-4242 was applied before (transaction ${transactionId})\n`,
    });
    const total = async () =>
      (await postAs(t.app, walletPaths.assets, user.token, { type: '1' })).json().data.totalUsdt;
    expect(await total()).toBe('40');
    // Without a reference, each run is a credit of its own.
    await runOps(t, 'credit', user.email, 'USDT', '1', 'goodwill');
    await runOps(t, 'credit', user.email, 'USDT', '1', 'goodwill');
    expect(await total()).toBe('42');
    await expect(runOps(t, 'credit', user.email, 'USDT', '1', 'why', '--reference', 'T1')).rejects.toThrow(
      /reference/,
    );
    expect(await total()).toBe('42');
  });
});
