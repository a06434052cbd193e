/**
 * Operator routes for withdrawal review: the queue (default: under review) with each withdrawal's four-eyes state,
 * approve (with an optional reason; a large withdrawal is paid by the second operator's approval), and reject with
 * a reason.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { assetRecordStatus } from '../../../common/wallet-types';
import { codeSuccess } from '../../http/envelope';
import { rowIdField } from '../../http/row-id';
import { parseInput } from '../../http/validate';
import {
  withdrawalListLimitMax,
  withdrawalReasonLengthMax,
  type ReviewedWithdrawal,
  type WithdrawalsService,
} from '../withdrawals/withdrawals-service';
import { actOf, asReviewer } from './route-roles';

const statusValues: readonly number[] = Object.values(assetRecordStatus);

const listQuery = z.object({
  status: z
    .union([z.literal('all'), z.coerce.number().int()])
    .default(assetRecordStatus.reviewing)
    .refine((value) => value === 'all' || statusValues.includes(value)),
  limit: z.coerce.number().int().min(1).max(withdrawalListLimitMax).default(50),
});
const idParams = z.object({ id: rowIdField });
const rejectBody = z.object({ reason: z.string().trim().min(1).max(withdrawalReasonLengthMax) });
/** An approval's reason is optional: the audit trail and the queue show it beside the operator's name. */
const approveBody = z.object({ reason: z.string().trim().max(withdrawalReasonLengthMax).default('') });

function wireOf(row: ReviewedWithdrawal) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    approvals: row.approvals.map((approval) => ({
      operator: approval.operator,
      reason: approval.reason,
      at: approval.createdAt.toISOString(),
    })),
  };
}

export function registerWithdrawalReviewRoutes(app: FastifyInstance, withdrawals: WithdrawalsService): void {
  app.get(adminPaths.withdrawals, asReviewer, async (request) => {
    const query = parseInput(listQuery, request.query);
    const rows = await withdrawals.list(query.status === 'all' ? undefined : query.status, query.limit);
    return codeSuccess(rows.map(wireOf));
  });

  app.post(adminPaths.withdrawalApprove, asReviewer, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { reason } = parseInput(approveBody, request.body);
    const row = await withdrawals.approve(id, actOf(request, reason));
    const approvals = `${row.approvals.length} of ${row.approvalsRequired}`;
    request.log.info({ withdrawal: id, userId: row.userId, approvals }, 'operator approved a withdrawal');
    return codeSuccess(wireOf(row));
  });

  app.post(adminPaths.withdrawalReject, asReviewer, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { reason } = parseInput(rejectBody, request.body);
    const row = await withdrawals.reject(id, actOf(request, reason));
    request.log.info({ withdrawal: id, userId: row.userId }, 'operator rejected a withdrawal');
    return codeSuccess(wireOf(row));
  });
}
