// Proves that an engine meeting a broken ledger invariant stops itself while the others run on: one error line,
// `/healthz` degraded naming it, `ops engines` listing it stopped, and `ops engines resume` starting it again, after
// which (the data repaired) it settles what was due; a failure that is not an invariant is not a stop.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { healthPath } from '../../../src/common/api-paths';
import type { SecondContractOrder } from '../../../src/common/trading-types';
import { queryRows } from '../../../src/server/db/query-rows';
import type { Engine } from '../../../src/server/engines/engine';
import { createEngineRunner } from '../../../src/server/engines/engine-loop';
import { LedgerInvariantError } from '../../../src/server/ledger/ledger-invariant-error';
import { moveLegs, systemAccount, userAccount } from '../../../src/server/ledger/ledger';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { captureLog, type CapturedLog } from '../http/log-capture';
import { contractBalance, createOrder, fundContract, orderForm } from '../second-contract/second-support';
import { fundedUser, placed } from '../spot/spot-kit';
import { registerUser } from '../support/accounts';
import { createFixedPriceFeed, type FixedPriceFeed } from '../support/fixed-price-feed';
import { runOps } from '../support/ops';
import { createTestApp, servicesOf, type TestApp } from '../support/test-app';

let t: TestApp;
let log: CapturedLog;
let feed: FixedPriceFeed;

beforeAll(async () => {
  log = captureLog();
  feed = createFixedPriceFeed({ BTC: 60000 });
  t = await createTestApp({ feed, logger: { level: 'info', stream: log.stream } });
});
afterAll(() => t.close());

const stopLines = () => log.lines.filter((line) => String(line.msg).startsWith('engine stopped'));
const health = async () => (await t.app.inject({ method: 'GET', url: healthPath })).json();

async function secondStatus(id: number) {
  const [row] = await queryRows<{ entry_status: number }>(
    t.database.handle.db,
    sql`select entry_status from second_orders where id = ${id}`,
  );
  return Number(row?.entry_status);
}

/** Sets the user's frozen USDT in the contract account by hand: the corruption, then its repair. */
async function setContractFrozen(userId: number, frozen: string) {
  await t.database.handle.db.execute(
    sql`update ledger_accounts set frozen = ${frozen}::numeric
        where user_id = ${userId} and account_type = ${accountTypes.contract} and currency = 'USDT'`,
  );
}

