/**
 * The operators' review of withdrawals, with four eyes on large ones (docs/operations.md "Four-eyes withdrawals").
 * A withdrawal at or above its currency's threshold needs approvals from two different operators: the first is
 * recorded and leaves it under review ("1 of 2"), the second pays it. Below the threshold one approval pays. A
 * rejection by any operator ends it, before or after a first approval.
 *
 * Every decision runs in one transaction that first locks the withdrawal's row, so approvals and rejections of one
 * withdrawal take turns in every process: the approval that completes the count sees all the others and pays once,
 * and the (withdrawal, operator) primary key refuses an operator's second approval even if the lock were bypassed.
 * Each decision writes its audit row in its own transaction.
 */
import { amountText } from '../../../common/number-format';
import { assetRecordStatus } from '../../../common/wallet-types';
import { paramNames } from '../../../common/api-paths';
import type { Database, Transaction } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { Ledger } from '../../ledger/ledger';
import type { Clock } from '../../lib/clock';
import { canonicalNumeric } from '../../lib/row-values';
import type { UserDirectory } from '../auth';
import { recordEventMessage, type EventMessage } from '../messages/messages-service';
import { publishLive } from '../../live/publish-live';
import { recordAudit, type OperatorAct } from '../operators';
import type { ParamsService } from '../params/params-service';
import { approvalsRequired } from '../../../common/four-eyes-thresholds';
import { releaseMovement, settleMovement } from './withdrawal-movements';
import type { WithdrawalApprovalRow, WithdrawalRow, WithdrawalsRepo } from './withdrawals-repo';

export interface WithdrawalReviewDependencies {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  repo: WithdrawalsRepo;
  users: UserDirectory;
  /** The four-eyes thresholds are a parameter (`withdraw_four_eyes_thresholds`). */
  params: Pick<ParamsService, 'get'>;
}

/** A withdrawal with its four-eyes state: who approved it so far, and how many approvals it needs. */
export interface ReviewedWithdrawal extends WithdrawalRow {
  approvals: WithdrawalApprovalRow[];
  approvalsRequired: number;
}

export const withdrawalListLimitMax = 100;

const reviewing = assetRecordStatus.reviewing;

/** The user's inbox message about the decision, written in the decision's transaction. */
function decisionMessage(row: WithdrawalRow, approved: boolean, at: Date): EventMessage {
  return {
    userId: row.userId,
    kind: approved ? 'withdrawal_finished' : 'withdrawal_rejected',
    reference: `withdrawal:${row.id}:${approved ? 'finish' : 'reject'}`,
    values: {
      amount: amountText(canonicalNumeric(row.amount), row.currency),
      arrival: amountText(canonicalNumeric(row.realarrive), row.currency),
      currency: row.currency,
      address: row.address,
      reason: row.reason,
    },
    at,
  };
}

/**
 * The owner's live event of the decision: `approved` only when the withdrawal is paid (a first of two approvals
 * changes nothing the user sees), `rejected` when any operator rejects it.
 */
function publishDecision(tx: Transaction, row: WithdrawalRow, status: 'approved' | 'rejected') {
  return publishLive(tx, row.userId, { type: 'withdrawal', withdrawalId: String(row.id), status });
}

