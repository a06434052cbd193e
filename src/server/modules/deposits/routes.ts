/**
 * The recharge call: a deposit reported with a proof (multipart, like the KYC submission). Multipart parsing is
 * registered in this scope only, with hard limits, so no other route accepts uploads.
 */
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fundingPaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { idempotencyOf } from '../../http/idempotency';
import { requireUser, sessionOf } from '../../http/require-user';
import { tightRateLimit } from '../../http/tight-rate-limit';
import { translate } from '../../i18n/translate';
import type { SessionStore } from '../auth';
import type { CurrencySettingsService } from '../wallet/currency-settings-service';
import { depositMessages } from './deposit-messages';
import type { DepositService } from './deposit-service';
import {
  checkRechargeForm,
  readRechargeForm,
  rechargeMultipartLimits,
  type RechargeInput,
} from './recharge-form';

export interface DepositRouteOptions {
  deposits: DepositService;
  currencySettings: CurrencySettingsService;
  sessions: SessionStore;
  /** Requests per client address per minute; a submission counts a fifth of the allowance. */
  requestsPerMinuteMax: number;
}

/** What makes two submissions "the same request" for the Idempotency-Key: the fields and the proof's bytes. */
const fingerprintOf = (input: RechargeInput) => ({
  currency: input.currency,
  network: input.network,
  amount: input.amount,
  proofSha256: createHash('sha256').update(input.proof.bytes).digest('hex'),
});

export async function depositRoutes(app: FastifyInstance, options: DepositRouteOptions): Promise<void> {
  await app.register(multipart, { limits: rechargeMultipartLimits });
  await app.register(rateLimit, { global: true, max: options.requestsPerMinuteMax, timeWindow: 60_000 });
  const preHandler = requireUser(options.sessions);
  const submitLimit = tightRateLimit(options.requestsPerMinuteMax);

  // The token must come in the header here: the multipart body is read only after the user is known.
  app.post(fundingPaths.rechargeSubmit, { preHandler, config: submitLimit }, async (request) => {
    const { userId } = sessionOf(request);
    const form = await readRechargeForm(request);
    const input = checkRechargeForm(form, await options.currencySettings.config());
    const idempotent = idempotencyOf(request, fingerprintOf(input));
    const data = await options.deposits.submit(userId, input, idempotent);
    request.log.info({ userId, deposit: data.id }, 'deposit submitted');
    return codeSuccess(data, translate(request.locale, depositMessages.submitted));
  });
}
