// Proves user administration over the operator API and the ops CLI: `users find` shows identity, frozen state,
// balances, open orders, positions, timed orders and logins; a freeze ends the sessions, refuses login with a
// translated message and every money route (even for a session opened in the instant of the freeze), while the
// engines still fill and settle what was open; unfreeze and logout; each writes one audit row with the reason in
// its transaction, and a freeze twice or an unfreeze of an account that is not frozen is refused with no row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPaths,
  contractPaths,
  fundingPaths,
  launchpadPaths,
  secondContractPaths,
  spotPaths,
  userPaths,
  walletPaths,
} from '../../../src/common/api-paths';
import { queryRows } from '../../../src/server/db/query-rows';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { registerUser, testPassword } from '../support/accounts';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { runOps } from '../support/ops';
import { createTestApp, postAs, postForm, servicesOf, type TestApp } from '../support/test-app';
import { creditUser } from '../support/wallet';
import { addOperator, bearer } from '../operators/operator-support';
import { createOrder, orderForm, settleCount } from '../second-contract/second-support';
import { placed, tick } from '../spot/spot-kit';

let t: TestApp;
let reviewer: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.01 }) });
  reviewer = bearer(await addOperator(t, 'rita', 'reviewer'));
  admin = bearer(await addOperator(t, 'adam', 'admin'));
});
afterAll(() => t.close());

const auditRows = (action: string) =>
  queryRows<{ operator: string; target_id: string; before: unknown; after: unknown; reason: string }>(
    t.database.handle.db,
    sql`select operator, target_id, before, after, reason from audit_log where action = ${action} order by id`,
  );

const login = (email: string, language?: string) =>
  postForm(t.app, userPaths.login, { account: email, password: testPassword }, language);

const userUrl = (template: string, who: string) => template.replace(':who', encodeURIComponent(who));

function adminPost(template: string, who: string, body: Record<string, string>, headers = admin) {
  return t.app.inject({ method: 'POST', url: userUrl(template, who), headers, payload: body });
}

/** A user with 1000 USDT in each account, an open spot buy and a running 60 s timed order. */
async function busyUser() {
  const user = await registerUser(t);
  await creditUser(t, user.userId, 'USDT', '1000');
  await creditUser(t, user.userId, 'USDT', '1000', accountTypes.contract);
  // Below the market, so it stays open until the test moves the price.
  const order = await placed(t, user.token, { symbol: 'btcusdt', side: '1', price: '50000', amount: '0.01' });
  const timed = (await createOrder(t, user.token, orderForm())).json();
  if (timed.code !== 200) throw new Error(`timed order refused: ${JSON.stringify(timed)}`);
  return { ...user, orderId: String(order.id), timedId: String(timed.result.id) };
}

describe('users find', () => {
  it('shows identity, frozen state, balances, open orders, timed orders and logins, to a reviewer too', async () => {
    const user = await busyUser();
    const response = await t.app.inject({
      method: 'GET',
      url: userUrl(adminPaths.user, user.email),
      headers: reviewer,
    });
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ email: user.email, kycStatus: 2, frozen: null });
    expect(report.balances).toEqual(
      expect.arrayContaining([
        { accountType: 1, currency: 'USDT', available: '500', frozen: '500' },
        expect.objectContaining({ accountType: 2, currency: 'USDT', frozen: '100' }),
      ]),
    );
    expect(report.openSpotOrders.list.map((order: { id: string }) => order.id)).toEqual([user.orderId]);
    expect(report.runningTimedOrders.list.map((order: { id: string }) => order.id)).toEqual([user.timedId]);
    expect(report.openPositions).toEqual({ list: [], totalRow: 0 });
    expect(report.lastLogins).toHaveLength(1);
    expect(report).not.toHaveProperty('userId');

    const byUid = await runOps(t, 'users', 'find', report.uid);
    expect(byUid.code).toBe(0);
    expect(byUid.output).toContain(`user ${report.uid}  ${user.email}`);
    expect(byUid.output).toContain('identity: verified');
    expect(byUid.output).toContain('not frozen');
    expect(byUid.output).toMatch(/coin\s+USDT\s+500\s+500/);
    expect(byUid.output).toMatch(new RegExp(`${user.orderId}\\s+btcusdt\\s+buy\\s+50000\\s+0.01`));
    expect(byUid.output).toMatch(new RegExp(`${user.timedId}\\s+btcusdt\\s+up\\s+100 USDT`));
    await expect(runOps(t, 'users', 'find', 'nobody@example.test')).rejects.toThrow(
      'There is no account with this email address.',
    );
  });
});

