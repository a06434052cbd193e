// Proves the operator's corrections through the ledger: `debit` moves money from a user's coin or contract account
// to the adjustment account, applies once per reference and is refused (nothing changed, no audit row) when it
// would make the available balance negative; `ledger reverse` posts every entry of one transaction negated, by
// number or reference, restores a spot fill exactly, and refuses a second reversal, the reversal of a reversal and
// a reversal of money already spent, each changing nothing. Each applied correction writes one audit row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../src/common/api-paths';
import { queryRows } from '../../../src/server/db/query-rows';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { registerUser } from '../support/accounts';
import { systemBalance } from '../support/exchange';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { runOps } from '../support/ops';
import { createTestApp, type TestApp } from '../support/test-app';
import { accountBuckets } from '../support/trading';
import { creditUser } from '../support/wallet';
import { rootHeaders } from '../operators/operator-support';
import { placed, tick } from '../spot/spot-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12 }) });
});
afterAll(() => t.close());

const auditCount = async (action: string) => {
  const [row] = await queryRows<{ n: number }>(
    t.database.handle.db,
    sql`select count(*)::int as n from audit_log where action = ${action}`,
  );
  return Number(row?.n);
};

const transactionCount = async () => {
  const [row] = await queryRows<{ n: number }>(
    t.database.handle.db,
    sql`select count(*)::int as n from ledger_transactions`,
  );
  return Number(row?.n);
};

const reverse = (transaction: string, reason = 'correction') =>
  t.app.inject({
    method: 'POST',
    url: adminPaths.ledgerReverse,
    headers: rootHeaders,
    payload: { transaction, reason },
  });

describe('ops debit', () => {
  it('debits the coin account, or the contract account with --account 2, once per reference', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'USDT', '100');
    await creditUser(t, user.userId, 'USDT', '50', accountTypes.contract);
    const debited = await runOps(
      t,
      'debit',
      user.email,
      'usdt',
      '30.5',
      'duplicate deposit',
      '--reference',
      'ticket-7001',
    );
    expect(debited.output).toMatch(
      new RegExp(`^debited 30.5 USDT from ${user.email}'s coin account \\(transaction \\d+\\)\\n$`),
    );
    const again = await runOps(
      t,
      'debit',
      user.email,
      'USDT',
      '30.5',
      'duplicate deposit',
      '--reference',
      'ticket-7001',
    );
    expect(again.output).toMatch(/^not debited again: reference ticket-7001 was applied before/);
    await runOps(t, 'debit', user.email, 'USDT', '20', 'fee refund reversed', '--account', '2');
    expect(await accountBuckets(t, user.userId, 'USDT')).toEqual({ available: '69.5', frozen: '0' });
    expect(await accountBuckets(t, user.userId, 'USDT', accountTypes.contract)).toEqual({
      available: '30',
      frozen: '0',
    });
    expect(await auditCount('ledger.debit')).toBe(2);
  });

  it('is refused when it would make the available balance negative, frozen funds included', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'USDT', '1000');
    // 500 USDT frozen by an open buy: only 500 is available.
    await placed(t, user.token, { symbol: 'btcusdt', side: '1', price: '50000', amount: '0.01' });
    const audits = await auditCount('ledger.debit');
    const transactions = await transactionCount();
    await expect(runOps(t, 'debit', user.email, 'USDT', '500.00000001', 'too much')).rejects.toThrow(
      'Insufficient available balance of USDT.',
    );
    await expect(runOps(t, 'debit', user.email, 'BTC', '1', 'never held')).rejects.toThrow(/BTC/);
    expect(await accountBuckets(t, user.userId, 'USDT')).toEqual({ available: '500', frozen: '500' });
    expect(await auditCount('ledger.debit')).toBe(audits);
    expect(await transactionCount()).toBe(transactions);
  });
});

describe('ops ledger reverse', () => {
  it('posts the exact opposite of a credit once, and refuses a second reversal and a reversal of the reversal', async () => {
    const user = await registerUser(t);
    const credited = await runOps(
      t,
      'credit',
      user.email,
      'USDT',
      '12.34',
      'goodwill',
      '--reference',
      'goodwill-0001',
    );
    const id = /transaction (\d+)/.exec(credited.output)?.[1] ?? '';
    const adjustments = await systemBalance(t, 'adjustments', 'USDT');
    const reversed = await runOps(t, 'ledger', 'reverse', id, 'credited the wrong user');
    expect(reversed.output).toMatch(
      new RegExp(
        `^reversed transaction ${id} \\(adjustment ops-credit:goodwill-0001\\) with transaction (\\d+) \\(reversal:${id}\\)\\n$`,
      ),
    );
    expect(await accountBuckets(t, user.userId, 'USDT')).toEqual({ available: '0', frozen: '0' });
    expect(await systemBalance(t, 'adjustments', 'USDT')).not.toBe(adjustments);
    expect(await auditCount('ledger.reverse')).toBeGreaterThan(0);

    const audits = await auditCount('ledger.reverse');
    const transactions = await transactionCount();
    const twice = await reverse('ops-credit:goodwill-0001');
    expect(twice.json().error).toBe('LEDGER_ALREADY_REVERSED');
    const reversalId = /with transaction (\d+)/.exec(reversed.output)?.[1] ?? '';
    const ofReversal = await reverse(reversalId);
    expect(ofReversal.json().error).toBe('LEDGER_REVERSAL_OF_REVERSAL');
    const unknown = await reverse('no-such:reference');
    expect(unknown.json().error).toBe('LEDGER_TRANSACTION_NOT_FOUND');
    expect(await auditCount('ledger.reverse')).toBe(audits);
    expect(await transactionCount()).toBe(transactions);
  });

  it('refuses to reverse money already spent, changing nothing', async () => {
    const user = await registerUser(t);
    const credited = await runOps(t, 'credit', user.email, 'USDT', '10', 'bonus');
    const id = /transaction (\d+)/.exec(credited.output)?.[1] ?? '';
    await runOps(t, 'debit', user.email, 'USDT', '4', 'spent');
    const transactions = await transactionCount();
    const refused = await reverse(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('LEDGER_REVERSAL_UNCOVERED');
    expect(refused.json().msg).toContain('USDT');
    expect(await accountBuckets(t, user.userId, 'USDT')).toEqual({ available: '6', frozen: '0' });
    expect(await transactionCount()).toBe(transactions);
  });

  it('restores the balances of a spot fill exactly, system accounts included', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'USDT', '1000');
    const order = await placed(t, user.token, {
      symbol: 'btcusdt',
      side: '1',
      price: '60000.12',
      amount: '0.01',
    });
    const before = {
      usdt: await accountBuckets(t, user.userId, 'USDT'),
      btc: await accountBuckets(t, user.userId, 'BTC'),
      counterparty: [
        await systemBalance(t, 'counterparty', 'USDT'),
        await systemBalance(t, 'counterparty', 'BTC'),
      ],
      fees: await systemBalance(t, 'fees', 'BTC'),
    };
    await tick(t);
    expect(await accountBuckets(t, user.userId, 'USDT')).toEqual({ available: '399.9988', frozen: '0' });
    await runOps(t, 'ledger', 'reverse', `spot:${order.id}:fill`, 'fill at a broken price');
    expect({
      usdt: await accountBuckets(t, user.userId, 'USDT'),
      btc: await accountBuckets(t, user.userId, 'BTC'),
      counterparty: [
        await systemBalance(t, 'counterparty', 'USDT'),
        await systemBalance(t, 'counterparty', 'BTC'),
      ],
      fees: await systemBalance(t, 'fees', 'BTC'),
    }).toEqual(before);
  });
});
