// Proves exchangeRecord on a real exchange: posted through the submit call, read back with ledger.journal, mapped
// to an asset record with what was paid, what was received net of the fee, and the fee.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetRecordStatus, assetRecordTypes } from '../../../src/common/wallet-types';
import { exchangeRecord } from '../../../src/server/modules/wallet/exchange-record';
import { registerUser } from '../support/accounts';
import { requestQuote, submitQuote } from '../support/exchange';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { runOps } from '../support/ops';
import { createTestApp, servicesOf, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.01 }) });
});
afterAll(() => t.close());

async function exchangeOnce(token: string, form: Record<string, string>) {
  const quote = (await requestQuote(t, token, form)).json();
  const receipt = (await submitQuote(t, token, quote.data.quoteId)).json();
  expect(receipt.code).toBe(1);
  return receipt.data as { transactionId: number };
}

describe('exchangeRecord', () => {
  it('maps a posted cross exchange to a tradeType 4 record with amount, received amount and fee', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'ETH', '3');
    const receipt = await exchangeOnce(user.token, { fromCurrency: 'ETH', toCurrency: 'BTC', amount: '1.5' });
    const { transactions } = await servicesOf(t).ledger.journal(Number(user.userId), {
      kinds: ['exchange'],
      offset: 0,
      limit: 10,
    });
    expect(transactions).toHaveLength(1);
    const record = exchangeRecord(transactions[0]!);
    // rate 3000.01 / 60000.12 = 0.050000066666533333 (18 places); gross 0.07500009; fee 0.00015001 (up).
    expect(record).toEqual({
      id: String(receipt.transactionId),
      tradeType: assetRecordTypes.exchange,
      currency: 'ETH',
      amount: '1.5',
      fee: '0.00015001',
      realarrive: '0.07485008',
      status: assetRecordStatus.finished,
      remark: '',
      toCurrency: 'BTC',
      toAmount: '0.07485008',
      createdAt: new Date(t.clock.nowMs).toISOString(),
    });
  });

  it('maps an exchange without a fee (fee rate 0) with fee "0"', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'USDT', '100');
    await runOps(t, 'param', 'set', 'exchange_fee_rate', '0');
    try {
      await exchangeOnce(user.token, { fromCurrency: 'USDT', toCurrency: 'ETH', amount: '30.0001' });
    } finally {
      await runOps(t, 'param', 'set', 'exchange_fee_rate', '0.002');
    }
    const { transactions } = await servicesOf(t).ledger.journal(Number(user.userId), {
      kinds: ['exchange'],
      offset: 0,
      limit: 10,
    });
    expect(exchangeRecord(transactions[0]!)).toMatchObject({
      currency: 'USDT',
      amount: '30.0001',
      fee: '0',
      toCurrency: 'ETH',
      toAmount: '0.00999999',
    });
  });
});
