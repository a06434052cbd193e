/** Operator routes for withdrawal review: the queue (default: under review), approve, and reject with a reason. */
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
  type WithdrawalRow,
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

function wireOf(row: WithdrawalRow) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
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
    const row = await withdrawals.approve(id, actOf(request));
    request.log.info({ withdrawal: id, userId: row.userId }, 'operator approved a withdrawal');
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