describe('an engine that meets a broken invariant', () => {
  it('stops alone, says why once, shows in healthz and ops, and resumes', async () => {
    const trader = await registerUser(t);
    const traderId = Number(trader.userId);
    await fundContract(t, traderId, '100');
    const opened = (
      await createOrder(t, trader.token, orderForm({ openAmount: '10', positionTime: '60' }))
    ).json();
    expect(opened.code).toBe(200);
    const order = opened.result as SecondContractOrder;
    // The stake frozen at placement vanishes from the balance row: releasing it would take frozen below zero.
    await setContractFrozen(traderId, '0');
    const buyer = await fundedUser(t, { USDT: '1000' });
    const spot = await placed(t, buyer.token, {
      symbol: 'btcusdt',
      side: '1',
      price: '60000',
      amount: '0.001',
    });
    t.clock.advance(61_000);

    const report = await t.app.engines.runDue();
    expect(report.claimed['spot-fills']).toBe(1);
    expect(report.claimed['second-contract']).toBeUndefined();
    expect(await secondStatus(Number(order.id))).toBe(1);
    const [spotRow] = await queryRows<{ status: number }>(
      t.database.handle.db,
      sql`select status from spot_orders where id = ${Number(spot.id)}`,
    );
    expect(Number(spotRow?.status)).toBe(1);

    // A second run skips the stopped engine: still one error line.
    await t.app.engines.runDue();
    const errors = log.lines.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ engine: 'second-contract', reason: 'negative-balance' });
    expect(String(errors[0]!.msg)).toMatch(/^engine stopped/);
    expect(stopLines()).toHaveLength(1);

    const degraded = await health();
    expect(degraded).toMatchObject({ status: 'degraded', source: 'sim', prices: 'simulated' });
    // The public health answer names the engine; the reason (references, ids) is for operators (`ops engines`).
    expect(degraded.stoppedEngines).toEqual([
      { name: 'second-contract', stoppedAt: new Date(t.clock.nowMs).toISOString() },
    ]);
    const listed = await runOps(t, 'engines');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/second-contract\s+stopped\s+.*negative-balance/);
    expect(listed.output).toMatch(/spot-fills\s+running/);

    // Repaired and resumed, the engine settles the order it stopped on (a loss or a draw at a fixed price: the
    // stake goes to the counterparty or back, either way out of the frozen bucket).
    await setContractFrozen(traderId, '10');
    expect(await runOps(t, 'engines', 'resume', 'second-contract')).toEqual({
      code: 0,
      output: 'second-contract: running\n',
    });
    expect((await t.app.engines.runDue()).claimed['second-contract']).toBe(1);
    expect(await secondStatus(Number(order.id))).toBe(2);
    expect((await contractBalance(t, traderId)).frozen).toBe('0');
    expect(await health()).toEqual({ status: 'ok', source: 'sim', prices: 'simulated' });
    expect((await runOps(t, 'engines')).output).not.toMatch(/\sstopped\s/);
  });

  it('stops on a settle reference already in the journal with other entries', async () => {
    const trader = await registerUser(t);
    const traderId = Number(trader.userId);
    await fundContract(t, traderId, '100');
    const order = (
      await createOrder(t, trader.token, orderForm({ openAmount: '10', positionTime: '60' }))
    ).json().result as SecondContractOrder;
    // A conflicting movement under the engine's own reference, as a bug elsewhere would have posted it.
    await t.database.handle.db.transaction((tx) =>
      servicesOf(t).ledger.post(tx, {
        kind: 'adjustment',
        reference: `settle:${order.id}`,
        userId: traderId,
        legs: moveLegs(
          'USDT',
          '1',
          { owner: systemAccount('adjustments'), bucket: 'available' },
          { owner: userAccount(traderId, accountTypes.contract), bucket: 'available' },
        ),
      }),
    );
    t.clock.advance(61_000);
    await t.app.engines.runDue();
    const status = t.app.engines.statuses().find((entry) => entry.name === 'second-contract');
    expect(status).toMatchObject({
      state: 'stopped',
      reason: expect.stringMatching(/^reference-conflict: settle:/),
    });
    expect(await secondStatus(Number(order.id))).toBe(1);
    // The journal cannot be repaired by hand (it is append-only); resuming stops it again on the same order.
    t.app.engines.resume('second-contract');
    await t.app.engines.runDue();
    expect(t.app.engines.statuses().find((entry) => entry.name === 'second-contract')?.state).toBe('stopped');
  });

  it('keeps an ordinary failure a retry: the tick logs it each time and the engine stays running', async () => {
    let failures = 0;
    const flaky: Engine = {
      name: 'flaky',
      batchSizeMax: 10,
      async runBatch() {
        failures += 1;
        throw new Error('connection lost');
      },
    };
    const broken: Engine = {
      name: 'broken',
      batchSizeMax: 10,
      async runBatch() {
        throw new LedgerInvariantError('unbalanced-movement', 'legs in USDT sum to 1');
      },
    };
    const errors: unknown[] = [];
    const runner = createEngineRunner({
      engines: [flaky, broken],
      clock: () => t.clock.nowMs,
      log: { error: (entry: unknown) => errors.push(entry), info: () => undefined },
      tickMs: 1,
    });
    await expect(runner.runDue()).rejects.toThrow('connection lost');
    runner.start();
    await vi.waitFor(() => expect(failures).toBeGreaterThanOrEqual(3));
    await runner.stop();
    expect(runner.statuses().map((status) => [status.name, status.state])).toEqual([
      ['flaky', 'running'],
      ['broken', 'stopped'],
    ]);
    // Each failed tick of the flaky engine is logged; the broken engine's stop is logged once.
    const brokenLines = errors.filter((entry) => (entry as { engine: string }).engine === 'broken');
    expect(brokenLines).toHaveLength(1);
    expect(errors.length).toBeGreaterThanOrEqual(failures);
  });

  it('refuses to resume an engine that does not exist', async () => {
    await expect(runOps(t, 'engines', 'resume', 'no-such-engine')).rejects.toThrow(
      /There is no engine “no-such-engine”\. The engines are: spot-fills, contract-positions, second-contract/,
    );
  });
});