describe('users freeze', () => {
  it('ends the sessions, refuses login translated, and keeps open orders working for the engines', async () => {
    const user = await busyUser();
    const frozen = await runOps(t, 'users', 'freeze', user.email, 'chargeback under investigation');
    expect(frozen).toEqual({ code: 0, output: `frozen ${user.email} (1 sessions ended)\n` });

    const assets = (await postAs(t.app, walletPaths.assets, user.token, { type: '1' })).json();
    expect(assets.code).toBe(-2);
    const refused = (await login(user.email, 'ja-JP')).json();
    expect(refused.code).not.toBe(1);
    expect(refused.msg).toBe('このアカウントは凍結されています。カスタマーサポートにお問い合わせください。');
    expect((await login(user.email)).json().msg).toBe(
      'This account is frozen. Please contact customer support.',
    );

    const [row] = (await auditRows('user.freeze')).slice(-1);
    expect(row).toMatchObject({
      operator: 'root',
      reason: 'chargeback under investigation',
      before: { frozen: null },
    });
    expect(row?.after).toMatchObject({
      frozen: { by: 'root', reason: 'chargeback under investigation' },
      sessionsEnded: 1,
    });
    const report = (
      await t.app.inject({ method: 'GET', url: userUrl(adminPaths.user, user.email), headers: admin })
    ).json();
    expect(report.data.frozen).toMatchObject({ by: 'root', reason: 'chargeback under investigation' });
    expect((await runOps(t, 'users', 'find', user.email)).output).toContain(
      'by root: chargeback under investigation',
    );

    // The open buy fills when the market comes down to it, and the timed order settles at its time.
    const feed = t.feed as ReturnType<typeof createFixedPriceFeed>;
    feed.prices.set('BTC', 49000);
    t.clock.advance(61_000);
    await tick(t);
    const journal = await queryRows<{ reference: string }>(
      t.database.handle.db,
      sql`select reference from ledger_transactions where reference = ${`spot:${user.orderId}:fill`}`,
    );
    expect(journal).toHaveLength(1);
    expect(await settleCount(t, user.timedId)).toBe(1);
    feed.prices.set('BTC', 60000.12);
  });

  it('refuses every money route to a frozen user, even on a session opened in the instant of the freeze', async () => {
    const user = await busyUser();
    await runOps(t, 'users', 'freeze', user.email, 'sanctions check');
    // A login that passed its check just before the freeze committed: its session outlives the freeze.
    const { token } = await servicesOf(t).sessions.create(Number(user.userId), '10.1.1.1');
    const moneyRoutes = [
      walletPaths.transfer,
      fundingPaths.withdrawSubmit,
      fundingPaths.exchangeSubmit,
      fundingPaths.rechargeSubmit,
      spotPaths.place,
      spotPaths.cancel,
      contractPaths.open,
      contractPaths.close,
      secondContractPaths.createOrder,
      launchpadPaths.join,
    ];
    for (const path of moneyRoutes) {
      const body = (await postAs(t.app, path, token, {}, 'ko-KR')).json();
      expect(body.msg, path).toBe('이 계정은 동결되었습니다. 고객 지원팀에 문의해 주세요.');
    }
  });

  it('refuses a second freeze and an unfreeze of an account not frozen, with no audit row', async () => {
    const user = await registerUser(t);
    await expect(runOps(t, 'users', 'unfreeze', user.email)).rejects.toThrow(
      `The account ${user.email} is not frozen.`,
    );
    await runOps(t, 'users', 'freeze', user.email, 'first');
    const rowsBefore = (await auditRows('user.freeze')).length;
    const twice = await adminPost(adminPaths.userFreeze, user.email, { reason: 'second' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('USER_ALREADY_FROZEN');
    expect(await auditRows('user.freeze')).toHaveLength(rowsBefore);
    expect((await auditRows('user.unfreeze')).filter((row) => row.target_id === user.email)).toHaveLength(0);
    const noReason = await adminPost(adminPaths.userFreeze, user.email, {});
    expect(noReason.json().error).toBe('FIELD_MISSING');
  });

  it('is refused to a reviewer', async () => {
    const user = await registerUser(t);
    const response = await adminPost(adminPaths.userFreeze, user.email, { reason: 'x' }, reviewer);
    expect(response.statusCode).toBe(403);
    expect((await login(user.email)).json().code).toBe(1);
  });
});

describe('users unfreeze and logout', () => {
  it('unfreeze lets the user log in and move money again, with an audit row holding the state before', async () => {
    const user = await registerUser(t);
    await creditUser(t, user.userId, 'USDT', '10');
    await runOps(t, 'users', 'freeze', user.email, 'suspicious login');
    expect(await runOps(t, 'users', 'unfreeze', user.email, 'owner confirmed')).toEqual({
      code: 0,
      output: `unfrozen ${user.email}\n`,
    });
    const [row] = (await auditRows('user.unfreeze')).slice(-1);
    expect(row).toMatchObject({ reason: 'owner confirmed', after: { frozen: null } });
    expect(row?.before).toMatchObject({ frozen: { reason: 'suspicious login', by: 'root' } });
    const session = (await login(user.email)).json();
    expect(session.code).toBe(1);
    const moved = (
      await postAs(t.app, walletPaths.transfer, session.data.token, {
        amount: '1',
        currency: 'USDT',
        type: '1',
      })
    ).json();
    expect(moved.code).toBe(1);
  });

  it('logout ends every session and nothing else', async () => {
    const user = await registerUser(t);
    const second = (await login(user.email)).json().data.token as string;
    expect(await runOps(t, 'users', 'logout', user.email, 'lost phone')).toEqual({
      code: 0,
      output: `2 sessions of ${user.email} ended\n`,
    });
    for (const token of [user.token, second])
      expect((await postAs(t.app, walletPaths.assets, token, { type: '1' })).json().code).toBe(-2);
    expect((await login(user.email)).json().code).toBe(1);
    const [row] = (await auditRows('user.logout')).slice(-1);
    expect(row).toMatchObject({ reason: 'lost phone', after: { sessionsEnded: 2 } });
  });
});
