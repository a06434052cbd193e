/**
 * The user's KYC calls: the latest submission, a new submission (multipart), and the user's own uploaded images.
 * Multipart parsing is registered in this scope only, with hard limits, so no other route accepts uploads.
 */
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userPaths } from '../../../common/api-paths';
import { ApiError } from '../../http/api-error';
import { codeSuccess } from '../../http/envelope';
import { requireUser, sessionOf } from '../../http/require-user';
import { sendPrivateImage } from '../../http/send-private-image';
import { tightRateLimit } from '../../http/tight-rate-limit';
import { parseInput } from '../../http/validate';
import { commonMessages } from '../../i18n/common-messages';
import { translate } from '../../i18n/translate';
import type { SessionStore } from '../auth';
import { kycMultipartLimits, readKycForm, validateKycForm } from './kyc-form';
import type { KycService } from './kyc-service';

export interface KycRouteOptions {
  kyc: KycService;
  sessions: SessionStore;
  /** Requests per client address per minute; a submission counts a fifth of the allowance. */
  requestsPerMinuteMax: number;
}

const fileParams = z.object({ fileId: z.string() });

const kycMessages = {
  submitted: /*i18n*/ { id: 'kyc.submitted', message: 'Submitted' },
  success: commonMessages.success,
};

export async function kycRoutes(app: FastifyInstance, options: KycRouteOptions): Promise<void> {
  const { kyc } = options;
  await app.register(multipart, { limits: kycMultipartLimits });
  await app.register(rateLimit, { global: true, max: options.requestsPerMinuteMax, timeWindow: 60_000 });
  const preHandler = requireUser(options.sessions);
  const submitLimit = tightRateLimit(options.requestsPerMinuteMax);

  app.post(userPaths.kycInfo, { preHandler }, async (request) => {
    const data = await kyc.info(sessionOf(request).userId);
    return codeSuccess(data, translate(request.locale, kycMessages.success));
  });

  // The token must come in the header here: the multipart body is read only after the user is known.
  app.post(userPaths.kycSubmit, { preHandler, config: submitLimit }, async (request) => {
    const { userId } = sessionOf(request);
    await kyc.assertCanSubmit(userId);
    const input = validateKycForm(await readKycForm(request), request.locale);
    const id = await kyc.submit(userId, input);
    request.log.info({ userId, submission: id }, 'kyc submitted');
    return codeSuccess(await kyc.info(userId), translate(request.locale, kycMessages.submitted));
  });

  app.get(userPaths.file, { preHandler }, async (request, reply) => {
    const { fileId } = parseInput(fileParams, request.params);
    // Not yours and not there get the same answer, so file ids cannot be probed.
    const file = await kyc.readFile(fileId, sessionOf(request).userId);
    if (!file) throw new ApiError('FILE_NOT_FOUND');
    return sendPrivateImage(reply, file);
  });
}
