// Proves that every route reading or multiplying user numbers refuses hostile amounts (huge, products too large, many decimals, exponent forms, negative zero, Infinity, inner whitespace …) with the route's envelope and error code, never a fault, and moves no money.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, fundingPaths, secondContractPaths, walletPaths } from '../../../src/common/api-paths';
import { moneyValueMax } from '../../../src/common/money-constants';
import { queryRows } from '../../../src/server/db/query-rows';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { adminCall, join, joiner, listingBody } from '../launchpad/launchpad-support';
import { placeOrder } from '../spot/spot-kit';
import { submitRecharge } from '../deposits/recharge-support';
import { requestQuote } from '../support/exchange';
import { contractUser, openForm, openPosition } from '../support/contracts';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { postAs, postForm, testOperatorToken, createTestApp, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';
import { saveAddress, testTradePassword, withdrawingUser } from '../support/withdrawals';

/** Plain numbers above the maximum: refused as AMOUNT_TOO_LARGE wherever they are typed. */
const hugeAmounts = [
  '999999999999999999999999',
  '1' + '0'.repeat(30),
  '1000000000000.00000001',
  '9'.repeat(40),
];
/** Not amounts at all: each refused by the field's own rule. */
const malformedAmounts = [
  '1e400',
  '1e5',
  '1E-5',
  'Infinity',
  '-Infinity',
  'NaN',
  '-0',
  '-5',
  '0.000000001',
  '1.123456789',
  '1 000',
  '1_000',
  '0x10',
  '1,5',
  '５',
  '.5',
  '5.',
  '+5',
  '',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.01 }) });
});
afterAll(() => t.close());

/** Everything a refusal must leave as it was: the journal, the users' balances, the order and request rows. */
async function moneyState() {
  const [row] = await queryRows<Record<string, unknown>>(
    t.database.handle.db,
    sql`select (select count(*)::int from ledger_transactions) as movements,
          (select coalesce(sum(available + frozen), 0)::text from ledger_accounts where user_id is not null) as held,
          (select count(*)::int from spot_orders) as spot, (select count(*)::int from contract_positions) as positions,
          (select count(*)::int from second_orders) as second, (select count(*)::int from exchange_quotes) as quotes,
          (select count(*)::int from launchpad_subscriptions) as joins, (select count(*)::int from withdrawals) as withdrawals,
          (select count(*)::int from deposits) as deposits, (select count(*)::int from listings) as listings`,
  );
  return row;
}

interface Answer {
  statusCode: number;
  json(): { code?: number; error?: string; status?: string; 'err-code'?: string };
}

/** Sends each value, expects a refusal with one of the codes (AMOUNT_TOO_LARGE for a huge one), and no change. */
async function expectRefused(
  send: (value: string) => Promise<Answer>,
  values: readonly string[],
  codes: readonly string[],
  httpStatus = 200,
) {
  const before = await moneyState();
  for (const value of values) {
    const answer = await send(value);
    const body = answer.json();
    expect(answer.statusCode, `${value}: ${JSON.stringify(body)}`).toBe(httpStatus);
    expect(body.code, value).not.toBe(1);
    expect(codes, `${value} → ${body.error}`).toContain(body.error);
  }
  expect(await moneyState()).toEqual(before);
}

const everyHostile = [...hugeAmounts, ...malformedAmounts];

