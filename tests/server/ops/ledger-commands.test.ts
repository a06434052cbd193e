// Proves `npm run ops -- ledger check` over the operator API: "ledger ok" and exit 0 on a sound ledger; each
// violation printed and exit 1 when a balance drifted from its entries.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../src/common/api-paths';
import { moveLegs, systemAccount, userAccount } from '../../../src/server/ledger/ledger';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { registerUser } from '../support/accounts';
import { runOps } from '../support/ops';
import { createTestApp, servicesOf, type TestApp } from '../support/test-app';

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
});
