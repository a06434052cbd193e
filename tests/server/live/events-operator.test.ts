// Proves the live events of the operators' decisions through the operator API: a deposit's approval publishes the
// credit's balance, `approved` and the inbox message, a rejection `rejected` and the message; a four-eyes
// withdrawal publishes nothing at its first approval and `approved` with the payment at its second, a rejection
// the refund and `rejected`; KYC decisions publish theirs; a post to one user publishes their `message`, a post to
// everyone none; a refused second decision and a decision rolled back before its commit publish nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, paramNames } from '../../../src/common/api-paths';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
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
import { crashingBeforeCommit, listMessages, postMessage } from '../messages/messages-support';
import { addOperator, bearer, rootAct } from '../operators/operator-support';
import { balanceEvent, publishedBy } from './live-events-kit';

let t: TestApp;
let reviewer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  reviewer = bearer(await addOperator(t, 'rita', 'reviewer'));
});
afterAll(() => t.close());

const coin = accountTypes.coin;
const byId = (path: string, id: number | string) => path.replace(':id', String(id));
const message = { type: 'message', messageId: expect.any(String) };

async function coinUsdtEvent(userId: number) {
  const { available, frozen } = await accountBuckets(t, userId, 'USDT');
  return balanceEvent(coin, 'USDT', available, frozen);
}

describe('deposit decisions', () => {
  it('an approval publishes the credit, `approved` and the message, a rejection `rejected`', async () => {
    const credited = await registerUser(t);
    const refused = await registerUser(t);
    const [creditedId, refusedId] = [Number(credited.userId), Number(refused.userId)];
    const approvedDeposit = await submittedDeposit(t, credited.token);
    const rejectedDeposit = await submittedDeposit(t, refused.token);
    const published = await publishedBy(t, async () => {
      expect((await operatorCall(t, 'POST', approveUrl(approvedDeposit))).statusCode).toBe(200);
      const rejection = await operatorCall(t, 'POST', rejectUrl(rejectedDeposit), { reason: 'No transfer.' });
      expect(rejection.statusCode).toBe(200);
      expect((await operatorCall(t, 'POST', rejectUrl(approvedDeposit), { reason: 'late' })).statusCode).toBe(
        409,
      );
    });
    expect(published).toEqual({
      [creditedId]: [
        balanceEvent(coin, 'USDT', '25.5', '0'),
        { type: 'deposit', depositId: String(approvedDeposit), status: 'approved' },
        message,
      ],
      [refusedId]: [{ type: 'deposit', depositId: String(rejectedDeposit), status: 'rejected' }, message],
    });
  });

  it('an approval rolled back before its commit publishes nothing', async () => {
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
    const published = await publishedBy(t, () =>
      expect(crashing.approve(id, rootAct)).rejects.toThrow(/before the commit/),
    );
    expect(published).toEqual({});
  });
});

describe('withdrawal decisions', () => {
  async function pending(amount: string) {
    const user = await withdrawingUser(t);
    await creditUser(t, user.id, 'USDT', '100');
    const { id } = await submitWithdrawal(t, user.token, amount);
    return { user, id };
  }

  it('four eyes: the first approval publishes nothing, the second the payment and `approved`', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: adminPaths.param.replace(':name', paramNames.withdrawFourEyesThresholds),
      headers: bearer(await addOperator(t, 'ada', 'admin')),
      payload: { value: 'USDT:50' },
    });
    expect(set.statusCode).toBe(200);
    const { user, id } = await pending('60');
    const approve = byId(adminPaths.withdrawalApprove, id);
    const first = await publishedBy(t, async () => {
      const answer = await t.app.inject({ method: 'POST', url: approve, headers: reviewer, payload: {} });
      expect(answer.statusCode).toBe(200);
    });
    expect(first).toEqual({});
    const second = await publishedBy(t, async () => {
      expect((await operatorCall(t, 'POST', approve, {})).statusCode).toBe(200);
    });
    expect(second).toEqual({
      [user.id]: [
        await coinUsdtEvent(user.id),
        { type: 'withdrawal', withdrawalId: id, status: 'approved' },
        message,
      ],
    });
    expect(await accountBuckets(t, user.id, 'USDT')).toEqual({ available: '40', frozen: '0' });
  });

  it('a rejection publishes the refund and `rejected`; a second decision nothing', async () => {
    const { user, id } = await pending('15.5');
    const reject = byId(adminPaths.withdrawalReject, id);
    const published = await publishedBy(t, async () => {
      expect((await operatorCall(t, 'POST', reject, { reason: 'Sanctioned address.' })).statusCode).toBe(200);
      expect((await operatorCall(t, 'POST', reject, { reason: 'again' })).statusCode).toBe(409);
    });
    expect(published).toEqual({
      [user.id]: [
        balanceEvent(coin, 'USDT', '100', '0'),
        { type: 'withdrawal', withdrawalId: id, status: 'rejected' },
        message,
      ],
    });
  });
});

describe('identity verification decisions and operator posts', () => {
  async function submitted() {
    const user = await registerUser(t, undefined, undefined, undefined, { verified: false });
    await submitKyc(t, user.token, { realName: 'Ada Lovelace', idNumber: 'TK1234567' }, idPhotos());
    const queue = (await operatorCall(t, 'GET', adminPaths.kycList)).json().data as Array<{
      id: number;
      email: string;
    }>;
    const entry = queue.find((row) => row.email === user.email);
    if (!entry) throw new Error('submission not in the queue');
    return { userId: Number(user.userId), submissionId: entry.id };
  }

  it('an approval publishes `approved`, a rejection `rejected`, each with the message; a second none', async () => {
    const approved = await submitted();
    const rejected = await submitted();
    const reject = byId(adminPaths.kycReject, rejected.submissionId);
    const published = await publishedBy(t, async () => {
      expect(
        (await operatorCall(t, 'POST', byId(adminPaths.kycApprove, approved.submissionId))).statusCode,
      ).toBe(200);
      expect((await operatorCall(t, 'POST', reject, { reason: 'Blurred photo.' })).statusCode).toBe(200);
      expect((await operatorCall(t, 'POST', reject, { reason: 'again' })).statusCode).toBe(409);
    });
    expect(published).toEqual({
      [approved.userId]: [{ type: 'kyc', status: 'approved' }, message],
      [rejected.userId]: [{ type: 'kyc', status: 'rejected' }, message],
    });
  });

  it('a post to one user publishes their message with its id; a post to everyone publishes none', async () => {
    const user = await registerUser(t);
    const toOne = await publishedBy(t, async () => {
      const sent = await postMessage(t, { to: user.email, title: 'Your ticket', body: 'It is solved.' });
      expect(sent.json().data).toEqual({ sent: 1 });
    });
    const newest = (await listMessages(t, user.token)).json().data.list[0].id as string;
    expect(toOne).toEqual({ [user.userId]: [{ type: 'message', messageId: newest }] });
    const toAll = await publishedBy(t, async () => {
      const sent = await postMessage(t, { all: true, title: 'Maintenance', body: 'Tonight at two.' });
      expect(sent.statusCode).toBe(200);
    });
    expect(toAll).toEqual({});
  });
});
