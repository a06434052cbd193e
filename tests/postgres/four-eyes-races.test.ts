// Proves on real Postgres, over two server processes on one database, that a four-eyes withdrawal is paid exactly
// once: two operators each approving it from both processes at the same moment pay it once, with both approvals
// recorded and the ledger balanced; and one operator approving it from both processes at once is recorded once,
// leaving it under review with its amount frozen.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, fundingPaths, paramNames } from '../../src/common/api-paths';
import { openDatabase } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/query-rows';
import { auditLog, withdrawalApprovals, withdrawals } from '../../src/server/db/schema';
import { checkLedger } from '../../src/server/ledger/invariants';
import { accountTypes } from '../../src/server/ledger/ledger-types';
import { addOperator, bearer, rootHeaders } from '../server/operators/operator-support';
import { freePort, startEngineProcess, type EngineProcess } from '../server/second-contract/engine-process';
import {
  createTestApp,
  postForm,
  servicesOf,
  testServerSecret,
  type TestApp,
} from '../server/support/test-app';
import { createScratchDatabase, postgresTestUrl } from '../server/support/test-database';
import { creditUser } from '../server/support/wallet';
import { saveAddress, testTradePassword, withdrawingUser } from '../server/support/withdrawals';

const twoProcessTimeoutMs = 180_000;
const racedWithdrawalCount = 8;
const withdrawalAmount = '20';

let scratch: { url: string; drop(): Promise<void> };
let dataDir: string;
let other: EngineProcess;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const baseUrl = postgresTestUrl();
  if (!baseUrl) throw new Error('The Postgres suite needs TEST_DATABASE_URL=postgres://…');
  scratch = await createScratchDatabase(baseUrl);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-four-eyes-'));
  // The other process migrates and seeds the database; named operators live in it, so both accept their tokens.
  other = await startEngineProcess({
    dataDir,
    port: await freePort(),
    databaseUrl: scratch.url,
    extraEnv: { SERVER_SECRET: testServerSecret },
  });
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  t = await createTestApp({ database: { handle, dispose: () => handle.close() } });
  t.clock.nowMs = Date.now();
  tokens.rita = await addOperator(t, 'rita', 'reviewer');
  tokens.vera = await addOperator(t, 'vera', 'reviewer');
  const threshold = await t.app.inject({
    method: 'PUT',
    url: adminPaths.param.replace(':name', paramNames.withdrawFourEyesThresholds),
    headers: rootHeaders,
    payload: { value: 'USDT:10' },
  });
  expect(threshold.statusCode).toBe(200);
}, twoProcessTimeoutMs);
afterAll(async () => {
  await t?.close();
  await other?.stop();
  await scratch?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: { code?: number; error?: string; data?: { status: number } };
}

/** An operator's approval sent to this process or to the other one. */
async function approve(where: 'here' | 'there', who: string, id: string): Promise<Answer> {
  const url = adminPaths.withdrawalApprove.replace(':id', id);
  const headers = bearer(tokens[who] ?? '');
  if (where === 'here') {
    const response = await t.app.inject({ method: 'POST', url, headers, payload: {} });
    return { status: response.statusCode, body: response.json() };
  }
  const response = await fetch(`${other.baseUrl}${url}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** A user with enough USDT who has asked for `count` withdrawals of withdrawalAmount, each at the threshold. */
async function pendingWithdrawals(count: number) {
  const user = await withdrawingUser(t);
  await creditUser(t, user.id, 'USDT', String(count * Number(withdrawalAmount)));
  const address = await saveAddress(t, user.token);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await postForm(
      t.app,
      fundingPaths.withdrawSubmit,
      { addressId: address.id, amount: withdrawalAmount, tradePwd: testTradePassword },
      undefined,
      { token: user.token },
    );
    expect(answer.json().code, answer.body).toBe(1);
    ids.push(String(answer.json().data.id));
  }
  return { user, ids };
}

async function usdtOf(userId: number) {
  const balances = await servicesOf(t).ledger.balances(userId, accountTypes.coin);
  const usdt = balances.find((balance) => balance.currency === 'USDT');
  return { available: usdt?.available ?? '0', frozen: usdt?.frozen ?? '0' };
}

async function stateOf(id: string) {
  const db = t.database.handle.db;
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.id, Number(id)));
  const approvals = await db
    .select()
    .from(withdrawalApprovals)
    .where(eq(withdrawalApprovals.withdrawalId, Number(id)));
  const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, id));
  const settlements = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_transactions where reference = ${`withdrawal:${id}:settle`}`,
  );
  return {
    status: row?.status,
    approvers: approvals.map((approval) => approval.operator).sort(),
    auditRows: audit.filter((entry) => entry.targetType === 'withdrawal').length,
    settlements: settlements[0]?.n ?? 0,
  };
}

describe('four-eyes withdrawals across two server processes (Postgres)', () => {
  it(
    'pays once when two operators approve from both processes at the same moment',
    async () => {
      const { user, ids } = await pendingWithdrawals(racedWithdrawalCount);
      const races = await Promise.all(
        ids.map((id) =>
          Promise.all([
            approve('here', 'rita', id),
            approve('there', 'vera', id),
            approve('there', 'rita', id),
            approve('here', 'vera', id),
          ]),
        ),
      );
      for (const [index, answers] of races.entries()) {
        const id = ids[index]!;
        const accepted = answers.filter((answer) => answer.status === 200);
        // One approval per operator is accepted: the first leaves it under review, the second pays it.
        expect(accepted.map((answer) => answer.body.data?.status).sort(), id).toEqual([0, 1]);
        const refused = answers.filter((answer) => answer.status !== 200);
        expect(refused.map((answer) => answer.status)).toEqual([409, 409]);
        for (const answer of refused) {
          expect(['WITHDRAWAL_SECOND_APPROVAL_SAME_OPERATOR', 'WITHDRAWAL_ALREADY_APPROVED']).toContain(
            answer.body.error,
          );
        }
        expect(await stateOf(id)).toEqual({
          status: 1,
          approvers: ['rita', 'vera'],
          auditRows: 2,
          settlements: 1,
        });
      }
      expect(await usdtOf(user.id)).toEqual({ available: '0', frozen: '0' });
      expect(await checkLedger(t.database.handle.db)).toEqual([]);
    },
    twoProcessTimeoutMs,
  );

  it(
    'records one approval when the same operator approves from both processes at once',
    async () => {
      const { user, ids } = await pendingWithdrawals(racedWithdrawalCount);
      const races = await Promise.all(
        ids.map((id) => Promise.all([approve('here', 'rita', id), approve('there', 'rita', id)])),
      );
      for (const [index, answers] of races.entries()) {
        const id = ids[index]!;
        expect(answers.map((answer) => answer.status).sort(), id).toEqual([200, 409]);
        const refused = answers.find((answer) => answer.status === 409);
        expect(refused?.body.error).toBe('WITHDRAWAL_SECOND_APPROVAL_SAME_OPERATOR');
        expect(answers.find((answer) => answer.status === 200)?.body.data?.status).toBe(0);
        expect(await stateOf(id)).toEqual({ status: 0, approvers: ['rita'], auditRows: 1, settlements: 0 });
      }
      const frozen = String(racedWithdrawalCount * Number(withdrawalAmount));
      expect(await usdtOf(user.id)).toEqual({ available: '0', frozen });
      expect(await checkLedger(t.database.handle.db)).toEqual([]);
    },
    twoProcessTimeoutMs,
  );
});
