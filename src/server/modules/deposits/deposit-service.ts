/**
 * Deposits (recharge): a user reports a transfer to the platform's address with a proof; an operator approves it
 * (the coin account is credited from the `deposits` system account through the ledger) or rejects it with a
 * reason (nothing moves). Submitting moves no money.
 *
 * The proof reaches the disk only after the form is valid, under a temporary name, and takes its real name after
 * the rows commit (src/server/uploads/upload-store.ts); a refused or replayed submission leaves no file behind.
 * A decision is exactly once: the guarded update from "reviewing" and the ledger movement (reference
 * `deposit:<id>`, unique) share one transaction, so a second approval, or an approval of a rejected deposit, is
 * refused and moves nothing, also when two operators race.
 */
import { amountText } from '../../../common/number-format';
import { assetRecordStatus } from '../../../common/wallet-types';
import type { Database, Transaction } from '../../db/client';
import { ApiError } from '../../http/api-error';
import {
  claimIdempotencyKey,
  rememberIdempotentAnswer,
  type IdempotentRequest,
} from '../../http/idempotency';
import { moveLegs, systemAccount, userAccount, type Ledger } from '../../ledger/ledger';
import { accountTypes } from '../../ledger/ledger-types';
import type { Clock } from '../../lib/clock';
import type { UploadStore } from '../../uploads/upload-store';
import type { UploadsRepo } from '../../uploads/uploads-repo';
import type { UserDirectory } from '../auth';
import { recordEventMessage, type EventMessage } from '../messages/messages-service';
import { publishLive } from '../../live/publish-live';
import { recordAudit, type OperatorAct } from '../operators';
import { canonicalNumeric } from '../../lib/row-values';
import type { DepositRow, DepositsRepo } from './deposits-repo';
import type { RechargeInput } from './recharge-form';

export interface DepositDependencies {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  repo: DepositsRepo;
  uploads: UploadsRepo;
  store: UploadStore;
  /** Auth's view of users: the email shown to operators. */
  users: UserDirectory;
}

export interface SubmittedDeposit {
  id: number;
}

export const depositListLimitMax = 100;
export const depositReasonLengthMax = 500;

/** The ledger reference of a deposit's credit: one per deposit, so it can be applied once only. */
export const depositReference = (id: number) => `deposit:${id}`;

/** The user's inbox message about the decision, written in the decision's transaction. */
function decisionMessage(deposit: DepositRow, at: Date): EventMessage {
  const approved = deposit.status === assetRecordStatus.finished;
  return {
    userId: deposit.userId,
    kind: approved ? 'deposit_approved' : 'deposit_rejected',
    reference: `deposit:${deposit.id}:${approved ? 'approve' : 'reject'}`,
    values: {
      amount: amountText(canonicalNumeric(deposit.amount), deposit.currency),
      currency: deposit.currency,
      reason: deposit.reason,
    },
    at,
  };
}

