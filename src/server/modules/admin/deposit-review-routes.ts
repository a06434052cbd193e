/** Operator routes for deposit review: the queue, and a decision (approve credits the user, reject moves nothing). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { assetRecordStatus } from '../../../common/wallet-types';
import { codeSuccess } from '../../http/envelope';
import { rowIdField } from '../../http/row-id';
import { parseInput } from '../../http/validate';
import {
  depositListLimitMax,
  depositReasonLengthMax,
  type DepositService,
} from '../deposits/deposit-service';
import { actOf, asReviewer } from './route-roles';

const statusValues: number[] = Object.values(assetRecordStatus);

const listQuery = z.object({
  status: z
    .union([z.literal('all'), z.coerce.number().int()])
    .default(assetRecordStatus.reviewing)
    .refine((value) => value === 'all' || statusValues.includes(value)),
  limit: z.coerce.number().int().min(1).max(depositListLimitMax).default(50),
});
const idParams = z.object({ id: rowIdField });
const rejectBody = z.object({ reason: z.string().trim().min(1).max(depositReasonLengthMax) });

type DecidedDeposit = Awaited<ReturnType<DepositService['approve']>>;

const decisionOf = (row: DecidedDeposit) => ({
  id: row.id,
  userId: row.userId,
  currency: row.currency,
  amount: row.amount,
  status: row.status,
  reason: row.reason,
});

export function registerDepositReviewRoutes(app: FastifyInstance, deposits: DepositService): void {
  app.get(adminPaths.deposits, asReviewer, async (request) => {
    const query = parseInput(listQuery, request.query);
    const rows = await deposits.list(query.status === 'all' ? undefined : query.status, query.limit);
    return codeSuccess(
      rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        email: row.email,
        currency: row.currency,
        network: row.network,
        address: row.address,
        amount: row.amount,
        proofFileId: row.proofFileId,
        status: row.status,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      })),
    );
  });

  app.post(adminPaths.depositApprove, asReviewer, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const row = await deposits.approve(id, actOf(request));
    request.log.info({ deposit: id, userId: row.userId, amount: row.amount }, 'operator approved a deposit');
    return codeSuccess(decisionOf(row));
  });

  app.post(adminPaths.depositReject, asReviewer, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { reason } = parseInput(rejectBody, request.body);
    const row = await deposits.reject(id, actOf(request, reason));
    request.log.info({ deposit: id, userId: row.userId }, 'operator rejected a deposit');
    return codeSuccess(decisionOf(row));
  });
}