export function createWithdrawalReview(deps: WithdrawalReviewDependencies) {
  const { db, ledger, repo } = deps;

  /** The thresholds as stored; a missing parameter reads as none, which asks two approvals of everything. */
  async function thresholds(): Promise<string | undefined> {
    const entry = await deps.params.get(paramNames.withdrawFourEyesThresholds).catch(() => undefined);
    return entry?.valueName;
  }

  const requiredOf = (stored: string | undefined, row: WithdrawalRow) =>
    approvalsRequired(stored, row.currency, canonicalNumeric(row.amount));

  /** Why a decision found nothing to decide: the withdrawal is missing, or it was decided already. */
  async function refusal(id: number): Promise<ApiError> {
    const row = await repo.find(id);
    if (!row) return new ApiError('WITHDRAWAL_NOT_FOUND');
    return new ApiError(
      row.status === assetRecordStatus.finished
        ? 'WITHDRAWAL_ALREADY_APPROVED'
        : 'WITHDRAWAL_ALREADY_REJECTED',
    );
  }

  /** Pays a locked withdrawal under review: the frozen amount leaves, the user is told. */
  async function pay(tx: Transaction, id: number, at: Date): Promise<WithdrawalRow> {
    const row = await repo.decide(id, { status: assetRecordStatus.finished, reason: '', at }, tx);
    // The caller holds the row's lock and saw it under review, so the guarded update cannot miss.
    if (!row) throw new Error(`withdrawal ${id} left review while locked`);
    await ledger.post(tx, settleMovement(row));
    await publishDecision(tx, row, 'approved');
    await recordEventMessage(tx, decisionMessage(row, true, at));
    return row;
  }

  /**
   * One operator's approval. It is refused (changing nothing) when the same operator approved already; it pays
   * when it brings the approvals to what the amount requires, and otherwise leaves the withdrawal under review.
   */
  async function approve(id: number, act: OperatorAct): Promise<ReviewedWithdrawal> {
    const found = await repo.find(id);
    if (!found) throw new ApiError('WITHDRAWAL_NOT_FOUND');
    // Read before the transaction: PGlite has one connection, which the transaction holds until it ends.
    const required = requiredOf(await thresholds(), found);
    const decided = await db.transaction(async (tx) => {
      const at = new Date(deps.clock());
      const locked = await repo.lock(id, tx);
      if (!locked || locked.status !== reviewing) return undefined;
      const approval = { withdrawalId: id, operator: act.actor.name, reason: act.reason, createdAt: at };
      if (!(await repo.addApproval(approval, tx))) {
        throw new ApiError('WITHDRAWAL_SECOND_APPROVAL_SAME_OPERATOR');
      }
      const approvals = await repo.approvalsOf([id], tx);
      const paid = approvals.length >= required;
      const row = paid ? await pay(tx, id, at) : locked;
      const counts = { approvals: approvals.length, approvalsRequired: required };
      await recordAudit(
        tx,
        act,
        {
          action: 'withdrawal.approve',
          target: { type: 'withdrawal', id },
          before: { status: reviewing, approvals: approvals.length - 1 },
          after: { status: row.status, ...counts, amount: row.amount, currency: row.currency },
        },
        at,
      );
      return { ...row, approvals, approvalsRequired: required };
    });
    if (!decided) throw await refusal(id);
    return decided;
  }

  /** Rejects with the operator's reason, which the user reads; the amount is unfrozen. */
  async function reject(id: number, act: OperatorAct): Promise<ReviewedWithdrawal> {
    const found = await repo.find(id);
    const required = found ? requiredOf(await thresholds(), found) : 0;
    const decided = await db.transaction(async (tx) => {
      const at = new Date(deps.clock());
      const status = assetRecordStatus.rejected;
      const row = await repo.decide(id, { status, reason: act.reason, at }, tx);
      if (!row) return undefined;
      const approvals = await repo.approvalsOf([id], tx);
      await recordAudit(
        tx,
        act,
        {
          action: 'withdrawal.reject',
          target: { type: 'withdrawal', id },
          before: { status: reviewing, approvals: approvals.length },
          after: { status, amount: row.amount, currency: row.currency, reason: act.reason },
        },
        at,
      );
      await ledger.post(tx, releaseMovement(row, act.reason));
      await publishDecision(tx, row, 'rejected');
      await recordEventMessage(tx, decisionMessage(row, false, at));
      return { ...row, approvals, approvalsRequired: required };
    });
    if (!decided) throw await refusal(id);
    return decided;
  }

  /** The operator's queue, newest first, with each user's uid and email and each withdrawal's four-eyes state. */
  async function list(status: number | undefined, limit: number) {
    const rows = await repo.list(status, Math.min(Math.max(1, limit), withdrawalListLimitMax));
    const ids = rows.map((row) => row.id);
    const [identities, approvals, stored] = await Promise.all([
      deps.users.identitiesOf(rows.map((row) => row.userId)),
      repo.approvalsOf(ids),
      thresholds(),
    ]);
    return rows.map((row) => {
      const identity = identities.get(row.userId);
      return {
        ...row,
        uid: identity?.uid ?? '',
        email: identity?.email ?? '',
        approvals: approvals.filter((approval) => approval.withdrawalId === row.id),
        approvalsRequired: requiredOf(stored, row),
      };
    });
  }

  return { approve, reject, list };
}