export function createDepositService(deps: DepositDependencies) {
  const { db, repo, store } = deps;

  /** The rows of one submission, or the first answer when its idempotency key was already used. */
  async function insertSubmission(
    tx: Transaction,
    userId: number,
    input: RechargeInput,
    fileId: string,
    idempotent: IdempotentRequest | undefined,
  ): Promise<{ answer: SubmittedDeposit; created: boolean }> {
    const nowMs = deps.clock();
    if (idempotent) {
      const earlier = await claimIdempotencyKey<SubmittedDeposit>(tx, userId, idempotent, nowMs);
      if (earlier) return { answer: earlier, created: false };
    }
    const createdAt = new Date(nowMs);
    const file = { id: fileId, mimeType: input.proof.mimeType, sizeBytes: input.proof.bytes.length };
    await deps.uploads.insert(userId, [file], createdAt, tx);
    const id = await repo.insert(
      {
        userId,
        currency: input.currency,
        network: input.network,
        address: input.address,
        amount: input.amount,
        proofFileId: fileId,
        createdAt,
      },
      tx,
    );
    const answer = { id };
    if (idempotent) await rememberIdempotentAnswer(tx, userId, idempotent, answer);
    return { answer, created: true };
  }

  async function submit(
    userId: number,
    input: RechargeInput,
    idempotent: IdempotentRequest | undefined,
  ): Promise<SubmittedDeposit> {
    const [fileId = ''] = await store.stageAll([input.proof.bytes]);
    let outcome: { answer: SubmittedDeposit; created: boolean };
    try {
      outcome = await db.transaction((tx) => insertSubmission(tx, userId, input, fileId, idempotent));
    } catch (error) {
      await store.discardAll([fileId]);
      throw error;
    }
    // A replay stored no row for this copy of the proof: the first submission's file is the one kept.
    await (outcome.created ? store.commitAll([fileId]) : store.discardAll([fileId]));
    return outcome.answer;
  }

  /** Why a deposit could not be decided: it does not exist, or it was decided before. */
  async function refusal(id: number, tx: Transaction): Promise<ApiError> {
    const row = await repo.find(id, tx);
    if (!row) return new ApiError('DEPOSIT_NOT_FOUND');
    return new ApiError(
      row.status === assetRecordStatus.rejected ? 'DEPOSIT_ALREADY_REJECTED' : 'DEPOSIT_ALREADY_APPROVED',
    );
  }

  async function decide(
    id: number,
    toStatus: number,
    act: OperatorAct,
    apply: (tx: Transaction, deposit: DepositRow) => Promise<void>,
  ): Promise<DepositRow> {
    const approved = toStatus === assetRecordStatus.finished;
    return db.transaction(async (tx) => {
      const change = {
        fromStatus: assetRecordStatus.reviewing,
        toStatus,
        reason: approved ? '' : act.reason,
        at: new Date(deps.clock()),
      };
      const decided = await repo.decide(id, change, tx);
      if (!decided) throw await refusal(id, tx);
      await apply(tx, decided);
      const audit = {
        action: approved ? ('deposit.approve' as const) : ('deposit.reject' as const),
        target: { type: 'deposit', id },
        before: { status: change.fromStatus },
        after: {
          status: toStatus,
          amount: decided.amount,
          currency: decided.currency,
          reason: change.reason,
        },
      };
      await recordAudit(tx, act, audit, change.at);
      await publishLive(tx, decided.userId, {
        type: 'deposit',
        depositId: String(decided.id),
        status: approved ? 'approved' : 'rejected',
      });
      await recordEventMessage(tx, decisionMessage(decided, change.at));
      return decided;
    });
  }

  /** Credits the deposit to the user's coin account, once. */
  function approve(id: number, act: OperatorAct): Promise<DepositRow> {
    return decide(id, assetRecordStatus.finished, act, async (tx, deposit) => {
      const posted = await deps.ledger.post(tx, {
        kind: 'recharge',
        reference: depositReference(deposit.id),
        userId: deposit.userId,
        memo: `${deposit.network} ${deposit.address}`,
        legs: moveLegs(
          deposit.currency,
          deposit.amount,
          { owner: systemAccount('deposits'), bucket: 'available' },
          { owner: userAccount(deposit.userId, accountTypes.coin), bucket: 'available' },
        ),
      });
      // The guarded update admits one approval; a credit already there would mean the journal and the table
      // disagree, and crediting on would be wrong either way.
      if (!posted.applied) throw new Error(`deposit ${deposit.id} was already credited`);
    });
  }

  /** Rejects with the operator's reason, which the user reads; nothing moves. */
  function reject(id: number, act: OperatorAct): Promise<DepositRow> {
    return decide(id, assetRecordStatus.rejected, act, async () => {});
  }

  async function list(status: number | undefined, limit: number) {
    const rows = await repo.list(status, Math.min(Math.max(1, limit), depositListLimitMax));
    const identities = await deps.users.identitiesOf(rows.map((row) => row.userId));
    return rows.map((row) => ({ ...row, email: identities.get(row.userId)?.email ?? '' }));
  }

  return { submit, approve, reject, list };
}

export type DepositService = ReturnType<typeof createDepositService>;
