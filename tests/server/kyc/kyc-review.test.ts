// Proves the operator's KYC review through the admin API: the queue, approve (status 2, final), reject with a reason (status 3, may resubmit), the operator's view of images, and the outbox listing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, userPaths } from '../../../src/common/api-paths';
import { idPhotos, registerUnverifiedUser, storedUploads, submitKyc } from '../support/accounts';
import { samplePng } from '../support/sample-png';
import { createTestApp, postAs, testOperatorToken, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = { authorization: `Bearer ${testOperatorToken}` };
const fields = { realName: '山田 太郎', idNumber: 'TK1234567' };

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const approve = (id: number) => admin('POST', adminPaths.kycApprove.replace(':id', String(id)));
const reject = (id: number, reason: string) =>
  admin('POST', adminPaths.kycReject.replace(':id', String(id)), { reason });

async function submittedUser() {
  const user = await registerUnverifiedUser(t);
  await submitKyc(t, user.token, fields, idPhotos());
  const queue = (await admin('GET', `${adminPaths.kycList}?status=1`)).json().data as Array<{
    id: number;
    email: string;
  }>;
  const entry = queue.find((row) => row.email === user.email);
  if (!entry) throw new Error('submission not in the queue');
  return { ...user, submissionId: entry.id };
}

const kycInfo = async (token: string) => (await postAs(t.app, userPaths.kycInfo, token)).json().data;
const userInfo = async (token: string) => (await postAs(t.app, userPaths.info, token)).json().data;

describe('the review queue', () => {
  it('lists pending submissions with the user, the names and the file ids', async () => {
    const user = await submittedUser();
    const queue = (await admin('GET', adminPaths.kycList)).json().data;
    const entry = queue.find((row: { id: number }) => row.id === user.submissionId);
    expect(entry).toMatchObject({
      userId: Number(user.userId),
      email: user.email,
      realName: '山田 太郎',
      idNumber: 'TK1234567',
      status: 1,
      reason: '',
      reviewedAt: null,
    });
    expect(entry.uid).toMatch(/^\d{8}$/);
    expect(entry.frontFileId).toMatch(/^[0-9a-f]{32}$/);
    const image = await admin('GET', adminPaths.kycFile.replace(':fileId', entry.frontFileId));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
  });

  it('needs the operator token', async () => {
    const response = await t.app.inject({ method: 'GET', url: adminPaths.kycList });
    expect(response.statusCode).toBe(401);
    const approveWithout = await t.app.inject({
      method: 'POST',
      url: adminPaths.kycApprove.replace(':id', '1'),
    });
    expect(approveWithout.statusCode).toBe(401);
  });

  it('refuses a bad status filter and answers 404 for an unknown image', async () => {
    expect((await admin('GET', `${adminPaths.kycList}?status=9`)).statusCode).toBe(400);
    const missing = await admin('GET', adminPaths.kycFile.replace(':fileId', 'f'.repeat(32)));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('FILE_NOT_FOUND');
  });
});

describe('approval', () => {
  it('verifies the user (auth 2) for good: no new submission is accepted', async () => {
    const user = await submittedUser();
    const approved = await approve(user.submissionId);
    expect(approved.json()).toMatchObject({ code: 1, data: { id: user.submissionId, status: 2 } });
    expect(await kycInfo(user.token)).toMatchObject({ status: 2, reason: '' });
    expect((await userInfo(user.token)).auth).toBe(2);

    const before = await storedUploads(t);
    const again = await submitKyc(t, user.token, fields, idPhotos(samplePng(3)));
    expect(again.json()).toMatchObject({
      code: 0,
      error: 'KYC_ALREADY_VERIFIED',
      msg: 'Your identity is already verified and cannot be changed.',
    });
    expect(await storedUploads(t)).toEqual(before);

    const twice = await approve(user.submissionId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('KYC_NOT_PENDING');
    expect((await reject(user.submissionId, 'late')).json().error).toBe('KYC_NOT_PENDING');
  });

  it('answers 404 for a submission that does not exist', async () => {
    const response = await approve(987654);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('KYC_NOT_FOUND');
  });
});

describe('rejection', () => {
  it('shows status 3 with the reason, and lets the user submit again', async () => {
    const user = await submittedUser();
    expect((await reject(user.submissionId, '  ')).statusCode).toBe(400);
    const rejected = await reject(user.submissionId, 'The back photo is blurred.');
    expect(rejected.json()).toMatchObject({
      code: 1,
      data: { status: 3, reason: 'The back photo is blurred.' },
    });
    expect(await kycInfo(user.token)).toMatchObject({ status: 3, reason: 'The back photo is blurred.' });
    expect((await userInfo(user.token)).auth).toBe(3);

    const resubmitted = await submitKyc(t, user.token, fields, idPhotos(samplePng(4), samplePng(5)));
    expect(resubmitted.json()).toMatchObject({ code: 1, data: { status: 1, reason: '' } });
    expect((await userInfo(user.token)).auth).toBe(1);
    const rejectedOnes = (await admin('GET', `${adminPaths.kycList}?status=3`)).json().data;
    expect(rejectedOnes.some((row: { id: number }) => row.id === user.submissionId)).toBe(true);
    const all = (await admin('GET', `${adminPaths.kycList}?status=all&limit=100`)).json().data;
    expect(all.filter((row: { email: string }) => row.email === user.email)).toHaveLength(2);
  });
});

describe('the outbox', () => {
  it('lists the latest mails, newest first, with their bodies', async () => {
    const user = await registerUnverifiedUser(t);
    const response = await admin('GET', `${adminPaths.outbox}?limit=5`);
    expect(response.statusCode).toBe(200);
    const mails = response.json().data;
    expect(mails.length).toBeLessThanOrEqual(5);
    expect(mails[0]).toMatchObject({
      to: user.email,
      subject: 'Your Petrel verification code',
      locale: 'en-US',
      transport: 'outbox',
      sentAt: null,
      error: null,
    });
    expect(mails[0].body).toMatch(/\b\d{6}\b/);
    expect(mails[0].id).toBeGreaterThan(mails[1]?.id ?? 0);
    expect((await admin('GET', `${adminPaths.outbox}?limit=1000`)).statusCode).toBe(400);
  });
});
