// Proves the audit trail: each operator action writes one row naming its operator, in the action's transaction (an
// action rolled back after the row was written leaves none), reads write nothing, the table refuses UPDATE, DELETE
// and TRUNCATE, and GET /admin/audit lists the rows newest first, filtered by operator, action and time.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, paramNames } from '../../../src/common/api-paths';
import { createUserDirectory } from '../../../src/server/modules/auth';
import { createUsersRepo } from '../../../src/server/modules/auth/users-repo';
import { createDepositService } from '../../../src/server/modules/deposits/deposit-service';
import { createDepositsRepo } from '../../../src/server/modules/deposits/deposits-repo';
import { createParamsRepo } from '../../../src/server/modules/params/params-repo';
import { createParamsService } from '../../../src/server/modules/params/params-service';
import { queryRows } from '../../../src/server/db/query-rows';
import { createUploadStore } from '../../../src/server/uploads/upload-store';
import { createUploadsRepo } from '../../../src/server/uploads/uploads-repo';
import { registerUser } from '../support/accounts';
import { createTestApp, servicesOf, type TestApp } from '../support/test-app';
import { approveUrl, submittedDeposit } from '../deposits/recharge-support';
import { crashingBeforeCommit } from '../messages/messages-support';
import { addOperator, bearer, rootAct, rootHeaders } from './operator-support';

let t: TestApp;
let reviewer: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  reviewer = bearer(await addOperator(t, 'rita', 'reviewer'));
  admin = bearer(await addOperator(t, 'adam', 'admin'));
});
afterAll(() => t.close());

const auditCount = async () => {
  const [row] = await queryRows<{ n: number }>(
    t.database.handle.db,
    sql`select count(*)::int as n from audit_log`,
  );
  return Number(row?.n);
};

async function trail(headers: Record<string, string>, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `${adminPaths.audit}${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Array<Record<string, unknown>>;
}

describe('the audit trail', () => {
  it('records a reviewer approving a deposit, and an admin setting a parameter with its old and new values', async () => {
    const user = await registerUser(t);
    const id = await submittedDeposit(t, user.token);
    const before = await auditCount();
    await t.app.inject({ method: 'GET', url: adminPaths.deposits, headers: reviewer });
    expect(await auditCount()).toBe(before);
    const approved = await t.app.inject({ method: 'POST', url: approveUrl(id), headers: reviewer });
    expect(approved.statusCode, approved.body).toBe(200);
    t.clock.advance(1000);
    const changed = await t.app.inject({
      method: 'PUT',
      url: adminPaths.param.replace(':name', paramNames.customerServiceEmail),
      headers: admin,
      payload: { value: 'desk@example.com' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await auditCount()).toBe(before + 2);

    const [latest, previous] = await trail(reviewer);
    expect(latest).toMatchObject({
      operator: 'adam',
      action: 'param.set',
      targetType: 'param',
      targetId: paramNames.customerServiceEmail,
      after: 'desk@example.com',
      at: new Date(t.clock.nowMs).toISOString(),
    });
    expect(previous).toMatchObject({ operator: 'rita', action: 'deposit.approve', targetId: String(id) });
    expect((await trail(reviewer, '?operator=rita')).map((row) => row.action)).toEqual(['deposit.approve']);
    expect((await trail(reviewer, '?action=param.set')).map((row) => row.operator)).toEqual(['adam']);
    const since = encodeURIComponent(new Date(t.clock.nowMs).toISOString());
    expect((await trail(reviewer, `?since=${since}`)).map((row) => row.action)).toEqual(['param.set']);
  });

  it('leaves no row when the action rolls back after its row was written', async () => {
    const user = await registerUser(t);
    const id = await submittedDeposit(t, user.token);
    const db = t.database.handle.db;
    const before = await auditCount();
    const crashing = createDepositService({
      db: crashingBeforeCommit(db),
      clock: () => t.clock.nowMs,
      ledger: servicesOf(t).ledger,
      repo: createDepositsRepo(db),
      uploads: createUploadsRepo(db),
      store: createUploadStore(t.dataDir),
      users: createUserDirectory(createUsersRepo(db)),
    });
    await expect(crashing.approve(id, rootAct)).rejects.toThrow(/before the commit/);
    const params = createParamsService(createParamsRepo(db), {
      db: crashingBeforeCommit(db),
      clock: () => t.clock.nowMs,
    });
    await expect(params.set(paramNames.customerServiceEmail, 'x@example.com', rootAct)).rejects.toThrow(
      /before the commit/,
    );
    expect(await auditCount()).toBe(before);
  });

  it('refuses to update, delete or truncate a row', async () => {
    await t.app.inject({
      method: 'POST',
      url: adminPaths.operators,
      headers: rootHeaders,
      payload: { name: 'olga', role: 'reviewer' },
    });
    const db = t.database.handle.db;
    const count = await auditCount();
    expect(count).toBeGreaterThan(0);
    // Drizzle wraps the database's error; the trigger's message is its cause.
    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update audit_log set reason = 'edited'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
    expect(await auditCount()).toBe(count);
  });
});
