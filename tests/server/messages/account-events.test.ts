// Proves that the operator's decisions on deposits, withdrawals and identity verification each write exactly one
// inbox message, in the user's stored language (English, Chinese, Korean, Japanese), with the event's figures and a
// reference naming the event; a refused second decision writes nothing more; and a decision whose transaction
// rolls back after the message was written leaves neither the decision nor the message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../src/common/api-paths';
import { createUserDirectory } from '../../../src/server/modules/auth';
import { createUsersRepo } from '../../../src/server/modules/auth/users-repo';
import { createDepositService } from '../../../src/server/modules/deposits/deposit-service';
import { createDepositsRepo } from '../../../src/server/modules/deposits/deposits-repo';
import { createUploadStore } from '../../../src/server/uploads/upload-store';
import { createUploadsRepo } from '../../../src/server/uploads/uploads-repo';
import { idPhotos, registerUser, submitKyc } from '../support/accounts';
import { createTestApp, servicesOf, type TestApp } from '../support/test-app';
import { accountBuckets } from '../support/trading';
import { creditUser } from '../support/wallet';
import { submitWithdrawal, withdrawingUser } from '../support/withdrawals';
import { approveUrl, operatorCall, rejectUrl, submittedDeposit } from '../deposits/recharge-support';
import { crashingBeforeCommit, speak, storedMessages } from './messages-support';
import { rootAct } from '../operators/operator-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const byId = (path: string, id: number | string) => path.replace(':id', String(id));

describe('deposits', () => {
  it('an approval writes one message in English, a rejection one in Chinese; a second decision none', async () => {
    const english = await registerUser(t);
    const chinese = await registerUser(t);
    await speak(t, chinese.token, 'zh-CN');
    const approvedId = await submittedDeposit(t, english.token);
    const rejectedId = await submittedDeposit(t, chinese.token);
    expect((await operatorCall(t, 'POST', approveUrl(approvedId))).statusCode).toBe(200);
    const rejected = await operatorCall(t, 'POST', rejectUrl(rejectedId), { reason: 'No such transfer.' });
    expect(rejected.statusCode).toBe(200);
    expect((await operatorCall(t, 'POST', rejectUrl(approvedId), { reason: 'late' })).statusCode).toBe(409);

    expect(await storedMessages(t, english.userId)).toEqual([
      {
        kind: 'deposit_approved',
        reference: `deposit:${approvedId}:approve`,
        title: 'Deposit credited',
        body: 'Your deposit of 25.50 USDT was approved and is now in your coin account.',
      },
    ]);
    expect(await storedMessages(t, chinese.userId)).toEqual([
      {
        kind: 'deposit_rejected',
        reference: `deposit:${rejectedId}:reject`,
        title: '充值被拒绝',
        body: '您充值的 25.50 USDT 未通过审核。原因：No such transfer.',
      },
    ]);
  });

  it('an approval rolled back after its message was written leaves no message and no credit', async () => {
    const user = await registerUser(t);
    const id = await submittedDeposit(t, user.token);
    const db = t.database.handle.db;
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
    expect(await storedMessages(t, user.userId)).toEqual([]);
    expect(await accountBuckets(t, user.userId, 'USDT')).toEqual({ available: '0', frozen: '0' });
    expect((await operatorCall(t, 'POST', approveUrl(id))).statusCode).toBe(200);
    expect((await storedMessages(t, user.userId)).map((message) => message.reference)).toEqual([
      `deposit:${id}:approve`,
    ]);
  });
});

describe('withdrawals', () => {
  async function submitted(language: string, amount: string) {
    const user = await withdrawingUser(t);
    await speak(t, user.token, language);
    await creditUser(t, user.id, 'USDT', '100');
    const { id, address } = await submitWithdrawal(t, user.token, amount);
    return { user, address, id };
  }

  it('an approval writes one message in Korean, a rejection one in Japanese; a second decision none', async () => {
    const sent = await submitted('ko-KR', '40');
    const refused = await submitted('ja-JP', '15.5');
    expect((await operatorCall(t, 'POST', byId(adminPaths.withdrawalApprove, sent.id))).statusCode).toBe(200);
    const reject = byId(adminPaths.withdrawalReject, refused.id);
    expect((await operatorCall(t, 'POST', reject, { reason: 'Sanctioned address.' })).statusCode).toBe(200);
    expect((await operatorCall(t, 'POST', reject, { reason: 'again' })).statusCode).toBe(409);

    expect(await storedMessages(t, sent.user.id)).toEqual([
      {
        kind: 'withdrawal_finished',
        reference: `withdrawal:${sent.id}:finish`,
        title: '출금 완료',
        body: `40.00 USDT 출금이 ${sent.address}(으)로 전송되었습니다. 수수료를 제외하고 39.00 USDT이(가) 도착합니다.`,
      },
    ]);
    expect(await storedMessages(t, refused.user.id)).toEqual([
      {
        kind: 'withdrawal_rejected',
        reference: `withdrawal:${refused.id}:reject`,
        title: '出金が却下されました',
        body: '15.50 USDT の出金が却下され、金額は現物口座に戻されました。理由：Sanctioned address.',
      },
    ]);
  });
});

describe('identity verification', () => {
  async function submittedUser(language: string) {
    const user = await registerUser(t, undefined, undefined, undefined, { verified: false });
    await speak(t, user.token, language);
    await submitKyc(t, user.token, { realName: 'Ada Lovelace', idNumber: 'TK1234567' }, idPhotos());
    const queue = (await operatorCall(t, 'GET', adminPaths.kycList)).json().data as Array<{
      id: number;
      email: string;
    }>;
    const entry = queue.find((row) => row.email === user.email);
    if (!entry) throw new Error('submission not in the queue');
    return { ...user, submissionId: entry.id };
  }

  it('an approval writes one message in English, a rejection one in Chinese; a second decision none', async () => {
    const approved = await submittedUser('en-US');
    const rejected = await submittedUser('zh-CN');
    expect(
      (await operatorCall(t, 'POST', byId(adminPaths.kycApprove, approved.submissionId))).statusCode,
    ).toBe(200);
    const reject = byId(adminPaths.kycReject, rejected.submissionId);
    expect((await operatorCall(t, 'POST', reject, { reason: '照片模糊。' })).statusCode).toBe(200);
    expect((await operatorCall(t, 'POST', reject, { reason: 'again' })).statusCode).toBe(409);

    expect(await storedMessages(t, approved.userId)).toEqual([
      {
        kind: 'kyc_approved',
        reference: `kyc:${approved.submissionId}:approve`,
        title: 'Identity verified',
        body: 'Your identity verification was approved.',
      },
    ]);
    expect(await storedMessages(t, rejected.userId)).toEqual([
      {
        kind: 'kyc_rejected',
        reference: `kyc:${rejected.submissionId}:reject`,
        title: '身份认证未通过',
        body: '您的身份认证未通过审核，您可以重新提交。原因：照片模糊。',
      },
    ]);
  });
});
