// Proves that a deposit proof cannot outlive or precede its rows: during the transaction it exists only under a
// temporary name, it takes its real name after the commit, and a transaction that fails leaves no file at all.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalConstant } from '../../../src/common/decimal';
import { createUserDirectory } from '../../../src/server/modules/auth';
import { createUsersRepo } from '../../../src/server/modules/auth/users-repo';
import { createDepositService } from '../../../src/server/modules/deposits/deposit-service';
import { createDepositsRepo, type DepositsRepo } from '../../../src/server/modules/deposits/deposits-repo';
import type { RechargeInput } from '../../../src/server/modules/deposits/recharge-form';
import { createUploadStore } from '../../../src/server/uploads/upload-store';
import { createUploadsRepo } from '../../../src/server/uploads/uploads-repo';
import { registerUnverifiedUser } from '../support/accounts';
import { samplePng } from '../support/sample-png';
import { createTestApp, servicesOf, type TestApp } from '../support/test-app';
import { storedDeposits } from './recharge-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const input: RechargeInput = {
  currency: 'USDT',
  network: 'TRC20',
  address: 'TSm5iFmEEAQksLr7ugbr6Hxyuf1GSfLbWu',
  amount: decimalConstant('12'),
  proof: { bytes: samplePng(3), mimeType: 'image/png' },
};

function depositsWith(repo: DepositsRepo) {
  const db = t.database.handle.db;
  return createDepositService({
    db,
    clock: () => t.clock.nowMs,
    ledger: servicesOf(t).ledger,
    repo,
    uploads: createUploadsRepo(db),
    store: createUploadStore(t.dataDir),
    users: createUserDirectory(createUsersRepo(db)),
  });
}

const uploadNames = () => fs.readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);

describe('a deposit proof', () => {
  it('is under a temporary name until the rows commit, then under its real name', async () => {
    const user = await registerUnverifiedUser(t);
    const repo = createDepositsRepo(t.database.handle.db);
    let namesInTransaction: string[] = [];
    const deposits = depositsWith({
      ...repo,
      async insert(deposit, tx) {
        namesInTransaction = await uploadNames();
        return repo.insert(deposit, tx);
      },
    });
    const before = new Set(await uploadNames());
    await deposits.submit(Number(user.userId), input, undefined);
    const fresh = (names: string[]) => names.filter((name) => !before.has(name));
    expect(fresh(namesInTransaction)).toHaveLength(1);
    expect(fresh(namesInTransaction)[0]).toMatch(/^[0-9a-f]{32}\.tmp$/);
    expect(fresh(await uploadNames())).toEqual([fresh(namesInTransaction)[0]?.replace('.tmp', '')]);
  });

  it('whose transaction fails leaves no file and no row', async () => {
    const user = await registerUnverifiedUser(t);
    const repo = createDepositsRepo(t.database.handle.db);
    const deposits = depositsWith({
      ...repo,
      async insert(deposit, tx) {
        await repo.insert(deposit, tx);
        throw new Error('the database went away before the commit');
      },
    });
    const before = await uploadNames();
    await expect(deposits.submit(Number(user.userId), input, undefined)).rejects.toThrow(/went away/);
    expect(await uploadNames()).toEqual(before);
    expect(await storedDeposits(t, Number(user.userId))).toMatchObject({ deposits: 0, uploads: 0 });
  });
});
