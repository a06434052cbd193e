/** Operator routes for KYC review: the queue, a decision, and the submitted images. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { kycStatus } from '../../../common/user-types';
import { ApiError } from '../../http/api-error';
import { codeSuccess } from '../../http/envelope';
import { sendPrivateImage } from '../../http/send-private-image';
import { rowIdField } from '../../http/row-id';
import { parseInput } from '../../http/validate';
import { kycListLimitMax, kycReasonLengthMax, type KycService } from '../kyc/kyc-service';
import { actOf, asReviewer } from './route-roles';

const statusValues = Object.values(kycStatus).filter((value) => value !== kycStatus.unverified);

const listQuery = z.object({
  status: z
    .union([z.literal('all'), z.coerce.number().int()])
    .default(kycStatus.underReview)
    .refine((value) => value === 'all' || (statusValues as number[]).includes(value)),
  limit: z.coerce.number().int().min(1).max(kycListLimitMax).default(50),
});
const idParams = z.object({ id: rowIdField });
const rejectBody = z.object({ reason: z.string().trim().min(1).max(kycReasonLengthMax) });
const fileParams = z.object({ fileId: z.string() });

export function registerKycReviewRoutes(app: FastifyInstance, kyc: KycService): void {
  app.get(adminPaths.kycList, asReviewer, async (request) => {
    const query = parseInput(listQuery, request.query);
    const rows = await kyc.list(query.status === 'all' ? undefined : query.status, query.limit);
    return codeSuccess(
      rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      })),
    );
  });

  app.post(adminPaths.kycApprove, asReviewer, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await kyc.approve(id, actOf(request));
    request.log.info({ submission: id }, 'operator approved a KYC submission');
    return codeSuccess({ id, status: kycStatus.verified });
  });

  app.post(adminPaths.kycReject, asReviewer, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { reason } = parseInput(rejectBody, request.body);
    await kyc.reject(id, actOf(request, reason));
    request.log.info({ submission: id }, 'operator rejected a KYC submission');
    return codeSuccess({ id, status: kycStatus.rejected, reason });
  });

  app.get(adminPaths.kycFile, asReviewer, async (request, reply) => {
    const { fileId } = parseInput(fileParams, request.params);
    const file = await kyc.readFile(fileId, undefined);
    if (!file) throw new ApiError('FILE_NOT_FOUND');
    return sendPrivateImage(reply, file);
  });
}
