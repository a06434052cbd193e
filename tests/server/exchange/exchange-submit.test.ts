// Proves the submit call: one ledger transaction with both legs against the exchange account and the fee to the
// fees account, balances exact to the minor unit; a quote is the user's own, unexpired (injected clock) and used
// once, even by two concurrent submits; an Idempotency-Key replays the first answer; an insufficient balance at
// submit leaves the quote unused. The ledger invariant checker runs after every test.
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletPaths } from '../../../src/common/api-paths';
import { queryRows } from '../../../src/server/db/query-rows';
import { exchangeQuotes } from '../../../src/server/db/schema';
import { registerUser } from '../support/accounts';
import { coinBalance, exchangeCount, requestQuote, submitQuote, systemBalance } from '../support/exchange';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, postAs, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.01 }) });
});
afterAll(() => t.close());

async function quotedUser(amount = '0.5', fund = '1') {
  const user = await registerUser(t);
  await creditUser(t, user.userId, 'BTC', fund);
  const body = (
    await requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'USDT', amount })
  ).json();
  expect(body.code).toBe(1);
  return { user, quote: body.data as Record<string, string> };
}

async function usedAt(quoteId: string) {
  const [row] = await t.database.handle.db
    .select({ usedAt: exchangeQuotes.usedAt })
    .from(exchangeQuotes)
    .where(eq(exchangeQuotes.id, quoteId));
  return row?.usedAt ?? null;
}

