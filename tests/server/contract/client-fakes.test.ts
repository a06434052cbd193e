// Proves the client tests' fake server answers like the real one: one real app on PGlite, one user with some
// activity (money in both accounts, an open position, a spot order, a timed order, a saved address, a launchpad
// subscription), then every call the client fakes answer is asked of both, and each fake answer must have the real
// answer's shape (same envelope fields, same keys, same kinds of value, array elements alike), failing with the
// path of the first difference.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  contractPaths,
  fundingPaths,
  launchpadPaths,
  marketPaths,
  paramPaths,
  secondContractPaths,
  spotPaths,
  userPaths,
  walletPaths,
} from '../../../src/common/api-paths';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { noRecords, serveAssets } from '../../client/features/assets/assets-server';
import { page as positionPage, position, serveContracts } from '../../client/features/contracts/contract-kit';
import {
  savedAddress,
  walletConfig,
  coinAssets as fundingAssets,
} from '../../client/features/funding/funding-test-kit';
import { serveLaunchpad, subscription } from '../../client/features/launchpad/launchpad-kit';
import {
  bb,
  bbFailure,
  openOrder,
  serveSecond,
  settledOrder,
} from '../../client/features/second-contract/second-server';
import { page as spotPage, serveSpot, spotOrder } from '../../client/features/spot/spot-server';
import { ok } from '../../client/lib/account/fake-server';
import { userInfoAnswer } from '../../client/support/account-answers';
import { envelope, failure } from '../../client/support/fake-fetch';
import { shapeDifference } from '../../support/same-shape';
import { createListing } from '../launchpad/launchpad-support';
import { registerUser, testPassword } from '../support/accounts';
import { openedPosition } from '../support/contracts';
import { postForm, type TestApp, createTestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';
import { saveAddress, setTradePassword, testTradePassword } from '../support/withdrawals';
import { placed } from '../spot/spot-kit';
import { createOrder, orderForm } from '../second-contract/second-support';

/** Activity the comparison needs fails the set-up at once, rather than leaving a list empty to compare. */
function accepted(response: { json(): { code: number } }) {
  const body = response.json();
  if (body.code !== 1 && body.code !== 200) throw new Error(`refused: ${JSON.stringify(body)}`);
}

let t: TestApp;
let token: string;
let email: string;
let listingId: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await registerUser(t);
  token = user.token;
  email = user.email;
  await setTradePassword(t, token);
  await creditUser(t, user.userId, 'USDT', '5000');
  await creditUser(t, user.userId, 'BTC', '1');
  await creditUser(t, user.userId, 'USDT', '5000', accountTypes.contract);
  const transfer = { currency: 'USDT', amount: '10' };
  accepted(await postForm(t.app, walletPaths.transfer, transfer, undefined, { token }));
  await openedPosition(t, token);
  await placed(t, token, { symbol: 'btcusdt', side: '1', price: '1', amount: '0.5' });
  accepted(await createOrder(t, token, orderForm()));
  await saveAddress(t, token);
  listingId = (await createListing(t)).id;
  const join = { id: listingId, amount: '10', tradePassword: testTradePassword };
  accepted(await postForm(t.app, launchpadPaths.join, join, undefined, { token }));
});
afterAll(() => t.close());
afterEach(() => vi.unstubAllGlobals());

/** What the real server answers the signed-in user. */
async function realAnswer(path: string, form: Record<string, string>): Promise<unknown> {
  return (await postForm(t.app, path, form, undefined, { token })).json();
}

/** What the fake server installed on fetch answers the same call, as the client would send it. */
async function fakeAnswer(path: string, form: Record<string, string>): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', token },
    body: new URLSearchParams(form).toString(),
  });
  return response.json();
}

/** Fails with the call and the path of the first difference, e.g. "/trade/order/list $.data.list[0].fee: …". */
function expectShapeOf(fake: unknown, real: unknown, call: string) {
  const difference = shapeDifference(fake, real);
  expect(difference, `${call} ${difference}`).toBeUndefined();
}

async function expectSameShape(fake: unknown, path: string, form: Record<string, string> = {}) {
  expectShapeOf(fake, await realAnswer(path, form), path);
}

/** Asks the installed fake server each call and compares it with the real answer to the same call. */
async function expectFakesLikeReal(calls: Array<[path: string, form?: Record<string, string>]>) {
  for (const [path, form = {}] of calls) await expectSameShape(await fakeAnswer(path, form), path, form);
}

const json = (response: Response) => response.json() as Promise<unknown>;