describe('hostile amounts', () => {
  it('spot: price and amount, and a total above the maximum', async () => {
    const user = await joiner(t, '1000');
    const place = (price: string, amount: string) =>
      placeOrder(t, user.token, { symbol: 'btcusdt', side: '1', price, amount });
    await expectRefused((value) => place('1000', value), hugeAmounts, ['AMOUNT_TOO_LARGE']);
    await expectRefused((value) => place(value, '1'), hugeAmounts, ['AMOUNT_TOO_LARGE']);
    const spotInvalid = [
      'SPOT_AMOUNT_MIN',
      'SPOT_AMOUNT_MISSING',
      'SPOT_AMOUNT_PLACES',
      'SPOT_TOTAL_TOO_SMALL',
    ];
    await expectRefused((value) => place('1000', value), malformedAmounts, spotInvalid);
    const priceInvalid = ['SPOT_PRICE_INVALID', 'SPOT_PRICE_MISSING', 'SPOT_PRICE_PLACES'];
    await expectRefused((value) => place(value, '1'), malformedAmounts, priceInvalid);
    // 1000 × 999999999999 is a trillion times too large, though each factor fits.
    await expectRefused((value) => place('1000', value), ['999999999999'], ['AMOUNT_TOO_LARGE']);
  });

  it('contract positions: margin, limit and market prices, and margin × multiple', async () => {
    const user = await contractUser(t);
    const open = (fields: Record<string, string>) => openPosition(t, user.token, openForm(fields));
    await expectRefused((margin) => open({ margin }), hugeAmounts, ['AMOUNT_TOO_LARGE']);
    const marginInvalid = [
      'CONTRACT_MARGIN_INVALID',
      'CONTRACT_MARGIN_MISSING',
      'CONTRACT_MARGIN_PLACES',
      'CONTRACT_MARGIN_BELOW_MIN',
    ];
    await expectRefused((margin) => open({ margin }), malformedAmounts, marginInvalid);
    const limitInvalid = ['AMOUNT_TOO_LARGE', 'CONTRACT_LIMIT_PRICE_INVALID', 'CONTRACT_LIMIT_PRICE_MISSING'];
    await expectRefused((price) => open({ priceType: '2', price }), everyHostile, limitInvalid);
    const marketInvalid = ['AMOUNT_TOO_LARGE', 'CONTRACT_MARKET_PRICE_INVALID'];
    await expectRefused(
      (price) => open({ priceType: '1', price }),
      everyHostile.filter(Boolean),
      marketInvalid,
    );
    await expectRefused((margin) => open({ margin }), ['999999999999'], ['AMOUNT_TOO_LARGE']);
  });

  it('timed orders: the stake, and a stake whose payout is too large', async () => {
    const user = await contractUser(t);
    const create = (openAmount: string) =>
      postForm(
        t.app,
        secondContractPaths.createOrder,
        { openAmount, baseCoin: 'BTC', quoteCoin: 'USDT', positionTime: '60', tradeType: '1' },
        undefined,
        { token: user.token },
      );
    await expectRefused(create, hugeAmounts, ['AMOUNT_TOO_LARGE']);
    await expectRefused(create, malformedAmounts, ['SECOND_OPEN_AMOUNT']);
    await expectRefused(create, ['999999999999'], ['AMOUNT_TOO_LARGE']);
  });

  it('flash exchange: the amount, and amount × rate', async () => {
    const user = await joiner(t, '0');
    await creditUser(t, user.id, 'BTC', '999999999999');
    const quote = (amount: string) =>
      requestQuote(t, user.token, { fromCurrency: 'BTC', toCurrency: 'USDT', amount });
    await expectRefused(quote, hugeAmounts, ['AMOUNT_TOO_LARGE']);
    await expectRefused(quote, malformedAmounts, ['EXCHANGE_AMOUNT']);
    // 999999999999 BTC at 60000 USDT is far above the maximum.
    await expectRefused(quote, ['999999999999'], ['AMOUNT_TOO_LARGE']);
  });

  it('launchpad: the amount, and amount × price', async () => {
    const created = await adminCall(t, 'POST', adminPaths.listings, {
      ...listingBody(t, { price: '5', offeredAmount: '999999999999', purchaseLimit: '999999999999' }),
      issuedAmount: '999999999999',
    });
    expect(created.statusCode, created.body).toBe(200);
    const listing = created.json().data as { id: string };
    const user = await joiner(t, '1000');
    const send = (amount: string) =>
      join(t, user.token, { id: listing.id, amount, tradePassword: testTradePassword });
    await expectRefused(send, hugeAmounts, ['AMOUNT_TOO_LARGE']);
    const invalid = ['LAUNCHPAD_AMOUNT_INVALID', 'LAUNCHPAD_AMOUNT_MISSING', 'LAUNCHPAD_BELOW_MIN'];
    await expectRefused(send, malformedAmounts, invalid);
    // 999999999999 units at 5 USDT cost five times the maximum.
    await expectRefused(send, ['999999999999'], ['AMOUNT_TOO_LARGE']);
  });

  it('transfers between accounts', async () => {
    const user = await joiner(t, '1000');
    const send = (amount: string) =>
      postAs(t.app, walletPaths.transfer, user.token, { amount, currency: 'USDT' });
    await expectRefused(send, hugeAmounts, ['AMOUNT_TOO_LARGE']);
    await expectRefused(send, malformedAmounts, ['TRANSFER_AMOUNT']);
  });

  it('withdrawals', async () => {
    const user = await withdrawingUser(t);
    await creditUser(t, user.id, 'USDT', '1000');
    const address = await saveAddress(t, user.token);
    const send = (amount: string) =>
      postAs(t.app, fundingPaths.withdrawSubmit, user.token, {
        addressId: address.id,
        amount,
        tradePwd: testTradePassword,
      });
    await expectRefused(send, hugeAmounts, ['AMOUNT_TOO_LARGE']);
    await expectRefused(send, malformedAmounts, ['WITHDRAW_AMOUNT', 'FIELD_MISSING']);
  });

  it('deposits', async () => {
    const user = await joiner(t, '0');
    const send = (amount: string) =>
      submitRecharge(t, user.token, { currency: 'USDT', network: 'TRC20', amount });
    await expectRefused(send, hugeAmounts, ['AMOUNT_TOO_LARGE']);
    await expectRefused(send, malformedAmounts, ['RECHARGE_AMOUNT', 'RECHARGE_BELOW_MINIMUM']);
  });

  it('operator credits, timed-order durations and listings (operator API: real HTTP statuses)', async () => {
    const user = await joiner(t, '0');
    const operator = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${testOperatorToken}` }, payload });
    let reference = 0;
    const credit = (amount: string) => {
      reference += 1;
      return operator('POST', adminPaths.ledgerCredit, {
        email: user.email,
        currency: 'USDT',
        amount,
        reason: 'hostile amount test',
        reference: `hostile-${reference}-credit`,
      });
    };
    await expectRefused(credit, hugeAmounts, ['AMOUNT_TOO_LARGE'], 400);
    await expectRefused(credit, malformedAmounts, ['FIELD_INVALID'], 400);
    const config = (openAmountMin: string) =>
      operator('PUT', adminPaths.secondConfig, { second: 90, incomeRate: '0.8', openAmountMin });
    await expectRefused(config, hugeAmounts, ['AMOUNT_TOO_LARGE'], 400);
    await expectRefused(config, malformedAmounts, ['SECOND_CONFIG_MIN_AMOUNT'], 400);
    const listing = (price: string) =>
      operator('POST', adminPaths.listings, {
        coin: `HX${Math.floor(Math.random() * 1e6)}`,
        name: 'Hostile',
        issuedAmount: '1000000',
        offeredAmount: '1000',
        price,
        minPurchase: '1',
        purchaseLimit: '100',
        lockupDays: 7,
        startsAt: t.clock.nowMs,
        endsAt: t.clock.nowMs + 86_400_000,
        intro: { 'en-US': 'Hostile.' },
      });
    await expectRefused(listing, hugeAmounts, ['AMOUNT_TOO_LARGE'], 400);
    await expectRefused(listing, malformedAmounts, ['LAUNCHPAD_LISTING_FIELD'], 400);
  });

  it("names the maximum in the refusal, in the asker's language", async () => {
    const user = await joiner(t, '1000');
    const answer = await postForm(
      t.app,
      walletPaths.transfer,
      { amount: hugeAmounts[0]!, currency: 'USDT' },
      'zh-CN',
      { token: user.token },
    );
    expect(answer.json()).toEqual({
      code: 0,
      data: null,
      msg: `数值过大。金额、价格及其合计最多为 ${moneyValueMax}。`,
      error: 'AMOUNT_TOO_LARGE',
    });
    expect(accountTypes.coin).toBeDefined();
  });
});
