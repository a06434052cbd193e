// Proves that KYC photos cannot outlive or precede their rows: during the transaction they exist only under
// temporary names, a failed transaction leaves no file, and the start-up sweep removes what a crash left
// (stale temporary files, files no row references) and finishes a commit whose rename was cut short.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKycRepo, type KycRepo } from '../../../src/server/modules/kyc/kyc-repo';
import { createKycService, type KycSubmissionInput } from '../../../src/server/modules/kyc/kyc-service';
import { createUploadStore, temporaryUploadAgeMinMs } from '../../../src/server/uploads/upload-store';
import { registerUnverifiedUser } from '../support/accounts';
import { samplePng } from '../support/sample-png';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUserDirectory } from '../../../src/server/modules/auth/user-directory-service';
import { createUsersRepo } from '../../../src/server/modules/auth/users-repo';
import { createParamsRepo } from '../../../src/server/modules/params/params-repo';
import { createParamsService } from '../../../src/server/modules/params/params-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const input: KycSubmissionInput = {
  realName: 'Kim Minji',
  idNumber: '900101-1234567',
  front: { bytes: samplePng(1), mimeType: 'image/png' },
  back: { bytes: samplePng(2), mimeType: 'image/png' },
};

function kycWith(repo: KycRepo) {
  const store = createUploadStore(t.dataDir);
  return {
    store,
    kyc: createKycService({
      db: t.database.handle.db,
      clock: () => t.clock.nowMs,
      repo,
      store,
      users: createUserDirectory(createUsersRepo(t.database.handle.db)),
      params: createParamsService(createParamsRepo(t.database.handle.db)),
    }),
  };
}

const uploadNames = () => fs.readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);

async function ageFile(file: string, ageMs: number): Promise<void> {
  const then = new Date(Date.now() - ageMs);
  await fs.utimes(file, then, then);
}

describe('a submission', () => {
  it('keeps its photos under temporary names until its rows commit', async () => {
    const user = await registerUnverifiedUser(t);
    const repo = createKycRepo(t.database.handle.db);
    let namesInTransaction: string[] = [];
    const { kyc } = kycWith({
      ...repo,
      async insertSubmission(submission, tx) {
        namesInTransaction = await uploadNames();
        return repo.insertSubmission(submission, tx);
      },
    });
    const before = new Set(await uploadNames());
    await kyc.submit(Number(user.userId), input);
    const fresh = (names: string[]) => names.filter((name) => !before.has(name));

    expect(fresh(namesInTransaction)).toHaveLength(2);
    expect(fresh(namesInTransaction).every((name) => name.endsWith('.tmp'))).toBe(true);
    const committed = fresh(await uploadNames());
    expect(committed).toHaveLength(2);
    expect(committed.every((name) => /^[0-9a-f]{32}$/.test(name))).toBe(true);
  });

  it('whose transaction fails leaves no file, temporary or not', async () => {
    const user = await registerUnverifiedUser(t);
    const repo = createKycRepo(t.database.handle.db);
    const { kyc } = kycWith({
      ...repo,
      async insertSubmission(submission, tx) {
        await repo.insertSubmission(submission, tx);
        throw new Error('the database went away before the commit');
      },
    });
    const before = await uploadNames();
    await expect(kyc.submit(Number(user.userId), input)).rejects.toThrow(/went away/);
    expect(await uploadNames()).toEqual(before);
    expect(await repo.latestOf(Number(user.userId))).toBeUndefined();
  });
});

describe('the start-up sweep', () => {
  it('removes stale temporary and unreferenced files, keeps fresh ones, and finishes cut-short commits', async () => {
    const user = await registerUnverifiedUser(t);
    const repo = createKycRepo(t.database.handle.db);
    const { kyc, store } = kycWith(repo);
    await kyc.submit(Number(user.userId), input);
    const submitted = await repo.latestOf(Number(user.userId));
    const committedId = submitted?.frontFileId ?? '';
    // A crash between the commit and the rename: the row is there, its file still has the temporary name.
    await fs.rename(
      path.join(store.directory, committedId),
      path.join(store.directory, `${committedId}.tmp`),
    );
    // A crash before the commit: staged files, never renamed; and a file that no row references.
    const [crashedId, unreferencedId] = await store.stageAll([samplePng(3), samplePng(4)]);
    await ageFile(path.join(store.directory, `${crashedId}.tmp`), temporaryUploadAgeMinMs + 1_000);
    await fs.rename(
      path.join(store.directory, `${unreferencedId}.tmp`),
      path.join(store.directory, unreferencedId ?? ''),
    );
    // An upload in flight in another process sharing the directory: too young to touch.
    const [inFlightId] = await store.stageAll([samplePng(5)]);

    const result = await kyc.sweepUploads();

    const names = await uploadNames();
    expect(names).toContain(committedId);
    expect(names).toContain(`${inFlightId}.tmp`);
    expect(names).not.toContain(`${crashedId}.tmp`);
    expect(names).not.toContain(unreferencedId);
    expect(result).toEqual({ finished: 1, removed: 2 });
    expect(await kyc.readFile(committedId, Number(user.userId))).toMatchObject({ mimeType: 'image/png' });
  });
});