describe('the client fakes answer like the real server', () => {
  it('are compared with lists that hold something, so element shapes are compared too', async () => {
    const listed = async (path: string, form: Record<string, string> = {}) => {
      const body = (await realAnswer(path, form)) as { data?: unknown; result?: { list: unknown[] } };
      const data = body.result ?? body.data;
      return Array.isArray(data) ? data.length : (data as { list: unknown[] }).list.length;
    };
    for (const path of [contractPaths.list, spotPaths.list, secondContractPaths.getContractRecord]) {
      expect(await listed(path), path).toBeGreaterThan(0);
    }
    expect(await listed(walletPaths.assetsRecord, { type: '1' })).toBeGreaterThan(0);
    expect(await listed(fundingPaths.addressList)).toBeGreaterThan(0);
    expect(await listed(launchpadPaths.records)).toBeGreaterThan(0);
    expect(await listed(launchpadPaths.list)).toBeGreaterThan(0);
  });

  it('assets (serveAssets): both accounts and the records', async () => {
    serveAssets();
    await expectFakesLikeReal([
      [walletPaths.assets, { type: '1' }],
      [walletPaths.assets, { type: '2' }],
      [walletPaths.assetsRecord, { type: '1' }],
    ]);
    await expectSameShape(await json(envelope(noRecords)), walletPaths.assetsRecord, { type: '1' });
  });

  it('leveraged contracts (serveContracts): config, prices, balances and positions', async () => {
    serveContracts({ btc: 60000, coin: '100', contract: '100', positions: positionPage([position()]) });
    await expectFakesLikeReal([
      [contractPaths.config],
      [marketPaths.tickersByQuoteCoin, { quoteCoin: 'usdt' }],
      [walletPaths.assets, { type: '2' }],
      [contractPaths.list],
    ]);
  });

  it('timed orders (serveSecond): durations, fee, balance, price and records', async () => {
    serveSecond();
    await expectFakesLikeReal([
      [secondContractPaths.getConfig],
      [paramPaths.byName, { paramName: 'contract_second_fee_rate' }],
      [walletPaths.assets, { type: '2' }],
      [marketPaths.details, { symbol: 'btcusdt' }],
      [secondContractPaths.getContractRecord],
    ]);
    const records = await json(bb({ list: [openOrder('1'), settledOrder('2')], totalRow: 2 }));
    await expectSameShape(records, secondContractPaths.getContractRecord);
  });

  it('spot (serveSpot): the market, the coin account and the orders', async () => {
    serveSpot({ orders: () => spotPage([spotOrder(), spotOrder({ status: 2 })]) });
    await expectFakesLikeReal([
      [marketPaths.details, { symbol: 'btcusdt' }],
      [marketPaths.kline, { symbol: 'btcusdt', timer: '1min', size: '10' }],
      [marketPaths.depth, { symbol: 'btcusdt' }],
      [marketPaths.trades, { symbol: 'btcusdt' }],
      [marketPaths.tickersByQuoteCoin, { quoteCoin: 'usdt' }],
      [walletPaths.assets, { type: '1' }],
      [spotPaths.list],
    ]);
  });

  it('funding (funding-test-kit): the wallet config, the coin account and the address book', async () => {
    await expectSameShape(await json(envelope(walletConfig)), fundingPaths.config);
    await expectSameShape(await json(envelope(fundingAssets)), walletPaths.assets, { type: '1' });
    await expectSameShape(await json(envelope([savedAddress])), fundingPaths.addressList);
  });

  it('the launchpad (serveLaunchpad): a listing, the list, the records and the balance', async () => {
    serveLaunchpad();
    await expectFakesLikeReal([
      [launchpadPaths.detail, { id: listingId }],
      [launchpadPaths.list],
      [walletPaths.assets, { type: '1' }],
    ]);
    const records = await json(envelope({ list: [subscription('s1')], totalRow: 1 }));
    await expectSameShape(records, launchpadPaths.records);
  });

  it('the account (userInfoAnswer, fake-server ok): the profile, a log-in and a log-out', async () => {
    expectShapeOf(userInfoAnswer(), await realAnswer(userPaths.info, {}), userPaths.info);
    const login = (await postForm(t.app, userPaths.login, { account: email, password: testPassword })).json();
    expectShapeOf(ok({ userId: 'u-1', token: 'tok-1' }, 'login success'), login, userPaths.login);
    const logout = (
      await postForm(t.app, userPaths.logout, {}, undefined, { token: login.data.token })
    ).json();
    expectShapeOf(ok(null), logout, userPaths.logout);
  });

  it('refusals: the envelope of an error, and of a /bb error', async () => {
    const refusal = (await postForm(t.app, userPaths.info, {}, undefined, { token: 'no-such-token' })).json();
    expect(
      shapeDifference(await json(failure('SESSION_INVALID', 'Please log in again.')), refusal),
    ).toBeUndefined();
    const bbRefusal = await realAnswer(secondContractPaths.createOrder, orderForm({ openAmount: '-1' }));
    expectShapeOf(await json(bbFailure('AMOUNT_INVALID', 'x')), bbRefusal, secondContractPaths.createOrder);
  });
});
