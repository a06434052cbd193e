// Proves spec section 6: transfers, spot orders, contract positions, timed orders, flash exchange, launchpad joins and withdrawals are refused for an unverified user (IDENTITY_VERIFICATION_REQUIRED, withdrawals WITHDRAW_KYC_REQUIRED) with nothing changed, pass after an operator approves the identity, and pass unverified when the operation's kyc_required_* parameter is '0'; other values of those parameters are refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, fundingPaths, secondContractPaths, walletPaths } from '../../../src/common/api-paths';
import type { WithdrawalAddress } from '../../../src/common/wallet-types';
import { queryRows } from '../../../src/server/db/query-rows';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import {
  identityOperations,
  identityParamOf,
  type IdentityOperation,
} from '../../../src/server/modules/kyc/identity-requirement';
import { createListing, join } from '../launchpad/launchpad-support';
import { placeOrder } from '../spot/spot-kit';
import { idPhotos, registerUnverifiedUser, submitKyc } from '../support/accounts';
import { openForm, openPosition } from '../support/contracts';
import { requestQuote } from '../support/exchange';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { createTestApp, postAs, postForm, testOperatorToken, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';
import { saveAddress, setTradePassword, testTradePassword } from '../support/withdrawals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.01 }) });
});
afterAll(() => t.close());

const operator = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${testOperatorToken}` },
    ...(payload ? { payload } : {}),
  });

const setParam = (operation: IdentityOperation, value: string) =>
  operator('PUT', adminPaths.param.replace(':name', identityParamOf[operation]), { value });

type User = Awaited<ReturnType<typeof registerUnverifiedUser>> & { id: number };

/** An unverified user with money in both accounts and a trade password. */
async function unverifiedTrader(): Promise<User> {
  const user = await registerUnverifiedUser(t);
  const id = Number(user.userId);
  await setTradePassword(t, user.token);
  await creditUser(t, id, 'USDT', '1000');
  await creditUser(t, id, 'USDT', '1000', accountTypes.contract);
  return { ...user, id };
}

/** Each user's one saved withdrawal address (saving it twice would be refused as a duplicate). */
const savedAddresses = new Map<string, WithdrawalAddress>();

/** Success in either envelope: `code: 1`, or the /bb envelope's `code: 200`. */
const succeeded = (body: { code: number }) => body.code === 1 || body.code === 200;

/** One call of each operation, answering the envelope's body. */
const operations: Record<IdentityOperation, (user: User) => Promise<{ code: number; error?: string }>> = {
  transfer: async (user) =>
    (await postAs(t.app, walletPaths.transfer, user.token, { amount: '1', currency: 'USDT' })).json(),
  spot: async (user) =>
    (await placeOrder(t, user.token, { symbol: 'btcusdt', side: '1', price: '1000', amount: '0.01' })).json(),
  contract: async (user) => (await openPosition(t, user.token, openForm({ margin: '10' }))).json(),
  second: async (user) =>
    (
      await postForm(
        t.app,
        secondContractPaths.createOrder,
        { openAmount: '10', baseCoin: 'BTC', quoteCoin: 'USDT', positionTime: '60', tradeType: '1' },
        undefined,
        { token: user.token },
      )
    ).json(),
  exchange: async (user) =>
    (await requestQuote(t, user.token, { fromCurrency: 'USDT', toCurrency: 'BTC', amount: '10' })).json(),
  launchpad: async (user) => {
    const listing = await createListing(t, { purchaseLimit: '100', minPurchase: '1', price: '0.5' });
    return (
      await join(t, user.token, { id: listing.id, amount: '1', tradePassword: testTradePassword })
    ).json();
  },
  withdraw: async (user) => {
    const address = savedAddresses.get(user.token) ?? (await saveAddress(t, user.token));
    savedAddresses.set(user.token, address);
    const form = { addressId: address.id, amount: '20', tradePwd: testTradePassword };
    return (await postAs(t.app, fundingPaths.withdrawSubmit, user.token, form)).json();
  },
};

async function moneyState() {
  const [row] = await queryRows<Record<string, unknown>>(
    t.database.handle.db,
    sql`select (select count(*)::int from ledger_transactions) as movements,
          (select count(*)::int from spot_orders) as spot, (select count(*)::int from contract_positions) as positions,
          (select count(*)::int from second_orders) as second, (select count(*)::int from exchange_quotes) as quotes,
          (select count(*)::int from launchpad_subscriptions) as joins, (select count(*)::int from withdrawals) as withdrawals`,
  );
  return row;
}

async function approveIdentity(user: User): Promise<void> {
  const submitted = await submitKyc(
    t,
    user.token,
    { realName: 'Grace Hopper', idNumber: 'GH1234567' },
    idPhotos(),
  );
  expect(submitted.json().code).toBe(1);
  const queue = (await operator('GET', adminPaths.kycList)).json().data as Array<{
    id: number;
    email: string;
  }>;
  const entry = queue.find((row) => row.email === user.email);
  if (!entry) throw new Error('submission not in the queue');
  const approved = await operator('POST', adminPaths.kycApprove.replace(':id', String(entry.id)));
  expect(approved.statusCode).toBe(200);
}

describe('identity verification before operations', () => {
  for (const operation of identityOperations) {
    it(`${operation}: refused unverified with nothing changed, accepted after approval`, async () => {
      const user = await unverifiedTrader();
      const before = await moneyState();
      const refused = await operations[operation](user);
      const expected = operation === 'withdraw' ? 'WITHDRAW_KYC_REQUIRED' : 'IDENTITY_VERIFICATION_REQUIRED';
      expect(refused).toMatchObject({ code: 0, error: expected });
      expect(await moneyState()).toEqual(before);
      await approveIdentity(user);
      const accepted = await operations[operation](user);
      expect(succeeded(accepted), JSON.stringify(accepted)).toBe(true);
    });

    it(`${operation}: accepted unverified while its parameter is '0'`, async () => {
      const user = await unverifiedTrader();
      expect((await setParam(operation, '0')).statusCode).toBe(200);
      try {
        const accepted = await operations[operation](user);
        expect(succeeded(accepted), JSON.stringify(accepted)).toBe(true);
      } finally {
        expect((await setParam(operation, '1')).statusCode).toBe(200);
      }
      expect((await operations[operation](user)).code).toBe(0);
    });
  }

  it("answers the refusal in the asker's language, naming verification", async () => {
    const user = await unverifiedTrader();
    const body = (
      await postForm(t.app, walletPaths.transfer, { amount: '1', currency: 'USDT' }, 'ko-KR', {
        token: user.token,
      })
    ).json();
    expect(body).toEqual({
      code: 0,
      data: null,
      msg: '먼저 본인 인증을 완료해 주세요(마이페이지 → 본인 인증).',
      error: 'IDENTITY_VERIFICATION_REQUIRED',
    });
  });

  it('refuses any value but 1 or 0 for the parameters, and keeps the old one', async () => {
    for (const value of ['2', 'yes', '0.5', '', ' 1 1']) {
      const answer = await setParam('spot', value);
      expect(answer.statusCode, value).toBe(400);
    }
    const listed = (await operator('GET', adminPaths.params)).json().data as Array<{
      paramName: string;
      valueName: string;
    }>;
    for (const operation of identityOperations) {
      expect(listed.find((entry) => entry.paramName === identityParamOf[operation])?.valueName).toBe('1');
    }
  });
});