describe('submit', () => {
  it('pays the amount, receives the quoted amount and the fees account gets the fee, to the minor unit', async () => {
    const feesBefore = await systemBalance(t, 'fees', 'USDT');
    const { user, quote } = await quotedUser('0.5', '1');
    const body = (await submitQuote(t, user.token, quote.quoteId!)).json();
    expect(body).toMatchObject({
      code: 1,
      msg: 'Exchange successful',
      data: {
        quoteId: quote.quoteId,
        fromCurrency: 'BTC',
        amount: '0.5',
        toCurrency: 'USDT',
        receive: '29940.05988',
        fee: '60.00012',
      },
    });
    expect(await coinBalance(t, user.userId, 'BTC')).toBe('0.5');
    expect(await coinBalance(t, user.userId, 'USDT')).toBe('29940.05988');
    const feesAfter = await systemBalance(t, 'fees', 'USDT');
    expect(new Decimal(feesAfter).minus(feesBefore).toFixed()).toBe('60.00012');
    expect(await exchangeCount(t, user.userId)).toBe(1);
    expect(await usedAt(quote.quoteId!)).toEqual(new Date(t.clock.nowMs));
  });

  it('posts one transaction whose legs run through the exchange account, referenced exchange:<quoteId>', async () => {
    const { user, quote } = await quotedUser('0.25', '0.25');
    const exchangeBtcBefore = await systemBalance(t, 'exchange', 'BTC');
    const exchangeUsdtBefore = await systemBalance(t, 'exchange', 'USDT');
    const { data } = (await submitQuote(t, user.token, quote.quoteId!)).json();
    const rows = await queryRows<{ kind: string; reference: string; legs: number }>(
      t.database.handle.db,
      sql`select t.kind, t.reference, count(e.id)::int as legs from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id where t.id = ${data.transactionId}
          group by t.kind, t.reference`,
    );
    expect(rows).toEqual([{ kind: 'exchange', reference: `exchange:${quote.quoteId}`, legs: 6 }]);
    // The exchange account took 0.25 BTC and paid out the gross 15000.03 USDT (receive + fee).
    const exchangeBtc = await systemBalance(t, 'exchange', 'BTC');
    const exchangeUsdt = await systemBalance(t, 'exchange', 'USDT');
    expect(new Decimal(exchangeBtc).minus(exchangeBtcBefore).toFixed()).toBe('0.25');
    expect(new Decimal(exchangeUsdtBefore).minus(exchangeUsdt).toFixed()).toBe('15000.03');
    expect(await coinBalance(t, user.userId, 'BTC')).toBe('0');
  });

  it('answers a clear error for an expired quote (injected clock) and moves nothing', async () => {
    const { user, quote } = await quotedUser('0.1');
    t.clock.advance(14_999);
    const { quote: second } = await quotedUser('0.1');
    t.clock.advance(1);
    const expired = (await submitQuote(t, user.token, quote.quoteId!)).json();
    expect(expired).toMatchObject({
      code: 0,
      error: 'EXCHANGE_QUOTE_EXPIRED',
      msg: 'This quote has expired. Please get a new one.',
    });
    const chinese = (await submitQuote(t, user.token, quote.quoteId!, { language: 'zh-CN' })).json();
    expect(chinese.msg).toBe('报价已过期，请重新获取报价。');
    expect(await coinBalance(t, user.userId, 'BTC')).toBe('1');
    expect(await usedAt(quote.quoteId!)).toBeNull();
    expect(second.quoteId).toBeDefined();
  });

  it('accepts a quote up to the last millisecond of its validity', async () => {
    const { user, quote } = await quotedUser('0.1');
    t.clock.advance(14_999);
    expect((await submitQuote(t, user.token, quote.quoteId!)).json().code).toBe(1);
  });

  it('spends a quote once: a second submit is refused and moves nothing', async () => {
    const { user, quote } = await quotedUser('0.5', '1');
    expect((await submitQuote(t, user.token, quote.quoteId!)).json().code).toBe(1);
    const again = (await submitQuote(t, user.token, quote.quoteId!, { language: 'ja-JP' })).json();
    expect(again).toMatchObject({ code: 0, error: 'EXCHANGE_QUOTE_USED' });
    expect(again.msg).toBe('この見積もりはすでに使用されています。新しい見積もりを取得してください。');
    expect(await coinBalance(t, user.userId, 'BTC')).toBe('0.5');
    expect(await exchangeCount(t, user.userId)).toBe(1);
  });

  it('spends a quote once under two concurrent submits', async () => {
    const { user, quote } = await quotedUser('0.5', '1');
    const answers = await Promise.all([
      submitQuote(t, user.token, quote.quoteId!),
      submitQuote(t, user.token, quote.quoteId!),
    ]);
    const codes = answers.map((answer) => answer.json().code).sort();
    expect(codes).toEqual([0, 1]);
    expect(answers.map((answer) => answer.json().error).filter(Boolean)).toEqual(['EXCHANGE_QUOTE_USED']);
    expect(await coinBalance(t, user.userId, 'BTC')).toBe('0.5');
    expect(await coinBalance(t, user.userId, 'USDT')).toBe('29940.05988');
    expect(await exchangeCount(t, user.userId)).toBe(1);
  });

  it('replays the first answer for a retried Idempotency-Key and moves money once', async () => {
    const { user, quote } = await quotedUser('0.5', '1');
    const key = { idempotencyKey: 'exchange-form-1' };
    const first = (await submitQuote(t, user.token, quote.quoteId!, key)).json();
    const retry = (await submitQuote(t, user.token, quote.quoteId!, key)).json();
    expect(first.code).toBe(1);
    expect(retry).toEqual(first);
    expect(await exchangeCount(t, user.userId)).toBe(1);
    expect(await coinBalance(t, user.userId, 'USDT')).toBe('29940.05988');

    const other = (
      await requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'USDT', amount: '0.1' })
    ).json();
    const reused = (await submitQuote(t, user.token, other.data.quoteId, key)).json();
    expect(reused).toMatchObject({ code: 0, error: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await usedAt(other.data.quoteId)).toBeNull();
  });

  it("refuses another user's quote and an unknown one as not found, and moves nothing", async () => {
    const { user, quote } = await quotedUser('0.5', '1');
    const stranger = await registerUser(t);
    await creditUser(t, stranger.userId, 'BTC', '1');
    const stolen = (await submitQuote(t, stranger.token, quote.quoteId!)).json();
    expect(stolen).toMatchObject({
      code: 0,
      error: 'EXCHANGE_QUOTE_NOT_FOUND',
      msg: 'This quote does not exist. Please get a new one.',
    });
    const unknown = (await submitQuote(t, user.token, '00000000-0000-0000-0000-000000000000')).json();
    expect(unknown).toMatchObject({ code: 0, error: 'EXCHANGE_QUOTE_NOT_FOUND' });
    const missing = (await postAs(t.app, '/wallet/exchange/submit', user.token, {})).json();
    expect(missing).toMatchObject({ code: 0, error: 'FIELD_MISSING' });
    expect(await coinBalance(t, stranger.userId, 'BTC')).toBe('1');
    expect(await usedAt(quote.quoteId!)).toBeNull();
  });

  it('answers INSUFFICIENT_BALANCE when the balance left after the quote, and leaves the quote usable', async () => {
    const { user, quote } = await quotedUser('0.5', '0.5');
    const moved = await postAs(t.app, walletPaths.transfer, user.token, { amount: '0.2', currency: 'BTC' });
    expect(moved.json().code).toBe(1);
    const short = (await submitQuote(t, user.token, quote.quoteId!)).json();
    expect(short).toMatchObject({
      code: 0,
      error: 'INSUFFICIENT_BALANCE',
      msg: 'Insufficient available balance of BTC.',
    });
    expect(await usedAt(quote.quoteId!)).toBeNull();
    expect(await exchangeCount(t, user.userId)).toBe(0);
    const back = await postAs(t.app, walletPaths.transfer, user.token, {
      amount: '0.2',
      currency: 'BTC',
      type: '2',
    });
    expect(back.json().code).toBe(1);
    expect((await submitQuote(t, user.token, quote.quoteId!)).json().code).toBe(1);
    expect(await coinBalance(t, user.userId, 'BTC')).toBe('0');
  });
});
